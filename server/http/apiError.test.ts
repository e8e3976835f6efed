import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { describe, expect, it } from 'vitest';
import { FIELD_ERROR_LIMITS } from './apiError';

describe('FIELD_ERROR_LIMITS', () => {
  it('are the limits of the shared error body in openapi/common/error.yaml', async () => {
    const schema = (await $RefParser.dereference(path.resolve(import.meta.dirname, '../../openapi/common/error.yaml'))) as {
      properties: { message: { maxLength: number }; fieldErrors: { maxItems: number; items: { properties: { path: { maxLength: number }; message: { maxLength: number } } } } };
    };
    expect(FIELD_ERROR_LIMITS).toEqual({
      maxEntries: schema.properties.fieldErrors.maxItems,
      maxPathLength: schema.properties.fieldErrors.items.properties.path.maxLength,
      maxMessageLength: schema.properties.fieldErrors.items.properties.message.maxLength,
      maxBodyMessageLength: schema.properties.message.maxLength,
    });
  });
});

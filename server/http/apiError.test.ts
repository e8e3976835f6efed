import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { describe, expect, it } from 'vitest';
import { ApiError, FIELD_ERROR_LIMITS } from './apiError';

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

describe('ApiError.toBody', () => {
  it('keeps a handler’s refusal within the contract: 200 field errors at most, and says how many more there were', () => {
    const faults = Array.from({ length: 301 }, (_, i) => ({ path: `body.allocations[${i}].entryId`, message: 'er allerede fordelt' }));
    const body = new ApiError(400, 'Ugyldig forespørsel: body.allocations[0].entryId er allerede fordelt', faults).toBody();
    expect(body.fieldErrors).toHaveLength(FIELD_ERROR_LIMITS.maxEntries);
    expect(body.fieldErrors![199]!.path).toBe('body.allocations[199].entryId');
    expect(body.message).toBe('Ugyldig forespørsel: body.allocations[0].entryId er allerede fordelt (101 feil til er ikke vist)');
  });

  it('cuts paths, messages and its own message to the lengths of the error body', () => {
    const body = new ApiError(400, 'x'.repeat(5000), [{ path: 'p'.repeat(900), message: 'm'.repeat(2000) }]).toBody();
    expect(body.message).toHaveLength(FIELD_ERROR_LIMITS.maxBodyMessageLength);
    expect(body.fieldErrors![0]!.path).toHaveLength(FIELD_ERROR_LIMITS.maxPathLength);
    expect(body.fieldErrors![0]!.message).toHaveLength(FIELD_ERROR_LIMITS.maxMessageLength);
    const many = new ApiError(400, 'y'.repeat(5000), Array.from({ length: 250 }, () => ({ path: 'body', message: 'feil' }))).toBody();
    expect(many.message).toHaveLength(FIELD_ERROR_LIMITS.maxBodyMessageLength);
    expect(many.message).toMatch(/ \(50 feil til er ikke vist\)$/);
  });

  it('leaves a small error as it was thrown', () => {
    expect(new ApiError(404, 'Fant ikke klienten').toBody()).toEqual({ status: 404, message: 'Fant ikke klienten' });
    expect(new ApiError(409, 'Finnes', [], '12').toBody()).toEqual({ status: 409, message: 'Finnes', code: '12' });
  });
});

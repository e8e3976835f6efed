import fs from 'node:fs';
import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN_SOURCE, isValidEmail } from '../../../src/domain/identifiers/email';
import { loadApiDocument } from './loadDocument';
import { listOperations, type Operation } from './operations';
import { compileRequestValidator } from './requestValidator';

const openapi = path.resolve(import.meta.dirname, '../../../openapi');
const APIS = ['data', 'legacy', 'service'] as const;

type Schema = { type?: unknown; pattern?: string; maxLength?: number; anyOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema };

const holdsText = (schema: Schema): boolean =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')) || schema.pattern !== undefined || (schema.anyOf ?? []).some(holdsText);

/** Every text property of a request whose name says it holds an e-mail address (not `remindersOnEmail`, a flag). */
function emailFields(schema: Schema | undefined, where: string, found: [string, Schema][], seen = new Set<Schema>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (/e-?mail(address)?$|^rcpt$|^sender$|^recipient$/i.test(name) && holdsText(property)) found.push([`${where}.${name}`, property]);
    emailFields(property, `${where}.${name}`, found, seen);
  }
  emailFields(schema.items, `${where}[]`, found, seen);
  for (const part of schema.anyOf ?? []) emailFields(part, where, found, seen);
}

/**
 * Fields whose contract leaves the address to the server on purpose, and says so: the agency dialog's addresses
 * are trimmed and an empty one is answered 'E-post mangler' (part 2 §5) before the same isValidEmail runs.
 */
const CHECKED_BY_THE_DOMAIN = new Set(['legacy updateCollectionAgency body.agency.email', 'legacy updateCollectionAgency body.agency.setup.emailAddress']);

const statesTheRule = (schema: Schema): boolean => schema.pattern === EMAIL_PATTERN_SOURCE || (schema.anyOf ?? []).some(statesTheRule);

describe('the one e-mail rule', () => {
  it('is the domain’s pattern and length in openapi/common/email.yaml', async () => {
    const schema = (await $RefParser.dereference(path.join(openapi, 'common/email.yaml'))) as Schema;
    expect(schema.pattern).toBe(EMAIL_PATTERN_SOURCE);
    expect(schema.maxLength).toBe(EMAIL_MAX_LENGTH);
  });

  it('is the rule of every e-mail field a request of the three contracts carries, and they name no other e-mail format', async () => {
    const others: string[] = [];
    let fields = 0;
    for (const api of APIS) {
      if (/format:\s*email/.test(fs.readFileSync(path.join(openapi, `${api}-api.yaml`), 'utf8'))) others.push(`${api}: format: email`);
      const document = await loadApiDocument(path.join(openapi, `${api}-api.yaml`));
      for (const operation of listOperations(document)) {
        const found: [string, Schema][] = [];
        emailFields(operation.body?.schema as Schema | undefined, 'body', found);
        for (const [where] of found.filter(([, schema]) => !statesTheRule(schema))) {
          if (!CHECKED_BY_THE_DOMAIN.has(`${api} ${operation.operationId} ${where}`)) others.push(`${api} ${operation.operationId} ${where}`);
        }
        fields += found.length;
      }
    }
    expect(others).toEqual([]);
    expect(fields).toBeGreaterThan(15);
  });

  it('is what the server’s request validator applies: it accepts exactly the addresses isValidEmail accepts', async () => {
    const rule = (await $RefParser.dereference(path.join(openapi, 'common/email.yaml'))) as Record<string, unknown>;
    const operation: Operation = {
      operationId: 'send',
      method: 'POST',
      path: '/send',
      routePath: '/send',
      parameters: [],
      body: { contentType: 'application/json', required: true, schema: { type: 'object', properties: { email: rule } } },
      security: [],
    };
    const validate = compileRequestValidator(operation);
    const accepts = (email: string) => validate({ params: {}, query: {}, headers: {}, body: { email } }).ok;
    const label = fc.stringMatching(/^[a-zæøå0-9](?:[a-zæøå0-9-]{0,8}[a-zæøå0-9])?$/);
    const address = fc
      .tuple(fc.stringMatching(/^[^\s@]{1,12}$/), fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[a-zø]{1,4}$/))
      .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);
    const nearMiss = fc.oneof(address, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('0@com', 'a..b@x.no', '.a@x.no', 'a.@x.no', 'a@b.c', `${'😀'.repeat(250)}@x.no`));
    fc.assert(
      fc.property(nearMiss, (email) => {
        expect(accepts(email)).toBe(isValidEmail(email));
      }),
      { numRuns: 2000 },
    );
    expect(accepts('0@com')).toBe(false);
    expect(accepts('post@blåbær.no')).toBe(true);
  });
});

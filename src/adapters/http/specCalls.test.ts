/**
 * Every call in section 7 of both spec parts (openapi/spec-calls.txt) is an operation of the API it belongs
 * to, and every operation of the three documents is on that list (so the list stays the honest index).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

const openapiDir = path.resolve(import.meta.dirname, '../../../openapi');
const APIS = ['data', 'legacy', 'service'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Path parameters are compared by position only: /Client/{id}/Post/{postId} ≡ /Client/{clientId}/Post/{x}. */
const normalise = (route: string): string => route.replace(/\{[^}]+\}/g, '{}');

interface OperationRow {
  readonly api: string;
  readonly method: string;
  readonly path: string;
  readonly operationId: unknown;
  readonly hasError: boolean;
}

function operations(): OperationRow[] {
  const rows: OperationRow[] = [];
  for (const api of APIS) {
    const doc = parseYaml(fs.readFileSync(path.join(openapiDir, `${api}-api.yaml`), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: unknown; responses?: Record<string, unknown> }>>;
    };
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const codes = Object.keys(operation.responses ?? {});
        rows.push({ api, method: method.toUpperCase(), path: route, operationId: operation.operationId, hasError: codes.some((c) => /^4\d\d$/.test(c)) });
      }
    }
  }
  return rows;
}

const specCalls = fs
  .readFileSync(path.join(openapiDir, 'spec-calls.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [api, method, route, ...rest] = line.split(/\s+/);
    return { line, api, method, route, rest };
  });

describe('openapi/spec-calls.txt', () => {
  const rows = operations();
  const present = new Set(rows.map((r) => `${r.api} ${r.method} ${normalise(r.path)}`));

  it('is well formed', () => {
    for (const call of specCalls) {
      expect(APIS as readonly (string | undefined)[], call.line).toContain(call.api);
      expect(METHODS.map((m) => m.toUpperCase()), call.line).toContain(call.method);
      expect(call.route, call.line).toMatch(/^\//);
      expect(call.rest, call.line).toEqual([]);
    }
    expect(specCalls.length).toBeGreaterThan(150);
  });

  it.each(specCalls.map((c) => [c.line, c] as const))('%s is in its document', (_line, call) => {
    expect(present.has(`${call.api} ${call.method} ${normalise(call.route ?? '')}`)).toBe(true);
  });

  it('lists every operation of the three documents', () => {
    const listed = new Set(specCalls.map((c) => `${c.api} ${c.method} ${normalise(c.route ?? '')}`));
    const unlisted = [...present].filter((key) => !listed.has(key));
    expect(unlisted).toEqual([]);
  });

  it('every operation has a unique operationId and at least one 4xx answer', () => {
    for (const api of APIS) {
      const ids = rows.filter((r) => r.api === api).map((r) => r.operationId);
      expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(rows.filter((r) => !r.hasError)).toEqual([]);
  });
});

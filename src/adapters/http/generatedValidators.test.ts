/** The generated validators are standalone: no imports, no code compiled at run time (CSP without 'unsafe-eval'). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('generated validators', () => {
  it.each(['data', 'legacy', 'service'])('%s: imports nothing and never compiles code at run time', (api) => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, api, 'generated/validators.js'), 'utf8');
    expect(source).toContain('export const responseValidators');
    expect(source).not.toMatch(/\bimport\s|\brequire\(|new Function|\beval\(/);
  });
});

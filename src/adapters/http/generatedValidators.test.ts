/** The generated validators are standalone: nothing imported, no code compiled at run time (CSP without 'unsafe-eval'). */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const COMPILES_OR_REQUIRES = /\brequire\(|new Function|\beval\(/;

describe('generated validators', () => {
  it.each(['data', 'legacy', 'service'])('%s: the table only loads its own operation modules, and they import nothing', (api) => {
    const generated = path.resolve(import.meta.dirname, api, 'generated');
    const index = fs.readFileSync(path.join(generated, 'validators.js'), 'utf8');
    expect(index).toContain('export const responseValidators');
    expect(index).not.toMatch(COMPILES_OR_REQUIRES);
    expect(index).not.toMatch(/\bimport\s/);
    const loaded = [...index.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.every((file) => /^\.\/validators\/\w+\.js$/.test(file!))).toBe(true);
    for (const file of fs.readdirSync(path.join(generated, 'validators'))) {
      const source = fs.readFileSync(path.join(generated, 'validators', file), 'utf8');
      expect(source, file).toContain('export const validate');
      expect(source, file).not.toMatch(COMPILES_OR_REQUIRES);
      expect(source, file).not.toMatch(/\bimport[\s(]/);
    }
  });
});

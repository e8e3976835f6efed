import { describe, it, expect } from 'vitest';
import { err, ok, type Result } from './result';

describe('Result', () => {
  it('carries either a value or an error', () => {
    const good: Result<number> = ok(1);
    const bad: Result<number> = err('Ugyldig');
    expect(good).toEqual({ ok: true, value: 1 });
    expect(bad).toEqual({ ok: false, error: 'Ugyldig' });
  });
});

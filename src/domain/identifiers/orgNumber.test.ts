import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatOrgNumber, isValidOrgNumber, orgNumberCheckDigit } from './orgNumber';

const first8 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((d) => d.join(''));
const validOrgNumber = first8
  .map((f) => ({ f, c: orgNumberCheckDigit(f) }))
  .filter((x): x is { f: string; c: number } => x.c !== null)
  .map(({ f, c }) => `${f}${c}`);

describe('org numbers', () => {
  it('accepts real org numbers and rejects a wrong check digit', () => {
    expect(isValidOrgNumber('974760673')).toBe(true); // Brønnøysundregistrene
    expect(isValidOrgNumber('923609016')).toBe(true); // Equinor
    expect(isValidOrgNumber('974760674')).toBe(false);
    expect(orgNumberCheckDigit('97476067')).toBe(3);
  });

  it('rejects wrong length and non-digits', () => {
    expect(isValidOrgNumber('97476067')).toBe(false);
    expect(isValidOrgNumber('9747606730')).toBe(false);
    expect(isValidOrgNumber('974 760 673')).toBe(false);
    expect(isValidOrgNumber('97476067a')).toBe(false);
    expect(orgNumberCheckDigit('1234567')).toBeNull();
  });

  it('gives null for a base whose remainder leaves 10', () => {
    const witness = Array.from({ length: 100000 }, (_, i) => String(i).padStart(8, '0')).find(
      (f) => orgNumberCheckDigit(f) === null,
    );
    expect(witness).toBeDefined();
    for (let d = 0; d <= 9; d += 1) expect(isValidOrgNumber(`${witness}${d}`)).toBe(false);
  });

  it('every generated valid number validates', () => {
    fc.assert(fc.property(validOrgNumber, (n) => isValidOrgNumber(n)));
  });

  it('any single-digit change invalidates a valid number', () => {
    fc.assert(
      fc.property(validOrgNumber, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (n, pos, delta) => {
        const changed = (Number(n[pos]) + delta) % 10;
        const mutated = `${n.slice(0, pos)}${changed}${n.slice(pos + 1)}`;
        return !isValidOrgNumber(mutated);
      }),
    );
  });

  it('formats as ### ### ###', () => {
    expect(formatOrgNumber('974760673')).toBe('974 760 673');
    expect(formatOrgNumber('974 760673')).toBe('974 760 673');
    expect(formatOrgNumber('12345')).toBe('12345');
    expect(formatOrgNumber('abcdefghi')).toBe('abcdefghi');
  });
});

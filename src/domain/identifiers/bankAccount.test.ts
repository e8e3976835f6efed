import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bankAccountCheckDigit, formatBankAccount, isValidBankAccount, normalizeBankAccount } from './bankAccount';

const first10 = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }).map((d) => d.join(''));
const validAccount = first10
  .map((f) => ({ f, c: bankAccountCheckDigit(f) }))
  .filter((x): x is { f: string; c: number } => x.c !== null)
  .map(({ f, c }) => `${f}${c}`);

describe('bank accounts', () => {
  it('accepts a known valid account in any common notation', () => {
    // 8·5+6·4+0·3+1·2+1·7+1·6+1·5+7·4+9·3+4·2 = 147; 147 mod 11 = 4; 11 − 4 = 7
    expect(bankAccountCheckDigit('8601111794')).toBe(7);
    expect(isValidBankAccount('86011117947')).toBe(true);
    expect(isValidBankAccount('8601.11.17947')).toBe(true);
    expect(isValidBankAccount('8601 11 17947')).toBe(true);
    expect(isValidBankAccount('86011117948')).toBe(false);
  });

  it('rejects wrong length and non-digits', () => {
    expect(isValidBankAccount('8601111794')).toBe(false);
    expect(isValidBankAccount('860111179488')).toBe(false);
    expect(isValidBankAccount('8601111794x')).toBe(false);
    expect(bankAccountCheckDigit('123')).toBeNull();
  });

  it('normalises by removing spaces and dots only', () => {
    expect(normalizeBankAccount(' 8601.11 17948 ')).toBe('86011117948');
    expect(normalizeBankAccount('8601-11')).toBe('8601-11');
  });

  it('every generated valid account validates', () => {
    fc.assert(fc.property(validAccount, (n) => isValidBankAccount(n)));
  });

  it('any single-digit change invalidates a valid account', () => {
    fc.assert(
      fc.property(validAccount, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (n, pos, delta) => {
        const changed = (Number(n[pos]) + delta) % 10;
        return !isValidBankAccount(`${n.slice(0, pos)}${changed}${n.slice(pos + 1)}`);
      }),
    );
  });

  it('formats as #### ## #####', () => {
    expect(formatBankAccount('86011117947')).toBe('8601 11 17947');
    expect(formatBankAccount('8601.11.17947')).toBe('8601 11 17947');
    expect(formatBankAccount('860111')).toBe('860111');
    expect(formatBankAccount('8601111794a')).toBe('8601111794a');
  });
});

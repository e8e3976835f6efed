import { describe, it, expect } from 'vitest';
import { DOS_NUMBER_UNSUPPORTED_MESSAGE, isSupportedInDos, MAX_DOS_NUMBER } from './dosNumber';

describe('DOS number limit', () => {
  it('accepts 2147483647 and not 2147483648', () => {
    expect(MAX_DOS_NUMBER).toBe(2147483647);
    expect(isSupportedInDos(2147483647)).toBe(true);
    expect(isSupportedInDos(2147483648)).toBe(false);
    expect(DOS_NUMBER_UNSUPPORTED_MESSAGE).toBe('Denne verdien støttes ikke i DOS');
  });
});

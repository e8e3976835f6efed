import { describe, expect, it } from 'vitest';
import { DOS_TAB_CATEGORY, dosTabFromParam } from './dosTab';

describe('the dosTab search parameter', () => {
  it.each([
    ['invoices', 'invoices'],
    ['other', 'other'],
    [null, 'invoices'],
    ['', 'invoices'],
    ['Other', 'invoices'],
    ['constructor', 'invoices'],
  ] as const)('%s gives the %s tab', (param, tab) => {
    expect(dosTabFromParam(param)).toBe(tab);
  });

  it('lists invoice files on the invoices tab and the rest on the other tab', () => {
    expect(DOS_TAB_CATEGORY).toEqual({ invoices: 'Invoice', other: 'Other' });
  });
});

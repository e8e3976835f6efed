import { describe, expect, it } from 'vitest';
import { searchPageAddress, searchPageState } from './searchAddress';

describe('the search page address', () => {
  it('reads tab, mode, term and client, falling back for what it does not know', () => {
    expect(searchPageState(new URLSearchParams('tab=invoice&mode=amount&q=1+234%2C50&client=1001'))).toEqual({
      tab: 'invoice',
      mode: 'amount',
      term: '1 234,50',
      clientId: 1001,
    });
    expect(searchPageState(new URLSearchParams('mode=amount&client=abc'))).toEqual({ tab: 'customer', mode: 'text', term: '', clientId: null });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    expect(searchPageAddress({ tab: 'customer', mode: 'email', term: '', clientId: null })).toBe('/search?tab=customer&mode=email');
    const state = { tab: 'customer', mode: 'address', term: 'Storgata 1', clientId: 1001 } as const;
    const address = searchPageAddress(state);
    expect(address).toBe('/search?tab=customer&mode=address&q=Storgata+1&client=1001');
    expect(searchPageState(new URL(address, 'http://x').searchParams)).toEqual(state);
  });
});

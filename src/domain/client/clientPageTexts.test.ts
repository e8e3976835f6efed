import { describe, expect, it } from 'vitest';
import { CustomerList } from './customerList';
import { CLIENT_TABS, clientTabOf, customersMatching, terminationBannerText } from './clientPageTexts';

describe('client page (part 2 §2.2)', () => {
  it('opens on notes unless the address names a built tab', () => {
    expect(clientTabOf(null)).toBe('notes');
    expect(clientTabOf('org')).toBe('org');
    expect(clientTabOf('nonsense')).toBe('notes');
    expect(clientTabOf('reminderTexts')).toBe('reminderTexts');
  });

  it("keeps the spec's tab order", () => {
    expect(CLIENT_TABS).toEqual(['notes', 'org', 'settings', 'reminderTexts', 'banks', 'customers', 'sources', 'persons']);
  });

  it('shows both termination dates when they exist, and no banner without them', () => {
    const day = (iso: string) => iso.split('-').reverse().join('.');
    expect(terminationBannerText('2026-11-01', '2026-12-31', day)).toBe('Oppsagt 01.11.2026, tjenesten avsluttes 31.12.2026');
    expect(terminationBannerText(null, '2026-12-31', day)).toBe('Tjenesten avsluttes 31.12.2026');
    expect(terminationBannerText(null, null, day)).toBeNull();
  });

  it('finds customers by number or name in any case', () => {
    const customer = { id: 1, type: 'Business', email: null, phone: null } as const;
    const rows = [
      { ...customer, nr: 1007, name: 'Bergen Bakeri AS' },
      { ...customer, nr: 2001, name: 'Oslo Sykkel' },
      { ...customer, nr: 3007, name: 'Bakeriet på hjørnet' },
    ];
    const list = CustomerList.of(rows);
    const found = (text: string) => {
      const matching = customersMatching(list, text);
      return Array.from({ length: matching.length }, (_, index) => matching.at(index));
    };
    expect(customersMatching(list, '  ')).toBe(list);
    expect(found('BAKERI')).toEqual([rows[0], rows[2]]);
    expect(found('200')).toEqual([rows[1]]);
    expect(found('07')).toEqual([rows[0], rows[2]]);
    expect(found('Sjø')).toEqual([]);
  });
});

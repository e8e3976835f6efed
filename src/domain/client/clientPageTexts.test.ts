import { describe, expect, it } from 'vitest';
import { CLIENT_TABS, clientTabOf, terminationBannerText } from './clientPageTexts';

describe('client page (part 2 §2.2)', () => {
  it('opens on notes unless the address names a built tab', () => {
    expect(clientTabOf(null)).toBe('notes');
    expect(clientTabOf('org')).toBe('org');
    expect(clientTabOf('nonsense')).toBe('notes');
    expect(clientTabOf('reminderTexts')).toBe('reminderTexts');
  });

  it("keeps the spec's tab order", () => {
    expect(CLIENT_TABS).toEqual(['notes', 'org', 'settings', 'reminderTexts', 'banks', 'sources', 'persons']);
  });

  it('shows both termination dates when they exist, and no banner without them', () => {
    const day = (iso: string) => iso.split('-').reverse().join('.');
    expect(terminationBannerText('2026-11-01', '2026-12-31', day)).toBe('Oppsagt 01.11.2026, tjenesten avsluttes 31.12.2026');
    expect(terminationBannerText(null, '2026-12-31', day)).toBe('Tjenesten avsluttes 31.12.2026');
    expect(terminationBannerText(null, null, day)).toBeNull();
  });
});

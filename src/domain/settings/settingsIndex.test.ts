import { describe, expect, it } from 'vitest';
import { adminLinksFor, SETTINGS_GROUPS } from './settingsIndex';

describe('settings index (part 2 §2.8, §6)', () => {
  it('has the four groups in order', () => {
    expect(SETTINGS_GROUPS.map((group) => group.title)).toEqual(['Klienter', 'Systemkonfigurasjon', 'Rapporter', 'Spesialrutiner']);
    expect(SETTINGS_GROUPS[2]!.links).toHaveLength(5);
  });

  it('shows the admin links by role', () => {
    expect(adminLinksFor(['Technical']).map((link) => link.label)).toEqual(['Slett enkeltposter', 'Aktiv branch', 'AWS', 'Priser på hjemmeside']);
    expect(adminLinksFor(['Executive']).map((link) => link.label)).toEqual(['Priser på hjemmeside']);
    expect(adminLinksFor([])).toEqual([]);
    expect(adminLinksFor(['Saksbehandler'])).toEqual([]);
  });
});

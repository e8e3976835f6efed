import { describe, expect, it } from 'vitest';
import { SETTINGS_GROUPS } from './settingsIndex';

describe('settings index (part 2 §2.8, §6)', () => {
  it('has the four groups in order', () => {
    expect(SETTINGS_GROUPS.map((group) => group.title)).toEqual(['Klienter', 'Systemkonfigurasjon', 'Rapporter', 'Spesialrutiner']);
    expect(SETTINGS_GROUPS[2]!.links).toHaveLength(5);
    // Issue 42: the rule tables, read by every officer, kept by Technical ones.
    expect(SETTINGS_GROUPS[1]!.links).toContainEqual({ label: 'Satser og regler', to: '/settings/legal-rules' });
  });
});

import { describe, expect, it } from 'vitest';
import { importFileMatches } from './importFileFilter';

const file = { fileName: 'FAKT1001.DAT', clientId: 1001, clientName: 'Fjord Bygg AS', subject: 'Fakturaer 100–120', description: null };

describe('importFileMatches', () => {
  it('matches every file on an empty term', () => expect(importFileMatches(file, '  ')).toBe(true));
  it('matches file name, client number and name, subject, case-insensitively', () => {
    expect(importFileMatches(file, 'fakt1001')).toBe(true);
    expect(importFileMatches(file, '1001')).toBe(true);
    expect(importFileMatches(file, 'fjord')).toBe(true);
    expect(importFileMatches(file, '100–120')).toBe(true);
  });
  it('does not match what is in none of them', () => expect(importFileMatches(file, 'lønn')).toBe(false));
});

import { describe, expect, it } from 'vitest';
import { defaultHistoryTab, historyMatches, productionDoneMessage } from './productionTexts';

describe('history tabs and filter', () => {
  it('opens the first non-empty tab among failed, pending, approved, sent', () => {
    expect(defaultHistoryTab({ failed: 0, pending: 0, approved: 2, sent: 5 })).toBe('approved');
    expect(defaultHistoryTab({ failed: 1, pending: 3, approved: 2, sent: 5 })).toBe('failed');
    expect(defaultHistoryTab({ failed: 0, pending: 0, approved: 0, sent: 5 })).toBe('sent');
    expect(defaultHistoryTab({ failed: 0, pending: 0, approved: 0, sent: 0 })).toBe('failed');
  });

  it('matches client number, name and officer, ignoring case', () => {
    const batch = { id: 77, clientId: 1003, clientName: 'Furulund Rør AS', officerName: 'Kari Nordmann' };
    expect(historyMatches(batch, 'rør')).toBe(true);
    expect(historyMatches(batch, '1003')).toBe(true);
    expect(historyMatches(batch, 'kari')).toBe(true);
    expect(historyMatches(batch, 'bakeri')).toBe(false);
    expect(historyMatches(batch, '  ')).toBe(true);
  });

  it('tells what a decision did', () => {
    expect(productionDoneMessage(3, 1)).toBe('3 bilag godkjent, 1 bilag slettet');
    expect(productionDoneMessage(0, 2)).toBe('2 bilag slettet');
    expect(productionDoneMessage(1234, 0)).toBe('1\u00A0234 bilag godkjent');
  });
});

import { describe, it, expect } from 'vitest';
import { addDays } from '../dates/isoDate';
import { flaggedEntryCount, isBatchFlagged, isDueDateFlagged } from './dueDateFlag';

const today = '2026-05-13';

describe('production due-date flag', () => {
  it('flags a due date 90 days ahead, not 89', () => {
    expect(isDueDateFlagged(addDays(today, 89), today)).toBe(false);
    expect(isDueDateFlagged(addDays(today, 90), today)).toBe(true);
    expect(isDueDateFlagged(addDays(today, -400), today)).toBe(false);
  });

  it('flags a batch with more than one flagged entry, not with exactly one', () => {
    const far = { dueDate: addDays(today, 120) };
    const near = { dueDate: addDays(today, 14) };
    const none = { dueDate: null };
    expect(isBatchFlagged([far, near, none], today)).toBe(false);
    expect(isBatchFlagged([far, far, near], today)).toBe(true);
    expect(isBatchFlagged([], today)).toBe(false);
    expect(flaggedEntryCount([far, far, near, none], today)).toBe(2);
  });
});

import { describe, it, expect } from 'vitest';
import { defaultDueDate, dueDateOnBlur } from './dueDate';

describe('due date default', () => {
  it("adds the customer's credit days when set", () => {
    expect(defaultDueDate('2026-05-13', 30, 14)).toBe('2026-06-12');
    expect(defaultDueDate('2026-05-13', 0, 14)).toBe('2026-05-13');
  });

  it('falls back to the standard credit days', () => {
    expect(defaultDueDate('2026-05-13', null, 14)).toBe('2026-05-27');
    expect(defaultDueDate('2026-12-20', undefined, 15)).toBe('2027-01-04');
  });

  it('fills an empty due date on blur and keeps a typed one', () => {
    expect(dueDateOnBlur(null, '2026-05-13', null, 14)).toBe('2026-05-27');
    expect(dueDateOnBlur('2026-06-01', '2026-05-13', null, 14)).toBe('2026-06-01');
    expect(dueDateOnBlur(null, null, 10, 14)).toBeNull();
  });
});

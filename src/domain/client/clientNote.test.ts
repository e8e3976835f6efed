import { describe, expect, it } from 'vitest';
import { NOTE_DATE_MISSING, NOTE_TEXT_TOO_LONG, NOTE_TITLE_MISSING, NOTE_TITLE_TOO_LONG, validateClientNote } from './clientNote';

describe('a client note (part 2 §2.2)', () => {
  it('needs a title of at most 200 characters and a date; the text may be empty', () => {
    expect(validateClientNote({ title: 'Telefonmøte', text: '', date: '2026-11-24' })).toEqual([]);
    expect(validateClientNote({ title: '   ', text: 'x', date: null })).toEqual([
      { field: 'title', message: NOTE_TITLE_MISSING },
      { field: 'date', message: NOTE_DATE_MISSING },
    ]);
    expect(validateClientNote({ title: 'x'.repeat(201), text: '', date: '2026-11-24' })).toEqual([{ field: 'title', message: NOTE_TITLE_TOO_LONG }]);
    expect(validateClientNote({ title: 'x'.repeat(200), text: 'y'.repeat(100_001), date: '2026-11-24' })).toEqual([{ field: 'text', message: NOTE_TEXT_TOO_LONG }]);
  });
});

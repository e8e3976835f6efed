import { describe, expect, it } from 'vitest';
import { REMINDER_LANGUAGE_UNKNOWN, REMINDER_TEXT_MISSING, REMINDER_TYPE_UNKNOWN, validateReminderText } from './reminderText';

describe("a client's reminder text (part 2 §2.2 reminderTexts)", () => {
  it('needs a known type and language and a text; the title is optional', () => {
    expect(validateReminderText({ reminderType: 'REMINDER1', languageCode: 'NO', title: '', text: 'Betal nå' })).toEqual([]);
    expect(validateReminderText({ reminderType: 'REMINDER9', languageCode: 'SV', title: '', text: '  ' })).toEqual([
      { field: 'reminderType', message: REMINDER_TYPE_UNKNOWN },
      { field: 'languageCode', message: REMINDER_LANGUAGE_UNKNOWN },
      { field: 'text', message: REMINDER_TEXT_MISSING },
    ]);
  });
});

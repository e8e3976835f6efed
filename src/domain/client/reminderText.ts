/** A client's reminder texts (part 2 §2.2 reminderTexts, §7.3): the rules the edit dialog and the server share. */

export const REMINDER_TEXT_TYPES = ['REMINDER1', 'REMINDER2', 'COLLECTION_NOTICE', 'SOFT_REMINDER'] as const;
export type ReminderTextType = (typeof REMINDER_TEXT_TYPES)[number];
export const REMINDER_TEXT_LANGUAGES = ['NO', 'EN'] as const;

/** The label stored with a client's own text: the one its default carries. */
export const REMINDER_TEXT_LABELS: Readonly<Record<ReminderTextType, string>> = {
  REMINDER1: 'Purring',
  REMINDER2: 'Purring 2',
  COLLECTION_NOTICE: 'Inkassovarsel',
  SOFT_REMINDER: 'Betalingspåminnelse',
};
export const REMINDER_LANGUAGE_LABELS: Readonly<Record<string, string>> = { NO: 'Norsk', EN: 'Engelsk' };

// Not worded by the spec; ours.
export const REMINDER_TEXT_MISSING = 'Tekst mangler';
export const REMINDER_TEXT_TOO_LONG = 'Teksten kan ha høyst 20 000 tegn';
export const REMINDER_TITLE_TOO_LONG = 'Tittelen kan ha høyst 200 tegn';
export const REMINDER_TYPE_UNKNOWN = 'Ukjent purretype';
export const REMINDER_LANGUAGE_UNKNOWN = 'Ukjent språk';
export const REMINDER_TEXT_MAX = 20_000;
export const REMINDER_TITLE_MAX = 200;

export interface ReminderTextForm {
  readonly reminderType: string;
  readonly languageCode: string;
  readonly title: string;
  readonly text: string;
}

export interface ReminderTextIssue {
  readonly field: keyof ReminderTextForm;
  readonly message: string;
}

export function isReminderTextType(value: string): value is ReminderTextType {
  return (REMINDER_TEXT_TYPES as readonly string[]).includes(value);
}

export function validateReminderText(form: ReminderTextForm): ReminderTextIssue[] {
  const issues: ReminderTextIssue[] = [];
  if (!isReminderTextType(form.reminderType)) issues.push({ field: 'reminderType', message: REMINDER_TYPE_UNKNOWN });
  if (!(REMINDER_TEXT_LANGUAGES as readonly string[]).includes(form.languageCode)) issues.push({ field: 'languageCode', message: REMINDER_LANGUAGE_UNKNOWN });
  if (form.title.length > REMINDER_TITLE_MAX) issues.push({ field: 'title', message: REMINDER_TITLE_TOO_LONG });
  if (form.text.trim() === '') issues.push({ field: 'text', message: REMINDER_TEXT_MISSING });
  else if (form.text.length > REMINDER_TEXT_MAX) issues.push({ field: 'text', message: REMINDER_TEXT_TOO_LONG });
  return issues;
}

/** A client's settings tab (part 2 §2.2 settings, §3.2, §5 soft reminder and read-only settings): the rules the tab and the server share. */
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';
import { isValidBankAccount, normalizeBankAccount } from '../identifiers/bankAccount';

/** Part 2 §5: what only DOS may change is marked so. */
export const READ_ONLY_IN_DOS = 'Dette kan kun endres i DOS';

/** The settings tab's panels, in the spec's order (part 2 §2.2). */
export const SETTINGS_PANELS = ['Produksjon', 'Betalingspåminnelser', 'Purring', 'Inkasso', 'Rapport'] as const;

/** Part 2 §5 Soft reminder, §9: sent on day 5 to 12 after the due date. */
export const SOFT_REMINDER_FIRST_DAY = 5;
export const SOFT_REMINDER_LAST_DAY = 12;
// Not worded by the spec; ours.
export const SOFT_REMINDER_DAY_MESSAGE = `Velg en dag fra ${SOFT_REMINDER_FIRST_DAY} til ${SOFT_REMINDER_LAST_DAY} etter forfall`;
export const NEW_BANK_ACCOUNT_INVALID = 'Ugyldig kontonummer';
export const SETTINGS_SAVED = 'Innstillinger ble oppdatert';

export const PAYMENT_FORMS = ['GIRO', 'BREVGIRO', 'NONE'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];
export const PAYMENT_FORM_LABELS: Readonly<Record<PaymentForm, string>> = { GIRO: 'Giro', BREVGIRO: 'Brevgiro', NONE: 'Ingen' };

/** The editable settings (part 2 §3.2) as the tab's form holds them. */
export interface ClientSettingsForm {
  readonly prodInvoicePdf: boolean;
  readonly paymentForm: PaymentForm;
  /** Digits, spaces and dots allowed while typing; empty for none. */
  readonly newBankAccount: string;
  readonly remindersOnEmail: boolean;
  readonly collectionNotesOnEmail: boolean;
  readonly approveReminders: boolean;
  readonly receiptForCasesSent: boolean;
  readonly receiptEmail: string;
  readonly useHtmlEmail: boolean;
}

export interface SettingsIssue {
  readonly field: 'newBankAccount' | 'receiptEmail' | 'sendOnDay';
  readonly message: string;
}

/** The new account number as stored (11 digits) or null; an empty field is none. */
export function newBankAccountOf(text: string): string | null {
  const digits = normalizeBankAccount(text);
  return digits === '' ? null : digits;
}

export function validateClientSettings(settings: Pick<ClientSettingsForm, 'newBankAccount' | 'receiptEmail'>): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  const account = newBankAccountOf(settings.newBankAccount);
  if (account !== null && !isValidBankAccount(account)) issues.push({ field: 'newBankAccount', message: NEW_BANK_ACCOUNT_INVALID });
  const email = settings.receiptEmail.trim();
  if (email !== '' && !isValidEmail(email)) issues.push({ field: 'receiptEmail', message: EMAIL_INVALID_MESSAGE });
  return issues;
}

/** The soft payment reminder setup (part 2 §3.2) as its panel edits it. */
export interface SoftReminderForm {
  readonly isEnabled: boolean;
  readonly sendOnDay: number;
  readonly sendOnEmail: boolean;
  readonly sendOnSMS: boolean;
}

export function isSoftReminderDay(day: number): boolean {
  return Number.isInteger(day) && day >= SOFT_REMINDER_FIRST_DAY && day <= SOFT_REMINDER_LAST_DAY;
}

export function validateSoftReminder(setup: Pick<SoftReminderForm, 'sendOnDay'>): SettingsIssue[] {
  return isSoftReminderDay(setup.sendOnDay) ? [] : [{ field: 'sendOnDay', message: SOFT_REMINDER_DAY_MESSAGE }];
}

/** The days offered for the soft reminder: 5, 6, …, 12. */
export const SOFT_REMINDER_DAYS: readonly number[] = Array.from({ length: SOFT_REMINDER_LAST_DAY - SOFT_REMINDER_FIRST_DAY + 1 }, (_, i) => SOFT_REMINDER_FIRST_DAY + i);

/** Part 2 §8 "Update failure". */
export const SETTINGS_UPDATE_FAILED = 'En feil oppstod, kunne ikke oppdatere';

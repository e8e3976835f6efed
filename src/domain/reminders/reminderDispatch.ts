/**
 * Dispatch of approved reminders (issue 19 part 6): whether a reminder's shipment can deliver it, the
 * outcome each approved reminder records (shown in the archive as its shipment status), the e-mail that
 * carries the PDF, and which reminder text the PDF prints. The failure reasons are the production
 * dispatch's own texts (src/domain/production/dispatch.ts), so both queues speak the same words.
 */
import { isValidEmail } from '../identifiers/email';
import { formatAmount } from '../money/formatAmount';
import type { Ore } from '../money/ore';
import { DISPATCH_FAILURE_TEXTS, type DispatchFailure } from '../production/dispatch';
import type { ReminderShipmentType } from '../shipment/shipmentType';
import { INTEREST_RULE_TEXT, interestPeriodLine } from './interestStatement';
import type { InterestPeriod } from './lateInterest';

/** What an approved reminder's dispatch came to (reminder.dispatch_status). */
export type ReminderDispatchStatus = 'WAITING' | 'SENT' | 'FAILED' | 'NOSEND';

/** The shipment status an approved reminder shows (reminder.shipment_status, part 1 §3 shipmentStatus). */
export const REMINDER_DISPATCH_TEXTS = {
  waiting: 'Venter på utsendelse',
  sent: 'Sendt',
  nosend: 'Sendes ikke',
  /** Paid in full after the run: a reminder of it would ask for money no longer owed. */
  settled: 'Sendes ikke: fakturaen er betalt',
} as const;

/** A failed reminder's shipment status: 'Feilet: <reason>'. */
export function reminderFailedText(reason: string): string {
  return `Feilet: ${reason}`;
}

/** What dispatch knows of an approved reminder, its customer and its client's base. */
export interface ReminderDispatchFacts {
  readonly shipmentType: ReminderShipmentType;
  readonly email: string | null;
  /** The customer's active eFaktura agreement (customer_shipment EFAKTURA, enabled and not rejected). */
  readonly hasEfakturaAgreement: boolean;
  /** The base's printer exists (settings, Skriver oppsett). */
  readonly hasPrinter: boolean;
  /** The customer has a postal code (Norwegian addresses) or is abroad. */
  readonly hasPostalAddress: boolean;
}

export type ReminderDispatchCheck =
  | { readonly outcome: 'deliver' }
  | { readonly outcome: 'nosend' }
  | { readonly outcome: 'failed'; readonly reason: DispatchFailure };

/**
 * Whether the reminder's shipment can deliver it: NOSEND sends nothing; EMAIL needs a valid address;
 * PAPER a printer and a postal address; EFAKTURA only an active agreement of the customer. A reminder's
 * own due date was set by the run at least 14 days out, so it is not checked here.
 */
export function checkReminderDispatch(facts: ReminderDispatchFacts): ReminderDispatchCheck {
  const fail = (reason: DispatchFailure): ReminderDispatchCheck => ({ outcome: 'failed', reason });
  switch (facts.shipmentType) {
    case 'NOSEND':
      return { outcome: 'nosend' };
    case 'EMAIL':
      if (!facts.email) return fail(DISPATCH_FAILURE_TEXTS.noEmail);
      if (!isValidEmail(facts.email)) return fail(DISPATCH_FAILURE_TEXTS.invalidEmail);
      return { outcome: 'deliver' };
    case 'PAPER':
      if (!facts.hasPrinter) return fail(DISPATCH_FAILURE_TEXTS.noPrinter);
      if (!facts.hasPostalAddress) return fail(DISPATCH_FAILURE_TEXTS.noPostalAddress);
      return { outcome: 'deliver' };
    case 'EFAKTURA':
      if (!facts.hasEfakturaAgreement) return fail(DISPATCH_FAILURE_TEXTS.noEfakturaAgreement);
      return { outcome: 'deliver' };
  }
}

/** The reminder PDF's file name, in downloads and attachments alike: 'Purring-12345.pdf'. */
export function reminderFileName(invoiceNr: number): string {
  return `Purring-${invoiceNr}.pdf`;
}

/** The e-mail that carries a reminder (EMAIL shipment), the PDF attached. */
export function reminderMailSubject(reminder: { readonly title: string; readonly invoiceNr: number; readonly clientName: string }): string {
  return `${reminder.title}: faktura ${reminder.invoiceNr} fra ${reminder.clientName}`;
}

export function reminderMailText(reminder: {
  readonly invoiceNr: number;
  readonly clientName: string;
  /** 'dd.MM.yyyy' as the PDF shows it. */
  readonly dueDate: string;
  readonly kid: string | null;
  readonly fee: Ore;
  readonly interestPeriods: readonly InterestPeriod[];
  readonly sum: Ore;
}): string {
  const kid = reminder.kid ? `\nBruk KID ${reminder.kid} når du betaler.` : '';
  const interest = reminder.interestPeriods.length === 0
    ? ''
    : `\nForsinkelsesrente:\n${reminder.interestPeriods.map((p) => `  ${interestPeriodLine(p)}`).join('\n')}\n${INTEREST_RULE_TEXT}\n`;
  const fee = reminder.fee > 0 ? `\nPurregebyr: ${formatAmount(reminder.fee)} kr` : '';
  return (
    `Hei,\n\nVedlagt følger en purring på faktura ${reminder.invoiceNr} fra ${reminder.clientName}, med ny forfallsdato ${reminder.dueDate}.${kid}\n` +
    `${fee}${interest}\nÅ betale: ${formatAmount(reminder.sum)} kr\n\n` +
    `Har du nylig betalt, kan du se bort fra denne purringen. Spørsmål rettes til ${reminder.clientName}.\n\nVennlig hilsen\nNorLink på vegne av ${reminder.clientName}\n`
  );
}

/** A reminder text row (part 2 §3.6): clientId null is the default text of its type and language. */
export interface ReminderTextRow {
  readonly clientId: number | null;
  readonly reminderType: string;
  readonly languageCode: string;
  readonly title: string | null;
  readonly reminderLabel: string;
  readonly text: string;
}

/**
 * The text a reminder prints: the client's own for the reminder's type and language, else the default
 * (no clientId) for the type and language, else the client's or the default Norwegian one of the type;
 * null when there is none (the PDF then prints its built-in sentence).
 */
export function chooseReminderText(
  texts: readonly ReminderTextRow[],
  reminder: { readonly clientId: number; readonly reminderType: string; readonly languageCode: string },
): ReminderTextRow | null {
  const ofType = texts.filter((t) => t.reminderType === reminder.reminderType && (t.clientId === null || t.clientId === reminder.clientId));
  const pick = (language: string) =>
    ofType.find((t) => t.clientId === reminder.clientId && t.languageCode === language) ?? ofType.find((t) => t.clientId === null && t.languageCode === language);
  return pick(reminder.languageCode) ?? pick('NO') ?? null;
}

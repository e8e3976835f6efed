import { bankText } from '../bank/pain001';
import { isIsoDate, type IsoDate } from '../dates/isoDate';
import { isValidBankAccount } from '../identifiers/bankAccount';

/**
 * The workbench of payments that match nothing (issue 45): its words, and the rules of a return to the payer, used by
 * the screen's form and by the server alike. A return is a credit transfer the bank executes (pain.001.001.03 after
 * the Norwegian banks' implementation guide), so what the form accepts is what the file can carry.
 */

export const UNMATCHED_TEXTS = {
  title: 'Innbetalinger uten treff',
  open: 'Åpne',
  resolved: 'Behandlet',
  empty: 'Ingen innbetalinger uten treff',
  choose: 'Velg en innbetaling i listen',
  candidates: 'Mulige fakturaer',
  noCandidates: 'Ingen åpne fakturaer ligner på denne innbetalingen. Finn fakturaen under Registrer innbetaling, eller betal pengene tilbake.',
  allocate: 'Fordel',
  allocated: 'Innbetalingen er fordelt',
  returnMoney: 'Betal tilbake',
  returned: 'Innbetalingen er betalt tilbake',
  downloadReturn: 'Last ned betalingsfil (pain.001)',
  toAllocate: 'Til fordeling',
  allocatedSum: 'Fordelt',
  remainder: 'Rest (blir tilgode)',
  source: { CAMT054: 'camt.054', OCR: 'OCR giro', MANUAL: 'Manuell' },
  status: { OPEN: 'Åpen', ALLOCATED: 'Fordelt', RETURNED: 'Betalt tilbake' },
} as const;

export const UNMATCHED_NOT_FOUND = 'Innbetalingen finnes ikke';
export const UNMATCHED_ALREADY_RESOLVED = 'Innbetalingen er allerede behandlet';
export const ALLOCATION_NONE = 'Velg minst én faktura';
export const ALLOCATION_OVER_AMOUNT = 'Det er fordelt mer enn innbetalt beløp';
export const ALLOCATION_INVOICE_UNKNOWN = 'Fakturaen finnes ikke';
export const RETURN_ACCOUNT_MISSING = 'Klienten har ingen bankkonto å betale tilbake fra';
export const RETURN_NAME_MISSING = 'Skriv mottakerens navn';
export const RETURN_ACCOUNT_INVALID = 'Ugyldig kontonummer (11 siffer med gyldig kontrollsiffer)';
export const RETURN_TEXT_MISSING = 'Skriv en melding til mottakeren';
export const RETURN_DATE_INVALID = 'Ugyldig dato';
export const RETURN_DATE_PAST = 'Betalingsdatoen kan ikke være før i dag';

/** What a return to the payer asks of the bank (the form's values). */
export interface ReturnForm {
  readonly creditorName: string;
  readonly creditorAccount: string;
  readonly text: string;
  readonly executionDate: string;
}

/** Name and message as the bank will receive them (the guide's characters, at most 70 and 140). */
export const RETURN_NAME_LENGTH = 70;
export const RETURN_TEXT_LENGTH = 140;

/** The account as digits only: officers type 1234.56.78903 or 1234 56 78903. */
export function accountDigits(value: string): string {
  return value.replace(/[\s.]/g, '');
}

/** Every field of a return that the bank could not execute, with the reason; none when it can. */
export function returnIssues(form: ReturnForm, today: IsoDate): { field: keyof ReturnForm; message: string }[] {
  const issues: { field: keyof ReturnForm; message: string }[] = [];
  if (bankText(form.creditorName, RETURN_NAME_LENGTH) === '') issues.push({ field: 'creditorName', message: RETURN_NAME_MISSING });
  if (!isValidBankAccount(accountDigits(form.creditorAccount))) issues.push({ field: 'creditorAccount', message: RETURN_ACCOUNT_INVALID });
  if (bankText(form.text, RETURN_TEXT_LENGTH) === '') issues.push({ field: 'text', message: RETURN_TEXT_MISSING });
  if (!isIsoDate(form.executionDate)) issues.push({ field: 'executionDate', message: RETURN_DATE_INVALID });
  else if (form.executionDate < today) issues.push({ field: 'executionDate', message: RETURN_DATE_PAST });
  return issues;
}

/** The message a return suggests: why the money comes back, with the day it was paid. */
export function suggestedReturnText(bankDate: IsoDate): string {
  const [year, month, day] = bankDate.split('-');
  return `Tilbakebetaling av innbetaling ${day}.${month}.${year} som ikke kunne knyttes til en faktura`;
}

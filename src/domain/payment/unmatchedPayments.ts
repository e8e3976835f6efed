import { bankText } from '../bank/pain001';
import { isIsoDate, type IsoDate } from '../dates/isoDate';
import { isValidBankAccount } from '../identifiers/bankAccount';
import { sumOre, type Ore } from '../money/ore';
import {
  ALLOCATION_BEYOND_REST_MESSAGE,
  PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE,
  partsTotal,
  suggestForInvoice,
  type PartAmounts,
} from './paymentAllocation';

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
  list: 'Innbetalinger',
  columns: { bankDate: 'Bankdato', source: 'Kilde', client: 'Klient', amount: 'Beløp', kid: 'KID', payer: 'Betaler', reason: 'Årsak', status: 'Status' },
  candidateColumns: { invoice: 'Faktura', customer: 'Kunde', kid: 'KID', dueDate: 'Forfall', rest: 'Rest', reasons: 'Treff', amount: 'Beløp' },
  facts: { payer: 'Betaler', account: 'Fra konto', message: 'Melding', reason: 'Årsak', client: 'Klient', resolvedBy: 'Behandlet av' },
  unknownClient: 'Ukjent klient',
  returnHeading: 'Betal tilbake til betaler',
  returnFields: { creditorName: 'Mottaker', creditorAccount: 'Kontonummer', text: 'Melding', executionDate: 'Betalingsdato' },
  returnOnlyForRoles: 'Tilbakebetaling gjøres av teknisk ansvarlig eller leder.',
  failed: 'Kunne ikke lagre. Ingenting er endret; prøv igjen.',
  downloadFailed: 'Kunne ikke laste ned filen',
  keyboardHint: 'Pil opp og ned velger innbetaling i listen.',
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

/** An invoice ticked on the workbench with the amount typed for it (øre). */
export interface WorkbenchPick {
  readonly rest: PartAmounts;
  readonly amount: Ore;
}

/**
 * What the workbench sends for one ticked invoice: the amount typed covers the invoice's parts in the payment
 * registration's order (fees, interest, then the invoice itself), as POST Payment/Register does.
 */
export function workbenchParts(pick: WorkbenchPick): PartAmounts {
  return suggestForInvoice(pick.amount, pick.rest);
}

/**
 * The amount a newly ticked invoice is offered: what is left of the payment after the invoices ticked before, at most
 * the invoice's rest.
 */
export function offeredAmount(paymentAmount: Ore, ticked: readonly WorkbenchPick[], rest: PartAmounts): Ore {
  return partsTotal(suggestForInvoice(paymentAmount - sumOre(ticked.map((p) => p.amount)), rest));
}

/**
 * Why the workbench's allocation cannot be sent, per ticked invoice (by index) and for the whole: nothing ticked, an
 * amount of zero or beyond the invoice's rest, or more than was paid. What is left of the payment is the customer's
 * credit, as in the payment registration.
 */
export function workbenchIssues(paymentAmount: Ore, picks: readonly WorkbenchPick[]): { whole: string | null; rows: (string | null)[] } {
  const rows = picks.map((p) => {
    if (p.amount <= 0) return PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE;
    return p.amount > partsTotal(p.rest) ? ALLOCATION_BEYOND_REST_MESSAGE : null;
  });
  const allocated = sumOre(picks.map((p) => p.amount));
  const whole = picks.length === 0 ? ALLOCATION_NONE : allocated > paymentAmount ? ALLOCATION_OVER_AMOUNT : null;
  return { whole, rows };
}

import type { Ore } from '../money/ore';

/**
 * Ranking the invoices a payment that matched nothing may be meant for (the workbench of unmatched payments, issue 45):
 * each clue adds to a candidate's score, and the reasons are shown beside it so the officer sees why it is offered.
 * - KID: the same KID (100), one digit wrong or two neighbours swapped (70), the same customer part (first 7 digits, 40);
 * - amount: the invoice's rest (30), or its amount incl. VAT (20);
 * - the invoice number written in the free text (50);
 * - the payer's name sharing a word of at least three letters with the customer's name (15).
 */

export interface UnmatchedClues {
  readonly amount: Ore;
  readonly kid: string | null;
  readonly freeText: string | null;
  readonly payerName: string | null;
}

export interface CandidateInvoice {
  readonly invoiceId: number;
  readonly invoiceNumber: number;
  readonly kid: string | null;
  readonly restAmount: Ore;
  readonly amountIncTax: Ore;
  readonly customerName: string;
}

export interface RankedCandidate<C extends CandidateInvoice = CandidateInvoice> {
  readonly candidate: C;
  readonly score: number;
  readonly reasons: readonly string[];
}

export const REASON_KID_EXACT = 'Samme KID';
export const REASON_KID_NEAR = 'KID med ett siffer feil';
export const REASON_KID_CUSTOMER = 'Samme kundenummer i KID';
export const REASON_REST = 'Beløpet er restbeløpet';
export const REASON_AMOUNT = 'Beløpet er fakturabeløpet';
export const REASON_NUMBER = 'Fakturanummeret står i meldingen';
export const REASON_NAME = 'Navnet ligner kundens';

/** One digit different, or two neighbouring digits swapped: the typing errors a MOD10/MOD11 KID is meant to catch. */
export function nearKid(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const differ = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  if (differ.length === 1) return true;
  return differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!];
}

const words = (text: string) => new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));

export function scoreCandidate(clues: UnmatchedClues, candidate: CandidateInvoice): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  let score = 0;
  const add = (points: number, reason: string) => {
    score += points;
    reasons.push(reason);
  };
  if (clues.kid && candidate.kid) {
    if (clues.kid === candidate.kid) add(100, REASON_KID_EXACT);
    else if (nearKid(clues.kid, candidate.kid)) add(70, REASON_KID_NEAR);
    else if (clues.kid.length > 7 && clues.kid.slice(0, 7) === candidate.kid.slice(0, 7)) add(40, REASON_KID_CUSTOMER);
  }
  if (clues.amount === candidate.restAmount && candidate.restAmount > 0) add(30, REASON_REST);
  else if (clues.amount === candidate.amountIncTax) add(20, REASON_AMOUNT);
  if (clues.freeText && new RegExp(`(^|\\D)${candidate.invoiceNumber}(\\D|$)`).test(clues.freeText)) add(50, REASON_NUMBER);
  if (clues.payerName) {
    const customer = words(candidate.customerName);
    if ([...words(clues.payerName)].some((w) => customer.has(w))) add(15, REASON_NAME);
  }
  return { score, reasons };
}

/** The candidates with any clue, best first (ties by invoice number), at most `limit`. */
export function rankCandidates<C extends CandidateInvoice>(clues: UnmatchedClues, candidates: readonly C[], limit = 20): RankedCandidate<C>[] {
  return candidates
    .map((candidate) => ({ candidate, ...scoreCandidate(clues, candidate) }))
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score || a.candidate.invoiceNumber - b.candidate.invoiceNumber)
    .slice(0, limit);
}

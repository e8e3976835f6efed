/**
 * ISO 20022 camt.054 (BkToCstmrDbtCdtNtfctn) as Norwegian banks send incoming payments: the rules for reading
 * one payment (Ntry/NtryDtls/TxDtls) that the server's streaming reader and the tests share. Amounts in øre.
 */
import type { Ore } from '../money/ore';
import { FILE_BAD_AMOUNT } from './evidensiaTexts';

/** One payment as read from a file, before it is matched to an invoice. */
export interface CamtPayment {
  /** Its place in the file, 0-based. */
  readonly position: number;
  /** AcctSvcrRef, else EndToEndId (unless NOTPROVIDED): what makes a payment the same payment in another file. */
  readonly bankReference: string | null;
  readonly amount: Ore;
  readonly currency: string;
  readonly credit: boolean;
  /** YYYY-MM-DD of BookgDt, else ValDt. */
  readonly bankDate: string | null;
  /** RmtInf/Strd/CdtrRefInf/Ref. */
  readonly kid: string | null;
  /** RmtInf/Strd/RfrdDocInf/Nb, else a number in RmtInf/Ustrd. */
  readonly invoiceNumber: number | null;
}

/** camt amounts are xs:decimal with up to 5 fraction digits; we take whole øre (digits beyond the second must be 0). */
const CAMT_AMOUNT = /^(\d{1,15})(?:\.(\d{1,5}))?$/;

/** Øre of a camt amount text, exactly (no floating point), or null when it is not a non-negative amount in whole øre. */
export function oreFromCamtAmount(text: string): Ore | null {
  const match = CAMT_AMOUNT.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (!/^0*$/.test(fraction.slice(2))) return null;
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

export class CamtAmountError extends Error {
  constructor(readonly text: string) {
    super(`${FILE_BAD_AMOUNT}: «${text.slice(0, 40)}»`);
  }
}

/** The reference that identifies a payment across files. */
export function bankReferenceOf(acctSvcrRef: string | null, endToEndId: string | null): string | null {
  const account = acctSvcrRef?.trim();
  if (account) return account;
  const endToEnd = endToEndId?.trim();
  return endToEnd && endToEnd.toUpperCase() !== 'NOTPROVIDED' ? endToEnd : null;
}

const MAX_INVOICE_NUMBER = 2_147_483_647;

/** An invoice number from a referred document number, or the first number of 1 to 10 digits in the free text. */
export function invoiceNumberOf(referredNumber: string | null, unstructured: string | null): number | null {
  const candidates = [referredNumber?.trim() ?? '', ...(unstructured?.match(/(?<!\d)\d{1,10}(?!\d)/g) ?? [])];
  for (const candidate of candidates) {
    if (!/^\d{1,10}$/.test(candidate)) continue;
    const value = Number(candidate);
    if (value > 0 && value <= MAX_INVOICE_NUMBER) return value;
  }
  return null;
}

/** A KID as invoices carry it (digits, maybe a trailing '-'), or null. */
export function kidOf(reference: string | null): string | null {
  const kid = reference?.replace(/\s/g, '') ?? '';
  return /^[0-9]{1,24}[0-9-]$/.test(kid) ? kid : null;
}

/** YYYY-MM-DD of an ISO date or date-time. */
export function dateOf(text: string | null): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text?.trim() ?? '');
  return match ? match[1]! : null;
}

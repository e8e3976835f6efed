/**
 * Changing an invoice's or credit note's amount (part 2 §2.5 'Gjør endringer', §5 "Invoice page dialogs",
 * §7.1 PUT Invoice/{id}/Amount). The request carries each VAT row's amount excluding VAT and its tax code;
 * the amount including VAT of a row is always computed from those two, here, by the SPA (to show it) and
 * by the server (to store it), so both arrive at the same øre.
 */
import type { Ore } from '../money/ore';
import { parseAmount } from '../money/parseAmount';
import { err, ok, type Result } from '../result';
import { isRoundingTooLarge, ROUNDING_TOO_LARGE_MESSAGE } from './rounding';
import { taxRowFromExTax, taxRowFromIncTax, taxRowTotals, type TaxRow } from './taxRows';
import type { TaxRate } from './taxRates';
import { VAT_SUM_MISMATCH_MESSAGE } from './vatSumCheck';

export const UNKNOWN_TAX_CODE_MESSAGE = 'Ukjent MVA-kode på fakturadatoen';
export const TAX_CODE_TWICE_MESSAGE = 'MVA-koden står to ganger';
export const INVOICE_AMOUNT_NOT_POSITIVE_MESSAGE = 'Beløpet på en faktura må være større enn 0';
export const CREDITNOTE_AMOUNT_NOT_NEGATIVE_MESSAGE = 'Beløpet på en kreditnota må være mindre enn 0';
export const AMOUNT_BELOW_SETTLED_MESSAGE = 'Beløpet kan ikke bli lavere enn det som allerede er betalt eller kreditert';
/** Part 2 §8: a failed change shows the server's message, else this. */
export const CHANGE_FAILED_MESSAGE = 'Noe gikk galt';
export const AMOUNT_CHANGED_BY_OTHERS_MESSAGE = 'Beløpet er endret av en annen; last siden på nytt';

export interface AmountChange {
  /** The new amount including VAT. */
  readonly amount: Ore;
  readonly rounding: Ore;
  readonly taxSummary: readonly { readonly taxCode: number; readonly amountExTax: Ore }[];
}

export interface AmountChangeIssue {
  /** The request field: `amount`, `rounding`, `taxSummary.{i}.taxCode`. */
  readonly field: string;
  readonly message: string;
}

export interface ChangedAmounts {
  readonly rows: readonly TaxRow[];
  readonly amountIncTax: Ore;
  readonly amountExTax: Ore;
  readonly taxAmount: Ore;
  readonly rounding: Ore;
}

/**
 * The VAT rows and totals a change gives, or why it is refused. `rates` are those valid on the entry's date;
 * the rows plus the rounding must make up the amount to the øre, and an invoice stays positive, a credit
 * note negative.
 */
export function changedAmounts(change: AmountChange, rates: readonly TaxRate[], type: 'INVOICE' | 'CREDITNOTE'): Result<ChangedAmounts, AmountChangeIssue[]> {
  const issues: AmountChangeIssue[] = [];
  const rows: TaxRow[] = [];
  change.taxSummary.forEach((row, index) => {
    const rate = rates.find((candidate) => candidate.code === row.taxCode);
    if (rate === undefined) issues.push({ field: `taxSummary.${index}.taxCode`, message: UNKNOWN_TAX_CODE_MESSAGE });
    else if (rows.some((earlier) => earlier.taxCode === row.taxCode)) issues.push({ field: `taxSummary.${index}.taxCode`, message: TAX_CODE_TWICE_MESSAGE });
    else rows.push(taxRowFromExTax(rate, row.amountExTax));
  });
  if (isRoundingTooLarge(change.rounding)) issues.push({ field: 'rounding', message: ROUNDING_TOO_LARGE_MESSAGE });
  if (type === 'INVOICE' && change.amount <= 0) issues.push({ field: 'amount', message: INVOICE_AMOUNT_NOT_POSITIVE_MESSAGE });
  if (type === 'CREDITNOTE' && change.amount >= 0) issues.push({ field: 'amount', message: CREDITNOTE_AMOUNT_NOT_NEGATIVE_MESSAGE });
  const totals = taxRowTotals(rows);
  if (issues.length === 0 && totals.amountIncTax + change.rounding !== change.amount) issues.push({ field: 'amount', message: VAT_SUM_MISMATCH_MESSAGE });
  if (issues.length > 0) return err(issues);
  return ok({ rows, amountIncTax: change.amount, amountExTax: totals.amountExTax, taxAmount: totals.taxAmount, rounding: change.rounding });
}

/**
 * The invoice part after the change: what was paid or credited against the invoice part stays paid, so the
 * part moves by the change of the amount. Refused when it would cross zero (less left than already paid).
 */
export function invoicePartAfterChange(current: { amountIncTax: Ore; invoicePart: Ore }, newAmount: Ore): Result<Ore, string> {
  const settled = current.amountIncTax - current.invoicePart;
  const part = newAmount - settled;
  return part !== 0 && Math.sign(part) !== Math.sign(newAmount) ? err(AMOUNT_BELOW_SETTLED_MESSAGE) : ok(part);
}

/** The dialog's values: the new amount, the rounding, and the amount including VAT typed per VAT row. */
export interface AmountChangeForm {
  readonly amountIncTax: string;
  readonly rounding: string;
  readonly rows: readonly { readonly taxPercent: number; readonly amountIncTax: string }[];
}

/**
 * A row typed including VAT, as the request carries it: its base, from which the server computes the
 * amount including VAT again by the one VAT rule. That may land one øre off what was typed (taxRowFromIncTax);
 * the dialog shows the computed amounts, so what the officer confirms is what is stored.
 */
export function rowFromTypedIncTax(rate: TaxRate, amountIncTax: Ore): TaxRow {
  return taxRowFromIncTax(rate, amountIncTax);
}

/**
 * The dialog's rule (react-hook-form's resolver): every amount a number, the rounding under a krone, and
 * the rows plus the rounding making up the amount. Row fields are named `rows.{i}.amountIncTax`.
 */
export function validateAmountChangeForm(values: AmountChangeForm, type: 'INVOICE' | 'CREDITNOTE'): AmountChangeIssue[] {
  const issues: AmountChangeIssue[] = [];
  const amount = parseAmount(values.amountIncTax);
  if (!amount.ok) issues.push({ field: 'amountIncTax', message: amount.error });
  const rounding = values.rounding.trim() === '' ? ok(0) : parseAmount(values.rounding);
  if (!rounding.ok) issues.push({ field: 'rounding', message: rounding.error });
  const rows: TaxRow[] = [];
  values.rows.forEach((row, index) => {
    const typed = parseAmount(row.amountIncTax);
    if (!typed.ok) issues.push({ field: `rows.${index}.amountIncTax`, message: typed.error });
    else rows.push(rowFromTypedIncTax({ code: index, percent: row.taxPercent }, typed.value));
  });
  if (issues.length > 0 || !amount.ok || !rounding.ok) return issues;
  const checked = changedAmounts(
    { amount: amount.value, rounding: rounding.value, taxSummary: rows.map((row) => ({ taxCode: row.taxCode, amountExTax: row.amountExTax })) },
    values.rows.map((row, index) => ({ code: index, percent: row.taxPercent })),
    type,
  );
  return checked.ok ? [] : checked.error.map((issue) => ({ field: issue.field === 'amount' ? 'amountIncTax' : issue.field, message: issue.message }));
}

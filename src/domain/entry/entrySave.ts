/**
 * What the server checks when a registered entry is created or saved (part 2 §5 "Entry form", §7.2): the
 * same rules as the form (validateEntry and the VAT functions), so what the form refuses the server
 * refuses with the same message. Only errors refuse; warnings are kept on the entry as its
 * validationStatus texts.
 */
import type { Ore } from '../money/ore';
import { err, ok, type Result } from '../result';
import type { ShipmentType } from '../shipment/shipmentType';
import type { FieldIssue } from '../validation';
import { TAX_CODE_TWICE_MESSAGE, UNKNOWN_TAX_CODE_MESSAGE } from '../vat/amountChange';
import { listedTaxRates, offeredTaxRates, type TaxRate } from '../vat/taxRates';
import type { TaxRow } from '../vat/taxRows';
import { followsVatRule } from '../vat/vatAmounts';
import { CLIENT_NOT_VAT_BOUND_MESSAGE, YOUR_REF_REQUIRED_FOR_EHF_MESSAGE } from './ehf';
import { amountForEntryType, type EntryType } from './entryType';
import {
  DUE_DATE_REQUIRED_MESSAGE,
  INVOICE_DATE_REQUIRED_MESSAGE,
  validateEntry,
  type EntryContext,
  type EntryDraft,
  type EntryField,
} from './entryValidation';

/** Not worded by the spec; ours. A journal number is a positive whole number. */
export const JOURNAL_NUMBER_NOT_POSITIVE_MESSAGE = 'Bilagsnummeret må være større enn 0';
/** Not worded by the spec; ours. A VAT row's amount including VAT must be its base plus the base's VAT at its rate. */
export const TAX_ROW_AMOUNTS_MISMATCH_MESSAGE = 'Beløp eks. og inkl. MVA stemmer ikke med satsen';
/** Not worded by the spec; ours. The fee option is offered only when the client's invoice fee is enabled. */
export const INVOICE_FEE_NOT_ENABLED_MESSAGE = 'Fakturagebyr er ikke aktivert for klienten';

/**
 * An entry is created as soon as the customer is picked, long before its dates and amounts are typed: on
 * creation the rules that only say a value is still missing do not refuse. Every rule about a value that is
 * there does, and on Lagre (save) every rule does.
 */
export type EntrySavePhase = 'create' | 'save';

const STILL_MISSING_MESSAGES: readonly string[] = [INVOICE_DATE_REQUIRED_MESSAGE, DUE_DATE_REQUIRED_MESSAGE, YOUR_REF_REQUIRED_FOR_EHF_MESSAGE];

export interface TaxRowInput {
  readonly taxCode: number;
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
}

/** The field of the request a row issue is about: `taxSummary.{i}.taxCode`. */
export type TaxRowIssue = FieldIssue<string>;

/**
 * The entry's VAT rows from what was sent: each row's rate among those offered to the client (0 % only for a
 * client not VAT-bound; code 6 never), once per rate, its VAT its base × rate rounded once (as the form
 * computes it, whichever amount was typed), and a credit note's amounts negative whatever their sign.
 */
export function entryTaxRows(
  input: readonly TaxRowInput[],
  rates: readonly TaxRate[],
  clientVatBound: boolean,
  entryType: EntryType,
): Result<TaxRow[], TaxRowIssue[]> {
  const offered = offeredTaxRates(rates, clientVatBound);
  const listed = listedTaxRates(rates);
  const rows: TaxRow[] = [];
  const issues: TaxRowIssue[] = [];
  input.forEach((row, index) => {
    const field = `taxSummary.${index}`;
    const rate = offered.find((candidate) => candidate.code === row.taxCode);
    if (rate === undefined) {
      const message = listed.some((candidate) => candidate.code === row.taxCode) ? CLIENT_NOT_VAT_BOUND_MESSAGE : UNKNOWN_TAX_CODE_MESSAGE;
      issues.push({ field: `${field}.taxCode`, severity: 'error', message });
      return;
    }
    if (rows.some((earlier) => earlier.taxCode === rate.code)) {
      issues.push({ field: `${field}.taxCode`, severity: 'error', message: TAX_CODE_TWICE_MESSAGE });
      return;
    }
    const amountExTax = amountForEntryType(row.amountExTax, entryType);
    const amountIncTax = amountForEntryType(row.amountIncTax, entryType);
    // The one VAT rule at registration (EN 16931 BR-CO-17, vatAmounts.ts): VAT = base × rate rounded once.
    if (!followsVatRule(amountExTax, amountIncTax, rate.percent)) {
      issues.push({ field: `${field}.amountIncTax`, severity: 'error', message: TAX_ROW_AMOUNTS_MISMATCH_MESSAGE });
      return;
    }
    rows.push({ taxCode: rate.code, taxPercent: rate.percent, amountExTax, amountIncTax });
  });
  return issues.length > 0 ? err(issues) : ok(rows);
}

/** The request field each rule of validateEntry is about. */
const REQUEST_FIELD: Readonly<Record<EntryField, string>> = {
  jourNr: 'jourNr',
  refInvoiceNr: 'refInvoiceNr',
  jourDate: 'jourDate',
  dueDate: 'dueDate',
  deliveryEndDate: 'deliveryEndDate',
  yourRef: 'yourRef',
  shipmentType: 'shipment',
  rounding: 'rounding',
  taxSummary: 'taxSummary',
};

export interface EntrySaveCheck {
  /** What refuses the request; empty when it may be stored. */
  readonly errors: readonly FieldIssue<string>[];
  /** What is stored with the entry as its validationStatus texts. */
  readonly warnings: readonly string[];
}

/** The form's rules on an entry about to be stored, with each issue named by its request field. */
export function checkEntryForSave(draft: EntryDraft, context: EntryContext, phase: EntrySavePhase): EntrySaveCheck {
  const issues = validateEntry(draft, context).issues.map((issue) => ({ ...issue, field: REQUEST_FIELD[issue.field] }));
  const errors = issues.filter((issue) => issue.severity === 'error' && !(phase === 'create' && STILL_MISSING_MESSAGES.includes(issue.message)));
  if (draft.jourNr !== null && draft.jourNr < 1) errors.push({ field: 'jourNr', severity: 'error', message: JOURNAL_NUMBER_NOT_POSITIVE_MESSAGE });
  return { errors, warnings: issues.filter((issue) => issue.severity === 'warning').map((issue) => issue.message) };
}

/**
 * The way an entry is sent when it names none: the customer's, except that a credit note never goes by
 * eFaktura and falls back to paper (as approval sends it).
 */
export function effectiveShipment(entryShipment: ShipmentType | null, customerShipment: ShipmentType, entryType: EntryType): ShipmentType {
  if (entryShipment !== null) return entryShipment;
  return entryType === 'CREDITNOTE' && customerShipment === 'EFAKTURA' ? 'PAPER' : customerShipment;
}

import { amountsFromTaxSummary, type AmountRow } from '../../src/domain/production/amountCorrection';
import { invoicePartAfterChange } from '../../src/domain/vat/amountChange';
import { incTaxFromExTax } from '../../src/domain/vat/vatAmounts';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';

export type CorrectionMethod = 'TAX_SUMMARY' | 'LINES' | 'STORED';

export const ONLY_UNSENT_MESSAGE = 'Beløpet kan bare rettes på en oppføring som ikke er sendt ut';
export const STORED_NEEDS_ONE_RATE_MESSAGE = 'Lagret beløp kan bare legges på en MVA-sum med én sats';
export const NO_LINES_MESSAGE = 'Bilaget har ingen varelinjer med MVA-sats';

interface LockedInvoice {
  readonly client_id: number;
  readonly customer_id: number;
  readonly jour_date: string;
  readonly amount: number;
  readonly ex: number;
  readonly tax: number;
  readonly rounding: number;
  readonly part: number;
  readonly other_parts: number;
}

interface SummaryRow {
  readonly tax_code: number;
  readonly tax_percent: number;
  readonly account_number: number | null;
  readonly ex: number;
  readonly inc: number;
}

const asAmountRow = (row: { ex: number; inc: number }): AmountRow => ({ amountExTax: row.ex, amountIncTax: row.inc });

/**
 * The amount correction of an entry that failed in production (part 2 §2.11, PUT Invoice/{id}/AmountCorrection;
 * Technical only, checked by the binder from x-roles): the stored amounts and the VAT summary are made to agree.
 * - TAX_SUMMARY: the entry takes its amounts from its VAT summary (copy from tax summary), rounding kept;
 * - LINES: the VAT summary is rebuilt from the product lines per VAT rate, and the amounts follow it;
 * - STORED: the stored amounts stand and the VAT summary's one row takes them (several rates cannot be split).
 * The invoice part and rest follow the new amount (nothing was paid on an unsent entry), and so do the
 * entry's production rows that are not sent. Only an entry whose production is not sent may be corrected.
 * Answers the client and customer, or null when the invoice is unknown or outside the bases.
 */
export async function correctInvoiceAmount(
  tx: Queryable,
  bases: readonly number[],
  invoiceId: number,
  method: CorrectionMethod,
): Promise<{ clientId: number; customerId: number; invoiceId: number } | null> {
  const [invoice] = await tx.query<LockedInvoice>(
    `SELECT i.client_id, i.customer_id::int, i.jour_date::text, i.amount_inc_tax_ore::float8 AS amount, i.amount_ex_tax_ore::float8 AS ex,
            i.tax_amount_ore::float8 AS tax, i.rounding_ore::float8 AS rounding, i.invoice_part_ore::float8 AS part,
            (i.interest_part_ore + i.fee_part_ore)::float8 AS other_parts
       FROM invoice i JOIN client c ON c.id = i.client_id
      WHERE i.id = $1 AND c.officer_id = ANY($2::int[])
        FOR UPDATE OF i`,
    [invoiceId, [...bases]],
  );
  if (!invoice) return null;
  const [production] = await tx.query<{ unsent: boolean }>(
    `SELECT bool_or(status IN ('NEW', 'FAILED')) AND NOT bool_or(status = 'SENT') AS unsent FROM production_entry WHERE invoice_id = $1`,
    [invoiceId],
  );
  if (!production?.unsent) throw new ApiError(409, ONLY_UNSENT_MESSAGE);

  let summary = await tx.query<SummaryRow>(
    `SELECT tax_code, tax_percent::float8 AS tax_percent, account_number, amount_ex_tax_ore::float8 AS ex, amount_inc_tax_ore::float8 AS inc
       FROM invoice_tax_summary WHERE invoice_id = $1 ORDER BY row_no`,
    [invoiceId],
  );
  if (method === 'LINES') {
    summary = await summaryFromLines(tx, invoiceId, invoice.jour_date, summary);
    await writeSummary(tx, invoiceId, summary);
  } else if (method === 'STORED') {
    if (summary.length !== 1) throw new ApiError(409, STORED_NEEDS_ONE_RATE_MESSAGE);
    summary = [{ ...summary[0]!, ex: invoice.ex, inc: invoice.amount - invoice.rounding }];
    await writeSummary(tx, invoiceId, summary);
  }
  const amounts = amountsFromTaxSummary(summary.map(asAmountRow), invoice.rounding);
  const part = invoicePartAfterChange({ amountIncTax: invoice.amount, invoicePart: invoice.part }, amounts.amountIncTax);
  if (!part.ok) throw new ApiError(409, part.error);
  await tx.query(
    `UPDATE invoice SET amount_inc_tax_ore = $2, amount_ex_tax_ore = $3, tax_amount_ore = $4, invoice_part_ore = $5, rest_amount_ore = $6
      WHERE id = $1`,
    [invoiceId, amounts.amountIncTax, amounts.amountExTax, amounts.taxAmount, part.value, part.value + invoice.other_parts],
  );
  await tx.query(`UPDATE production_entry SET amount_ore = $2 WHERE invoice_id = $1 AND status IN ('NEW', 'FAILED')`, [invoiceId, amounts.amountIncTax]);
  return { clientId: invoice.client_id, customerId: invoice.customer_id, invoiceId };
}

/**
 * The VAT summary the product lines give: a row per VAT rate, its VAT the rate's base × rate rounded once (the one
 * VAT rule, EN 16931 BR-CO-17; not the lines' own amounts including VAT summed), with the tax code and account
 * the rate had (or the rate's code).
 */
async function summaryFromLines(tx: Queryable, invoiceId: number, jourDate: string, old: readonly SummaryRow[]): Promise<SummaryRow[]> {
  const sums = await tx.query<{ percent: number; ex: number; code: number | null }>(
    `SELECT l.tax_percent::float8 AS percent, sum(l.amount_ex_tax_ore)::float8 AS ex,
            (SELECT min(r.tax_code) FROM tax_rate r
              WHERE r.tax_percent = l.tax_percent AND r.tax_code <> 6 AND r.valid_from <= $2::date AND (r.valid_to IS NULL OR r.valid_to > $2::date)) AS code
       FROM invoice_line l
      WHERE l.invoice_id = $1 AND l.line_type = 'PRODUCT' AND l.tax_percent IS NOT NULL
      GROUP BY l.tax_percent ORDER BY l.tax_percent DESC`,
    [invoiceId, jourDate],
  );
  if (sums.length === 0) throw new ApiError(409, NO_LINES_MESSAGE);
  return sums.map((sum) => {
    const before = old.find((row) => row.tax_percent === sum.percent);
    const code = before?.tax_code ?? sum.code;
    if (code === null) throw new ApiError(409, `Ingen MVA-kode for ${sum.percent} %`);
    return { tax_code: code, tax_percent: sum.percent, account_number: before?.account_number ?? null, ex: sum.ex, inc: incTaxFromExTax(sum.ex, sum.percent) };
  });
}

async function writeSummary(tx: Queryable, invoiceId: number, rows: readonly SummaryRow[]): Promise<void> {
  await tx.query('DELETE FROM invoice_tax_summary WHERE invoice_id = $1', [invoiceId]);
  for (const [index, row] of rows.entries()) {
    await tx.query(
      `INSERT INTO invoice_tax_summary (invoice_id, row_no, tax_code, tax_percent, account_number, amount_ex_tax_ore, tax_amount_ore, amount_inc_tax_ore)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [invoiceId, index + 1, row.tax_code, row.tax_percent, row.account_number, row.ex, row.inc - row.ex, row.inc],
    );
  }
}

export const NO_TAX_SUMMARY_MESSAGE = 'Oppføringen har ingen MVA-sum å hente beløpene fra';

/**
 * Copy from tax summary (part 2 §2.11, POST clients/{clientId}/reg-entry/{entryId}/copy-from-tax-summary;
 * Technical only, checked by the binder from x-roles): the registered entry takes its amounts from its own
 * VAT summary (rounding kept), in the caller's transaction. A draft simply changes; an approved entry only
 * while its production is not sent nor on its way (NEW or FAILED), and its unsent production rows take the
 * new total; when it has become an invoice, the invoice takes its amounts from its VAT summary too.
 * Answers the production entries it moved (empty for a draft), or null when the entry is unknown, deleted,
 * of another client or outside the bases.
 */
export async function copyRegEntryFromTaxSummary(
  tx: Queryable,
  bases: readonly number[],
  clientId: number,
  regEntryId: number,
): Promise<{ readonly productionEntryIds: readonly number[]; readonly invoiceId: number | null } | null> {
  const [entry] = await tx.query<{ status: string; rounding: number; invoice_id: number | null }>(
    `SELECT e.status, e.rounding_ore::float8 AS rounding, e.invoice_id::int AS invoice_id
       FROM reg_entry e JOIN client c ON c.id = e.client_id
      WHERE e.id = $1 AND e.client_id = $2 AND e.status <> 'DELETED' AND c.officer_id = ANY($3::int[])
        FOR UPDATE OF e`,
    [regEntryId, clientId, [...bases]],
  );
  if (!entry) return null;
  if (entry.status === 'APPROVED') {
    const [production] = await tx.query<{ unsent: boolean }>(
      `SELECT coalesce(bool_or(status IN ('NEW', 'FAILED')) AND NOT bool_or(status IN ('SENT', 'APPROVED')), false) AS unsent
         FROM production_entry WHERE reg_entry_id = $1`,
      [regEntryId],
    );
    if (!production?.unsent) throw new ApiError(409, ONLY_UNSENT_MESSAGE);
  }
  const rows = await tx.query<{ ex: number; inc: number }>(
    'SELECT amount_ex_tax_ore::float8 AS ex, amount_inc_tax_ore::float8 AS inc FROM reg_entry_tax WHERE reg_entry_id = $1 ORDER BY row_no',
    [regEntryId],
  );
  if (rows.length === 0) throw new ApiError(409, NO_TAX_SUMMARY_MESSAGE);
  const amounts = amountsFromTaxSummary(rows.map(asAmountRow), entry.rounding);
  await tx.query('UPDATE reg_entry SET amount_inc_tax_ore = $2, amount_ex_tax_ore = $3, tax_amount_ore = $4 WHERE id = $1', [
    regEntryId,
    amounts.amountIncTax,
    amounts.amountExTax,
    amounts.taxAmount,
  ]);
  const moved = await tx.query<{ id: number }>(
    `UPDATE production_entry SET amount_ore = $2 WHERE reg_entry_id = $1 AND status IN ('NEW', 'FAILED') RETURNING id::int`,
    [regEntryId, amounts.amountIncTax],
  );
  if (entry.invoice_id !== null) await correctInvoiceAmount(tx, bases, entry.invoice_id, 'TAX_SUMMARY');
  return { productionEntryIds: moved.map((row) => row.id), invoiceId: entry.invoice_id };
}

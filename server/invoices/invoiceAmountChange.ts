import { ONLY_REGISTERED_HERE_MESSAGE } from '../../src/domain/customer/customerPageTexts';
import { oreFromApiDecimal } from '../../src/domain/money/apiDecimal';
import type { Ore } from '../../src/domain/money/ore';
import { AMOUNT_CHANGED_BY_OTHERS_MESSAGE, changedAmounts, invoicePartAfterChange, type ChangedAmounts } from '../../src/domain/vat/amountChange';
import type { TaxRow } from '../../src/domain/vat/taxRows';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/apiError';
import { inBases, OSLO_TODAY } from '../customers/customerSql';

type Bases = readonly number[];

/** The body of PUT Invoice/{id}/Amount (openapi service-api InvoiceAmountChange), amounts in kroner. */
export interface AmountChangeRequest {
  readonly amount: number;
  readonly oldAmount?: number;
  readonly clientId: number;
  readonly customerId: number;
  readonly rounding?: number;
  readonly taxSummary: readonly { readonly amountExTax: number; readonly taxCode: number }[];
}

/** The text of the lines that make the invoice's lines add up to its new amount. */
export const AMOUNT_CHANGE_LINE_TEXT = 'Beløpsendring';

/** What a settled entry shows, and what an entry the change opens again shows (as the seed's). */
const SETTLED = { code: 'P', text: 'Betalt', level: 6 } as const;
const OPEN = { code: 'NP', text: 'Ubetalt', level: 0 } as const;

interface LockedEntry {
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly customer_id: number;
  readonly client_id: number;
  readonly jour_date: string;
  readonly registered_in_product: boolean;
  readonly amount: Ore;
  readonly part: Ore;
  readonly other_parts: Ore;
  readonly is_settled: boolean;
}

/**
 * PUT Invoice/{id}/Amount: the amount, the VAT summary, the lines and the rest amount in one transaction.
 * The entry's row is locked first, so two changes of one entry run one after the other: each computes the
 * new invoice part from the amount it finds (what was paid stays paid), and with `oldAmount` the second of
 * two changes from the same amount is refused (409) instead of overwriting the first unseen. The ledger
 * reads the entry's amount from its row (the view ledger_post), so it follows in the same commit.
 * Answers the customer, or null when the entry is not in the bases or not of the client and customer named.
 */
export async function changeInvoiceAmount(tx: Queryable, bases: Bases, invoiceId: number, request: AmountChangeRequest): Promise<{ customerId: number } | null> {
  const [entry] = await tx.query<LockedEntry>(
    `SELECT i.type, i.customer_id::int, i.client_id, i.jour_date::text, i.registered_in_product, i.amount_inc_tax_ore::float8 AS amount,
            i.invoice_part_ore::float8 AS part, (i.interest_part_ore + i.fee_part_ore)::float8 AS other_parts, i.is_settled
       FROM invoice i JOIN client c ON c.id = i.client_id
      WHERE i.id = $1 AND i.client_id = $2 AND i.customer_id = $3 AND ${inBases('c', '$4')}
        FOR UPDATE OF i`,
    [invoiceId, request.clientId, request.customerId, bases],
  );
  if (!entry) return null;
  if (!entry.registered_in_product) throw new ApiError(409, ONLY_REGISTERED_HERE_MESSAGE);
  if (request.oldAmount !== undefined && oreFromApiDecimal(request.oldAmount) !== entry.amount) throw new ApiError(409, AMOUNT_CHANGED_BY_OTHERS_MESSAGE);

  const rates = await tx.query<{ code: number; percent: number }>(
    `SELECT tax_code AS code, tax_percent::float8 AS percent FROM tax_rate
      WHERE valid_from <= $1::date AND (valid_to IS NULL OR valid_to > $1::date)`,
    [entry.jour_date],
  );
  const change = {
    amount: oreFromApiDecimal(request.amount),
    rounding: oreFromApiDecimal(request.rounding ?? 0),
    taxSummary: request.taxSummary.map((row) => ({ taxCode: row.taxCode, amountExTax: oreFromApiDecimal(row.amountExTax) })),
  };
  const amounts = changedAmounts(change, rates, entry.type);
  if (!amounts.ok) {
    throw new ApiError(400, amounts.error[0]!.message, amounts.error.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
  }
  const part = invoicePartAfterChange({ amountIncTax: entry.amount, invoicePart: entry.part }, amounts.value.amountIncTax);
  if (!part.ok) throw new ApiError(409, part.error, [{ path: 'body.amount', message: part.error }]);

  await writeAmounts(tx, invoiceId, entry, amounts.value, part.value);
  await replaceTaxSummary(tx, invoiceId, amounts.value.rows);
  await balanceLines(tx, invoiceId, amounts.value.rows);
  return { customerId: entry.customer_id };
}

async function writeAmounts(tx: Queryable, invoiceId: number, entry: LockedEntry, amounts: ChangedAmounts, part: Ore): Promise<void> {
  const rest = part + entry.other_parts;
  // A rest of zero settles the entry; a settled entry the change leaves a rest on is open again.
  const status = rest === 0 ? (entry.is_settled ? null : SETTLED) : entry.is_settled ? OPEN : null;
  await tx.query(
    `UPDATE invoice SET amount_inc_tax_ore = $2, amount_ex_tax_ore = $3, tax_amount_ore = $4, rounding_ore = $5,
            invoice_part_ore = $6, rest_amount_ore = $7
            ${status === null ? '' : `, status_code = $8, status_text = $9, proc_level = $10, is_settled = $11,
               settled_date = CASE WHEN $11 THEN ${OSLO_TODAY} ELSE NULL END`}
      WHERE id = $1`,
    [
      invoiceId,
      amounts.amountIncTax,
      amounts.amountExTax,
      amounts.taxAmount,
      amounts.rounding,
      part,
      rest,
      ...(status === null ? [] : [status.code, status.text, status.level, status === SETTLED]),
    ],
  );
}

/** The VAT summary becomes the change's rows; a row keeps the account number its tax code had. */
async function replaceTaxSummary(tx: Queryable, invoiceId: number, rows: readonly TaxRow[]): Promise<void> {
  const old = await tx.query<{ tax_code: number; account_number: number | null }>(
    'DELETE FROM invoice_tax_summary WHERE invoice_id = $1 RETURNING tax_code, account_number',
    [invoiceId],
  );
  for (const [index, row] of rows.entries()) {
    await tx.query(
      `INSERT INTO invoice_tax_summary (invoice_id, row_no, tax_code, tax_percent, account_number, amount_ex_tax_ore, tax_amount_ore, amount_inc_tax_ore)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        invoiceId,
        index + 1,
        row.taxCode,
        row.taxPercent,
        old.find((o) => o.tax_code === row.taxCode)?.account_number ?? null,
        row.amountExTax,
        row.amountIncTax - row.amountExTax,
        row.amountIncTax,
      ],
    );
  }
}

/**
 * The lines keep what was sold; a 'Beløpsendring' line per VAT rate carries the difference, so the lines at
 * each rate add up to that rate's row of the new VAT summary (and a rate no longer there to zero).
 */
async function balanceLines(tx: Queryable, invoiceId: number, rows: readonly TaxRow[]): Promise<void> {
  const sums = await tx.query<{ percent: number; ex: Ore; inc: Ore }>(
    `SELECT tax_percent::float8 AS percent, sum(amount_ex_tax_ore)::float8 AS ex, sum(amount_inc_tax_ore)::float8 AS inc
       FROM invoice_line WHERE invoice_id = $1 AND line_type = 'PRODUCT' AND tax_percent IS NOT NULL GROUP BY tax_percent ORDER BY tax_percent`,
    [invoiceId],
  );
  const percents = [...new Set([...rows.map((row) => row.taxPercent), ...sums.map((sum) => sum.percent)])];
  const [last] = await tx.query<{ n: number }>('SELECT coalesce(max(line_number), 0)::int AS n FROM invoice_line WHERE invoice_id = $1', [invoiceId]);
  let lineNumber = last!.n;
  for (const percent of percents) {
    const target = rows.find((row) => row.taxPercent === percent);
    const current = sums.find((sum) => sum.percent === percent);
    const ex = (target?.amountExTax ?? 0) - (current?.ex ?? 0);
    const inc = (target?.amountIncTax ?? 0) - (current?.inc ?? 0);
    if (ex === 0 && inc === 0) continue;
    lineNumber += 1;
    await tx.query(
      `INSERT INTO invoice_line (invoice_id, line_number, line_type, line_text, quantity, unit_price_ore, tax_percent, amount_ex_tax_ore, amount_inc_tax_ore, line_amount_ore)
       VALUES ($1, $2, 'PRODUCT', $3, 1, $4, $5, $4, $6, $4)`,
      [invoiceId, lineNumber, AMOUNT_CHANGE_LINE_TEXT, ex, percent, inc],
    );
  }
}

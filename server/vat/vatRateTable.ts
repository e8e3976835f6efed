import { planVatRate, type VatRateDraft, type VatRateRow } from '../../src/domain/vat/vatRateTable';
import { keepRemovedRows } from '../audit/auditTrail';
import type { Queryable } from '../db/database';
import { ApiError, type FieldError } from '../http/apiError';

const VAT_RATE_COLUMNS = `id, tax_code AS "taxCode", tax_percent::float8 AS percent, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom",
  to_char(valid_to, 'YYYY-MM-DD') AS "validTo", description, source_text AS "sourceText", source_url AS "sourceUrl"`;

/** The VAT rate table's rows (issue 42), by code and date. */
export function readVatRates(db: Queryable): Promise<VatRateRow[]> {
  return db.query<VatRateRow>(`SELECT ${VAT_RATE_COLUMNS} FROM tax_rate ORDER BY tax_code, valid_from`);
}

function refuse(issues: Partial<Record<string, string>>): never {
  const fieldErrors: FieldError[] = Object.entries(issues).map(([field, message]) => ({ path: `body.${field}`, message: message! }));
  throw new ApiError(400, fieldErrors[0]!.message, fieldErrors);
}

/**
 * Adds a VAT rate row, or corrects row `id`, in the caller's transaction, after the domain's check against the rows
 * there are (planVatRate; the table is locked so two officers cannot add overlapping rows at once). A new open-ended
 * row closes its code's open row on its first day, as planVatRate decides; that row and a corrected one are kept as
 * they were in the change's audit row. Answers the row as saved; null when `id` names no row.
 */
export async function saveVatRate(tx: Queryable, draft: VatRateDraft, officerId: number, id: number | null = null): Promise<VatRateRow | null> {
  await tx.query('LOCK TABLE tax_rate IN SHARE ROW EXCLUSIVE MODE');
  const existing = await readVatRates(tx);
  if (id !== null && !existing.some((row) => row.id === id)) return null;
  const { issues, closes } = planVatRate(draft, existing, id);
  if (Object.keys(issues).length > 0) refuse(issues);
  const validTo = draft.validTo?.trim() ? draft.validTo.trim() : null;
  const sourceUrl = draft.sourceUrl?.trim() ? draft.sourceUrl.trim() : null;
  const values = [draft.taxCode, draft.percent, draft.validFrom, validTo, draft.description.trim(), draft.sourceText.trim(), sourceUrl, officerId];
  if (closes) {
    await keepRemovedRows(tx, 'tax_rate', 'SELECT to_jsonb(r) FROM tax_rate r WHERE r.id = $1', [closes.id]);
    await tx.query('UPDATE tax_rate SET valid_to = $1, corrected_by = $2, corrected_at = now() WHERE id = $3', [draft.validFrom, officerId, closes.id]);
  }
  let savedId = id;
  if (id === null) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO tax_rate (tax_code, tax_percent, valid_from, valid_to, description, source_text, source_url, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      values,
    );
    savedId = row!.id;
  } else {
    await keepRemovedRows(tx, 'tax_rate', 'SELECT to_jsonb(r) FROM tax_rate r WHERE r.id = $1', [id]);
    await tx.query(
      `UPDATE tax_rate SET tax_code = $1, tax_percent = $2, valid_from = $3, valid_to = $4, description = $5, source_text = $6, source_url = $7,
              corrected_by = $8, corrected_at = now() WHERE id = $9`,
      [...values, id],
    );
  }
  const [saved] = await tx.query<VatRateRow>(`SELECT ${VAT_RATE_COLUMNS} FROM tax_rate WHERE id = $1`, [savedId]);
  return saved!;
}

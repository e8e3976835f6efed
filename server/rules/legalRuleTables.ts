import { lateChargeRulesFrom, PUBLISHED_RULE_ROWS, type LateChargeRules } from '../../src/domain/reminders/lateCharges';
import { legalRuleIssues, type LegalRuleDraft, type LegalRuleKind, type LegalRuleRow } from '../../src/domain/rules/legalRules';
import { keepRemovedRows } from '../audit/auditTrail';
import type { Queryable } from '../db/database';
import { ApiError, type FieldError } from '../http/apiError';

/** The rule tables' rows (issue 42), in kind and date order. */
export async function readLegalRules(db: Queryable): Promise<LegalRuleRow[]> {
  return db.query<LegalRuleRow>(
    `SELECT id::int AS id, kind, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", value::float8 AS value, source_text AS "sourceText", source_url AS "sourceUrl"
       FROM legal_rule ORDER BY kind, valid_from`,
  );
}

/** The late-charge rules as the run, the dispatch and the legal clock compute with them. */
export async function readLateChargeRules(db: Queryable): Promise<LateChargeRules> {
  return lateChargeRulesFrom(await readLegalRules(db));
}

/**
 * A new database's tables hold the published figures (src/domain/rules/publishedRules.ts), numbered in their
 * order; a database whose tables have rows is left alone. Called by the seed and at every start, in a transaction.
 */
export async function ensurePublishedRules(tx: Queryable): Promise<void> {
  await tx.query('LOCK TABLE legal_rule IN EXCLUSIVE MODE');
  const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM legal_rule');
  if ((row?.n ?? 0) > 0) return;
  const rows = PUBLISHED_RULE_ROWS;
  await tx.query(
    // Dated by the day each figure took effect, so the same tables are the same rows whenever they are made.
    `INSERT INTO legal_rule (id, kind, valid_from, value, source_text, source_url, created_at)
     SELECT r.*, r.valid_from::timestamp AT TIME ZONE 'Europe/Oslo'
       FROM unnest($1::bigint[], $2::text[], $3::date[], $4::bigint[], $5::text[], $6::text[]) AS r (id, kind, valid_from, value, source_text, source_url)`,
    [rows.map((r) => r.id), rows.map((r) => r.kind), rows.map((r) => r.validFrom), rows.map((r) => r.value), rows.map((r) => r.sourceText), rows.map((r) => r.sourceUrl)],
  );
  await tx.query(`SELECT setval(pg_get_serial_sequence('legal_rule', 'id'), (SELECT max(id) FROM legal_rule) + 1, false)`);
}

function refuse(issues: Partial<Record<string, string>>): never {
  const fieldErrors: FieldError[] = Object.entries(issues).map(([field, message]) => ({ path: `body.${field}`, message: message! }));
  throw new ApiError(400, fieldErrors[0]!.message, fieldErrors);
}

/**
 * Adds a row, or corrects row `id`, in the caller's transaction, after the domain's checks against the rows there
 * are (the table is locked so two officers cannot add the same period). A correction keeps the row as it was in
 * the change's audit row. Answers the row as saved; null when `id` names no row.
 */
export async function saveLegalRule(tx: Queryable, draft: LegalRuleDraft, officerId: number, id: number | null = null): Promise<LegalRuleRow | null> {
  await tx.query('LOCK TABLE legal_rule IN SHARE ROW EXCLUSIVE MODE');
  const existing = await readLegalRules(tx);
  if (id !== null && !existing.some((row) => row.id === id)) return null;
  const issues = legalRuleIssues(draft, existing, id);
  if (Object.keys(issues).length > 0) refuse(issues);
  const sourceUrl = draft.sourceUrl?.trim() ? draft.sourceUrl.trim() : null;
  const values = [draft.kind as LegalRuleKind, draft.validFrom, draft.value, draft.sourceText.trim(), sourceUrl, officerId];
  if (id === null) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO legal_rule (kind, valid_from, value, source_text, source_url, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::int AS id`,
      values,
    );
    return (await readLegalRules(tx)).find((r) => r.id === row!.id)!;
  }
  await keepRemovedRows(tx, 'legal_rule', 'SELECT to_jsonb(r) FROM legal_rule r WHERE r.id = $1', [id]);
  await tx.query(
    `UPDATE legal_rule SET kind = $1, valid_from = $2, value = $3, source_text = $4, source_url = $5, corrected_by = $6, corrected_at = now() WHERE id = $7`,
    [...values, id],
  );
  return (await readLegalRules(tx)).find((r) => r.id === id)!;
}


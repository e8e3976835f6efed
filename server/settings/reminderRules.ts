import { apiDecimalFromOre } from '../../src/domain/money/apiDecimal';
import {
  REMINDER_RULE_GROUP,
  REMINDER_RULE_TYPES,
  type ReminderRuleGroup,
  type ReminderRuleType,
  type ReminderRuleValues,
} from '../../src/domain/reminderRules/reminderRules';
import type { Queryable } from '../db/database';

/** A rule as the contract answers it (ReminderRule): amounts in kroner, numbers as JSON numbers. */
export interface ReminderRuleRow {
  readonly id: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly amount: number | null;
  readonly currencyCode: string | null;
  readonly text: string | null;
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly fromNumber: number | null;
  readonly toNumber: number | null;
  readonly inclusive: boolean;
}

interface DbRule {
  id: number;
  rule_type: ReminderRuleType;
  client_id: number;
  client_name: string;
  amount_ore: string | null;
  currency_code: string | null;
  text: string | null;
  from_date: string | null;
  to_date: string | null;
  from_number: string | null;
  to_number: string | null;
  inclusive: boolean;
}

const RULE_COLUMNS = `r.id, r.rule_type, r.client_id, c.name AS client_name, r.amount_ore::text, r.currency_code, r.text,
  r.from_date::text, r.to_date::text, r.from_number::text, r.to_number::text, r.inclusive`;

const asNumber = (value: string | null) => (value === null ? null : Number(value));

function ruleFrom(row: DbRule): ReminderRuleRow {
  return {
    id: row.id,
    clientId: row.client_id,
    clientName: row.client_name,
    amount: row.amount_ore === null ? null : apiDecimalFromOre(Number(row.amount_ore)),
    currencyCode: row.currency_code,
    text: row.text,
    fromDate: row.from_date,
    toDate: row.to_date,
    fromNumber: asNumber(row.from_number),
    toNumber: asNumber(row.to_number),
    inclusive: row.inclusive,
  };
}

/** The rules of the clients in the officer's bases, grouped by type as part 2 §3.6 names the groups. */
export async function listReminderRules(
  db: Queryable,
  { bases, clientId }: { bases: readonly number[]; clientId?: number },
): Promise<Record<ReminderRuleGroup, ReminderRuleRow[]>> {
  const rows = await db.query<DbRule>(
    `SELECT ${RULE_COLUMNS}
       FROM reminder_rule r JOIN client c ON c.id = r.client_id
      WHERE c.officer_id = ANY($1::int[]) AND ($2::int IS NULL OR r.client_id = $2)
      ORDER BY r.client_id, r.id`,
    [bases, clientId ?? null],
  );
  const groups = Object.fromEntries(REMINDER_RULE_TYPES.map((type) => [REMINDER_RULE_GROUP[type], [] as ReminderRuleRow[]])) as Record<
    ReminderRuleGroup,
    ReminderRuleRow[]
  >;
  for (const row of rows) groups[REMINDER_RULE_GROUP[row.rule_type]].push(ruleFrom(row));
  return groups;
}

export type AddRuleOutcome = { readonly kind: 'added'; readonly rule: ReminderRuleRow } | { readonly kind: 'noClient' } | { readonly kind: 'duplicate' };

/**
 * Adds a checked rule to a client of the officer's bases. The client row is locked first, so two
 * officers adding the same rule at once are serialised and the second one sees the first one's row:
 * the same type with the same values for the same client is a duplicate and is refused.
 */
export async function addReminderRule(
  tx: Queryable,
  { clientId, type, values, bases, now }: { clientId: number; type: ReminderRuleType; values: ReminderRuleValues; bases: readonly number[]; now: Date },
): Promise<AddRuleOutcome> {
  const [client] = await tx.query<{ id: number }>('SELECT id FROM client WHERE id = $1 AND officer_id = ANY($2::int[]) FOR UPDATE', [
    clientId,
    bases,
  ]);
  if (!client) return { kind: 'noClient' };
  const fields = [values.amount, values.currencyCode, values.text, values.fromDate, values.toDate, values.fromNumber, values.toNumber, values.inclusive];
  const [same] = await tx.query<{ id: number }>(
    `SELECT id FROM reminder_rule
      WHERE client_id = $1 AND rule_type = $2
        AND amount_ore IS NOT DISTINCT FROM $3::bigint AND currency_code IS NOT DISTINCT FROM $4::text
        AND lower(text) IS NOT DISTINCT FROM lower($5::text)
        AND from_date IS NOT DISTINCT FROM $6::date AND to_date IS NOT DISTINCT FROM $7::date
        AND from_number IS NOT DISTINCT FROM $8::bigint AND to_number IS NOT DISTINCT FROM $9::bigint
        AND inclusive = $10
      LIMIT 1`,
    [clientId, type, ...fields],
  );
  if (same) return { kind: 'duplicate' };
  const [inserted] = await tx.query<{ id: number }>(
    `INSERT INTO reminder_rule (client_id, rule_type, amount_ore, currency_code, text, from_date, to_date, from_number, to_number, inclusive, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [clientId, type, ...fields, now.toISOString()],
  );
  const [row] = await tx.query<DbRule>(`SELECT ${RULE_COLUMNS} FROM reminder_rule r JOIN client c ON c.id = r.client_id WHERE r.id = $1`, [
    inserted!.id,
  ]);
  return { kind: 'added', rule: ruleFrom(row!) };
}

/** Deletes a rule of the named client and type; false when there is none in the officer's bases. */
export async function deleteReminderRule(
  tx: Queryable,
  { clientId, type, ruleId, bases }: { clientId: number; type: ReminderRuleType; ruleId: number; bases: readonly number[] },
): Promise<boolean> {
  const deleted = await tx.query<{ id: number }>(
    `DELETE FROM reminder_rule r USING client c
      WHERE r.id = $1 AND r.client_id = $2 AND r.rule_type = $3 AND c.id = r.client_id AND c.officer_id = ANY($4::int[])
      RETURNING r.id`,
    [ruleId, clientId, type, bases],
  );
  return deleted.length > 0;
}

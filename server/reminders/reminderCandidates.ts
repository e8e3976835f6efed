import type { LateChargeRules } from '../../src/domain/reminders/lateCharges';
import { legalClock, type ClaimFacts, type ClaimReminder } from '../../src/domain/reminders/legalClock';
import { HOME_COUNTRY, STOP_REASON } from '../../src/domain/reminders/reminderExclusion';
import { chargeReminder, type ReminderCharge, type RunReminderType } from '../../src/domain/reminders/reminderRun';
import type { LegalRuleRow } from '../../src/domain/rules/legalRules';
import { REMINDER_RULE_TYPES } from '../../src/domain/reminderRules/reminderRules';
import type { Queryable } from '../db/database';
import { candidateOf, chargeBasisColumns, type ChargeBasisRow } from './reminderCharges';

/**
 * The rule predicates, the SQL twin of ruleStops in src/domain/reminders/reminderExclusion.ts (the server test
 * checks both agree on every rule type). `c` is the candidate row, `r` the rule. Texts are compared trimmed
 * and lower-cased, with Æ, Ø and Å lower-cased by hand (lower() of a C-locale database leaves them).
 */
const folded = (sql: string) => `lower(translate(trim(${sql}), 'ÆØÅ', 'æøå'))`;
const RULE_STOPS = `CASE r.rule_type
  WHEN 'AMOUNT_LIMIT' THEN r.amount_ore IS NOT NULL AND c.rest_amount_ore < r.amount_ore
  WHEN 'EXCLUDE_INVOICE_AMOUNT' THEN r.amount_ore IS NOT NULL AND c.amount_inc_tax_ore = r.amount_ore
  WHEN 'EXCLUDE_INVOICE_DATE_RANGE' THEN (r.from_date IS NULL OR c.jour_date >= r.from_date) AND (r.to_date IS NULL OR c.jour_date <= r.to_date)
  WHEN 'SKIP_FOREIGN_ADDRESSES' THEN upper(c.country_code) <> $3
  WHEN 'EXCLUDE_INVOICE_NUMBER_RANGE' THEN CASE WHEN r.inclusive
    THEN (r.from_number IS NULL OR c.jour_nr >= r.from_number) AND (r.to_number IS NULL OR c.jour_nr <= r.to_number)
    ELSE (r.from_number IS NULL OR c.jour_nr > r.from_number) AND (r.to_number IS NULL OR c.jour_nr < r.to_number) END
  WHEN 'EXCLUDE_CURRENCY' THEN r.currency_code IS NOT NULL AND ${folded('c.currency_code')} = ${folded('r.currency_code')}
  WHEN 'EXCLUDE_CUSTOMER' THEN r.text IS NOT NULL AND (${folded('c.customer_nr::text')} = ${folded('r.text')} OR ${folded('c.customer_name')} = ${folded('r.text')})
  WHEN 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE' THEN
    (SELECT coalesce(-sum(x.rest_amount_ore), 0) FROM invoice x WHERE x.customer_id = c.customer_id AND x.rest_amount_ore < 0) >= c.rest_amount_ore
  ELSE false END`;

/**
 * What the legal clock (src/domain/reminders/legalClock.ts) reads of a claim besides its charge basis: its
 * reminders, the fees charged, the customer type and the client's settings. `i` is the invoice, `cu` its customer,
 * `s` the client's settings.
 */
export const claimFactsColumns = `
  (SELECT json_agg(json_build_object('type', r.reminder_type, 'status', r.status, 'dueDate', to_char(r.reminder_due_date, 'YYYY-MM-DD')) ORDER BY r.id)
     FROM reminder r WHERE r.invoice_id = i.id) AS reminders,
  (SELECT coalesce(sum(p.amount_ore), 0)::float8 FROM post p WHERE p.invoice_id = i.id AND p.type = 'REMINDER_FEE') AS fees_amount,
  cu.type AS customer_type, i.is_settled, NOT i.is_active AS stopped, i.status_code = 'IN' AS sent_to_collection,
  s.reminder_days, s.reminder2`;

export interface ClaimFactsRow extends ChargeBasisRow {
  reminders: ClaimReminder[] | string | null;
  fees_amount: number;
  customer_type: 'Retail' | 'Business';
  is_settled: boolean;
  stopped: boolean;
  sent_to_collection: boolean;
  reminder_days: number;
  reminder2: boolean;
}

export function claimFactsOf(row: ClaimFactsRow): ClaimFacts {
  const charge = candidateOf(row);
  const reminders = typeof row.reminders === 'string' ? (JSON.parse(row.reminders) as ClaimReminder[]) : row.reminders;
  return {
    dueDate: charge.dueDate,
    restAmount: charge.restAmount,
    principal: charge.principal,
    reductions: charge.reductions,
    interestChargedUntil: charge.interestChargedUntil,
    feesChargedBefore: charge.feesChargedBefore,
    feesChargedAmount: row.fees_amount,
    lastFeeReminderDueDate: charge.lastFeeReminderDueDate,
    customerType: row.customer_type,
    settled: row.is_settled,
    stopped: row.stopped,
    sentToCollection: row.sent_to_collection,
    reminders: reminders ?? [],
    clientReminderDays: row.reminder_days,
    clientSendsSecondReminder: row.reminder2,
  };
}

const CANDIDATE_COLUMNS = `i.id AS invoice_id, i.client_id, i.customer_id, i.jour_nr, i.jour_date, i.due_date, i.amount_inc_tax_ore,
  i.rest_amount_ore, i.invoice_part_ore, i.currency_code, i.kid, i.our_ref, i.your_ref, s.days_reminder_b`;
const UNPAID = `i.type = 'INVOICE' AND i.is_active AND NOT i.is_settled AND i.rest_amount_ore > 0`;

/**
 * One statement over the named clients (set-based: it reads a million customers' invoices in seconds): each
 * client's unpaid invoices past its reminder days that no reminder has been made of (REMINDER1), and those whose
 * first reminder was sent and its deadline passed, for clients who send a second (REMINDER2): the SQL twin of the
 * legal clock's first two steps, which then decides each one. Each candidate comes with the reason of the client's
 * first rule (by rule id) that stops it, if any, and with what its charge and legal clock are computed from.
 */
const CANDIDATES_SQL = `
WITH due AS (
  SELECT ${CANDIDATE_COLUMNS}, 'REMINDER1'::text AS reminder_type
    FROM client_settings s
    JOIN invoice i ON i.client_id = s.client_id AND i.due_date <= $1::date - s.reminder_days AND ${UNPAID}
   WHERE s.client_id = ANY($2::int[])
     AND NOT EXISTS (SELECT 1 FROM reminder x WHERE x.invoice_id = i.id)
     AND NOT EXISTS (SELECT 1 FROM reminder_stopped x WHERE x.invoice_id = i.id AND x.reminder_type = 'REMINDER1')
  UNION ALL
  SELECT ${CANDIDATE_COLUMNS}, 'REMINDER2'::text
    FROM client_settings s
    JOIN invoice i ON i.client_id = s.client_id AND i.due_date <= $1::date - s.reminder_days AND ${UNPAID}
   WHERE s.client_id = ANY($2::int[]) AND s.reminder2
     AND EXISTS (SELECT 1 FROM reminder x WHERE x.invoice_id = i.id AND x.reminder_type = 'REMINDER1' AND x.status = 'Sent' AND x.reminder_due_date < $1::date)
     AND NOT EXISTS (SELECT 1 FROM reminder x WHERE x.invoice_id = i.id AND (x.reminder_type NOT IN ('REMINDER1') OR x.status = 'Pending'))
     AND NOT EXISTS (SELECT 1 FROM reminder_stopped x WHERE x.invoice_id = i.id AND x.reminder_type = 'REMINDER2')
),
cand AS (
  SELECT d.*, cu.nr AS customer_nr, cu.name AS customer_name, cu.country_code, cu.language_code AS customer_language,
         cu.shipment_type AS customer_shipment, coalesce(cu.invoice_email, cu.email) AS customer_email
    FROM due d JOIN customer cu ON cu.id = d.customer_id
),
judged AS (
  SELECT c.*, (SELECT r.rule_type FROM reminder_rule r WHERE r.client_id = c.client_id AND ${RULE_STOPS} ORDER BY r.id LIMIT 1) AS stop_type
    FROM cand c
)
SELECT j.invoice_id::float8 AS invoice_id, j.client_id, j.customer_id::float8 AS customer_id, j.customer_nr, j.customer_name, j.jour_nr::float8 AS jour_nr,
       j.reminder_type, to_char(j.due_date, 'YYYY-MM-DD') AS due_date,
       j.amount_inc_tax_ore::float8 AS amount_inc_tax_ore, j.rest_amount_ore::float8 AS rest_amount_ore,
       j.invoice_part_ore::float8 AS invoice_part_ore, j.currency_code, j.kid, j.our_ref, j.your_ref, j.days_reminder_b,
       CASE WHEN j.customer_language = 'EN' THEN 'EN' ELSE 'NO' END AS language_code,
       upper(j.country_code) <> $3 AS is_eu_fee,
       CASE WHEN j.customer_shipment IN ('EMAIL', 'EHF') AND j.customer_email IS NOT NULL THEN 'EMAIL'
            WHEN j.customer_shipment = 'EFAKTURA' THEN 'EFAKTURA' ELSE 'PAPER' END AS shipment_type,
       j.customer_email,
       (SELECT reason FROM unnest($4::text[], $5::text[]) AS t(rule_type, reason) WHERE t.rule_type = j.stop_type) AS stop_reason,
       ${chargeBasisColumns('i')}, ${claimFactsColumns}
  FROM judged j JOIN invoice i ON i.id = j.invoice_id JOIN customer cu ON cu.id = i.customer_id JOIN client_settings s ON s.client_id = i.client_id
 ORDER BY j.client_id, j.invoice_id, j.reminder_type`;

export interface CandidateRow extends ClaimFactsRow {
  invoice_id: number;
  client_id: number;
  customer_id: number;
  customer_nr: number;
  customer_name: string;
  jour_nr: number;
  reminder_type: RunReminderType;
  amount_inc_tax_ore: number;
  currency_code: string;
  kid: string | null;
  our_ref: string | null;
  your_ref: string | null;
  language_code: string;
  is_eu_fee: boolean;
  shipment_type: 'EMAIL' | 'EFAKTURA' | 'PAPER';
  customer_email: string | null;
  /** Why the client's rules stop it; null when none does. */
  stop_reason: string | null;
}

/** The candidates of `runDate` over `clientIds` (see CANDIDATES_SQL). */
export function readCandidates(db: Queryable, runDate: string, clientIds: readonly number[]): Promise<CandidateRow[]> {
  if (clientIds.length === 0) return Promise.resolve([]);
  return db.query<CandidateRow>(CANDIDATES_SQL, [
    runDate,
    clientIds,
    HOME_COUNTRY,
    [...REMINDER_RULE_TYPES],
    REMINDER_RULE_TYPES.map((type) => STOP_REASON[type]),
  ]);
}

export interface JudgedCandidates {
  /** Due, and stopped by one of the client's rules, with its reason. */
  readonly stopped: readonly CandidateRow[];
  /** Due, and charged as the reminder will ask. */
  readonly reminded: readonly { readonly row: CandidateRow; readonly charge: ReminderCharge }[];
}

/**
 * What the run does with its candidates: the legal clock decides whether each is due on `runDate` (the same
 * function as the invoice page's panel); a due one is stopped by its rule or charged by chargeReminder.
 */
export function judgeCandidates(rows: readonly CandidateRow[], runDate: string, rules: LateChargeRules, legalRows: readonly LegalRuleRow[]): JudgedCandidates {
  const stopped: CandidateRow[] = [];
  const reminded: { row: CandidateRow; charge: ReminderCharge }[] = [];
  for (const row of rows) {
    const next = legalClock(claimFactsOf(row), rules, legalRows, runDate);
    if (next.step !== row.reminder_type || next.earliest === null || next.earliest > runDate) continue;
    if (row.stop_reason !== null) stopped.push(row);
    else reminded.push({ row, charge: chargeReminder(candidateOf(row), runDate, rules) });
  }
  return { stopped, reminded };
}

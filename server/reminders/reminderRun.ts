import { isoText } from '../../src/domain/dates/calendarDay';
import { osloClock } from '../../src/domain/dates/osloClock';
import { HOME_COUNTRY, STOP_REASON } from '../../src/domain/reminders/reminderExclusion';
import { PUBLISHED_LATE_CHARGE_RULES, type LateChargeRules } from '../../src/domain/reminders/lateCharges';
import { chargeReminder, RUN_REMINDER_CODE, type ReminderCharge, type RunReminderType } from '../../src/domain/reminders/reminderRun';
import { REMINDER_RULE_TYPES } from '../../src/domain/reminderRules/reminderRules';
import { runInOperation } from '../audit/auditScope';
import type { Database, Queryable } from '../db/database';
import type { JobHandler } from '../jobs/jobRunner';
import type { ChangeBus } from '../realtime/changeBus';
import { commitChange } from '../realtime/committedChange';
import { customerInsolvencySql, INSOLVENCY_STOP_REASONS, INSOLVENCY_STOP_TYPES, insolvencyStopType } from './insolvencyStops';
import { candidateOf, chargeBasisColumns, type ChargeBasisRow } from './reminderCharges';
import { writeInterestPeriods } from './reminderInterestPeriods';
import { reminderBundlePaths, REMINDER_LIST_PATHS } from './reminderReads';

/** The daily job kind (server/jobs/dailyJobs.ts) and its handler below. */
export const REMINDER_RUN_JOB_KIND = 'reminders.run';

export interface ReminderRunOutcome {
  readonly runDate: string;
  /** The run day's bundle, null when the run found nothing to remind or stop. */
  readonly bundleId: number | null;
  /** Clients run now (a client already run that day is not run again). */
  readonly clients: number;
  readonly reminders: number;
  readonly stopped: number;
}

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
  WHEN 'SKIP_FOREIGN_ADDRESSES' THEN upper(c.country_code) <> $4
  WHEN 'EXCLUDE_INVOICE_NUMBER_RANGE' THEN CASE WHEN r.inclusive
    THEN (r.from_number IS NULL OR c.jour_nr >= r.from_number) AND (r.to_number IS NULL OR c.jour_nr <= r.to_number)
    ELSE (r.from_number IS NULL OR c.jour_nr > r.from_number) AND (r.to_number IS NULL OR c.jour_nr < r.to_number) END
  WHEN 'EXCLUDE_CURRENCY' THEN r.currency_code IS NOT NULL AND ${folded('c.currency_code')} = ${folded('r.currency_code')}
  WHEN 'EXCLUDE_CUSTOMER' THEN r.text IS NOT NULL AND (${folded('c.customer_nr::text')} = ${folded('r.text')} OR ${folded('c.customer_name')} = ${folded('r.text')})
  WHEN 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE' THEN
    (SELECT coalesce(-sum(x.rest_amount_ore), 0) FROM invoice x WHERE x.customer_id = c.customer_id AND x.rest_amount_ore < 0) >= c.rest_amount_ore
  ELSE false END`;

/** The invoice columns a candidate carries, shared by the two kinds of reminder. */
const CANDIDATE_COLUMNS = `i.id AS invoice_id, i.client_id, i.customer_id, i.jour_nr, i.jour_date, i.due_date, i.amount_inc_tax_ore,
  i.rest_amount_ore, i.invoice_part_ore, i.currency_code, i.kid, i.our_ref, i.your_ref, s.days_reminder_b`;
const UNPAID = `i.type = 'INVOICE' AND i.is_active AND NOT i.is_settled AND i.rest_amount_ore > 0`;

/**
 * One statement for all clients not run yet on `runDate` (set-based: it runs over a million customers in
 * minutes): claims (client, day) in reminder_run, so a second run the same day finds no client to run; picks
 * each claimed client's unpaid invoices past its reminder days (REMINDER1) and those due a second reminder
 * (REMINDER2, see src/domain/reminders/reminderRun.ts); stops each candidate whose customer the register reports bankrupt or dissolved, or that the client's first matching rule
 * (by rule id) excludes, with its reason; and answers every other one with what its charge is computed from:
 * the principal and its payments since the last day charged, and the fees charged before (from the ledger).
 */
const RUN_SQL = `
WITH claimed AS (
  INSERT INTO reminder_run (run_date, client_id, bundle_id)
  SELECT $1::date, c.id, $2::bigint FROM client c
   WHERE c.is_active AND ($3::int[] IS NULL OR c.id = ANY($3::int[]))
  ON CONFLICT DO NOTHING
  RETURNING client_id
),
due AS (
  SELECT ${CANDIDATE_COLUMNS}, 'REMINDER1'::text AS reminder_type
    FROM claimed k
    JOIN client_settings s ON s.client_id = k.client_id
    JOIN invoice i ON i.client_id = k.client_id AND i.due_date <= $1::date - s.reminder_days AND ${UNPAID}
   WHERE NOT EXISTS (SELECT 1 FROM reminder x WHERE x.invoice_id = i.id)
     AND NOT EXISTS (SELECT 1 FROM reminder_stopped x WHERE x.invoice_id = i.id AND x.reminder_type = 'REMINDER1')
  UNION ALL
  SELECT ${CANDIDATE_COLUMNS}, 'REMINDER2'::text
    FROM claimed k
    JOIN client_settings s ON s.client_id = k.client_id AND s.reminder2
    JOIN invoice i ON i.client_id = k.client_id AND i.due_date <= $1::date - s.reminder_days AND ${UNPAID}
   WHERE EXISTS (SELECT 1 FROM reminder x WHERE x.invoice_id = i.id AND x.reminder_type = 'REMINDER1' AND x.status = 'Sent' AND x.reminder_due_date < $1::date)
     AND NOT EXISTS (SELECT 1 FROM reminder x WHERE x.invoice_id = i.id AND (x.reminder_type NOT IN ('REMINDER1') OR x.status = 'Pending'))
     AND NOT EXISTS (SELECT 1 FROM reminder_stopped x WHERE x.invoice_id = i.id AND x.reminder_type = 'REMINDER2')
),
cand AS (
  SELECT d.*, cu.nr AS customer_nr, cu.name AS customer_name, cu.country_code, cu.language_code AS customer_language,
         cu.shipment_type AS customer_shipment, coalesce(cu.invoice_email, cu.email) AS customer_email,
         ${customerInsolvencySql('cu')} AS insolvency
    FROM due d JOIN customer cu ON cu.id = d.customer_id
),
-- A customer the register reports bankrupt or dissolved is stopped before any rule of the client (insolvencyStops.ts).
judged AS (
  SELECT c.*, coalesce('${insolvencyStopType('')}' || c.insolvency,
           (SELECT r.rule_type FROM reminder_rule r WHERE r.client_id = c.client_id AND ${RULE_STOPS} ORDER BY r.id LIMIT 1)) AS stop_type
    FROM cand c
),
stopped AS (
  INSERT INTO reminder_stopped (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reason)
  SELECT $2::bigint, j.client_id, j.customer_id, j.invoice_id,
         CASE j.reminder_type WHEN 'REMINDER1' THEN $5 ELSE $6 END, j.reminder_type,
         (SELECT reason FROM unnest($7::text[], $8::text[]) AS s(rule_type, reason) WHERE s.rule_type = j.stop_type)
    FROM judged j WHERE j.stop_type IS NOT NULL
  RETURNING 1
)
SELECT j.invoice_id::float8 AS invoice_id, j.client_id, j.customer_id::float8 AS customer_id, j.reminder_type,
       to_char(j.due_date, 'YYYY-MM-DD') AS due_date,
       j.amount_inc_tax_ore::float8 AS amount_inc_tax_ore, j.rest_amount_ore::float8 AS rest_amount_ore,
       j.invoice_part_ore::float8 AS invoice_part_ore, j.currency_code, j.kid, j.our_ref, j.your_ref, j.days_reminder_b,
       CASE WHEN j.customer_language = 'EN' THEN 'EN' ELSE 'NO' END AS language_code,
       upper(j.country_code) <> $4 AS is_eu_fee,
       CASE WHEN j.customer_shipment IN ('EMAIL', 'EHF') AND j.customer_email IS NOT NULL THEN 'EMAIL'
            WHEN j.customer_shipment = 'EFAKTURA' THEN 'EFAKTURA' ELSE 'PAPER' END AS shipment_type,
       j.customer_email, ${chargeBasisColumns('i')},
       (SELECT count(*)::int FROM claimed) AS clients, (SELECT count(*)::int FROM stopped) AS stopped
  FROM judged j JOIN invoice i ON i.id = j.invoice_id WHERE j.stop_type IS NULL
UNION ALL
-- The counts also when no candidate is left to remind.
SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
       (SELECT count(*)::int FROM claimed), (SELECT count(*)::int FROM stopped)`;

interface CandidateRow extends ChargeBasisRow {
  invoice_id: number | null;
  client_id: number;
  customer_id: number;
  reminder_type: RunReminderType;
  amount_inc_tax_ore: number;
  currency_code: string;
  kid: string | null;
  our_ref: string | null;
  your_ref: string | null;
  language_code: string;
  is_eu_fee: boolean;
  shipment_type: string;
  customer_email: string | null;
  clients: number;
  stopped: number;
}

/**
 * Runs the reminders of `runDate` inside the caller's transaction (see RUN_SQL), charging each candidate by the
 * domain's chargeReminder and writing the reminders with their interest periods. The day's bundle is the one
 * made by the run for that day (made_by_run), created when missing; a bundle left empty is removed again, and
 * one that was archived is pending again when the run added reminders to it. `clientIds` limits the run (tests).
 */
export async function runReminders(
  tx: Queryable,
  runDate: string,
  clientIds: readonly number[] | null = null,
  rules: LateChargeRules = PUBLISHED_LATE_CHARGE_RULES,
): Promise<ReminderRunOutcome> {
  const [bundle] = await tx.query<{ id: number }>(
    `INSERT INTO reminder_bundle (run_date, created_date, status, made_by_run) VALUES ($1::date, now(), 'PENDING', true)
     ON CONFLICT (run_date) WHERE made_by_run DO UPDATE SET made_by_run = true
     RETURNING id::int`,
    [runDate],
  );
  const bundleId = bundle!.id;
  const rows = await tx.query<CandidateRow>(RUN_SQL, [
    runDate,
    bundleId,
    clientIds,
    HOME_COUNTRY,
    RUN_REMINDER_CODE.REMINDER1,
    RUN_REMINDER_CODE.REMINDER2,
    [...REMINDER_RULE_TYPES, ...INSOLVENCY_STOP_TYPES],
    [...REMINDER_RULE_TYPES.map((type) => STOP_REASON[type]), ...INSOLVENCY_STOP_REASONS],
  ]);
  const { clients, stopped } = rows.at(-1)!;
  const candidates = rows.filter((row) => row.invoice_id !== null);
  const charged = candidates.map((row) => ({
    row,
    charge: chargeReminder(candidateOf(row), runDate, rules),
  }));
  await writeReminders(tx, bundleId, charged);
  const reminders = charged.length;
  const [kept] = await tx.query<{ id: number }>(
    `WITH gone AS (
       DELETE FROM reminder_bundle b WHERE b.id = $1
          AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.bundle_id = b.id)
          AND NOT EXISTS (SELECT 1 FROM reminder_stopped s WHERE s.bundle_id = b.id)
       RETURNING id)
     SELECT b.id::int FROM reminder_bundle b WHERE b.id = $1 AND NOT EXISTS (SELECT 1 FROM gone)`,
    [bundleId],
  );
  if (kept && reminders > 0) await tx.query(`UPDATE reminder_bundle SET status = 'PENDING', approved_at = NULL WHERE id = $1 AND status <> 'PENDING'`, [bundleId]);
  return { runDate, bundleId: kept ? bundleId : null, clients, reminders, stopped };
}

/** The reminders of a run and their interest periods, in two statements however many. */
async function writeReminders(tx: Queryable, bundleId: number, charged: readonly { row: CandidateRow; charge: ReminderCharge }[]): Promise<void> {
  if (charged.length === 0) return;
  const column = <T>(value: (item: { row: CandidateRow; charge: ReminderCharge }) => T) => charged.map(value);
  const made = await tx.query<{ id: number; invoice_id: number; reminder_type: string }>(
    `INSERT INTO reminder (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reminder_due_date,
                           invoice_amount_ore, invoice_rest_amount_ore, fee_ore, interest_ore, sum_ore, interest_from, interest_until,
                           currency_code, language_code, kid, our_ref, your_ref, customer_email, is_eu_fee, shipment_type, shipment_code,
                           is_valid, status)
     SELECT $1::bigint, c.client_id, c.customer_id, c.invoice_id, CASE c.reminder_type WHEN 'REMINDER1' THEN $2 ELSE $3 END, c.reminder_type,
            c.due, c.amount, c.rest, c.fee, c.interest, c.sum, c.interest_from, c.interest_until, c.currency, c.language, c.kid, c.our_ref,
            c.your_ref, CASE WHEN c.shipment = 'EMAIL' THEN c.email END, c.eu_fee, c.shipment, left(c.shipment, 1), true, 'Pending'
       FROM unnest($4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::date[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[],
                   $13::bigint[], $14::date[], $15::date[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[],
                   $22::boolean[], $23::text[])
            AS c (client_id, customer_id, invoice_id, reminder_type, due, amount, rest, fee, interest, sum, interest_from, interest_until,
                  currency, language, kid, our_ref, your_ref, email, eu_fee, shipment)
     RETURNING id::float8 AS id, invoice_id::float8 AS invoice_id, reminder_type`,
    [
      bundleId, RUN_REMINDER_CODE.REMINDER1, RUN_REMINDER_CODE.REMINDER2,
      column((c) => c.row.client_id), column((c) => c.row.customer_id), column((c) => c.row.invoice_id), column((c) => c.row.reminder_type),
      column((c) => c.charge.dueDate), column((c) => c.row.amount_inc_tax_ore), column((c) => c.row.rest_amount_ore), column((c) => c.charge.fee),
      column((c) => c.charge.interest.total), column((c) => c.charge.sum), column((c) => c.charge.interest.from),
      column((c) => (c.charge.interest.from === null ? null : c.charge.interest.until)), column((c) => c.row.currency_code),
      column((c) => c.row.language_code), column((c) => c.row.kid), column((c) => c.row.our_ref), column((c) => c.row.your_ref),
      column((c) => c.row.customer_email), column((c) => c.row.is_eu_fee), column((c) => c.row.shipment_type),
    ],
  );
  const idOf = new Map(made.map((r) => [`${r.invoice_id}:${r.reminder_type}`, r.id]));
  await writeInterestPeriods(
    tx,
    charged.map((c) => ({ reminderId: idOf.get(`${c.row.invoice_id}:${c.row.reminder_type}`)!, periods: c.charge.interest.periods })),
  );
}
/** The read paths a run announces: the bundle lists and badge, and the day's bundle. */
export const reminderRunPaths = (outcome: ReminderRunOutcome): string[] =>
  outcome.reminders + outcome.stopped === 0 ? [] : outcome.bundleId === null ? [...REMINDER_LIST_PATHS] : reminderBundlePaths(outcome.bundleId);

/** Today in Oslo, the day a run started now is for. */
export const osloToday = (now = new Date()): string => isoText(osloClock(now));

/** One run through commitChange (one transaction, the audit row, then the announcement). */
export function runRemindersCommitted(services: { readonly db: Database; readonly bus: ChangeBus }, runDate: string, clientIds: readonly number[] | null = null) {
  return commitChange(services, (tx) => runReminders(tx, runDate, clientIds), reminderRunPaths);
}

/** The daily job 'reminders.run' (key: the Oslo day), run outside any request with no officer. */
export const reminderRunJob: JobHandler = async (job, db, { bus }) => {
  const day = (job.payload as { day?: unknown } | null)?.day;
  const runDate = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : job.key;
  return runInOperation({ api: 'jobs', operation: 'runReminders', officerId: null, sessionId: null, request: [] }, () =>
    runRemindersCommitted({ db, bus }, runDate),
  );
};

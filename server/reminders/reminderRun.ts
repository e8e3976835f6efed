import { isoText } from '../../src/domain/dates/calendarDay';
import { osloClock } from '../../src/domain/dates/osloClock';
import { HOME_COUNTRY, STOP_REASON } from '../../src/domain/reminders/reminderExclusion';
import { MIN_REMINDER_DUE_DAYS, ratePeriodsUntil, RUN_REMINDER_CODE, runReminderFee } from '../../src/domain/reminders/reminderRun';
import { REMINDER_RULE_TYPES } from '../../src/domain/reminderRules/reminderRules';
import { runInOperation } from '../audit/auditScope';
import type { Database, Queryable } from '../db/database';
import type { JobHandler } from '../jobs/jobRunner';
import type { ChangeBus } from '../realtime/changeBus';
import { commitChange } from '../realtime/committedChange';
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
  WHEN 'SKIP_FOREIGN_ADDRESSES' THEN upper(c.country_code) <> $7
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
 * (REMINDER2, see src/domain/reminders/reminderRun.ts); stops each candidate the client's first matching rule
 * (by rule id) excludes, with its reason; makes a reminder of every other one, with the capped fee, the
 * interest at the forsinkelsesrente of each half-year and the due date at least 14 days out.
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
         cu.shipment_type AS customer_shipment, coalesce(cu.invoice_email, cu.email) AS customer_email
    FROM due d JOIN customer cu ON cu.id = d.customer_id
),
judged AS (
  SELECT c.*, (SELECT r.rule_type FROM reminder_rule r WHERE r.client_id = c.client_id AND ${RULE_STOPS} ORDER BY r.id LIMIT 1) AS stop_type
    FROM cand c
),
rates AS (
  SELECT * FROM unnest($4::date[], $5::date[], $6::int[]) AS t(from_day, until_day, basis_points)
),
stopped AS (
  INSERT INTO reminder_stopped (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reason)
  SELECT $2::bigint, j.client_id, j.customer_id, j.invoice_id,
         CASE j.reminder_type WHEN 'REMINDER1' THEN $8 ELSE $9 END, j.reminder_type,
         (SELECT reason FROM unnest($10::text[], $11::text[]) AS s(rule_type, reason) WHERE s.rule_type = j.stop_type)
    FROM judged j WHERE j.stop_type IS NOT NULL
  RETURNING 1
),
charged AS (
  SELECT j.*,
         CASE j.reminder_type WHEN 'REMINDER1' THEN $12::bigint ELSE $13::bigint END AS fee_ore,
         (SELECT coalesce(floor((2 * greatest(j.invoice_part_ore, 0)::numeric * sum(rt.basis_points::bigint *
                   greatest(0, least(rt.until_day, $1::date) - greatest(rt.from_day, j.due_date + 1) + 1)) + 3650000) / 7300000), 0)
            FROM rates rt)::bigint AS interest_ore,
         CASE WHEN j.customer_shipment IN ('EMAIL', 'EHF') AND j.customer_email IS NOT NULL THEN 'EMAIL'
              WHEN j.customer_shipment = 'EFAKTURA' THEN 'EFAKTURA' ELSE 'PAPER' END AS shipment_type
    FROM judged j WHERE j.stop_type IS NULL
),
made AS (
  INSERT INTO reminder (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reminder_due_date,
                        invoice_amount_ore, invoice_rest_amount_ore, fee_ore, interest_ore, sum_ore, currency_code, language_code,
                        kid, our_ref, your_ref, customer_email, is_eu_fee, shipment_type, shipment_code, is_valid, status)
  SELECT $2::bigint, c.client_id, c.customer_id, c.invoice_id,
         CASE c.reminder_type WHEN 'REMINDER1' THEN $8 ELSE $9 END, c.reminder_type,
         $1::date + greatest($14::int, c.days_reminder_b),
         c.amount_inc_tax_ore, c.rest_amount_ore, c.fee_ore, c.interest_ore, c.rest_amount_ore + c.fee_ore + c.interest_ore,
         c.currency_code, CASE WHEN c.customer_language = 'EN' THEN 'EN' ELSE 'NO' END,
         c.kid, c.our_ref, c.your_ref, CASE WHEN c.shipment_type = 'EMAIL' THEN c.customer_email END,
         upper(c.country_code) <> $7, c.shipment_type, left(c.shipment_type, 1), true, 'Pending'
    FROM charged c
  RETURNING 1
)
SELECT (SELECT count(*)::int FROM claimed) AS clients, (SELECT count(*)::int FROM made) AS reminders,
       (SELECT count(*)::int FROM stopped) AS stopped`;

/**
 * Runs the reminders of `runDate` inside the caller's transaction (see RUN_SQL). The day's bundle is the one
 * made by the run for that day (made_by_run), created when missing; a bundle left empty is removed again, and
 * one that was archived is pending again when the run added reminders to it. `clientIds` limits the run (tests).
 */
export async function runReminders(tx: Queryable, runDate: string, clientIds: readonly number[] | null = null): Promise<ReminderRunOutcome> {
  const [bundle] = await tx.query<{ id: number }>(
    `INSERT INTO reminder_bundle (run_date, created_date, status, made_by_run) VALUES ($1::date, now(), 'PENDING', true)
     ON CONFLICT (run_date) WHERE made_by_run DO UPDATE SET made_by_run = true
     RETURNING id::int`,
    [runDate],
  );
  const bundleId = bundle!.id;
  const rates = ratePeriodsUntil(runDate);
  const [counts] = await tx.query<{ clients: number; reminders: number; stopped: number }>(RUN_SQL, [
    runDate,
    bundleId,
    clientIds,
    rates.map((r) => r.from),
    rates.map((r) => r.until),
    rates.map((r) => r.basisPoints),
    HOME_COUNTRY,
    RUN_REMINDER_CODE.REMINDER1,
    RUN_REMINDER_CODE.REMINDER2,
    [...REMINDER_RULE_TYPES],
    REMINDER_RULE_TYPES.map((type) => STOP_REASON[type]),
    runReminderFee('REMINDER1', runDate),
    runReminderFee('REMINDER2', runDate),
    MIN_REMINDER_DUE_DAYS,
  ]);
  const { clients, reminders, stopped } = counts!;
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

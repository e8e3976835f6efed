import { isoText } from '../../src/domain/dates/calendarDay';
import { osloClock } from '../../src/domain/dates/osloClock';
import { lateChargeRulesFrom, type LateChargeRules } from '../../src/domain/reminders/lateCharges';
import { RUN_REMINDER_CODE, type ReminderCharge } from '../../src/domain/reminders/reminderRun';
import { runInOperation } from '../audit/auditScope';
import type { Database, Queryable } from '../db/database';
import type { JobHandler } from '../jobs/jobRunner';
import type { ChangeBus } from '../realtime/changeBus';
import { commitChange } from '../realtime/committedChange';
import { readLegalRules } from '../rules/legalRuleTables';
import { judgeCandidates, readCandidates, type CandidateRow } from './reminderCandidates';
import { ruleNotes } from './reminderCharges';
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
 * Runs the reminders of `runDate` inside the caller's transaction: claims (client, day) in reminder_run for every
 * active client not run that day (so a second run the same day finds no client to run), reads their candidates
 * (reminderCandidates.ts), lets the legal clock decide which are due, writes the stopped ones with their rule's
 * reason and the reminders charged by chargeReminder with their interest periods and the rule rows they used. The
 * day's bundle is the one made by the run for that day (made_by_run), created when missing; a bundle left empty
 * is removed again, and one that was archived is pending again when the run added reminders to it. `clientIds`
 * limits the run (tests); the rules are the database's unless given.
 */
export async function runReminders(
  tx: Queryable,
  runDate: string,
  clientIds: readonly number[] | null = null,
  givenRules: LateChargeRules | null = null,
): Promise<ReminderRunOutcome> {
  const legalRows = await readLegalRules(tx);
  const rules = givenRules ?? lateChargeRulesFrom(legalRows);
  const [bundle] = await tx.query<{ id: number }>(
    `INSERT INTO reminder_bundle (run_date, created_date, status, made_by_run) VALUES ($1::date, now(), 'PENDING', true)
     ON CONFLICT (run_date) WHERE made_by_run DO UPDATE SET made_by_run = true
     RETURNING id::int`,
    [runDate],
  );
  const bundleId = bundle!.id;
  const claimed = (
    await tx.query<{ client_id: number }>(
      `INSERT INTO reminder_run (run_date, client_id, bundle_id)
       SELECT $1::date, c.id, $2::bigint FROM client c WHERE c.is_active AND ($3::int[] IS NULL OR c.id = ANY($3::int[]))
       ON CONFLICT DO NOTHING
       RETURNING client_id`,
      [runDate, bundleId, clientIds],
    )
  ).map((row) => row.client_id);
  const { stopped, reminded } = judgeCandidates(await readCandidates(tx, runDate, claimed), runDate, rules, legalRows);
  await writeStopped(tx, bundleId, stopped);
  await writeReminders(tx, bundleId, reminded);
  const reminders = reminded.length;
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
  return { runDate, bundleId: kept ? bundleId : null, clients: claimed.length, reminders, stopped: stopped.length };
}

/** The candidates a client's rules stop, with the rule's reason, in one statement. */
async function writeStopped(tx: Queryable, bundleId: number, stopped: readonly CandidateRow[]): Promise<void> {
  if (stopped.length === 0) return;
  await tx.query(
    `INSERT INTO reminder_stopped (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reason)
     SELECT $1::bigint, s.client_id, s.customer_id, s.invoice_id, CASE s.reminder_type WHEN 'REMINDER1' THEN $2 ELSE $3 END, s.reminder_type, s.reason
       FROM unnest($4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::text[]) AS s (client_id, customer_id, invoice_id, reminder_type, reason)`,
    [
      bundleId, RUN_REMINDER_CODE.REMINDER1, RUN_REMINDER_CODE.REMINDER2, stopped.map((r) => r.client_id), stopped.map((r) => r.customer_id),
      stopped.map((r) => r.invoice_id), stopped.map((r) => r.reminder_type), stopped.map((r) => r.stop_reason),
    ],
  );
}

/** The reminders of a run and their interest periods, in two statements however many. */
async function writeReminders(tx: Queryable, bundleId: number, charged: readonly { readonly row: CandidateRow; readonly charge: ReminderCharge }[]): Promise<void> {
  if (charged.length === 0) return;
  const column = <T>(value: (item: { row: CandidateRow; charge: ReminderCharge }) => T) => charged.map(value);
  const made = await tx.query<{ id: number; invoice_id: number; reminder_type: string }>(
    `INSERT INTO reminder (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reminder_due_date,
                           invoice_amount_ore, invoice_rest_amount_ore, fee_ore, interest_ore, sum_ore, interest_from, interest_until,
                           currency_code, language_code, kid, our_ref, your_ref, customer_email, is_eu_fee, shipment_type, shipment_code,
                           is_valid, status, fee_rule_id, rule_notes)
     SELECT $1::bigint, c.client_id, c.customer_id, c.invoice_id, CASE c.reminder_type WHEN 'REMINDER1' THEN $2 ELSE $3 END, c.reminder_type,
            c.due, c.amount, c.rest, c.fee, c.interest, c.sum, c.interest_from, c.interest_until, c.currency, c.language, c.kid, c.our_ref,
            c.your_ref, CASE WHEN c.shipment = 'EMAIL' THEN c.email END, c.eu_fee, c.shipment, left(c.shipment, 1), true, 'Pending',
            c.fee_rule_id, c.notes
       FROM unnest($4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::date[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[],
                   $13::bigint[], $14::date[], $15::date[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[],
                   $22::boolean[], $23::text[], $24::bigint[], $25::text[])
            AS c (client_id, customer_id, invoice_id, reminder_type, due, amount, rest, fee, interest, sum, interest_from, interest_until,
                  currency, language, kid, our_ref, your_ref, email, eu_fee, shipment, fee_rule_id, notes)
     RETURNING id::float8 AS id, invoice_id::float8 AS invoice_id, reminder_type`,
    [
      bundleId, RUN_REMINDER_CODE.REMINDER1, RUN_REMINDER_CODE.REMINDER2,
      column((c) => c.row.client_id), column((c) => c.row.customer_id), column((c) => c.row.invoice_id), column((c) => c.row.reminder_type),
      column((c) => c.charge.dueDate), column((c) => c.row.amount_inc_tax_ore), column((c) => c.row.rest_amount_ore), column((c) => c.charge.fee),
      column((c) => c.charge.interest.total), column((c) => c.charge.sum), column((c) => c.charge.interest.from),
      column((c) => (c.charge.interest.from === null ? null : c.charge.interest.until)), column((c) => c.row.currency_code),
      column((c) => c.row.language_code), column((c) => c.row.kid), column((c) => c.row.our_ref), column((c) => c.row.your_ref),
      column((c) => c.row.customer_email), column((c) => c.row.is_eu_fee), column((c) => c.row.shipment_type),
      column((c) => c.charge.feeRuleId), column((c) => ruleNotes(c.charge)),
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

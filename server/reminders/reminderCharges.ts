import type { LateChargeRules } from '../../src/domain/reminders/lateCharges';
import type { PrincipalReduction } from '../../src/domain/reminders/lateInterest';
import { chargeReminder, type ReminderCandidate, type ReminderCharge } from '../../src/domain/reminders/reminderRun';
import type { Queryable } from '../db/database';
import { readLateChargeRules } from '../rules/legalRuleTables';
import { writeInterestPeriods } from './reminderInterestPeriods';

/**
 * What a reminder's charge is computed from, read from the ledger of the invoice `i` (with its due date and
 * last day charged): the principal parts paid since that day, and the fees charged before with the due date
 * of the last reminder that charged one. The run reads it for its candidates, the dispatch again just before a
 * reminder goes out.
 */
export const chargeBasisColumns = (invoice: string) => `
  to_char(${invoice}.interest_charged_until, 'YYYY-MM-DD') AS interest_charged_until,
  (SELECT json_agg(json_build_object('date', to_char(p.journal_date, 'YYYY-MM-DD'), 'amount', -p.invoice_part_ore))
     FROM post p WHERE p.invoice_id = ${invoice}.id AND p.type = 'PAYMENT' AND p.invoice_part_ore < 0
      AND p.journal_date > coalesce(${invoice}.interest_charged_until, ${invoice}.due_date)) AS reductions,
  (SELECT count(*)::int FROM post p WHERE p.invoice_id = ${invoice}.id AND p.type = 'REMINDER_FEE') AS fees_before,
  (SELECT to_char(max(r.reminder_due_date), 'YYYY-MM-DD') FROM post p JOIN reminder r ON r.id = p.reminder_id
    WHERE p.invoice_id = ${invoice}.id AND p.type = 'REMINDER_FEE') AS last_fee_due`;

/** A row with the invoice's state and the columns of chargeBasisColumns. */
export interface ChargeBasisRow {
  due_date: string;
  rest_amount_ore: number;
  invoice_part_ore: number;
  days_reminder_b: number;
  interest_charged_until: string | null;
  reductions: PrincipalReduction[] | string | null;
  fees_before: number;
  last_fee_due: string | null;
}

export function candidateOf(row: ChargeBasisRow): ReminderCandidate {
  const reductions = typeof row.reductions === 'string' ? (JSON.parse(row.reductions) as PrincipalReduction[]) : row.reductions;
  return {
    dueDate: row.due_date,
    restAmount: row.rest_amount_ore,
    principal: row.invoice_part_ore,
    reductions: reductions ?? [],
    interestChargedUntil: row.interest_charged_until,
    feesChargedBefore: row.fees_before,
    lastFeeReminderDueDate: row.last_fee_due,
    clientDueDays: row.days_reminder_b,
  };
}

/** A charge's notes as the reminder keeps them (one line each), or null when there are none. */
export const ruleNotes = (charge: ReminderCharge): string | null => (charge.notes.length === 0 ? null : charge.notes.join('\n'));

export interface RechargeResult {
  /** Reminders whose invoice has nothing left to pay: they are not sent. */
  readonly settled: ReadonlySet<number>;
  /** Reminders whose amounts were computed again and changed (a payment came after the run). */
  readonly changed: ReadonlySet<number>;
}

/**
 * Computes approved reminders' charges again from the ledger as it is now, in the caller's transaction (the
 * dispatch's, with the reminders locked): a payment registered after the run (often with an earlier bank
 * date) lowers the rest and the interest the reminder may ask for. The interest still runs to the run day and
 * the due date stays. A reminder whose figures changed is rewritten with its interest periods, so its
 * document asks for what will be booked.
 */
export async function rechargeApprovedReminders(tx: Queryable, reminderIds: readonly number[], givenRules: LateChargeRules | null = null): Promise<RechargeResult> {
  const settled = new Set<number>();
  const changed = new Set<number>();
  if (reminderIds.length === 0) return { settled, changed };
  const rules = givenRules ?? (await readLateChargeRules(tx));
  const rows = await tx.query<ChargeBasisRow & {
    id: number; run_date: string; fee: number; interest: number; rest: number; reminder_due_date: string; open: boolean;
  }>(
    `SELECT r.id::float8 AS id, to_char(b.run_date, 'YYYY-MM-DD') AS run_date, r.fee_ore::float8 AS fee, r.interest_ore::float8 AS interest,
            r.invoice_rest_amount_ore::float8 AS rest, to_char(r.reminder_due_date, 'YYYY-MM-DD') AS reminder_due_date,
            to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.rest_amount_ore::float8 AS rest_amount_ore, i.invoice_part_ore::float8 AS invoice_part_ore,
            0 AS days_reminder_b, NOT i.is_settled AND i.rest_amount_ore > 0 AS open, ${chargeBasisColumns('i')}
       FROM reminder r JOIN reminder_bundle b ON b.id = r.bundle_id JOIN invoice i ON i.id = r.invoice_id
      WHERE r.id = ANY($1::bigint[])`,
    [reminderIds],
  );
  const rewrites: { id: number; charge: ReminderCharge; rest: number }[] = [];
  for (const row of rows) {
    if (!row.open) {
      settled.add(row.id);
      continue;
    }
    const charge = chargeReminder(candidateOf(row), row.run_date, rules);
    if (charge.fee !== row.fee || charge.interest.total !== row.interest || row.rest_amount_ore !== row.rest) {
      changed.add(row.id);
      rewrites.push({ id: row.id, charge, rest: row.rest_amount_ore });
    }
  }
  if (rewrites.length > 0) {
    await tx.query(
      `UPDATE reminder r SET invoice_rest_amount_ore = u.rest, fee_ore = u.fee, interest_ore = u.interest, sum_ore = u.rest + u.fee + u.interest,
              interest_from = u.interest_from, interest_until = u.interest_until, fee_rule_id = u.fee_rule_id, rule_notes = u.notes
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::date[], $6::date[], $7::bigint[], $8::text[])
              AS u (id, rest, fee, interest, interest_from, interest_until, fee_rule_id, notes)
        WHERE r.id = u.id`,
      [
        rewrites.map((w) => w.id), rewrites.map((w) => w.rest), rewrites.map((w) => w.charge.fee), rewrites.map((w) => w.charge.interest.total),
        rewrites.map((w) => w.charge.interest.from), rewrites.map((w) => (w.charge.interest.from === null ? null : w.charge.interest.until)),
        rewrites.map((w) => w.charge.feeRuleId), rewrites.map((w) => ruleNotes(w.charge)),
      ],
    );
    await tx.query('DELETE FROM reminder_interest_period WHERE reminder_id = ANY($1::bigint[])', [rewrites.map((w) => w.id)]);
    await writeInterestPeriods(tx, rewrites.map((w) => ({ reminderId: w.id, periods: w.charge.interest.periods })));
  }
  return { settled, changed };
}

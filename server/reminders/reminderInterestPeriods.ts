import type { InterestPeriod } from '../../src/domain/reminders/lateInterest';
import type { Queryable } from '../db/database';

/** The interest periods of reminders, as charged (lateInterest.ts): written with the reminder, read by its document. */
export async function writeInterestPeriods(tx: Queryable, reminders: readonly { reminderId: number; periods: readonly InterestPeriod[] }[]): Promise<void> {
  const rows = reminders.flatMap(({ reminderId, periods }) => periods.map((period, index) => ({ reminderId, seq: index + 1, ...period })));
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO reminder_interest_period (reminder_id, seq, from_date, to_date, days, year_days, principal_ore, basis_points, interest_ore, rule_id)
     SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::date[], $4::date[], $5::int[], $6::smallint[], $7::bigint[], $8::int[], $9::bigint[], $10::bigint[])`,
    [
      rows.map((r) => r.reminderId), rows.map((r) => r.seq), rows.map((r) => r.from), rows.map((r) => r.to), rows.map((r) => r.days),
      rows.map((r) => r.yearDays), rows.map((r) => r.principal), rows.map((r) => r.basisPoints), rows.map((r) => r.interest), rows.map((r) => r.ruleId),
    ],
  );
}

/** A reminder's interest periods in order. */
export async function readInterestPeriods(db: Queryable, reminderId: number): Promise<InterestPeriod[]> {
  return db.query<InterestPeriod>(
    `SELECT to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to", days, year_days::int AS "yearDays",
            principal_ore::float8 AS principal, basis_points AS "basisPoints", interest_ore::float8 AS interest, rule_id::int AS "ruleId"
       FROM reminder_interest_period WHERE reminder_id = $1 ORDER BY seq`,
    [reminderId],
  );
}

/** The sources of the rates a reminder's interest was charged at, one per rule row, in period order. */
export async function readInterestSources(db: Queryable, reminderId: number): Promise<{ from: string; basisPoints: number; text: string; url: string | null }[]> {
  return db.query(
    `SELECT to_char(l.valid_from, 'YYYY-MM-DD') AS "from", l.value::int AS "basisPoints", l.source_text AS text, l.source_url AS url
       FROM legal_rule l WHERE l.id IN (SELECT p.rule_id FROM reminder_interest_period p WHERE p.reminder_id = $1)
      ORDER BY l.valid_from`,
    [reminderId],
  );
}

import { bookReminderCharge, REMINDER_SENT_EVENT, reminderPosts, type BookedReminderType } from '../../src/domain/reminders/reminderBooking';
import type { Queryable } from '../db/database';
import { nextPostJournalNumbers } from '../ledger/journalNumbers';

interface BookingRow {
  id: number;
  invoice_id: number;
  client_id: number;
  customer_id: number;
  invoice_nr: number;
  reminder_type: BookedReminderType;
  fee: number;
  interest: number;
  interest_until: string | null;
  invoice_part: number;
  interest_part: number;
  fee_part: number;
  fee_rule_id: number | null;
  interest_rule_ids: number[] | null;
}

export interface BookedLedgers {
  readonly clientIds: readonly number[];
  readonly customerIds: readonly number[];
  readonly invoiceIds: readonly number[];
}

/**
 * Books sent reminders on their invoices (issue 40), in the caller's transaction, the one that marks them
 * SENT, so each is booked exactly once: its fee and interest become the invoice's fee and interest parts
 * (src/domain/reminders/reminderBooking.ts) and posts of the customer's ledger ('Purregebyr',
 * 'Forsinkelsesrente') under one journal number of the client, the invoice remembers the last day interest was
 * charged for, and Historikk gets the reminder's event with its document. Clients are locked before invoices,
 * in id order, as a payment registration locks them, so the two queue instead of deadlocking.
 * Returns the clients, customers and invoices whose ledgers changed, for the read paths to announce.
 */
export async function bookSentReminders(tx: Queryable, reminderIds: readonly number[], bookedOn: string): Promise<BookedLedgers> {
  if (reminderIds.length === 0) return { clientIds: [], customerIds: [], invoiceIds: [] };
  const clientIds = (
    await tx.query<{ id: number }>(
      `SELECT c.id FROM client c WHERE c.id IN (SELECT r.client_id FROM reminder r WHERE r.id = ANY($1::bigint[])) ORDER BY c.id FOR UPDATE OF c`,
      [reminderIds],
    )
  ).map((row) => Number(row.id));
  const rows = await tx.query<BookingRow>(
    `SELECT r.id::float8 AS id, i.id::float8 AS invoice_id, r.client_id, r.customer_id::float8 AS customer_id, i.jour_nr::float8 AS invoice_nr,
            r.reminder_type, r.fee_ore::float8 AS fee, r.interest_ore::float8 AS interest, to_char(r.interest_until, 'YYYY-MM-DD') AS interest_until,
            i.invoice_part_ore::float8 AS invoice_part, i.interest_part_ore::float8 AS interest_part, i.fee_part_ore::float8 AS fee_part,
            r.fee_rule_id::int AS fee_rule_id,
            (SELECT array_agg(DISTINCT p.rule_id::int ORDER BY p.rule_id::int) FROM reminder_interest_period p
              WHERE p.reminder_id = r.id AND p.rule_id IS NOT NULL) AS interest_rule_ids
       FROM reminder r JOIN invoice i ON i.id = r.invoice_id
      WHERE r.id = ANY($1::bigint[])
      ORDER BY i.id, r.id
        FOR UPDATE OF i`,
    [reminderIds],
  );
  const journal = await nextPostJournalNumbers(tx, clientIds);
  const partsOf = new Map(rows.map((row) => [row.invoice_id, { invoicePart: row.invoice_part, interestPart: row.interest_part, feePart: row.fee_part }]));
  const chargedUntil = new Map<number, string>();
  const posts: { row: BookingRow; jourNr: number; type: string; text: string; amount: number; ruleIds: number[] | null }[] = [];
  const events: { row: BookingRow; invoicePart: number; interestPart: number; feePart: number }[] = [];
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const parts = bookReminderCharge(partsOf.get(row.invoice_id)!, { fee: row.fee, interest: row.interest });
    partsOf.set(row.invoice_id, parts);
    if (row.interest_until !== null && (chargedUntil.get(row.invoice_id) ?? '') < row.interest_until) chargedUntil.set(row.invoice_id, row.interest_until);
    const jourNr = journal.get(row.client_id)!;
    const booked = reminderPosts({ fee: row.fee, interest: row.interest });
    if (booked.length > 0) journal.set(row.client_id, jourNr + 1);
    // Each post names the rule rows it was computed with (issue 42): the fee's cap, the interest's rates.
    for (const post of booked) {
      const ruleIds = post.type === 'REMINDER_FEE' ? (row.fee_rule_id === null ? null : [row.fee_rule_id]) : row.interest_rule_ids;
      posts.push({ row, jourNr, ...post, ruleIds });
    }
    events.push({ row, ...parts });
  }
  const invoices = [...partsOf.entries()];
  await tx.query(
    `UPDATE invoice i SET invoice_part_ore = u.invoice_part, interest_part_ore = u.interest_part, fee_part_ore = u.fee_part,
            rest_amount_ore = u.invoice_part + u.interest_part + u.fee_part,
            interest_charged_until = CASE WHEN u.charged_until IS NULL THEN i.interest_charged_until
                                          ELSE greatest(i.interest_charged_until, u.charged_until) END
       FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::date[]) AS u (id, invoice_part, interest_part, fee_part, charged_until)
      WHERE i.id = u.id`,
    [
      invoices.map(([id]) => id), invoices.map(([, p]) => p.invoicePart), invoices.map(([, p]) => p.interestPart), invoices.map(([, p]) => p.feePart),
      invoices.map(([id]) => chargedUntil.get(id) ?? null),
    ],
  );
  if (posts.length > 0) {
    await tx.query(
      `INSERT INTO post (client_id, customer_id, invoice_id, type, text, invoice_nr, jour_nr, journal_date, reg_date, amount_ore,
                         invoice_part_ore, interest_part_ore, fee_part_ore, rest_amount_ore, reminder_id, rule_ids)
       SELECT q.client_id, q.customer_id, q.invoice_id, q.type, q.text, q.invoice_nr, q.jour_nr, $9::date, $9::date, q.amount, 0,
              CASE q.type WHEN 'LATE_INTEREST' THEN q.amount ELSE 0 END, CASE q.type WHEN 'REMINDER_FEE' THEN q.amount ELSE 0 END, 0, q.reminder_id,
              (SELECT array_agg(x::bigint) FROM jsonb_array_elements_text(q.rule_ids) AS x)
         FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[], $10::bigint[], $11::jsonb[])
              AS q (client_id, customer_id, invoice_id, type, text, invoice_nr, jour_nr, amount, reminder_id, rule_ids)`,
      [
        posts.map((p) => p.row.client_id), posts.map((p) => p.row.customer_id), posts.map((p) => p.row.invoice_id), posts.map((p) => p.type),
        posts.map((p) => p.text), posts.map((p) => p.row.invoice_nr), posts.map((p) => p.jourNr), posts.map((p) => p.amount), bookedOn,
        posts.map((p) => p.row.id), posts.map((p) => JSON.stringify(p.ruleIds ?? [])),
      ],
    );
  }
  await tx.query(
    `INSERT INTO invoice_event (invoice_id, event_date, event, amount_ore, invoice_part_ore, rest_interest_ore, rest_fees_ore, printable_id, printable_type)
     SELECT e.invoice_id, $1::date, e.event, e.amount, e.invoice_part, e.rest_interest, e.rest_fees, e.reminder_id, 'Reminder'
       FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::bigint[])
            AS e (invoice_id, event, amount, invoice_part, rest_interest, rest_fees, reminder_id)`,
    [
      bookedOn, events.map((e) => e.row.invoice_id), events.map((e) => REMINDER_SENT_EVENT[e.row.reminder_type]),
      events.map((e) => e.row.fee + e.row.interest), events.map((e) => e.invoicePart), events.map((e) => e.interestPart), events.map((e) => e.feePart),
      events.map((e) => e.row.id),
    ],
  );
  return { clientIds, customerIds: [...new Set(rows.map((row) => row.customer_id))], invoiceIds: invoices.map(([id]) => id) };
}

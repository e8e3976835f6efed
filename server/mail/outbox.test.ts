import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_STATUS_LABELS, MAIL_UNCERTAIN_ERROR } from '../../src/domain/customer/customerPageTexts';
import { DISPATCH_FAILURE_TEXTS } from '../../src/domain/production/dispatch';
import { reminderFailedText } from '../../src/domain/reminders/reminderDispatch';
import { addPendingProductions } from '../../tests/fixtures/pendingProductions';
import { addPendingReminderBundle } from '../../tests/fixtures/pendingReminderBundle';
import { loadContractResponses } from '../../tests/support/contractResponses';
import { startSmtpCapture, type SmtpCapture } from '../../tests/support/smtpCapture';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { startJobRunner, type JobRunner } from '../jobs/jobRunner';
import { PRODUCTION_DISPATCH_JOB, productionDispatchJob } from '../production/productionDispatch';
import { mailMessageId, startMailSender, type MailSender } from './mailSender';
import { claimDueMail, enqueueMail, handOver, markAbandonedUncertain, markFailed, markSent, type ClaimedMail } from './outbox';

/**
 * The outbox's states (issue 18, "every e-mail received once, even when the server is killed mid-dispatch"):
 * Pending, claimed but not begun (Sending), handed over to SMTP (Sending with handed_over_at), Sent, Failed,
 * and Uncertain for a handed-over message whose sender died. The app has no mail sender of its own, so the
 * tests play the dead sender with the outbox's functions and start a live one when they need it.
 */
const ABANDONED = 60;

let server: TestApp;
let smtp: SmtpCapture;
let sender: MailSender;
let runner: JobRunner;
let teknisk: Record<string, string>;
const announced: string[] = [];

interface Row {
  status: string;
  handed: boolean;
  attempts: number;
  last_error: string | null;
}

const rowOf = async (id: number): Promise<Row> =>
  (
    await server.db.query<Row>('SELECT status, handed_over_at IS NOT NULL AS handed, attempts, last_error FROM mail_outbox WHERE id = $1', [id])
  )[0]!;

const mail = (recipient: string, source?: { kind: 'production' | 'reminder'; id: number }) =>
  enqueueMail(server.db, { recipient, subject: 'Emne', text: 'Tekst', createdBy: 'Test', ...(source ? { source } : {}) });

/** The claimed messages among `ids` (claims every due message: the tests leave none due behind them). */
async function claim(ids: number[]): Promise<ClaimedMail[]> {
  const claimed = await claimDueMail(server.db, 1000, ABANDONED);
  expect(claimed.map((m) => m.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  return claimed;
}

/** The sender that claimed or handed over `ids` died that long ago (longer than the abandonment time). */
const abandon = (ids: number[]) =>
  server.db.query(
    `UPDATE mail_outbox SET claimed_at = claimed_at - interval '1 hour', handed_over_at = handed_over_at - interval '1 hour' WHERE id = ANY($1::bigint[])`,
    [ids],
  );

const received = (id: number) => smtp.received.filter((m) => m.messageId === mailMessageId(id)).length;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({ seed: 'small' });
  // No poll: the sender works only when a test drains it, so it never claims what a test claims itself.
  sender = startMailSender(server.db, smtp.url, undefined, { bus: server.bus, abandonedAfterSeconds: ABANDONED, pollMs: 600_000 });
  runner = startJobRunner(server.db, { handlers: { [PRODUCTION_DISPATCH_JOB]: productionDispatchJob }, bus: server.bus, pollMs: 600_000 });
  server.bus.subscribe((endPoints) => announced.push(...endPoints));
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
  teknisk = { 'x-session-token': (login.json() as { access_token: string }).access_token };
}, 240_000);
afterAll(async () => {
  await runner?.close();
  await sender?.close();
  await server?.close();
  await smtp?.close();
});

describe('outbox states', () => {
  it('claims again a message abandoned before its hand-over, and never one handed over: that one becomes Uncertain', async () => {
    const [notBegun, handed, recent] = [await mail('a@example.no'), await mail('b@example.no'), await mail('c@example.no')];
    const claimed = await claim([notBegun, handed, recent]);
    expect(await rowOf(notBegun)).toMatchObject({ status: 'Sending', handed: false });
    const byId = new Map(claimed.map((m) => [m.id, m]));
    expect(await handOver(server.db, byId.get(handed)!)).toBe(true);
    expect(await handOver(server.db, byId.get(recent)!)).toBe(true);
    expect(await rowOf(handed)).toMatchObject({ status: 'Sending', handed: true });
    await abandon([notBegun, handed]);

    // The abandoned claim not begun is claimed again, with its attempts as they were; the handed-over ones are not.
    const again = await claim([notBegun]);
    expect(await rowOf(notBegun)).toMatchObject({ status: 'Sending', handed: false, attempts: 0 });
    // The first claim is no longer this message's: a sender that still held it does not hand it over.
    expect(await handOver(server.db, byId.get(notBegun)!)).toBe(false);
    expect(await handOver(server.db, again[0]!)).toBe(true);
    // The next message's hand-over marks the connection's previous one Sent, in the same statement.
    const next = await mail('g@example.no');
    const [nextClaim] = await claim([next]);
    expect(await handOver(server.db, nextClaim!, notBegun)).toBe(true);
    expect(await rowOf(notBegun)).toMatchObject({ status: 'Sent', attempts: 1, last_error: null });
    expect(await rowOf(next)).toMatchObject({ status: 'Sending', handed: true });
    await markSent(server.db, next);
    expect(await rowOf(next)).toMatchObject({ status: 'Sent', attempts: 1 });

    // Handed over and abandoned: Uncertain, with the error; one handed over recently is its live sender's still.
    const uncertain = await server.db.transaction((tx) => markAbandonedUncertain(tx, ABANDONED));
    expect(uncertain).toEqual([{ id: handed, source: null }]);
    expect(await rowOf(handed)).toMatchObject({ status: 'Uncertain', last_error: MAIL_UNCERTAIN_ERROR });
    expect(await rowOf(recent)).toMatchObject({ status: 'Sending', handed: true });
    // Uncertain is final: not claimed again, not settled again, and a late SMTP error does not put it back in the queue.
    await abandon([handed, recent]);
    expect(await claimDueMail(server.db, 1000, ABANDONED)).toEqual([]);
    await markFailed(server.db, handed, 0, 'late');
    expect(await rowOf(handed)).toMatchObject({ status: 'Uncertain', last_error: MAIL_UNCERTAIN_ERROR });
    expect(await server.db.transaction((tx) => markAbandonedUncertain(tx, ABANDONED))).toEqual([{ id: recent, source: null }]);
    expect(MAIL_STATUS_LABELS.Uncertain).toBe('Uvisst');
  });

  it('puts a message SMTP refused back in the queue, not handed over, and fails it after the last attempt', async () => {
    const id = await mail('d@example.no');
    const [claimed] = await claim([id]);
    expect(await handOver(server.db, claimed!)).toBe(true);
    await markFailed(server.db, id, 0, '550 mailbox unavailable');
    expect(await rowOf(id)).toMatchObject({ status: 'Pending', handed: false, attempts: 1, last_error: '550 mailbox unavailable' });
    await markFailed(server.db, id, 7, '550 mailbox unavailable');
    // Only a claimed message is marked: the Pending one above stays as it was.
    expect(await rowOf(id)).toMatchObject({ status: 'Pending', attempts: 1 });
    await server.db.query("UPDATE mail_outbox SET status = 'Sending' WHERE id = $1", [id]);
    await markFailed(server.db, id, 7, '550 mailbox unavailable');
    expect(await rowOf(id)).toMatchObject({ status: 'Failed', attempts: 8 });
  });
});

describe('the sender after a crash', () => {
  it('fails the produced entry of an Uncertain e-mail for the officers, sends the one never begun, and resends on request', async () => {
    const entries = await addPendingProductions(server.db, { count: 2, shipment: 'EMAIL', where: "c.officer_id = 1 AND cu.email LIKE '%@%'" });
    expect(entries).toHaveLength(2);
    const approved = await server.app.inject({ method: 'POST', url: '/api/legacy/Production/Approve', headers: teknisk, payload: { entries } });
    expect(approved.statusCode).toBe(204);
    // The dispatch writes the e-mails; the runner has no sender to kick, so the dead sender below claims them.
    await runner.drain();
    const outbox = await server.db.query<{ id: number; entry: number }>(
      "SELECT id::int AS id, source_id::int AS entry FROM mail_outbox WHERE source_kind = 'production' AND source_id = ANY($1::bigint[]) ORDER BY source_id",
      [entries.map((e) => e.entryId)],
    );
    expect(outbox).toHaveLength(2);
    const [uncertain, notBegun] = outbox as [{ id: number; entry: number }, { id: number; entry: number }];
    const claimed = await claim([uncertain.id, notBegun.id]);
    expect(await handOver(server.db, claimed.find((m) => m.id === uncertain.id)!)).toBe(true);
    await abandon([uncertain.id, notBegun.id]);

    announced.length = 0;
    await sender.drain();
    expect(received(notBegun.id)).toBe(1);
    expect(received(uncertain.id)).toBe(0);
    expect(await rowOf(notBegun.id)).toMatchObject({ status: 'Sent' });
    expect(await rowOf(uncertain.id)).toMatchObject({ status: 'Uncertain', last_error: MAIL_UNCERTAIN_ERROR });
    const statuses = await server.db.query<{ id: number; status: string; status_text: string; sent: boolean }>(
      'SELECT id::int AS id, status, status_text, sent_at IS NOT NULL AS sent FROM production_entry WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[uncertain.entry, notBegun.entry]],
    );
    expect(statuses).toEqual([
      { id: uncertain.entry, status: 'FAILED', status_text: DISPATCH_FAILURE_TEXTS.mailUncertain, sent: false },
      { id: notBegun.entry, status: 'SENT', status_text: 'Produsert', sent: true },
    ]);
    expect(announced).toEqual(expect.arrayContaining(['Production/FailedList', 'pending/productions/failed']));
    const audit = await server.db.query<{ entries: unknown }>(
      `SELECT other_ids->'entry' AS entries FROM audit_event WHERE other_ids->'mail' @> to_jsonb(ARRAY[$1::int])`,
      [uncertain.id],
    );
    expect(audit).toEqual([{ entries: [uncertain.entry] }]);

    // The officer sees it in failed shipments with the reason, and the invoice's mail list shows the message's state.
    const failed = (
      await server.app.inject({ method: 'GET', url: '/api/legacy/Production/FailedList', headers: teknisk })
    ).json() as { entryId: number; statusText: string | null }[];
    expect(failed.find((f) => f.entryId === uncertain.entry)?.statusText).toBe(DISPATCH_FAILURE_TEXTS.mailUncertain);
    const [{ invoice_id: invoiceId }] = (await server.db.query<{ invoice_id: number }>('SELECT invoice_id::int AS invoice_id FROM production_entry WHERE id = $1', [
      uncertain.entry,
    ])) as [{ invoice_id: number }];
    const service = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/service/Invoice/${invoiceId}/Mail`,
      headers: { authorization: `Bearer ${(service.json() as { token: string }).token}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    const messages = read.json() as unknown[];
    expect((await loadContractResponses()).violations('service', 'listInvoiceMail', 200, messages)).toEqual([]);
    expect(messages).toEqual(expect.arrayContaining([expect.objectContaining({ id: uncertain.id, status: 'Uncertain', lastError: MAIL_UNCERTAIN_ERROR })]));

    // Resent by the officer: a new message of the outbox, received once; the uncertain one is kept as it was.
    const resend = await server.app.inject({
      method: 'POST',
      url: `/api/legacy/Production/Resend/${uncertain.entry}`,
      headers: teknisk,
      payload: { shipmentType: 'EMAIL' },
    });
    expect(resend.statusCode, resend.body).toBe(204);
    await runner.drain();
    await sender.drain();
    const after = await server.db.query<{ id: number; status: string }>(
      "SELECT id::int AS id, status FROM mail_outbox WHERE source_kind = 'production' AND source_id = $1 ORDER BY id",
      [uncertain.entry],
    );
    expect(after).toEqual([
      { id: uncertain.id, status: 'Uncertain' },
      { id: after[1]!.id, status: 'Sent' },
    ]);
    expect(received(after[1]!.id)).toBe(1);
    expect((await server.db.query<{ status: string }>('SELECT status FROM production_entry WHERE id = $1', [uncertain.entry]))[0]!.status).toBe('SENT');
  });

  it("gives a reminder of an Uncertain e-mail the reminder dispatch's failure, and a plain message only its own status", async () => {
    const bundle = await addPendingReminderBundle(server.db, { clients: 1, perClient: 1 });
    const reminderId = bundle.ids[0]!;
    await server.db.query("UPDATE reminder SET status = 'Sent', dispatch_status = 'SENT', shipment_status = 'Sendt', shipment_type = 'EMAIL', customer_email = 'e@example.no' WHERE id = $1", [
      reminderId,
    ]);
    const [ofReminder, plain] = [await mail('e@example.no', { kind: 'reminder', id: reminderId }), await mail('f@example.no')];
    for (const claimed of await claim([ofReminder, plain])) expect(await handOver(server.db, claimed)).toBe(true);
    await abandon([ofReminder, plain]);
    announced.length = 0;
    await sender.drain();
    expect([received(ofReminder), received(plain)]).toEqual([0, 0]);
    expect(await rowOf(ofReminder)).toMatchObject({ status: 'Uncertain' });
    expect(await rowOf(plain)).toMatchObject({ status: 'Uncertain', last_error: MAIL_UNCERTAIN_ERROR });
    const [reminder] = await server.db.query<{ dispatch_status: string; shipment_status: string }>(
      'SELECT dispatch_status, shipment_status FROM reminder WHERE id = $1',
      [reminderId],
    );
    expect(reminder).toEqual({ dispatch_status: 'FAILED', shipment_status: reminderFailedText(DISPATCH_FAILURE_TEXTS.mailUncertain) });
    expect(announced).toEqual(expect.arrayContaining([`DebtCollection/Reminders/approved/${bundle.bundleId}`]));
  });
});

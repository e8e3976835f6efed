import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates/isoDate';
import { DISPATCH_FAILURE_TEXTS } from '../../src/domain/production/dispatch';
import { REMINDER_DISPATCH_TEXTS, reminderFailedText } from '../../src/domain/reminders/reminderDispatch';
import { addPendingReminderBundle, type PendingReminderBundle } from '../../tests/fixtures/pendingReminderBundle';
import { legacyLogin as signIn } from '../../tests/support/legacyLogin';
import { startSmtpCapture, type SmtpCapture } from '../../tests/support/smtpCapture';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { startJobRunner } from '../jobs/jobRunner';
import { claimDueJobs } from '../jobs/jobs';
import { dispatchReminders, REMINDER_DISPATCH_JOB, reminderDispatchJob } from './reminderDispatch';
import { osloToday } from './reminderRun';

/**
 * Issue 19 part 6 on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): approving reminders
 * queues their dispatch in the approval's transaction; the dispatch job renders each PDF with the client's
 * reminder text (or the default one) and delivers it by its shipment, once, recording the outcome the
 * archive shows. A job whose runner died is taken again and delivers only what is still waiting.
 */

let server: TestApp;
let smtp: SmtpCapture;
let teknisk: Record<string, string>;
let fixture: PendingReminderBundle;
/** Each reminder's invoice as it stood before anything was approved. */
let invoicesBefore: Map<number, InvoiceState>;

interface InvoiceState {
  reminder_id: number;
  invoice_id: number;
  rest: number;
  part: number;
  interest: number;
  fee: number;
  charged_until: string | null;
  reminder_fee: number;
  reminder_interest: number;
  reminder_sum: number;
  run_date: string;
}

const invoiceStates = async (ids: readonly number[]) =>
  server.db.query<InvoiceState>(
    `SELECT r.id::int AS reminder_id, i.id::int AS invoice_id, i.rest_amount_ore::int AS rest, i.invoice_part_ore::int AS part,
            i.interest_part_ore::int AS interest, i.fee_part_ore::int AS fee, to_char(i.interest_charged_until, 'YYYY-MM-DD') AS charged_until,
            r.fee_ore::int AS reminder_fee, r.interest_ore::int AS reminder_interest, r.sum_ore::int AS reminder_sum,
            to_char(b.run_date, 'YYYY-MM-DD') AS run_date
       FROM reminder r JOIN invoice i ON i.id = r.invoice_id JOIN reminder_bundle b ON b.id = r.bundle_id
      WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`,
    [ids],
  );

const CLIENT_TEXT = { title: 'Betalingsvarsel fra testklienten', text: 'Dette er klientens egen purretekst for testen.' };
const DEFAULT_TEXT = 'Vi kan ikke se å ha mottatt betaling for fakturaen nedenfor.';

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/legacy/${url}`, payload, headers: teknisk });
const get = (url: string) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers: teknisk });
const serviceGet = async (url: string) => {
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
  return server.app.inject({ method: 'GET', url: `/api/service/${url}`, headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` } });
};

const pdfText = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf) })
    .toString('utf8')
    .replace(/\s+/g, ' ');

const outcomes = async (ids: readonly number[]) =>
  server.db.query<{ id: number; status: string; dispatch_status: string | null; shipment_status: string | null; sent_date: string | null; print_id: number | null }>(
    `SELECT id::int AS id, status, dispatch_status, shipment_status, to_char(sent_date, 'YYYY-MM-DD') AS sent_date, print_id::int AS print_id
       FROM reminder WHERE id = ANY($1::bigint[]) ORDER BY id`,
    [ids],
  );

const deliveries = async (ids: readonly number[]) =>
  server.db.query<{ id: number; mails: number; printed: number; network: number }>(
    `SELECT r.id::int AS id,
            (SELECT count(*)::int FROM mail_outbox m WHERE m.source_kind = 'reminder' AND m.source_id = r.id) AS mails,
            (SELECT count(*)::int FROM print_queue q WHERE q.source_kind = 'reminder' AND q.source_id = r.id) AS printed,
            (SELECT count(*)::int FROM network_outbox n WHERE n.source_kind = 'reminder' AND n.source_id = r.id) AS network
       FROM reminder r WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`,
    [ids],
  );

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({ seed: 'small', smtpUrl: smtp.url });
  teknisk = await signIn(server.app, 'teknisk', 'teknisk-demo');
  // Two clients of base 1, four reminders each: even indexes are the first client's, odd ones the second's.
  fixture = await addPendingReminderBundle(server.db, { clients: 2, perClient: 4 });
  const [first, second] = fixture.clients;
  const ids = fixture.ids;
  await server.db.query('UPDATE customer SET post_no = coalesce(nullif(post_no, \'\'), \'0150\'), country_code = \'NO\' WHERE id IN (SELECT customer_id FROM reminder WHERE id = ANY($1::bigint[]))', [ids]);
  const shipment = (index: number, type: string, email: string | null = null) =>
    server.db.query('UPDATE reminder SET shipment_type = $2, customer_email = $3, language_code = $4 WHERE id = $1', [ids[index], type, email, 'NO']);
  await shipment(0, 'EMAIL', 'kari.nordmann@example.no');
  await shipment(1, 'EMAIL', 'ikke-en-adresse');
  await shipment(2, 'PAPER');
  await shipment(3, 'EFAKTURA');
  await shipment(4, 'EFAKTURA');
  await shipment(5, 'NOSEND');
  await shipment(6, 'PAPER');
  await shipment(7, 'PAPER');
  // Reminder 3's customer has an active eFaktura agreement; reminder 4's customer none (its agreements removed).
  const [agreed] = await server.db.query<{ customer_id: number }>('SELECT customer_id::int AS customer_id FROM reminder WHERE id = $1', [ids[3]]);
  const [without] = await server.db.query<{ customer_id: number }>('SELECT customer_id::int AS customer_id FROM reminder WHERE id = $1', [ids[4]]);
  expect(agreed!.customer_id).not.toBe(without!.customer_id);
  await server.db.query("DELETE FROM customer_shipment WHERE customer_id = $1 AND shipment_type = 'EFAKTURA'", [without!.customer_id]);
  await server.db.query(
    `INSERT INTO customer_shipment (customer_id, shipment_type, label, value, address_value, created_date, created_by)
     VALUES ($1, 'EFAKTURA', 'eFaktura', 'efaktura', 'efaktura-adresse-123', now(), 'test')`,
    [agreed!.customer_id],
  );
  // The first client has its own REMINDER1 text in Norwegian; the second only the default one.
  await server.db.query('DELETE FROM reminder_text WHERE client_id = ANY($1::int[])', [[first!.id, second!.id]]);
  await server.db.query(
    `INSERT INTO reminder_text (client_id, reminder_type, reminder_label, language_code, title, text) VALUES ($1, 'REMINDER1', 'Purring', 'NO', $2, $3)`,
    [first!.id, CLIENT_TEXT.title, CLIENT_TEXT.text],
  );
  invoicesBefore = new Map((await invoiceStates(ids)).map((row) => [row.reminder_id, row]));
}, 240_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('approved reminders are sent (issue 19 part 6)', () => {
  it('queues the dispatch with the approval, delivers each reminder by its shipment once, and records the outcome', { timeout: 120_000 }, async () => {
    const ids = fixture.ids;
    const approved = ids.filter((_, index) => index !== 6);
    // Ten overlapping approvals at once: each reminder is approved, marked and queued exactly once.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: approved.slice(n % 4, (n % 4) + 4) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: approved })).statusCode).toBe(200);
    expect((await post(`DebtCollection/Reminders/${fixture.bundleId}/Reject`, { reminders: [ids[6]] })).json()).toMatchObject({ numberOfPendingReminders: 0 });
    const queued = await server.db.query<{ id: number; n: number }>(
      `SELECT x.id::int AS id, count(*)::int AS n FROM background_job j, jsonb_array_elements_text(j.payload->'reminderIds') AS x(id)
        WHERE j.kind = $1 AND x.id::bigint = ANY($2::bigint[]) GROUP BY x.id ORDER BY x.id`,
      [REMINDER_DISPATCH_JOB, ids],
    );
    expect(queued).toEqual(approved.map((id) => ({ id, n: 1 })));
    expect((await outcomes(approved)).every((row) => row.dispatch_status === 'WAITING' && row.shipment_status === REMINDER_DISPATCH_TEXTS.waiting)).toBe(true);
    expect((await outcomes([ids[6]!]))[0]).toMatchObject({ status: 'Rejected', dispatch_status: null });

    // A runner claims the jobs and dies before doing them; the next runner takes them once they are abandoned.
    const dead = await claimDueJobs(server.db, [REMINDER_DISPATCH_JOB], 100, 'dead-runner');
    expect(dead.length).toBeGreaterThan(0);
    expect(await deliveries(approved)).toEqual(approved.map((id) => ({ id, mails: 0, printed: 0, network: 0 })));
    const runner = startJobRunner(server.db, {
      handlers: { [REMINDER_DISPATCH_JOB]: reminderDispatchJob },
      bus: server.bus,
      mail: server.mail!,
      pollMs: 600_000,
      abandonedAfterSeconds: 0,
    });
    const announced = new Set<string>();
    const stopListening = server.bus.subscribe((endPoints) => endPoints.forEach((endPoint) => announced.add(endPoint)));
    try {
      // Two dispatches of the same reminders at once besides the runner: SKIP LOCKED and WAITING let one deliver each.
      const [a, b] = await Promise.all([dispatchReminders(server.db, { bus: server.bus }, approved), dispatchReminders(server.db, { bus: server.bus }, approved), runner.drain()]);
      expect(a.sent + b.sent).toBeLessThanOrEqual(4);
      await runner.drain();
    } finally {
      stopListening();
      await runner.close();
    }
    await server.mail!.drain();
    const [jobs] = await server.db.query<{ open: number }>(`SELECT count(*)::int AS open FROM background_job WHERE kind = $1 AND status <> 'Done'`, [REMINDER_DISPATCH_JOB]);
    expect(jobs!.open).toBe(0);

    const today = osloToday();
    const byId = new Map((await outcomes(ids)).map((row) => [row.id, row]));
    expect(byId.get(ids[0]!)).toMatchObject({ dispatch_status: 'SENT', shipment_status: REMINDER_DISPATCH_TEXTS.sent, sent_date: today });
    expect(byId.get(ids[1]!)).toMatchObject({ dispatch_status: 'FAILED', shipment_status: reminderFailedText(DISPATCH_FAILURE_TEXTS.invalidEmail), sent_date: null });
    expect(byId.get(ids[2]!)).toMatchObject({ dispatch_status: 'SENT', sent_date: today });
    expect(byId.get(ids[2]!)!.print_id).not.toBeNull();
    expect(byId.get(ids[3]!)).toMatchObject({ dispatch_status: 'SENT', sent_date: today });
    expect(byId.get(ids[4]!)).toMatchObject({ dispatch_status: 'FAILED', shipment_status: reminderFailedText(DISPATCH_FAILURE_TEXTS.noEfakturaAgreement) });
    expect(byId.get(ids[5]!)).toMatchObject({ dispatch_status: 'NOSEND', shipment_status: REMINDER_DISPATCH_TEXTS.nosend, sent_date: null });
    expect(byId.get(ids[6]!)).toMatchObject({ status: 'Rejected', dispatch_status: null, shipment_status: null });
    expect(byId.get(ids[7]!)).toMatchObject({ dispatch_status: 'SENT' });

    // An officer with a booked invoice or its customer open sees the booking at once: their read paths are announced.
    const booked = await server.db.query<{ invoice_id: number; customer_id: number }>(
      `SELECT invoice_id::int AS invoice_id, customer_id::int AS customer_id FROM reminder WHERE id = ANY($1::bigint[]) AND dispatch_status = 'SENT'`,
      [ids],
    );
    expect(booked.length).toBeGreaterThan(0);
    for (const { invoice_id, customer_id } of booked) {
      expect(announced).toContain(`Invoice/${invoice_id}`);
      expect(announced).toContain(`Customer/${customer_id}`);
    }

    // Exactly one delivery per sent reminder, by its shipment; none for the failed, NOSEND and rejected ones.
    const delivered = new Map((await deliveries(ids)).map((row) => [row.id, [row.mails, row.printed, row.network]]));
    expect(ids.map((id) => delivered.get(id))).toEqual([
      [1, 0, 0],
      [0, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 1, 0],
    ]);
    const [network] = await server.db.query<{ receiver: string; content: Uint8Array; network: string }>(
      "SELECT network, receiver, content FROM network_outbox WHERE source_kind = 'reminder' AND source_id = $1",
      [ids[3]],
    );
    expect(network).toMatchObject({ network: 'EFAKTURA', receiver: 'efaktura-adresse-123' });
    // The second client has no text of its own: the default REMINDER1 text in Norwegian.
    expect(pdfText(network!.content)).toContain(DEFAULT_TEXT);

    // The e-mail reached the SMTP server once, with the PDF carrying the first client's own text.
    const mails = smtp.received.filter((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '').includes('kari.nordmann@example.no'));
    expect(mails).toHaveLength(1);
    const [attachment] = mails[0]!.attachments;
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.filename).toMatch(/^Purring-\d+\.pdf$/);
    expect(mails[0]!.subject).toContain(CLIENT_TEXT.title);
    const text = pdfText(attachment!.content);
    expect(text).toContain(CLIENT_TEXT.text);
    expect(text).toContain(CLIENT_TEXT.title);

    // The archive shows each reminder's outcome.
    const archived = (await get(`DebtCollection/Reminders/approved/${fixture.bundleId}`)).json() as {
      approvedCount: number;
      rejectedCount: number;
      reminders: { id: number; shipmentStatus: string | null; sentDate: string | null }[];
    };
    expect(archived).toMatchObject({ approvedCount: 7, rejectedCount: 1 });
    const shown = new Map(archived.reminders.map((r) => [r.id, r]));
    expect(shown.get(ids[0]!)).toMatchObject({ shipmentStatus: REMINDER_DISPATCH_TEXTS.sent, sentDate: today });
    expect(shown.get(ids[4]!)!.shipmentStatus).toBe(reminderFailedText(DISPATCH_FAILURE_TEXTS.noEfakturaAgreement));

    // Running the jobs' work again sends nothing more.
    expect(await dispatchReminders(server.db, { bus: server.bus }, approved)).toEqual({ sent: 0, failed: 0, nosend: 0 });
    expect((await deliveries(ids)).reduce((sum, row) => sum + row.mails + row.printed + row.network, 0)).toBe(4);
  });

  it('books what each sent reminder asks for on its invoice, once, and nothing for the ones not sent (issue 40)', async () => {
    const ids = fixture.ids;
    const sent = [ids[0]!, ids[2]!, ids[3]!, ids[7]!];
    const notSent = [ids[1]!, ids[4]!, ids[5]!, ids[6]!];
    const after = new Map((await invoiceStates(ids)).map((row) => [row.reminder_id, row]));
    for (const id of sent) {
      const before = invoicesBefore.get(id)!;
      const now = after.get(id)!;
      // The dispatch computed the reminder again (nothing was paid since), then booked exactly its fee and interest.
      expect(now.reminder_fee).toBe(before.reminder_fee);
      expect(now.reminder_interest).toBe(before.reminder_interest);
      expect(now).toMatchObject({
        part: before.part,
        fee: before.fee + now.reminder_fee,
        interest: before.interest + now.reminder_interest,
        rest: before.rest + now.reminder_fee + now.reminder_interest,
        charged_until: now.reminder_interest > 0 ? now.run_date : before.charged_until,
      });
      // What the reminder asks for is what the ledger now says is owed on the invoice.
      expect(now.reminder_sum).toBe(now.rest);
    }
    for (const id of notSent) expect(after.get(id)).toEqual(invoicesBefore.get(id));

    const posts = await server.db.query<{ reminder_id: number; type: string; text: string; amount: number; jour_nr: number; rest: number }>(
      `SELECT reminder_id::int, type, text, amount_ore::int AS amount, jour_nr::int, rest_amount_ore::int AS rest FROM post
        WHERE reminder_id = ANY($1::bigint[]) ORDER BY reminder_id, type`,
      [ids],
    );
    expect([...new Set(posts.map((p) => p.reminder_id))].every((id) => sent.includes(id))).toBe(true);
    for (const id of sent) {
      const own = posts.filter((p) => p.reminder_id === id);
      const state = after.get(id)!;
      expect(own.map((p) => [p.type, p.text, p.amount, p.rest])).toEqual([
        ...(state.reminder_interest > 0 ? [['LATE_INTEREST', 'Forsinkelsesrente', state.reminder_interest, 0]] : []),
        ...(state.reminder_fee > 0 ? [['REMINDER_FEE', 'Purregebyr', state.reminder_fee, 0]] : []),
      ]);
      // One journal number per reminder, above the imported posts.
      expect(new Set(own.map((p) => p.jour_nr)).size).toBeLessThanOrEqual(1);
      own.forEach((p) => expect(p.jour_nr).toBeGreaterThanOrEqual(5_000_000));
    }

    // Historikk: the reminder's event with what it booked and its document, which opens as a PDF; the e-mail under 'Sendt e-post'.
    const emailed = after.get(ids[0]!)!;
    const events = (await serviceGet(`Invoice/${emailed.invoice_id}/Events`)).json() as { event: string; amount: number; restFees: number; restInterest: number; saldo: number; printable: { id: number; type: string } | null }[];
    const event = events.find((e) => e.printable?.type === 'Reminder' && e.printable.id === ids[0]);
    expect(event).toMatchObject({ event: 'Purring sendt', amount: (emailed.reminder_fee + emailed.reminder_interest) / 100, restFees: emailed.fee / 100, restInterest: emailed.interest / 100 });
    expect(events.at(-1)!.saldo).toBe(emailed.rest / 100);
    const document = await get(`Document/Reminder/${ids[0]}`);
    expect(document.statusCode).toBe(200);
    const text = pdfText(document.rawPayload);
    expect(text).toContain('Renteperiode');
    expect(text).toContain('forsinkelsesrenteloven');
    const [mail] = await server.db.query<{ invoice_id: number; text: string }>(
      "SELECT invoice_id::int, body_text AS text FROM mail_outbox WHERE source_kind = 'reminder' AND source_id = $1",
      [ids[0]],
    );
    expect(mail!.invoice_id).toBe(emailed.invoice_id);
    if (emailed.reminder_interest > 0) expect(mail!.text).toContain('Forsinkelsesrente');

    // Paying exactly the reminder's 'Å betale' settles the invoice: rest 0,00 and no credit.
    const [customer] = await server.db.query<{ client_id: number; customer_id: number }>('SELECT client_id, customer_id::int FROM invoice WHERE id = $1', [emailed.invoice_id]);
    const paid = await post('Payment/Register', {
      idempotencyKey: randomUUID(), clientId: customer!.client_id, customerId: customer!.customer_id, amount: emailed.reminder_sum / 100,
      paymentCode: 'DIR', currencyCode: 'NOK', bankDate: osloToday(),
      allocations: [{ entryId: emailed.invoice_id, allocatedInvoicePart: emailed.part / 100, allocatedInterestPart: emailed.interest / 100, allocatedFeePart: emailed.fee / 100 }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ creditAmount: 0, settledEntryIds: [emailed.invoice_id] });
    expect((await invoiceStates([ids[0]!]))[0]).toMatchObject({ rest: 0, part: 0, interest: 0, fee: 0 });
  });

  it('sends no reminder of an invoice paid since the run, and asks less of one paid in part (issue 40)', { timeout: 120_000 }, async () => {
    const bundle = await addPendingReminderBundle(server.db, { clients: 3, perClient: 6 });
    const [paidInFull, paidInPart] = bundle.ids.slice(-2) as [number, number];
    const [full, part] = await invoiceStates([paidInFull, paidInPart]);
    expect((await post(`DebtCollection/Reminders/${bundle.bundleId}/Approve`, { reminders: [paidInFull, paidInPart] })).statusCode).toBe(200);
    const pay = async (state: InvoiceState, invoicePart: number, bankDate: string) => {
      const [owner] = await server.db.query<{ client_id: number; customer_id: number }>('SELECT client_id, customer_id::int FROM invoice WHERE id = $1', [state.invoice_id]);
      const answer = await post('Payment/Register', {
        idempotencyKey: randomUUID(), clientId: owner!.client_id, customerId: owner!.customer_id, amount: (state.fee + state.interest + invoicePart) / 100,
        paymentCode: 'DIR', currencyCode: 'NOK', bankDate,
        allocations: [{ entryId: state.invoice_id, allocatedInvoicePart: invoicePart / 100, allocatedInterestPart: state.interest / 100, allocatedFeePart: state.fee / 100 }],
      });
      expect(answer.statusCode, answer.body).toBe(201);
    };
    // Paid in full after the run; paid half the principal with a bank date 20 days before the run (it arrived late).
    await pay(full!, full!.part, osloToday());
    const half = Math.floor(part!.part / 2);
    await pay(part!, half, addDays(part!.run_date, -20));
    expect(await dispatchReminders(server.db, { bus: server.bus }, [paidInFull, paidInPart])).toMatchObject({ nosend: 1 });
    const [fullAfter, partAfter] = await invoiceStates([paidInFull, paidInPart]);
    expect((await outcomes([paidInFull]))[0]).toMatchObject({ dispatch_status: 'NOSEND', shipment_status: REMINDER_DISPATCH_TEXTS.settled });
    expect(fullAfter).toMatchObject({ rest: 0, fee: 0, interest: 0 });
    // The reminder of the part-paid invoice was computed again: the rest now, and less interest for the last 20 days.
    expect(partAfter!.reminder_sum).toBe(partAfter!.rest);
    expect(partAfter!.reminder_sum - partAfter!.reminder_fee - partAfter!.reminder_interest).toBe(part!.rest - part!.fee - part!.interest - half);
    if (part!.reminder_interest > 0) expect(partAfter!.reminder_interest).toBeLessThan(part!.reminder_interest);
  });
});

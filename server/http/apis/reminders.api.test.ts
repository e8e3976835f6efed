import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_LIST_BODY, REMINDER_LIST_SUBJECT } from '../../../src/domain/reminders/reminderTexts';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtpCapture';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let smtp: SmtpCapture;
let server: TestApp;
let teknisk: Record<string, string>;
const published: string[][] = [];

async function legacyLogin(user: string, password: string, bases?: number[]) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  const headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  if (!bases) return headers;
  const selected = await server.app.inject({ method: 'POST', url: '/api/legacy/Officer/select', payload: { bases }, headers });
  return { 'x-session-token': (selected.json() as { access_token: string }).access_token };
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({ seed: 'small', smtpUrl: smtp.url });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await legacyLogin('teknisk', 'teknisk-demo');
}, 120_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const get = (url: string, headers = teknisk) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers });
const post = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'POST', url: `/api/legacy/${url}`, payload, headers });
const put = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'PUT', url: `/api/legacy/${url}`, payload, headers });

interface Fixture {
  readonly bundleId: number;
  readonly ids: number[];
  readonly clientIds: number[];
}

/**
 * A pending reminder bundle of its own over seeded invoices: `perClient` reminders for each of the first
 * `clients` clients of base `base`, every customer confirmed (the shared seed's bundles stay as they are).
 */
const usedInvoices: number[] = [];

async function addReminderBundle(options: { clients: number; perClient: number; base?: number }): Promise<Fixture> {
  return server.db.transaction(async (tx) => {
    const clients = await tx.query<{ id: number }>('SELECT id FROM client WHERE officer_id = $1 ORDER BY id LIMIT $2', [options.base ?? 1, options.clients]);
    const clientIds = clients.map((c) => c.id);
    const [bundle] = await tx.query<{ id: number }>(
      `INSERT INTO reminder_bundle (officer_id, run_date, created_date) VALUES (1, '2026-11-20', now()) RETURNING id::int`,
    );
    const rows = await tx.query<{ id: number; customer_id: number; invoice_id: number }>(
      `INSERT INTO reminder (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reminder_due_date,
                             invoice_amount_ore, invoice_rest_amount_ore, fee_ore, interest_ore, sum_ore, shipment_type)
       SELECT $1, i.client_id, i.customer_id, i.id, 'P1', 'REMINDER1', DATE '2026-12-04', i.amount_inc_tax_ore, 10000, 3500, 100, 13600, 'PAPER'
         FROM (SELECT i.*, row_number() OVER (PARTITION BY i.client_id ORDER BY i.id) AS rn
                 FROM invoice i WHERE i.client_id = ANY($2::int[]) AND i.type = 'INVOICE' AND i.id <> ALL($4::bigint[])) i
        WHERE i.rn <= $3
        ORDER BY i.client_id, i.id
       RETURNING id::int, customer_id::int, invoice_id::int`,
      [bundle!.id, clientIds, options.perClient, usedInvoices],
    );
    usedInvoices.push(...rows.map((r) => r.invoice_id));
    // One stopped reminder with its reason, as a run records an excluded invoice.
    await tx.query(
      `INSERT INTO reminder_stopped (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reason)
       SELECT $1, r.client_id, r.customer_id, r.invoice_id, 'P1', 'REMINDER1', 'Beløpsgrense' FROM reminder r WHERE r.id = $2`,
      [bundle!.id, rows[0]!.id],
    );
    await tx.query('UPDATE customer SET is_type_confirmed = true WHERE id = ANY($1::bigint[])', [rows.map((r) => r.customer_id)]);
    return { bundleId: bundle!.id, ids: rows.map((r) => r.id), clientIds };
  });
}

async function statuses(ids: readonly number[]) {
  const rows = await server.db.query<{ status: string }>('SELECT status FROM reminder WHERE id = ANY($1::bigint[]) ORDER BY id', [ids]);
  return rows.map((row) => row.status);
}

describe('reminder reads', () => {
  it('lists the pending bundles of the seed and a pending bundle with every column, clients, stopped and shipments', async () => {
    const fixture = await addReminderBundle({ clients: 2, perClient: 3 });
    const list = (await get('DebtCollection/Reminders/pending')).json() as { bundleId: number; numberOfReminders: number }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.find((b) => b.bundleId === fixture.bundleId)).toMatchObject({ numberOfReminders: 6, runDate: '2026-11-20', sumFeeAmount: 210 });
    const response = await get(`DebtCollection/Reminders/pending/${fixture.bundleId}`);
    expect(response.statusCode).toBe(200);
    const bundle = response.json();
    expect(bundle.reminders).toHaveLength(6);
    expect(bundle.reminders[0]).toMatchObject({ status: 'Pending', feeAmount: 35, interestAmount: 1, sumAmount: 136, shipmentType: 'PAPER', isCustomerTypeConfirmed: true });
    expect(Object.keys(bundle.reminders[0])).toEqual(expect.arrayContaining(['invoiceNo', 'invoiceDate', 'invoiceDueDate', 'reminderDueDate', 'numberOfNotes', 'customerType']));
    expect(bundle.clients.map((c: { clientId: number }) => c.clientId)).toEqual(fixture.clientIds);
    expect(bundle.clients[0]).toMatchObject({ numberOfReminders: 3, sumFeeAmount: 105 });
    expect(bundle).toMatchObject({ notValidCount: 0, shipments: { paper: 6, email: 0, efaktura: 0 } });
    expect(bundle.stopped).toEqual([expect.objectContaining({ clientId: fixture.clientIds[0], reason: 'Beløpsgrense', reminderType: 'REMINDER1' })]);
    // An invalid reminder is counted, not listed.
    await server.db.query('UPDATE reminder SET is_valid = false WHERE id = $1', [fixture.ids[5]]);
    const after = (await get(`DebtCollection/Reminders/pending/${fixture.bundleId}`)).json();
    expect(after).toMatchObject({ notValidCount: 1 });
    expect(after.reminders).toHaveLength(5);
  });

  it('answers 404 for an unknown bundle and reminder, and the archive with a date filter and its limit', async () => {
    expect((await get('DebtCollection/Reminders/pending/999999')).statusCode).toBe(404);
    expect((await get('DebtCollection/Reminders/approved/999999')).statusCode).toBe(404);
    expect((await get('DebtCollection/Reminder/999999999')).statusCode).toBe(404);
    const all = (await get('DebtCollection/Reminders/approved')).json() as { bundleId: number; runDate: string }[];
    expect(all.length).toBeGreaterThan(10);
    expect(all.length).toBeLessThanOrEqual(1000);
    expect((await get('DebtCollection/Reminders/approved?maxItems=3')).json()).toHaveLength(3);
    const some = all[5]!.runDate;
    const filtered = (await get(`DebtCollection/Reminders/approved?fromDate=${some}&toDate=${some}`)).json() as { runDate: string }[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((b) => b.runDate === some)).toBe(true);
    expect((await get('DebtCollection/Reminders/approved?maxItems=1001')).statusCode).toBe(400);
    const archived = (await get(`DebtCollection/Reminders/approved/${all[0]!.bundleId}`)).json();
    expect(archived.approvedCount + archived.rejectedCount).toBe(archived.reminders.length);
    const pdf = await get(`Document/Reminder/${archived.reminders[0].id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows an officer only the reminders of the bases chosen', async () => {
    const fixture = await addReminderBundle({ clients: 1, perClient: 2, base: 3 });
    const base1 = await legacyLogin('teknisk', 'teknisk-demo', [1]);
    expect(((await get('DebtCollection/Reminders/pending', base1)).json() as { bundleId: number }[]).some((b) => b.bundleId === fixture.bundleId)).toBe(false);
    expect((await get(`DebtCollection/Reminder/${fixture.ids[0]}`, base1)).statusCode).toBe(404);
    expect((await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: [fixture.ids[0]] }, base1)).statusCode).toBe(404);
    expect(await statuses(fixture.ids)).toEqual(['Pending', 'Pending']);
  });
});

describe('reminder decisions', () => {
  it('approves and rejects, answers the remaining count, is idempotent, archives the bundle and announces the counts', async () => {
    const fixture = await addReminderBundle({ clients: 2, perClient: 2 });
    published.length = 0;
    const approve = await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: fixture.ids.slice(0, 3) });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ numberOfPendingReminders: 1, numberOfDecided: 3 });
    expect(published.flat()).toEqual(expect.arrayContaining(['pending/reminder-bundles', `DebtCollection/Reminders/pending/${fixture.bundleId}`]));
    published.length = 0;
    const again = await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: fixture.ids.slice(0, 3) });
    expect(again.json()).toEqual({ numberOfPendingReminders: 1, numberOfDecided: 0 });
    expect(published).toEqual([]);
    const reject = await post(`DebtCollection/Reminders/${fixture.bundleId}/Reject`, { reminders: fixture.ids.slice(3) });
    expect(reject.json()).toEqual({ numberOfPendingReminders: 0, numberOfDecided: 1 });
    expect(await statuses(fixture.ids)).toEqual(['Sent', 'Sent', 'Sent', 'Rejected']);
    expect((await get(`DebtCollection/Reminders/pending/${fixture.bundleId}`)).statusCode).toBe(404);
    const archived = (await get(`DebtCollection/Reminders/approved/${fixture.bundleId}`)).json();
    expect(archived).toMatchObject({ approvedCount: 3, rejectedCount: 1 });
    const audit = await server.db.query<{ operation: string }>(
      `SELECT operation FROM audit_event WHERE other_ids::text LIKE $1 AND operation IN ('approveReminders', 'rejectReminders') ORDER BY id`,
      [`%${fixture.bundleId}%`],
    );
    expect(audit.map((a) => a.operation)).toEqual(['approveReminders', 'approveReminders', 'rejectReminders']);
  });

  it('refuses ids outside the bundle whole, writing nothing', async () => {
    const fixture = await addReminderBundle({ clients: 1, perClient: 2 });
    const other = await addReminderBundle({ clients: 1, perClient: 1 });
    const response = await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: [fixture.ids[0], other.ids[0]] });
    expect(response.statusCode).toBe(404);
    expect(await statuses([...fixture.ids, ...other.ids])).toEqual(['Pending', 'Pending', 'Pending']);
    expect((await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: [] })).statusCode).toBe(400);
    expect((await post('DebtCollection/Reminders/999999/Approve', { reminders: [1] })).statusCode).toBe(404);
  });

  it('refuses to approve a reminder of an unconfirmed customer; rejecting it, or confirming the type first, works', async () => {
    const fixture = await addReminderBundle({ clients: 1, perClient: 2 });
    const [target] = await server.db.query<{ customer_id: number }>('SELECT customer_id::int FROM reminder WHERE id = $1', [fixture.ids[0]]);
    await server.db.query('UPDATE customer SET is_type_confirmed = false WHERE id = $1', [target!.customer_id]);
    const refused = await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: fixture.ids });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Bekreft kundetypen');
    expect(await statuses(fixture.ids)).toEqual(['Pending', 'Pending']);
    const confirm = await put(`DebtCollection/Reminder/${fixture.ids[0]}`, { customerType: 'Retail' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ customerType: 'Retail', isCustomerTypeConfirmed: true });
    const approved = await post(`DebtCollection/Reminders/${fixture.bundleId}/Approve`, { reminders: fixture.ids });
    expect(approved.json()).toEqual({ numberOfPendingReminders: 0, numberOfDecided: 2 });
  });

  it('50 concurrent approve requests over overlapping reminders approve each exactly once', async () => {
    const fixture = await addReminderBundle({ clients: 4, perClient: 20 });
    const ids = fixture.ids;
    expect(ids.length).toBeGreaterThanOrEqual(60);
    // Request k names a window of 20 reminders starting at 2k: most reminders are named by up to 10 requests.
    const requests = Array.from({ length: 50 }, (_, k) => ids.slice((2 * k) % ids.length, ((2 * k) % ids.length) + 20));
    const answers = await Promise.all(requests.map((window, k) => post(`DebtCollection/Reminders/${fixture.bundleId}/${k % 7 === 3 ? 'Reject' : 'Approve'}`, { reminders: window })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const decided = answers.reduce((total, answer) => total + (answer.json() as { numberOfDecided: number }).numberOfDecided, 0);
    const named = new Set(requests.flat());
    expect(decided).toBe(named.size);
    const rows = await statuses(ids);
    expect(rows.filter((s) => s !== 'Pending')).toHaveLength(named.size);
  });
});

describe('changing a reminder', () => {
  it('changes the shipment and e-mail (only with EMAIL), refusing a bad address or an e-mail without EMAIL', async () => {
    const fixture = await addReminderBundle({ clients: 1, perClient: 1 });
    const id = fixture.ids[0]!;
    const email = await put(`DebtCollection/Reminder/${id}`, { shipmentType: 'EMAIL', email: 'kunde@example.no' });
    expect(email.statusCode).toBe(200);
    expect(email.json()).toMatchObject({ shipmentType: 'EMAIL', customerEmail: 'kunde@example.no' });
    const bad = await put(`DebtCollection/Reminder/${id}`, { shipmentType: 'EMAIL', email: 'ikke en adresse' });
    expect(bad.statusCode).toBe(400);
    const notEmail = await put(`DebtCollection/Reminder/${id}`, { shipmentType: 'PAPER', email: 'kunde@example.no' });
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.json().fieldErrors[0].path).toBe('body.email');
    const paper = await put(`DebtCollection/Reminder/${id}`, { shipmentType: 'NOSEND' });
    expect(paper.json()).toMatchObject({ shipmentType: 'NOSEND' });
    expect((await put(`DebtCollection/Reminder/${id}`, {})).statusCode).toBe(400);
    expect((await put('DebtCollection/Reminder/999999999', { shipmentType: 'PAPER' })).statusCode).toBe(404);
    await post(`DebtCollection/Reminders/${fixture.bundleId}/Reject`, { reminders: [id] });
    expect((await put(`DebtCollection/Reminder/${id}`, { shipmentType: 'PAPER' })).statusCode).toBe(409);
  });
});

describe("'Send reminder list to client'", () => {
  it("mails 'Purreliste' with the client's reminder list as a PDF through the outbox", async () => {
    const fixture = await addReminderBundle({ clients: 1, perClient: 3 });
    const response = await post(`DebtCollection/Reminders/${fixture.bundleId}/SendToClient`, {
      sender: 'saksbehandler@norlink.no',
      rcpt: 'klient@example.no',
      subject: REMINDER_LIST_SUBJECT,
      mailBody: REMINDER_LIST_BODY,
      clientId: fixture.clientIds[0],
    });
    expect(response.statusCode).toBe(204);
    await server.mail!.drain();
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe('Purreliste');
    expect(mail.text).toContain('godkjenn');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`Purreliste-${fixture.bundleId}-${fixture.clientIds[0]}.pdf`);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a bad address and a client without reminders in the bundle, writing nothing', async () => {
    const fixture = await addReminderBundle({ clients: 1, perClient: 1 });
    const count = async () => ((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')) as [{ n: number }])[0].n;
    const before = await count();
    const body = { sender: 'a@norlink.no', rcpt: 'klient@example.no', subject: 'Purreliste', mailBody: 'x', clientId: fixture.clientIds[0] };
    expect((await post(`DebtCollection/Reminders/${fixture.bundleId}/SendToClient`, { ...body, rcpt: 'nei' })).statusCode).toBe(400);
    expect((await post(`DebtCollection/Reminders/${fixture.bundleId}/SendToClient`, { ...body, clientId: 1 })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

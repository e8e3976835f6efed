import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtpCapture';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { toIsoDate, addDays } from '../../../src/domain/dates/isoDate';
import { addPendingProductions } from '../../../tests/fixtures/pendingProductions';
import { DISPATCH_FAILURE_TEXTS } from '../../../src/domain/production/dispatch';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner';
import { PRODUCTION_DISPATCH_JOB, productionDispatchJob } from '../../production/productionDispatch';

let server: TestApp;
let smtp: SmtpCapture;
let runner: JobRunner;
let teknisk: Record<string, string>;
let saksbehandler: Record<string, string>;
const today = toIsoDate(new Date());

async function login(user: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  return { 'x-session-token': (response.json() as { access_token: string }).access_token };
}

const approve = (entries: { clientId: number; entryId: number }[], headers = teknisk) =>
  server.app.inject({ method: 'POST', url: '/api/legacy/Production/Approve', headers, payload: { entries } });

/** Fresh NEW entries of the seed's invoices matching `where`, due in 14 days, on `shipment`. */
const newEntries = async (count: number, shipment: 'PAPER' | 'EMAIL' | 'EHF' | 'EFAKTURA', where = 'true') =>
  (await addPendingProductions(server.db, { count, shipment, where })).map((e) => ({ ...e }));

const statusOf = async (ids: number[]) =>
  server.db.query<{ id: number; status: string; status_text: string | null; sent: boolean }>(
    'SELECT id::int AS id, status, status_text, sent_at IS NOT NULL AS sent FROM production_entry WHERE id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );

const jobsNaming = async (ids: number[]) =>
  server.db.query<{ id: number; n: number }>(
    `SELECT x.id::int AS id, count(*)::int AS n FROM background_job j, jsonb_array_elements_text(j.payload->'entryIds') AS x(id)
      WHERE j.kind = $1 AND x.id::bigint = ANY($2::bigint[]) GROUP BY x.id`,
    [PRODUCTION_DISPATCH_JOB, ids],
  );

async function dispatchAll() {
  await runner.drain();
  await server.mail!.drain();
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({ seed: 'small', smtpUrl: smtp.url });
  runner = startJobRunner(server.db, { handlers: { [PRODUCTION_DISPATCH_JOB]: productionDispatchJob }, bus: server.bus, mail: server.mail!, pollMs: 600_000 });
  [teknisk, saksbehandler] = await Promise.all([login('teknisk', 'teknisk-demo'), login('saksbehandler', 'saksbehandler-demo')]);
}, 240_000);
afterAll(async () => {
  await runner?.close();
  await server?.close();
  await smtp?.close();
});

describe('approving pending productions (POST Production/Approve)', () => {
  it('approves each entry exactly once under 50 concurrent, overlapping approvals by two officers', { timeout: 180_000 }, async () => {
    const entries = await newEntries(60, 'PAPER', 'c.officer_id IN (1, 2)');
    expect(entries.length).toBe(60);
    const requests = Array.from({ length: 50 }, (_, n) => {
      // Overlapping windows of 12 entries, every entry in several of them.
      const window = entries.slice(n % 49, (n % 49) + 12).map(({ clientId, entryId }) => ({ clientId, entryId }));
      return approve(window, n % 2 === 0 ? teknisk : saksbehandler);
    });
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(204));
    const ids = entries.map((e) => e.entryId);
    const approvedNow = ids.slice(0, 60);
    expect((await statusOf(approvedNow)).every((row) => row.status === 'APPROVED' && row.status_text === 'Godkjent')).toBe(true);
    // Each approved entry's dispatch was queued once, by the one request that approved it.
    expect((await jobsNaming(approvedNow)).map((row) => row.n)).toEqual(Array(approvedNow.length).fill(1));
    const [audit] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_event WHERE operation = 'approveProductions' AND at > now() - interval '1 minute'",
    );
    expect(audit!.n).toBeGreaterThan(0);
    expect(audit!.n).toBeLessThanOrEqual(50);

    await dispatchAll();
    const after = await statusOf(approvedNow);
    expect(after.every((row) => row.status === 'SENT' && row.status_text === 'Produsert' && row.sent)).toBe(true);
    const printed = await server.db.query<{ source_id: number; n: number; printer: number; base: number }>(
      `SELECT q.source_id::int AS source_id, count(*)::int AS n, min(p.base_nr) AS printer, min(c.officer_id) AS base
         FROM print_queue q JOIN printer p ON p.id = q.printer_id JOIN production_entry e ON e.id = q.source_id JOIN client c ON c.id = e.client_id
        WHERE q.source_kind = 'production' AND q.source_id = ANY($1::bigint[]) GROUP BY q.source_id`,
      [approvedNow],
    );
    expect(printed).toHaveLength(approvedNow.length);
    for (const row of printed) {
      expect(row.n).toBe(1);
      expect(row.printer).toBe(row.base);
    }
    const [pdf] = await server.db.query<{ content: Uint8Array }>("SELECT content FROM print_queue WHERE source_id = $1 AND source_kind = 'production'", [ids[0]]);
    expect(Buffer.from(pdf!.content).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('changes nothing when repeated, and refuses entries outside the officer bases with nothing changed', async () => {
    const [mine] = await newEntries(1, 'PAPER', 'c.officer_id = 1');
    const [theirs] = await newEntries(1, 'PAPER', 'c.officer_id = 4');
    const refused = await approve([mine!, theirs!].map(({ clientId, entryId }) => ({ clientId, entryId })), saksbehandler);
    expect(refused.statusCode).toBe(404);
    expect((await statusOf([mine!.entryId, theirs!.entryId])).map((row) => row.status)).toEqual(['NEW', 'NEW']);
    const wrongClient = await approve([{ clientId: theirs!.clientId, entryId: mine!.entryId }], teknisk);
    expect(wrongClient.statusCode).toBe(404);
    expect((await approve([{ clientId: mine!.clientId, entryId: mine!.entryId }])).statusCode).toBe(204);
    expect((await approve([{ clientId: mine!.clientId, entryId: mine!.entryId }])).statusCode).toBe(204);
    expect((await jobsNaming([mine!.entryId]))[0]!.n).toBe(1);
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    const answer = await approve([{ clientId: 1, entryId: 0 }]);
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('entryId');
  });
});

describe('dispatch by shipment', () => {
  it('e-mails the PDF to the customer once, and fails an EMAIL entry without an address with the reason', async () => {
    const withMail = await newEntries(3, 'EMAIL', "c.officer_id = 1 AND cu.email LIKE '%@%'");
    const without = await newEntries(1, 'EMAIL', "c.officer_id = 1 AND cu.email IS NULL AND cu.invoice_email IS NULL");
    expect(without).toHaveLength(1);
    const before = smtp.received.length;
    await approve([...withMail, ...without].map(({ clientId, entryId }) => ({ clientId, entryId })));
    await dispatchAll();
    const rows = await statusOf([...withMail, ...without].map((e) => e.entryId));
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(3);
    const failed = rows.find((r) => r.id === without[0]!.entryId)!;
    expect(failed).toMatchObject({ status: 'FAILED', status_text: DISPATCH_FAILURE_TEXTS.noEmail, sent: false });
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(3);
    for (const mail of arrived) {
      expect(mail.subject).toMatch(/^Faktura \d+ fra /);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(mail.messageId).toMatch(/^<outbox-\d+@norlink\.no>$/);
    }
  });

  it('sends EHF as PEPPOL UBL only to a receiver in the register, eFaktura only with an agreement', async () => {
    const ehf = await newEntries(2, 'EHF', "c.officer_id = 2 AND EXISTS (SELECT 1 FROM elma_participant p WHERE p.org_no = cu.org_no AND p.is_enabled AND p.ehf_version3) AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id)");
    const notRegistered = await newEntries(1, 'EHF', "c.officer_id = 2 AND cu.org_no IS NOT NULL AND NOT EXISTS (SELECT 1 FROM elma_participant p WHERE p.org_no = cu.org_no)");
    const noAgreement = await newEntries(1, 'EFAKTURA', "c.officer_id = 2 AND NOT EXISTS (SELECT 1 FROM customer_shipment s WHERE s.customer_id = cu.id AND s.is_enabled)");
    const agreement = await newEntries(1, 'EFAKTURA', "c.officer_id = 2 AND EXISTS (SELECT 1 FROM customer_shipment s WHERE s.customer_id = cu.id AND s.shipment_type = 'EFAKTURA' AND s.is_enabled AND NOT s.is_rejected)");
    const all = [...ehf, ...notRegistered, ...noAgreement, ...agreement];
    expect(all).toHaveLength(5);
    await approve(all.map(({ clientId, entryId }) => ({ clientId, entryId })));
    await dispatchAll();
    const rows = new Map((await statusOf(all.map((e) => e.entryId))).map((r) => [r.id, r]));
    expect(rows.get(notRegistered[0]!.entryId)).toMatchObject({ status: 'FAILED', status_text: DISPATCH_FAILURE_TEXTS.notInEhfRegister });
    expect(rows.get(noAgreement[0]!.entryId)).toMatchObject({ status: 'FAILED', status_text: 'Mangler eFaktura-avtale' });
    expect(rows.get(agreement[0]!.entryId)).toMatchObject({ status: 'SENT' });
    for (const e of ehf) {
      const row = rows.get(e.entryId)!;
      // An invoice whose stored amounts do not add up goes to amount correction rather than out wrong.
      expect(['SENT', 'FAILED']).toContain(row.status);
      if (row.status === 'FAILED') expect(row.status_text).toBe(DISPATCH_FAILURE_TEXTS.amountMismatch);
    }
    const documents = await server.db.query<{ source_id: number; network: string; receiver: string; xml: string }>(
      "SELECT source_id::int AS source_id, network, receiver, convert_from(content, 'UTF8') AS xml FROM network_outbox WHERE source_id = ANY($1::bigint[]) AND network = 'EHF'",
      [ehf.map((e) => e.entryId)],
    );
    expect(documents.length).toBe(ehf.filter((e) => rows.get(e.entryId)!.status === 'SENT').length);
    // The seed's invoices add up: they go out as EHF.
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(document.xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>');
      expect(document.xml).toContain(`<cbc:EndpointID schemeID="0192">${document.receiver}</cbc:EndpointID>`);
    }
  });

  it('resends a failed entry on the chosen shipment, and the selected ones with the system choosing', async () => {
    const [failing] = await newEntries(1, 'EMAIL', "c.officer_id = 1 AND cu.email IS NULL AND cu.invoice_email IS NULL AND coalesce(cu.post_no, '') <> ''");
    const [other] = await newEntries(1, 'EFAKTURA', "c.officer_id = 1 AND cu.email LIKE '%@%' AND NOT EXISTS (SELECT 1 FROM customer_shipment s WHERE s.customer_id = cu.id) AND (cu.org_no IS NULL OR NOT EXISTS (SELECT 1 FROM elma_participant p WHERE p.org_no = cu.org_no))");
    await approve([failing!, other!].map(({ clientId, entryId }) => ({ clientId, entryId })));
    await dispatchAll();
    expect((await statusOf([failing!.entryId, other!.entryId])).map((r) => r.status)).toEqual(['FAILED', 'FAILED']);

    const resend = await server.app.inject({
      method: 'POST',
      url: `/api/legacy/Production/Resend/${failing!.entryId}`,
      headers: teknisk,
      payload: { shipmentType: 'PAPER', yourRef: 'Ny ref', dueDate: addDays(today, 20) },
    });
    expect(resend.statusCode).toBe(204);
    const all = await server.app.inject({ method: 'PUT', url: '/api/legacy/Production/ResendFailed', headers: teknisk, payload: { entries: [other!.entryId] } });
    expect(all.statusCode).toBe(204);
    await dispatchAll();
    const rows = await server.db.query<{ id: number; status: string; shipment_type: string; your_ref: string | null; due_date: string }>(
      "SELECT id::int AS id, status, shipment_type, your_ref, to_char(due_date, 'YYYY-MM-DD') AS due_date FROM production_entry WHERE id = ANY($1::bigint[]) ORDER BY id",
      [[failing!.entryId, other!.entryId]],
    );
    expect(rows[0]).toMatchObject({ status: 'SENT', shipment_type: 'PAPER', your_ref: 'Ny ref', due_date: addDays(today, 20) });
    // No agreement, not in the EHF register, an e-mail address: the system chose EMAIL.
    expect(rows[1]).toMatchObject({ status: 'SENT', shipment_type: 'EMAIL' });
    // A repeat after the entry was sent again changes nothing.
    const again = await server.app.inject({ method: 'POST', url: `/api/legacy/Production/Resend/${failing!.entryId}`, headers: teknisk, payload: { shipmentType: 'PAPER' } });
    expect(again.statusCode).toBe(204);
    expect((await jobsNaming([failing!.entryId]))[0]!.n).toBe(2);
  });
});

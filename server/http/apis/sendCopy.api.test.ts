import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtpCapture';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let smtp: SmtpCapture;
let server: TestApp;
let authorization: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({ seed: 'small', smtpUrl: smtp.url });
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
  authorization = `Bearer ${(login.json() as { token: string }).token}`;
}, 120_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const sendCopy = (invoiceId: number, payload: object) =>
  server.app.inject({ method: 'POST', url: `/api/service/Invoice/${invoiceId}/SendCopy`, headers: { authorization }, payload: { invoiceId, ...payload } });

const outbox = () => server.db.query<{ id: number; status: string; attempts: number }>('SELECT id::int, status, attempts FROM mail_outbox ORDER BY id');

async function anInvoice() {
  const [row] = await server.db.query<{ id: number; jour_nr: number }>(`SELECT id::int, jour_nr::float8 AS jour_nr FROM invoice WHERE type = 'INVOICE' ORDER BY id LIMIT 1`);
  return row!;
}

describe("'Send kopi'", () => {
  it('writes the copy to the outbox and sends it after commit: the PDF arrives at the SMTP server with the invoice number', async () => {
    const invoice = await anInvoice();
    const response = await sendCopy(invoice.id, { recipient: 'regnskap@example.no', files: [{ id: invoice.id, type: 'Invoice' }] });
    expect(response.statusCode).toBe(204);
    await server.mail!.drain();
    const mail = smtp.received.at(-1)!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('regnskap@example.no');
    expect(mail.subject).toContain(`faktura ${invoice.jour_nr}`);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe(`Faktura-${invoice.jour_nr}.pdf`);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await outbox()).at(-1)).toMatchObject({ status: 'Sent', attempts: 1 });
  });

  it('refuses a bad address and a document of another invoice, writing nothing', async () => {
    const invoice = await anInvoice();
    const before = (await outbox()).length;
    const bad = await sendCopy(invoice.id, { recipient: 'ikke-en-adresse', files: [{ id: invoice.id, type: 'Invoice' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].path).toBe('body.recipient');
    const [other] = await server.db.query<{ id: number }>('SELECT id::int FROM reminder WHERE invoice_id <> $1 LIMIT 1', [invoice.id]);
    const foreign = await sendCopy(invoice.id, { recipient: 'a@example.no', files: [{ id: other!.id, type: 'Reminder' }] });
    expect(foreign.statusCode).toBe(404);
    expect((await outbox()).length).toBe(before);
  });

  it('keeps a message it could not send, with its error, and tries again later', async () => {
    const invoice = await anInvoice();
    await smtp.close();
    expect((await sendCopy(invoice.id, { recipient: 'regnskap@example.no', files: [{ id: invoice.id, type: 'Invoice' }] })).statusCode).toBe(204);
    await server.mail!.drain();
    const [kept] = await server.db.query<{ status: string; attempts: number; last_error: string | null; later: boolean }>(
      'SELECT status, attempts, last_error, next_attempt_at > now() AS later FROM mail_outbox ORDER BY id DESC LIMIT 1',
    );
    expect(kept).toMatchObject({ status: 'Pending', attempts: 1, later: true });
    expect(kept!.last_error).toBeTruthy();
  });
});

describe('without an SMTP server', () => {
  it('keeps the copy in the outbox, readable, and sends nothing', async () => {
    const local = await startTestApp({ seed: 'small' });
    try {
      const login = await local.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
      const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
      const invoice = (await local.db.query<{ id: number }>(`SELECT id::int FROM invoice WHERE type = 'INVOICE' ORDER BY id LIMIT 1`))[0]!;
      const response = await local.app.inject({
        method: 'POST',
        url: `/api/service/Invoice/${invoice.id}/SendCopy`,
        headers,
        payload: { invoiceId: invoice.id, recipient: 'kunde@example.no', files: [{ id: invoice.id, type: 'Invoice' }] },
      });
      expect(response.statusCode).toBe(204);
      const rows = await local.db.query<{ status: string; recipient: string; n: number }>(
        'SELECT o.status, o.recipient, (SELECT count(*)::int FROM mail_outbox_attachment a WHERE a.outbox_id = o.id) AS n FROM mail_outbox o',
      );
      expect(rows).toEqual([{ status: 'Pending', recipient: 'kunde@example.no', n: 1 }]);
    } finally {
      await local.close();
    }
  }, 120_000);
});

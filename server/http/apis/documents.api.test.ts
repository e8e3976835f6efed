import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, normalizeAmountText } from '../../../src/domain/money/formatAmount';
import { formatNorwegianDate } from '../../../src/domain/dates/norwegianDate';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let teknisk: Record<string, string>;

async function legacyLogin(user: string) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password: `${user}-demo` } });
  return { 'x-session-token': (login.json() as { access_token: string }).access_token };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  teknisk = await legacyLogin('teknisk');
}, 120_000);
afterAll(() => server.close());

/** What a real PDF reader (poppler's pdftotext) finds in the bytes, spaces normalised. */
function textOf(pdf: Buffer): string {
  return normalizeAmountText(execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8'));
}

const download = (url: string, headers = teknisk) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers });

describe('documents (PDF)', () => {
  it('generates the invoice from the database: sender, number, KID, due date, lines, VAT and the amount to pay, the same bytes each time', async () => {
    const [invoice] = await server.db.query<{ id: number; jour_nr: number; kid: string | null; due: string; inc: number; client: string; customer: string; line: string }>(
      `SELECT i.id::int, i.jour_nr::float8 AS jour_nr, i.kid, to_char(i.due_date, 'YYYY-MM-DD') AS due, i.amount_inc_tax_ore::float8 AS inc,
              c.name AS client, cu.name AS customer, (SELECT l.line_text FROM invoice_line l WHERE l.invoice_id = i.id ORDER BY l.line_number LIMIT 1) AS line
         FROM invoice i JOIN client c ON c.id = i.client_id JOIN customer cu ON cu.id = i.customer_id
        WHERE i.type = 'INVOICE' AND i.kid IS NOT NULL AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id) ORDER BY i.id LIMIT 1`,
    );
    const response = await download(`Document/ICEntry/${invoice!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = textOf(bytes);
    expect(text).toContain('FAKTURA');
    expect(text).toContain(invoice!.client);
    expect(text).toContain(invoice!.customer);
    expect(text).toContain(String(invoice!.jour_nr));
    expect(text).toContain(invoice!.kid!);
    expect(text).toContain(formatNorwegianDate(invoice!.due));
    expect(text).toContain(normalizeAmountText(`kr ${formatAmount(invoice!.inc)}`));
    expect(text).toContain(invoice!.line);
    expect(text).toContain('Mva-sats');
    expect((await download(`Document/ICEntry/${invoice!.id}`)).rawPayload.equals(bytes)).toBe(true);
  });

  it('generates a credit note without a payment slip, and a reminder with fee and the sum to pay', async () => {
    const [credit] = await server.db.query<{ id: number; jour_nr: number }>(`SELECT id::int, jour_nr::float8 AS jour_nr FROM invoice WHERE type = 'CREDITNOTE' ORDER BY id LIMIT 1`);
    const creditText = textOf((await download(`Document/ICEntry/${credit!.id}`)).rawPayload);
    expect(creditText).toContain('KREDITNOTA');
    expect(creditText).toContain(String(credit!.jour_nr));
    expect(creditText).not.toContain('Betalingsinformasjon');

    const [reminder] = await server.db.query<{ id: number; sum: number; jour_nr: number }>(
      `SELECT r.id::int, r.sum_ore::float8 AS sum, i.jour_nr::float8 AS jour_nr FROM reminder r JOIN invoice i ON i.id = r.invoice_id ORDER BY r.id LIMIT 1`,
    );
    const reminderText = textOf((await download(`Document/Reminder/${reminder!.id}`)).rawPayload);
    expect(reminderText).toContain(String(reminder!.jour_nr));
    expect(reminderText).toContain(normalizeAmountText(`kr ${formatAmount(reminder!.sum)}`));
  });

  it("answers not found for a document of a client outside the officer's bases", async () => {
    const [outside] = await server.db.query<{ id: number }>(
      'SELECT i.id::int FROM invoice i JOIN client c ON c.id = i.client_id WHERE c.officer_id NOT IN (1, 2) ORDER BY i.id LIMIT 1',
    );
    const saksbehandler = await legacyLogin('saksbehandler');
    expect((await download(`Document/ICEntry/${outside!.id}`, saksbehandler)).statusCode).toBe(404);
    expect((await download('Document/ICEntry/2147483647')).statusCode).toBe(404);
  });
});

import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestPeriodCells } from '../../src/domain/reminders/interestStatement';
import { formatAmount, normalizeAmountText } from '../../src/domain/money/formatAmount';
import { legacyLogin } from '../../tests/support/legacyLogin';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { readInterestPeriods, readInterestSources } from './reminderInterestPeriods';

/**
 * Issue 40 on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): every document Historikk offers,
 * the seed's included, opens; a reminder's PDF states each interest period, rate and amount, and adds up to
 * what it asks for; 'Send kopi' takes the seed's reminders.
 */

let server: TestApp;
let teknisk: Record<string, string>;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  teknisk = await legacyLogin(server.app, 'teknisk', 'teknisk-demo');
}, 120_000);
afterAll(() => server.close());

const textOf = (pdf: Buffer) => normalizeAmountText(execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8')).replace(/[ \t]+/g, ' ');

describe("the seed's documents", () => {
  it('has a document behind every printable Historikk shows', async () => {
    const [row] = await server.db.query<{ printables: number; orphans: number }>(
      `SELECT count(*)::int AS printables,
              count(*) FILTER (WHERE NOT CASE h.printable_type
                WHEN 'Reminder' THEN EXISTS (SELECT 1 FROM reminder r WHERE r.id = h.printable_id AND r.invoice_id = h.invoice_id)
                ELSE EXISTS (SELECT 1 FROM invoice i WHERE i.id = h.printable_id AND i.id = h.invoice_id
                                AND i.type = CASE h.printable_type WHEN 'Invoice' THEN 'INVOICE' ELSE 'CREDITNOTE' END) END)::int AS orphans
         FROM invoice_history h WHERE h.printable_id IS NOT NULL`,
    );
    expect(row!.printables).toBeGreaterThan(10_000);
    expect(row!.orphans).toBe(0);
  });

  it('prints each reminder with its periods, rates and interest, adding up to what it asks for', async () => {
    // A spread of the seed's reminders: each type, with one period and with several.
    const sample = await server.db.query<{ id: number; type: string; jour_nr: number; rest: number; fee: number; interest: number; sum: number }>(
      `SELECT * FROM (
         SELECT r.id::int, r.reminder_type AS type, i.jour_nr::float8 AS jour_nr, r.invoice_rest_amount_ore::float8 AS rest, r.fee_ore::float8 AS fee,
                r.interest_ore::float8 AS interest, r.sum_ore::float8 AS sum,
                row_number() OVER (PARTITION BY r.reminder_type, (SELECT count(*) > 1 FROM reminder_interest_period p WHERE p.reminder_id = r.id) ORDER BY r.id) AS n
           FROM reminder r JOIN invoice i ON i.id = r.invoice_id WHERE r.status = 'Sent') s
        WHERE n <= 4 ORDER BY id`,
    );
    expect(new Set(sample.map((r) => r.type))).toEqual(new Set(['REMINDER1', 'REMINDER2', 'COLLECTION_NOTICE']));
    for (const reminder of sample) {
      const response = await server.app.inject({ method: 'GET', url: `/api/legacy/Document/Reminder/${reminder.id}`, headers: teknisk });
      expect(response.statusCode, `reminder ${reminder.id}`).toBe(200);
      const text = textOf(response.rawPayload);
      expect(text).toContain(String(reminder.jour_nr));
      expect(reminder.sum).toBe(reminder.rest + reminder.fee + reminder.interest);
      expect(text).toContain(`kr ${normalizeAmountText(formatAmount(reminder.sum))}`);
      const periods = await readInterestPeriods(server.db, reminder.id);
      expect(periods.reduce((sum, p) => sum + p.interest, 0)).toBe(reminder.interest);
      for (const period of periods) {
        const [dates, days, principal, rate, interest] = interestPeriodCells(period).map(normalizeAmountText);
        const line = text.split('\n').find((l) => l.includes(dates!));
        expect(line, `reminder ${reminder.id} period ${dates}`).toBeDefined();
        for (const cell of [days, principal, rate, interest]) expect(line).toContain(cell!);
      }
      if (periods.length > 0) expect(text).toContain('forsinkelsesrenteloven');
      // Each rate with where it was published (issue 42).
      for (const source of await readInterestSources(server.db, reminder.id)) expect(text).toContain(`fra ${source.from.split('-').reverse().join('.')}: ${source.text.slice(0, 20)}`);
    }
  });

  it("sends a copy of an invoice with the seed's reminders of it", async () => {
    const [invoice] = await server.db.query<{ id: number; reminder: number }>(
      `SELECT r.invoice_id::int AS id, r.id::int AS reminder FROM reminder r WHERE r.status = 'Sent' ORDER BY r.id LIMIT 1`,
    );
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/service/Invoice/${invoice!.id}/SendCopy`,
      headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
      payload: { invoiceId: invoice!.id, recipient: 'regnskap@example.no', files: [{ id: invoice!.id, type: 'Invoice' }, { id: invoice!.reminder, type: 'Reminder' }] },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [attachments] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox_attachment a JOIN mail_outbox m ON m.id = a.outbox_id WHERE m.invoice_id = $1`,
      [invoice!.id],
    );
    expect(attachments!.n).toBe(2);
  });
});

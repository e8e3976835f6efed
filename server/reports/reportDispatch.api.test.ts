import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_ONLY_FOR_EMAIL_RECIPIENT_MESSAGE } from '../../src/domain/reports/reportDispatch';
import { legacyLogin as signIn } from '../../tests/support/legacyLogin';
import { startTestApp, type TestApp } from '../../tests/support/testApp';

/**
 * Report dispatch on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the pending list by bases,
 * sending out (e-mail recipients get their reports as PDFs through the outbox; FTP and paper are recorded),
 * rejecting, editing a recipient, the report files, and 50 overlapping approvals at once deciding each once.
 */

let server: TestApp;
let teknisk: Record<string, string>;

const legacyLogin = (user: string, password: string, bases?: number[]) => signIn(server.app, user, password, bases);

const get = (url: string, headers = teknisk) => server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers });
const post = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'POST', url: `/api/legacy/${url}`, payload, headers });
const put = (url: string, payload: object, headers = teknisk) => server.app.inject({ method: 'PUT', url: `/api/legacy/${url}`, payload, headers });

/** A pending bundle of its own for a client of `base`: reports of `types`, recipients by shipment. */
async function addBundle(base: number, types: string[], shipments: ('EMAIL' | 'FTP' | 'PAPER')[]) {
  return server.db.transaction(async (tx) => {
    const [client] = await tx.query<{ id: number; report_date: string }>(
      `SELECT c.id, to_char(max(i.jour_date), 'YYYY-MM-DD') AS report_date FROM client c JOIN invoice i ON i.client_id = c.id
        WHERE c.officer_id = $1 GROUP BY c.id ORDER BY count(*) DESC LIMIT 1`,
      [base],
    );
    const [bundle] = await tx.query<{ id: number }>(
      `INSERT INTO report_bundle (officer_id, created_ts, client_id, report_date) VALUES (1, now(), $1, $2) RETURNING id::int`,
      [client!.id, client!.report_date],
    );
    const reports = [];
    for (const type of types) {
      const [row] = await tx.query<{ id: number }>(`INSERT INTO report (bundle_id, report_type, file_type) VALUES ($1, $2, 'PDF') RETURNING id::int`, [bundle!.id, type]);
      reports.push(row!.id);
    }
    const recipients: number[] = [];
    for (const [index, shipment] of shipments.entries()) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO report_recipient (bundle_id, recipient_number, email, document_list, document_shipment, address_name, address_line1, post_no, city_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::int`,
        [
          bundle!.id,
          index + 1,
          shipment === 'EMAIL' ? `mottaker${index}.${bundle!.id}@rapport.example` : null,
          types.join(' '),
          shipment,
          shipment === 'PAPER' ? 'Regnskap AS' : null,
          shipment === 'PAPER' ? 'Storgata 1' : null,
          shipment === 'PAPER' ? '0155' : null,
          shipment === 'PAPER' ? 'Oslo' : null,
        ],
      );
      recipients.push(row!.id);
    }
    return { bundleId: bundle!.id, clientId: client!.id, reports, recipients };
  });
}

const statuses = async (ids: readonly number[]) =>
  (await server.db.query<{ status: string }>('SELECT status FROM report_recipient WHERE id = ANY($1::bigint[]) ORDER BY id', [ids])).map((r) => r.status);
const mailsTo = (recipient: string) =>
  server.db.query<{ id: number; subject: string; files: string[] }>(
    `SELECT m.id::int, m.subject, array(SELECT a.file_name FROM mail_outbox_attachment a WHERE a.outbox_id = m.id ORDER BY a.position) AS files
       FROM mail_outbox m WHERE m.recipient = $1 ORDER BY m.id`,
    [recipient],
  );

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  teknisk = await legacyLogin('teknisk', 'teknisk-demo');
}, 240_000);
afterAll(() => server.close());

describe('report dispatch', () => {
  it('lists the pending bundles with their pending recipients, of the bases chosen', async () => {
    const fixture = await addBundle(3, ['SALD', 'STAT'], ['EMAIL', 'PAPER']);
    const bundles = (await get('Report/Transmission/pending')).json() as { bundleId: number; recipients: { recipientId: number; address: unknown }[]; reports: unknown[] }[];
    const mine = bundles.find((b) => b.bundleId === fixture.bundleId)!;
    expect(mine.reports).toHaveLength(2);
    expect(mine.recipients.map((r) => r.recipientId)).toEqual(fixture.recipients);
    expect(mine.recipients[1]!.address).toMatchObject({ name: 'Regnskap AS', postNo: '0155', cityName: 'Oslo' });
    const base1 = await legacyLogin('teknisk', 'teknisk-demo', [1]);
    const seen = (await get('Report/Transmission/pending', base1)).json() as { bundleId: number }[];
    expect(seen.some((b) => b.bundleId === fixture.bundleId)).toBe(false);
    expect((await post('Report/Transmission/approve', { recipients: fixture.recipients }, base1)).json()).toEqual({ approveCount: 0 });
    expect(await statuses(fixture.recipients)).toEqual(['PENDING', 'PENDING']);
    expect((await get(`Document/Report/${fixture.reports[0]}`, base1)).statusCode).toBe(404);
  });

  it('sends out: the e-mail recipient gets each report as a PDF, paper is recorded; a repeat approves nothing', async () => {
    const fixture = await addBundle(2, ['SALD', 'STAT', 'JOUR', 'FAKT'], ['EMAIL', 'PAPER']);
    const approve = await post('Report/Transmission/approve', { recipients: fixture.recipients });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toEqual({ approveCount: 2 });
    expect(await statuses(fixture.recipients)).toEqual(['APPROVED', 'APPROVED']);
    const [mail, ...more] = await mailsTo(`mottaker0.${fixture.bundleId}@rapport.example`);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('Rapporter fra NorLink');
    expect(mail!.files.some((f) => f.startsWith('SALD_'))).toBe(true);
    expect(mail!.files.some((f) => f.startsWith('STAT_'))).toBe(true);
    expect(mail!.files.some((f) => f.startsWith('JOUR_'))).toBe(true);
    // FAKT: copies of the invoices of the week up to the report date (the client's last invoice date).
    expect(mail!.files.some((f) => f.startsWith('Faktura-'))).toBe(true);
    const [pdf] = await server.db.query<{ content: Uint8Array }>('SELECT content FROM mail_outbox_attachment WHERE outbox_id = $1 ORDER BY position LIMIT 1', [mail!.id]);
    expect(Buffer.from(pdf!.content).subarray(0, 5).toString()).toBe('%PDF-');

    expect((await post('Report/Transmission/approve', { recipients: fixture.recipients })).json()).toEqual({ approveCount: 0 });
    expect(await mailsTo(`mottaker0.${fixture.bundleId}@rapport.example`)).toHaveLength(1);
    const file = await get(`Document/Report/${fixture.reports[0]}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('rejects, and edits the e-mail of an e-mail recipient only', async () => {
    const fixture = await addBundle(1, ['OCR'], ['EMAIL', 'PAPER', 'FTP']);
    expect((await put(`Report/Transmission/Recipient/${fixture.recipients[0]}`, { email: 'ny@rapport.example' })).statusCode).toBe(204);
    const [row] = await server.db.query<{ email: string }>('SELECT email FROM report_recipient WHERE id = $1', [fixture.recipients[0]]);
    expect(row!.email).toBe('ny@rapport.example');
    const paper = await put(`Report/Transmission/Recipient/${fixture.recipients[1]}`, { email: 'ny@rapport.example' });
    expect(paper.statusCode).toBe(400);
    expect(paper.json().message).toBe(EMAIL_ONLY_FOR_EMAIL_RECIPIENT_MESSAGE);
    expect((await put(`Report/Transmission/Recipient/${fixture.recipients[0]}`, { email: 'ikke en adresse' })).statusCode).toBe(400);
    expect((await post('Report/Transmission/reject', { recipients: fixture.recipients.slice(1) })).statusCode).toBe(204);
    expect(await statuses(fixture.recipients)).toEqual(['PENDING', 'REJECTED', 'REJECTED']);
    expect((await put(`Report/Transmission/Recipient/${fixture.recipients[1]}`, { email: 'ny@rapport.example' })).statusCode).toBe(404);
    expect(await mailsTo('ny@rapport.example')).toEqual([]);
  });

  it('50 overlapping approvals at once decide each recipient once and mail each e-mail recipient once', async () => {
    const fixture = await addBundle(4, ['SALD'], [...Array<'EMAIL'>(4).fill('EMAIL'), ...Array<'PAPER'>(16).fill('PAPER')]);
    const ids = fixture.recipients;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('Report/Transmission/approve', { recipients: ids.filter((_, k) => (k + i) % 3 !== 0) })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + (a.json() as { approveCount: number }).approveCount, 0)).toBe(ids.length);
    expect(new Set(await statuses(ids))).toEqual(new Set(['APPROVED']));
    for (let k = 0; k < 4; k++) expect(await mailsTo(`mottaker${k}.${fixture.bundleId}@rapport.example`)).toHaveLength(1);
  });
});

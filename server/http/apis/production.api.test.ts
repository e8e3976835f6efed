import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatOfBase } from '../../../src/domain/vat/vatAmounts';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let technical: Record<string, string>;
let officer: Record<string, string>;

async function legacyLogin(user: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  return { 'x-session-token': (response.json() as { access_token: string }).access_token };
}

async function serviceLogin(username: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password } });
  return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
}

const legacy = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = technical) =>
  server.app.inject({ method, url: `/api/legacy/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await server.db.query<T & Record<string, unknown>>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}


/**
 * A new pending entry (batch of its own) for an invoice of a client in bases 1 or 2 (the plain officer's)
 * or outside them; the invoice has one VAT row and no production yet. The shared seed stays as it is.
 */
async function pendingEntry(inOfficersBases: boolean, type: 'INVOICE' | 'CREDITNOTE' = 'INVOICE') {
  const invoice = await one<{ id: number; client_id: number; customer_id: number }>(
    `SELECT i.id::int, i.client_id, i.customer_id::int FROM invoice i JOIN client c ON c.id = i.client_id
      WHERE (c.officer_id IN (1, 2)) = $1 AND i.type = $3
        AND (SELECT count(*) FROM invoice_tax_summary t WHERE t.invoice_id = i.id) = 1
        AND NOT EXISTS (SELECT 1 FROM production_entry e WHERE e.invoice_id = i.id)
      ORDER BY i.id OFFSET $2 LIMIT 1`,
    [inOfficersBases, 0, type],
  );
  const batch = await one<{ id: number }>(
    "INSERT INTO production_batch (client_id, created_date, officer_id) VALUES ($1, now(), 1) RETURNING id::int",
    [invoice.client_id],
  );
  const entry = await one<{ id: number }>(
    `INSERT INTO production_entry (batch_id, client_id, customer_id, invoice_id, type, jour_nr, jour_date, due_date, amount_ore, shipment_type, status, created_at)
     SELECT $1, i.client_id, i.customer_id, i.id, i.type, i.jour_nr, i.jour_date, i.due_date, i.amount_inc_tax_ore, 'PAPER', 'NEW', now()
       FROM invoice i WHERE i.id = $2 RETURNING id::int`,
    [batch.id, invoice.id],
  );
  return { id: entry.id, client_id: invoice.client_id, invoice_id: invoice.id, batch_id: batch.id };
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  technical = await legacyLogin('teknisk', 'teknisk-demo');
  officer = await legacyLogin('saksbehandler', 'saksbehandler-demo');
}, 240_000);
afterAll(() => server.close());

describe('failed shipments (GET Production/FailedList)', () => {
  it('lists the FAILED entries of the bases with their status text', async () => {
    const entry = await pendingEntry(true);
    await server.db.query("UPDATE production_entry SET status = 'FAILED', status_text = 'Mangler e-postadresse' WHERE id = $1", [entry.id]);
    const list = (await legacy('GET', 'Production/FailedList')).json() as { entryId: number; statusText: string | null }[];
    const { count } = await one<{ count: number }>("SELECT count(*)::int AS count FROM production_entry WHERE status = 'FAILED'");
    expect(list).toHaveLength(count);
    expect(list.find((row) => row.entryId === entry.id)?.statusText).toBe('Mangler e-postadresse');
    const outside = await pendingEntry(false);
    await server.db.query("UPDATE production_entry SET status = 'FAILED', status_text = 'Ikke i EHF-registeret' WHERE id = $1", [outside.id]);
    const mine = (await legacy('GET', 'Production/FailedList', undefined, officer)).json() as { entryId: number }[];
    expect(mine.some((row) => row.entryId === entry.id)).toBe(true);
    expect(mine.some((row) => row.entryId === outside.id)).toBe(false);
  });
});

describe('production history (GET Production, Production/{id})', () => {
  it('lists batches newest first with counts per status that add up to the entries', async () => {
    const list = (await legacy('GET', 'Production?maxItems=50')).json() as { id: number; createdDate: string; status: { status: string; count: number }[] }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(50);
    const dates = list.map((batch) => batch.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const batch = list[0]!;
    const { count } = await one<{ count: number }>('SELECT count(*)::int AS count FROM production_entry WHERE batch_id = $1', [batch.id]);
    expect(batch.status.reduce((sum, s) => sum + s.count, 0)).toBe(count);
  });

  it('groups a batch’s entries approved, pending, failed, sent; 404 outside the bases', async () => {
    const failed = await pendingEntry(true);
    await pendingEntry(true).then((other) => server.db.query('UPDATE production_entry SET batch_id = $1 WHERE id = $2', [failed.batch_id, other.id]));
    await server.db.query("UPDATE production_entry SET status = 'FAILED', status_text = 'Mangler e-postadresse' WHERE id = $1", [failed.id]);
    const detail = (await legacy('GET', `Production/${failed.batch_id}`)).json() as {
      entries: Record<'approved' | 'pending' | 'failed' | 'sent', { entryId: number }[]>;
      status: { status: string; count: number }[];
    };
    expect(detail.entries.failed.map((e) => e.entryId)).toEqual([failed.id]);
    expect(detail.entries.pending).toHaveLength(1);
    const statusCount = (status: string) => detail.status.find((s) => s.status === status)?.count ?? 0;
    expect(detail.entries.pending).toHaveLength(statusCount('NEW'));
    expect(detail.entries.failed).toHaveLength(statusCount('FAILED'));
    expect(detail.entries.sent).toHaveLength(statusCount('SENT'));
    const outside = await one<{ id: number }>('SELECT b.id::int FROM production_batch b JOIN client c ON c.id = b.client_id WHERE c.officer_id NOT IN (1, 2) LIMIT 1');
    expect((await legacy('GET', `Production/${outside.id}`, undefined, officer)).statusCode).toBe(404);
    expect((await legacy('GET', 'Production/2147483647')).statusCode).toBe(404);
  });

  it('filters by period and refuses a reversed one', async () => {
    const response = await legacy('GET', 'Production?fromDate=2026-05-10&toDate=2026-05-01');
    expect(response.statusCode).toBe(400);
    const future = (await legacy('GET', 'Production?fromDate=2999-01-01')).json() as unknown[];
    expect(future).toEqual([]);
  });
});

describe('edit a pending production (PUT Production/ICEntry/{id})', () => {
  it('changes shipment, e-mail, reference and due date; announces the list', async () => {
    const entry = await pendingEntry(true);
    const response = await legacy('PUT', `Production/ICEntry/${entry.id}`, {
      entry: { entryId: entry.id, shipmentType: 'PAPER', email: 'ola@eksempel.no', yourRef: 'Ref 9', dueDate: '2027-01-31' },
    });
    expect(response.statusCode).toBe(204);
    const row = await one<{ shipment_type: string; email: string; your_ref: string; due: string }>(
      "SELECT shipment_type, email, your_ref, to_char(due_date, 'YYYY-MM-DD') AS due FROM production_entry WHERE id = $1",
      [entry.id],
    );
    expect(row).toEqual({ shipment_type: 'PAPER', email: 'ola@eksempel.no', your_ref: 'Ref 9', due: '2027-01-31' });
    // An empty e-mail clears it.
    expect((await legacy('PUT', `Production/ICEntry/${entry.id}`, { entry: { entryId: entry.id, shipmentType: 'PAPER', email: '' } })).statusCode).toBe(204);
    expect((await one<{ email: string | null }>('SELECT email FROM production_entry WHERE id = $1', [entry.id])).email).toBeNull();
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const entry = await pendingEntry(true);
    const before = await one<Record<string, unknown>>('SELECT shipment_type, email FROM production_entry WHERE id = $1', [entry.id]);
    for (const body of [
      { entry: { entryId: entry.id, shipmentType: '' } },
      { entry: { entryId: entry.id, shipmentType: 'EMAIL', email: 'ikke-epost' } },
      { entry: { entryId: entry.id + 1, shipmentType: 'EMAIL' } },
    ]) {
      const response = await legacy('PUT', `Production/ICEntry/${entry.id}`, body);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { fieldErrors?: unknown[] }).fieldErrors?.length).toBeGreaterThan(0);
    }
    expect(await one('SELECT shipment_type, email FROM production_entry WHERE id = $1', [entry.id])).toEqual(before);
  });

  it('refuses eFaktura for a credit note', async () => {
    const credit = await pendingEntry(true, 'CREDITNOTE');
    const response = await legacy('PUT', `Production/ICEntry/${credit.id}`, { entry: { entryId: credit.id, shipmentType: 'EFAKTURA' } });
    expect(response.statusCode).toBe(400);
  });

  it('is 404 outside the bases and 409 once the entry is no longer pending', async () => {
    const outside = await pendingEntry(false);
    expect((await legacy('PUT', `Production/ICEntry/${outside.id}`, { entry: { entryId: outside.id, shipmentType: 'PAPER' } }, officer)).statusCode).toBe(404);
    const entry = await pendingEntry(true);
    await server.db.query("UPDATE production_entry SET status = 'APPROVED' WHERE id = $1", [entry.id]);
    expect((await legacy('PUT', `Production/ICEntry/${entry.id}`, { entry: { entryId: entry.id, shipmentType: 'PAPER' } })).statusCode).toBe(409);
  });
});

describe('delete pending productions (DELETE Production/PendingProd)', () => {
  it('deletes the named pending entries of the bases only, once, and audits it', async () => {
    const mine = await pendingEntry(true);
    const outside = await pendingEntry(false);
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM audit_event');
    const body = { deleteList: [{ clientId: mine.client_id, entryId: mine.id }, { clientId: outside.client_id, entryId: outside.id }] };
    expect((await legacy('DELETE', 'Production/PendingProd', body, officer)).statusCode).toBe(204);
    expect(await server.db.query('SELECT 1 FROM production_entry WHERE id = $1', [mine.id])).toHaveLength(0);
    expect(await server.db.query('SELECT 1 FROM production_entry WHERE id = $1', [outside.id])).toHaveLength(1);
    const audit = await one<{ n: number; operation: string }>(
      'SELECT (SELECT count(*)::int FROM audit_event) AS n, (SELECT operation FROM audit_event ORDER BY id DESC LIMIT 1) AS operation',
    );
    expect(audit.n).toBe(before.n + 1);
    expect(audit.operation).toBe('deletePendingProductions');
    // A repeat changes nothing and records nothing.
    expect((await legacy('DELETE', 'Production/PendingProd', body, officer)).statusCode).toBe(204);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM audit_event')).n).toBe(before.n + 1);
  });

  it('takes 50 concurrent overlapping deletions, each entry deleted exactly once', async () => {
    const entries: { id: number; client_id: number }[] = [];
    for (let i = 0; i < 10; i++) entries.push(await pendingEntry(i % 2 === 0));
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM audit_event');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        legacy('DELETE', 'Production/PendingProd', { deleteList: entries.slice(i % 5, (i % 5) + 6).map((e) => ({ clientId: e.client_id, entryId: e.id })) }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 204)).toBe(true);
    expect(await server.db.query('SELECT 1 FROM production_entry WHERE id = ANY($1::bigint[])', [entries.map((e) => e.id)])).toHaveLength(0);
    const audited = await server.db.query<{ other_ids: Record<string, unknown> }>('SELECT other_ids FROM audit_event WHERE id > (SELECT max(id) - 50 FROM audit_event)');
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM audit_event')).n - before.n).toBeLessThanOrEqual(10);
    expect(audited.length).toBeGreaterThan(0);
  });
});

describe('DOS import order (POST Production/DosImport)', () => {
  it('writes the import file of the invoices in the range, pending on the dashboard', async () => {
    const invoice = await one<{ client_id: number; jour_nr: string }>(
      'SELECT i.client_id, i.jour_nr::text FROM invoice i JOIN client c ON c.id = i.client_id WHERE c.officer_id IN (1, 2) ORDER BY i.id LIMIT 1',
    );
    const from = Number(invoice.jour_nr);
    const response = await legacy('POST', 'Production/DosImport', { clientId: invoice.client_id, fromNumber: from, toNumber: from + 5 }, officer);
    expect(response.statusCode).toBe(204);
    const expected = await one<{ n: number; sum: string }>(
      'SELECT count(*)::int AS n, coalesce(sum(amount_inc_tax_ore), 0)::text AS sum FROM invoice WHERE client_id = $1 AND jour_nr BETWEEN $2 AND $3',
      [invoice.client_id, from, from + 5],
    );
    const file = await one<{ number_of_entries: number; sum: string; content: string; downloaded_time: string | null }>(
      'SELECT number_of_entries, sum_amount_ore::text AS sum, content, downloaded_time FROM legacy_import_file WHERE client_id = $1 ORDER BY id DESC LIMIT 1',
      [invoice.client_id],
    );
    expect(file.number_of_entries).toBe(expected.n);
    expect(file.sum).toBe(expected.sum);
    expect(file.downloaded_time).toBeNull();
    expect(file.content.split('\r\n').filter(Boolean)).toHaveLength(expected.n + 2);
    expect(await server.db.query('SELECT 1 FROM legacy_import_order WHERE client_id = $1', [invoice.client_id])).toHaveLength(1);
  });

  it('refuses a reversed range (400) and a client outside the bases (404)', async () => {
    const client = await one<{ id: number }>('SELECT id FROM client WHERE officer_id IN (1, 2) LIMIT 1');
    const reversed = await legacy('POST', 'Production/DosImport', { clientId: client.id, fromNumber: 10, toNumber: 5 }, officer);
    expect(reversed.statusCode).toBe(400);
    const outside = await one<{ id: number }>('SELECT id FROM client WHERE officer_id NOT IN (1, 2) LIMIT 1');
    expect((await legacy('POST', 'Production/DosImport', { clientId: outside.id, fromNumber: 1, toNumber: 5 }, officer)).statusCode).toBe(404);
  });
});

describe('amount correction (PUT Invoice/{id}/AmountCorrection, Technical only)', () => {
  async function failedInvoice() {
    const entry = await pendingEntry(true);
    await server.db.query("UPDATE production_entry SET status = 'FAILED', status_text = 'Beløpet stemmer ikke med MVA-summen' WHERE id = $1", [entry.id]);
    // The stored amount is 1 krone (of VAT) off its VAT summary.
    await server.db.query(
      `UPDATE invoice SET amount_inc_tax_ore = amount_inc_tax_ore + 100, tax_amount_ore = tax_amount_ore + 100,
              invoice_part_ore = invoice_part_ore + 100, rest_amount_ore = rest_amount_ore + 100 WHERE id = $1`,
      [entry.invoice_id],
    );
    return entry;
  }

  const put = (invoiceId: number, method: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'PUT', url: `/api/service/Invoice/${invoiceId}/AmountCorrection`, headers, payload: { method } });

  it('answers 403 to a plain officer and changes nothing', async () => {
    const entry = await failedInvoice();
    const before = await one('SELECT amount_inc_tax_ore::text FROM invoice WHERE id = $1', [entry.invoice_id]);
    const response = await put(entry.invoice_id, 'TAX_SUMMARY', await serviceLogin('saksbehandler', 'saksbehandler-demo'));
    expect(response.statusCode).toBe(403);
    expect(await one('SELECT amount_inc_tax_ore::text FROM invoice WHERE id = $1', [entry.invoice_id])).toEqual(before);
  });

  it('takes the amounts from the VAT summary, to the øre, and the failed entry follows', async () => {
    const entry = await failedInvoice();
    const response = await put(entry.invoice_id, 'TAX_SUMMARY', await serviceLogin('teknisk', 'teknisk-demo'));
    expect(response.statusCode).toBe(204);
    const row = await one<{ inc: string; ex: string; tax: string; sum_inc: string; sum_ex: string; rounding: string; entry_amount: string; rest: string }>(
      `SELECT i.amount_inc_tax_ore::text AS inc, i.amount_ex_tax_ore::text AS ex, i.tax_amount_ore::text AS tax, i.rounding_ore::text AS rounding,
              i.rest_amount_ore::text AS rest,
              (SELECT sum(amount_inc_tax_ore) FROM invoice_tax_summary WHERE invoice_id = i.id)::text AS sum_inc,
              (SELECT sum(amount_ex_tax_ore) FROM invoice_tax_summary WHERE invoice_id = i.id)::text AS sum_ex,
              (SELECT amount_ore FROM production_entry WHERE id = $2)::text AS entry_amount
         FROM invoice i WHERE i.id = $1`,
      [entry.invoice_id, entry.id],
    );
    expect(BigInt(row.inc)).toBe(BigInt(row.sum_inc) + BigInt(row.rounding));
    expect(row.ex).toBe(row.sum_ex);
    expect(BigInt(row.tax)).toBe(BigInt(row.inc) - BigInt(row.rounding) - BigInt(row.ex));
    expect(row.entry_amount).toBe(row.inc);
  });

  it('LINES rebuilds the VAT summary from the lines by the one VAT rule: per rate, base × rate rounded once', async () => {
    const entry = await failedInvoice();
    // Its VAT rows are wrong by a krone; the lines say what was sold. Each line's own amount including VAT (VAT
    // rounded per line) is an øre up too: the rule takes the lines' bases, never those amounts summed.
    await server.db.query('UPDATE invoice_tax_summary SET tax_amount_ore = tax_amount_ore + 100, amount_inc_tax_ore = amount_inc_tax_ore + 100 WHERE invoice_id = $1', [entry.invoice_id]);
    await server.db.query("UPDATE invoice_line SET amount_inc_tax_ore = amount_inc_tax_ore + 1 WHERE invoice_id = $1 AND line_type = 'PRODUCT'", [entry.invoice_id]);
    expect((await put(entry.invoice_id, 'LINES', await serviceLogin('teknisk', 'teknisk-demo'))).statusCode).toBe(204);
    const rows = await server.db.query<{ percent: string; ex: string; tax: string; lines_ex: string }>(
      `SELECT s.tax_percent::text AS percent, s.amount_ex_tax_ore::text AS ex, s.tax_amount_ore::text AS tax,
              (SELECT sum(l.amount_ex_tax_ore) FROM invoice_line l WHERE l.invoice_id = s.invoice_id AND l.line_type = 'PRODUCT' AND l.tax_percent = s.tax_percent)::text AS lines_ex
         FROM invoice_tax_summary s WHERE s.invoice_id = $1 ORDER BY s.row_no`,
      [entry.invoice_id],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.ex).toBe(row.lines_ex);
      expect(Number(row.tax)).toBe(vatOfBase(Number(row.ex), Number(row.percent)));
    }
    const invoice = await one<{ tax: string }>('SELECT tax_amount_ore::text AS tax FROM invoice WHERE id = $1', [entry.invoice_id]);
    expect(Number(invoice.tax)).toBe(rows.reduce((sum, row) => sum + Number(row.tax), 0));
  });

  it('STORED puts the stored amount on the one VAT row', async () => {
    const entry = await failedInvoice();
    const stored = await one<{ inc: string; rounding: string }>('SELECT amount_inc_tax_ore::text AS inc, rounding_ore::text AS rounding FROM invoice WHERE id = $1', [
      entry.invoice_id,
    ]);
    expect((await put(entry.invoice_id, 'STORED', await serviceLogin('teknisk', 'teknisk-demo'))).statusCode).toBe(204);
    const summary = await one<{ inc: string }>('SELECT sum(amount_inc_tax_ore)::text AS inc FROM invoice_tax_summary WHERE invoice_id = $1', [entry.invoice_id]);
    expect(BigInt(summary.inc) + BigInt(stored.rounding)).toBe(BigInt(stored.inc));
  });

  it('refuses an entry already sent (409) and an unknown one (404)', async () => {
    const sent = await pendingEntry(true);
    await server.db.query("UPDATE production_entry SET status = 'SENT' WHERE id = $1", [sent.id]);
    const headers = await serviceLogin('teknisk', 'teknisk-demo');
    expect((await put(sent.invoice_id, 'TAX_SUMMARY', headers)).statusCode).toBe(409);
    expect((await put(2147483647, 'TAX_SUMMARY', headers)).statusCode).toBe(404);
  });
});

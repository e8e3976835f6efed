import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFailedRegEntry } from '../../../tests/fixtures/failedRegEntry';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

/**
 * Part 2 §2.11 on the server: the figures of /failed/amount-correction (GET production-entry/{id}/amount-correction),
 * copy from tax summary (POST clients/{clientId}/reg-entry/{entryId}/copy-from-tax-summary), both Technical only;
 * and the legacy production settings (PUT Client/{id}/ProdSettings) of part 2 §7.3.
 */
let server: TestApp;
let technical: Record<string, string>;
let officer: Record<string, string>;
let legacyOfficer: Record<string, string>;

async function serviceLogin(username: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password } });
  return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
}

async function legacyLogin(user: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  return { 'x-session-token': (response.json() as { access_token: string }).access_token };
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await server.db.query<T & Record<string, unknown>>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

const service = (method: 'GET' | 'POST', url: string, headers = technical) => server.app.inject({ method, url: `/api/service/${url}`, headers });

/** A client of the plain officer's bases (1 or 2) and one of its customers. */
async function customerInBases(inBases = true) {
  return one<{ client_id: number; customer_id: number }>(
    `SELECT cu.client_id, cu.id::int AS customer_id FROM customer cu JOIN client c ON c.id = cu.client_id
      WHERE (c.officer_id IN (1, 2)) = $1 ORDER BY cu.id LIMIT 1`,
    [inBases],
  );
}

let journalNumbers = 0;

/** A failed registered entry of the fixture (stored 3 kr above its VAT summary), its own journal number each time. */
async function failedRegEntry(status: 'FAILED' | 'SENT' | 'NEW' = 'FAILED') {
  return addFailedRegEntry(server.db, { jourNr: 900000 + (journalNumbers += 1), status });
}


const copy = (entry: { clientId: number; regEntryId: number }, headers = technical) =>
  service('POST', `clients/${entry.clientId}/reg-entry/${entry.regEntryId}/copy-from-tax-summary`, headers);

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  technical = await serviceLogin('teknisk', 'teknisk-demo');
  officer = await serviceLogin('saksbehandler', 'saksbehandler-demo');
  legacyOfficer = await legacyLogin('saksbehandler', 'saksbehandler-demo');
}, 240_000);
afterAll(() => server.close());

describe('the amount correction figures (GET production-entry/{entryId}/amount-correction)', () => {
  it('shows a registered entry: status text, customer card, stored amounts and its VAT summary, no lines', async () => {
    const entry = await failedRegEntry();
    const response = await service('GET', `production-entry/${entry.productionId}/amount-correction`);
    expect(response.statusCode).toBe(200);
    const view = response.json() as Record<string, unknown> & { customer: { id: number }; stored: Record<string, number>; taxSummary: { amountIncTax: number }[]; lines: unknown[] };
    expect(view).toMatchObject({ entryId: entry.productionId, clientId: entry.clientId, type: 'INVOICE', status: 'FAILED', regEntryId: entry.regEntryId, invoiceId: null });
    expect(view.statusText).toBe('Beløpet stemmer ikke med MVA-summen');
    expect(view.customer.id).toBe(entry.customerId);
    expect(view.stored).toEqual({ amountIncTax: 1828, amountExTax: 1500, taxAmount: 328, rounding: 0 });
    expect(view.taxSummary.map((row) => row.amountIncTax)).toEqual([1250, 575]);
    expect(view.lines).toEqual([]);
  });

  it('shows an invoice with its lines and VAT summary per account', async () => {
    const invoice = await one<{ id: number; client_id: number; customer_id: number; jour_nr: number; lines: number; rows: number }>(
      `SELECT i.id::int, i.client_id, i.customer_id::int, i.jour_nr::int,
              (SELECT count(*)::int FROM invoice_line l WHERE l.invoice_id = i.id) AS lines,
              (SELECT count(*)::int FROM invoice_tax_summary t WHERE t.invoice_id = i.id) AS rows
         FROM invoice i JOIN client c ON c.id = i.client_id
        WHERE c.officer_id IN (1, 2) AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id) ORDER BY i.id LIMIT 1`,
    );
    const batch = await one<{ id: number }>('INSERT INTO production_batch (client_id, created_date, officer_id) VALUES ($1, now(), 1) RETURNING id::int', [invoice.client_id]);
    const production = await one<{ id: number }>(
      `INSERT INTO production_entry (batch_id, client_id, customer_id, invoice_id, type, jour_nr, jour_date, due_date, amount_ore, shipment_type, status, created_at)
       SELECT $1, i.client_id, i.customer_id, i.id, i.type, i.jour_nr, i.jour_date, i.due_date, i.amount_inc_tax_ore, 'PAPER', 'FAILED', now()
         FROM invoice i WHERE i.id = $2 RETURNING id::int`,
      [batch.id, invoice.id],
    );
    const view = (await service('GET', `production-entry/${production.id}/amount-correction`)).json() as { invoiceId: number; lines: unknown[]; taxSummary: unknown[]; jourNr: number };
    expect(view.invoiceId).toBe(invoice.id);
    expect(view.jourNr).toBe(invoice.jour_nr);
    expect(view.lines).toHaveLength(invoice.lines);
    expect(view.taxSummary).toHaveLength(invoice.rows);
  });

  it('answers 403 to a plain officer, 404 to an unknown entry', async () => {
    const entry = await failedRegEntry();
    expect((await service('GET', `production-entry/${entry.productionId}/amount-correction`, officer)).statusCode).toBe(403);
    expect((await service('GET', 'production-entry/2147483647/amount-correction')).statusCode).toBe(404);
  });
});

describe('copy from tax summary (POST clients/{clientId}/reg-entry/{entryId}/copy-from-tax-summary)', () => {
  it('gives the entry the amounts of its VAT summary to the øre; the failed production follows; one audit row', async () => {
    const entry = await failedRegEntry();
    const audits = await one<{ n: number }>('SELECT count(*)::int AS n FROM audit_event');
    const response = await copy(entry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: entry.regEntryId, amountIncTax: 1825, amountExTax: 1500, taxAmount: 325 });
    const stored = await one<{ inc: string; ex: string; tax: string; production: string }>(
      `SELECT e.amount_inc_tax_ore::text AS inc, e.amount_ex_tax_ore::text AS ex, e.tax_amount_ore::text AS tax,
              (SELECT amount_ore::text FROM production_entry WHERE id = $2) AS production
         FROM reg_entry e WHERE e.id = $1`,
      [entry.regEntryId, entry.productionId],
    );
    expect(stored).toEqual({ inc: '182500', ex: '150000', tax: '32500', production: '182500' });
    const audit = await one<{ n: number; operation: string }>(
      'SELECT (SELECT count(*)::int FROM audit_event) AS n, (SELECT operation FROM audit_event ORDER BY id DESC LIMIT 1) AS operation',
    );
    expect(audit).toEqual({ n: audits.n + 1, operation: 'copyRegEntryFromTaxSummary' });
    // The page's figures agree now.
    const view = (await service('GET', `production-entry/${entry.productionId}/amount-correction`)).json() as { stored: { amountIncTax: number } };
    expect(view.stored.amountIncTax).toBe(1825);
  });

  it('answers 403 to a plain officer and changes nothing', async () => {
    const entry = await failedRegEntry();
    const before = await one<{ inc: string }>('SELECT amount_inc_tax_ore::text AS inc FROM reg_entry WHERE id = $1', [entry.regEntryId]);
    expect((await copy(entry, officer)).statusCode).toBe(403);
    expect(await one('SELECT amount_inc_tax_ore::text AS inc FROM reg_entry WHERE id = $1', [entry.regEntryId])).toEqual(before);
  });

  it('refuses a sent entry (409), another client’s or an unknown entry (404), nothing written', async () => {
    const sent = await failedRegEntry('SENT');
    expect((await copy(sent)).statusCode).toBe(409);
    expect((await one<{ inc: string }>('SELECT amount_inc_tax_ore::text AS inc FROM reg_entry WHERE id = $1', [sent.regEntryId])).inc).toBe('182800');
    const entry = await failedRegEntry();
    const other = await one<{ id: number }>('SELECT id FROM client WHERE id <> $1 ORDER BY id LIMIT 1', [entry.clientId]);
    expect((await copy({ clientId: other.id, regEntryId: entry.regEntryId })).statusCode).toBe(404);
    expect((await copy({ clientId: entry.clientId, regEntryId: 2147483647 })).statusCode).toBe(404);
  });

  it('is the same after a repeat, and 50 at once leave one right answer', async () => {
    const entry = await failedRegEntry();
    const answers = await Promise.all(Array.from({ length: 50 }, () => copy(entry)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await one<{ inc: string }>('SELECT amount_inc_tax_ore::text AS inc FROM reg_entry WHERE id = $1', [entry.regEntryId])).inc).toBe('182500');
  });
});

describe('legacy production settings (PUT Client/{id}/ProdSettings)', () => {
  const put = (clientId: number, settings: Record<string, boolean>) =>
    server.app.inject({ method: 'PUT', url: `/api/legacy/Client/${clientId}/ProdSettings`, headers: legacyOfficer, payload: { settings } });
  const settingsOf = (clientId: number) =>
    one<{ pdf: boolean; form: string; account: string | null }>(
      'SELECT prod_invoice_pdf AS pdf, payment_form AS form, new_bank_account AS account FROM client_settings WHERE client_id = $1',
      [clientId],
    );

  it('maps the yes/no fields onto the settings: no giro is NONE, yes keeps BREVGIRO, no new account removes it', async () => {
    const { client_id: clientId } = await customerInBases();
    await server.db.query('INSERT INTO client_settings (client_id) VALUES ($1) ON CONFLICT (client_id) DO NOTHING', [clientId]);
    await server.db.query("UPDATE client_settings SET payment_form = 'BREVGIRO', new_bank_account = '12345678903', prod_invoice_pdf = true WHERE client_id = $1", [clientId]);
    expect((await put(clientId, { paymentForm: true, newBankAccount: true, prodInvoicePdf: false })).statusCode).toBe(204);
    expect(await settingsOf(clientId)).toEqual({ pdf: false, form: 'BREVGIRO', account: '12345678903' });
    expect((await put(clientId, { paymentForm: false, newBankAccount: false })).statusCode).toBe(204);
    expect(await settingsOf(clientId)).toEqual({ pdf: false, form: 'NONE', account: null });
    expect((await put(clientId, { paymentForm: true })).statusCode).toBe(204);
    expect((await settingsOf(clientId)).form).toBe('GIRO');
  });

  it('refuses a new account that is not registered (400 with the field), nothing changed; 404 outside the bases', async () => {
    const { client_id: clientId } = await customerInBases();
    await server.db.query("UPDATE client_settings SET new_bank_account = NULL, payment_form = 'GIRO' WHERE client_id = $1", [clientId]);
    const response = await put(clientId, { newBankAccount: true, paymentForm: false });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('newBankAccount');
    expect((await settingsOf(clientId)).form).toBe('GIRO');
    const outside = await customerInBases(false);
    expect((await put(outside.client_id, { paymentForm: false })).statusCode).toBe(404);
  });
});

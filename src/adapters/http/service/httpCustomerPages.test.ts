import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { customerRecordFromForm, customerFormFromRecord } from '../../../domain/customer/customerRecord';
import { EMAIL_REQUIRED_FOR_EMAIL_SHIPMENT_MESSAGE } from '../../../domain/customer/customerForm';
import { createLegacyClient } from '../legacy/legacyClient';
import { ApiFailure } from '../shared/answer';
import { recordingNotifier } from '../shared/fakes';
import { httpCustomerPages } from './httpCustomerPages';
import { createServiceClient } from './serviceClient';

// Against the real server and database: every answer passes the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

async function port() {
  const post = async (url: string, body: object) =>
    (await fetch(`${origin}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, string>>;
  const service = await post('/api/service/auth/login', { username: 'teknisk', password: 'teknisk-demo' });
  const legacy = await post('/api/legacy/login', { user: 'teknisk', password: 'teknisk-demo' });
  return httpCustomerPages(
    createServiceClient({ baseUrl: `${origin}/api/service`, notifier, tokens: { serviceToken: () => service.token } }),
    createLegacyClient({ baseUrl: `${origin}/api/legacy`, notifier, tokens: { legacyToken: () => legacy.access_token } }),
  );
}

async function busiestCustomer() {
  const [row] = await server.db.query<{ client_id: number; nr: number }>(
    `SELECT cu.client_id, cu.nr FROM customer cu ORDER BY (SELECT count(*) FROM invoice i WHERE i.customer_id = cu.id) DESC, cu.id LIMIT 1`,
  );
  return row!;
}

describe('httpCustomerPages against the reference server', () => {
  it('reads a customer, its detail, open posts, invoices, notes and ledger, and an invoice with lines, VAT and events, amounts in øre', async () => {
    const api = await port();
    const { client_id, nr } = await busiestCustomer();
    const customer = (await api.customerByNr(client_id, nr).fetch())!;
    expect(customer).toMatchObject({ clientId: client_id, nr });
    const detail = (await api.customer(customer.id).fetch())!;
    expect(Number.isInteger(detail.economy.sumOpenDebit)).toBe(true);
    const open = await api.openPosts(customer.id).fetch();
    await api.invoices(customer.id, 'all').fetch();
    await api.notes(client_id, nr).fetch();
    const ledger = await api.ledger(client_id, nr, '2020-01-01', '2030-12-31', false).fetch();
    expect(ledger.openingBalance + ledger.posts.reduce((sum, p) => sum + p.amount, 0)).toBe(ledger.closingBalance);
    const invoicePost = open.find((p) => p.type === 'INVOICE')!;
    const entry = await api.entry(customer.id, 'INVOICE', invoicePost.journalNr).fetch();
    if (entry.found === 'none' || entry.found === 'several') throw new Error(`no single invoice ${invoicePost.journalNr}`);
    expect(entry.found.amountIncTax).toBe(invoicePost.amount);
    await api.lines(entry.found.id).fetch();
    await api.taxSummary(entry.found.id).fetch();
    expect((await api.events(entry.found.id).fetch())[0]!.printable).toEqual({ id: entry.found.id, type: 'Invoice' });
    expect(await api.entry(customer.id, 'CREDITNOTE', 1).fetch()).toEqual({ found: 'none' });
    expect(await api.customerByNr(client_id, 999_999_999).fetch()).toBeNull();
    expect(await api.cityName('5003')).toBe('BERGEN');
    expect(notifier.notices).toEqual([]);
  });

  it("saves a customer, and a refusal carries the server's fieldErrors", async () => {
    const api = await port();
    const { client_id, nr } = await busiestCustomer();
    const customer = (await api.customerByNr(client_id, nr).fetch())!;
    const record = customerRecordFromForm(customerFormFromRecord(customer));
    const saved = await api.updateCustomer(customer.id, { ...record, phoneNr: '40 00 00 00' });
    expect(saved.phoneNr).toBe('40 00 00 00');
    const refusal = await api.updateCustomer(customer.id, { ...record, shipmentType: 'EMAIL', email: null }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect((refusal as ApiFailure).fieldErrors).toEqual([{ path: 'body.email', message: EMAIL_REQUIRED_FOR_EMAIL_SHIPMENT_MESSAGE }]);
  });

  it('reads posts and crossrefs; changes an amount, moves the invoice, reads its e-mails and edits a note, all in øre and through the contract', async () => {
    const api = await port();
    const [row] = await server.db.query<{ id: number; client_id: number; customer_id: number; jour_nr: number; jour_date: string; nr: number }>(
      `UPDATE invoice SET registered_in_product = true
        WHERE id = (SELECT i.id FROM invoice i WHERE i.type = 'INVOICE' AND NOT i.is_settled AND i.rounding_ore = 0
                      AND (SELECT count(*) FROM invoice_tax_summary t WHERE t.invoice_id = i.id) = 1 ORDER BY i.id LIMIT 1)
       RETURNING id::int, client_id, customer_id::int, jour_nr::int, jour_date::text, (SELECT nr FROM customer WHERE customer.id = invoice.customer_id) AS nr`,
    );
    const invoice = row!;
    const posts = await api.posts(invoice.customer_id, { filter: 'all' }).fetch();
    expect(posts.every((p) => Number.isInteger(p.amount))).toBe(true);
    expect((await api.crossrefs(invoice.customer_id, invoice.jour_nr).fetch()).map((p) => p.jourNr)).toContain(invoice.jour_nr);

    const [vat] = await api.taxSummary(invoice.id).fetch();
    const rates = await api.taxRates(invoice.jour_date).fetch();
    expect(rates.map((rate) => rate.code)).toContain(vat!.taxCode);
    // Each rate carries its name, which tells the two 0 % rates apart on the entry form.
    expect(rates.find((rate) => rate.code === 4)).toEqual({ code: 4, percent: 0, name: 'Ikke mva-pliktig' });
    const view = await api.entry(invoice.customer_id, 'INVOICE', invoice.jour_nr).fetch();
    if (view.found === 'none' || view.found === 'several') throw new Error('no invoice');
    const amountExTax = vat!.amountExTax + 800;
    const amount = Math.round((amountExTax * (100 + vat!.taxPercent)) / 100);
    await api.changeInvoiceAmount({ invoiceId: invoice.id, clientId: invoice.client_id, customerId: invoice.customer_id, amount, oldAmount: view.found.amountIncTax, rounding: 0, taxSummary: [{ taxCode: vat!.taxCode, amountExTax }] });
    expect((await api.taxSummary(invoice.id).fetch())[0]).toMatchObject({ amountExTax, amountIncTax: amount });
    const stale = await api
      .changeInvoiceAmount({ invoiceId: invoice.id, clientId: invoice.client_id, customerId: invoice.customer_id, amount, oldAmount: view.found.amountIncTax, rounding: 0, taxSummary: [{ taxCode: vat!.taxCode, amountExTax }] })
      .catch((error: unknown) => error);
    expect(stale).toMatchObject({ status: 409 });

    const [other] = await server.db.query<{ id: number; nr: number }>('SELECT id::int, nr FROM customer WHERE client_id = $1 AND id <> $2 ORDER BY id LIMIT 1', [
      invoice.client_id,
      invoice.customer_id,
    ]);
    await api.moveInvoice(invoice.id, other!.id);
    expect((await api.entry(other!.id, 'INVOICE', invoice.jour_nr).fetch()).found).toMatchObject({ id: invoice.id });

    await api.sendCopy(invoice.id, 'kopi@example.no', [{ id: invoice.id, type: 'Invoice' }]);
    expect((await api.invoiceMail(invoice.id).fetch())[0]).toMatchObject({ recipient: 'kopi@example.no', status: 'Pending', jourNr: invoice.jour_nr });
    expect((await api.customerMail(other!.id).fetch()).map((m) => m.recipient)).toContain('kopi@example.no');

    await api.addNote(invoice.client_id, invoice.nr, 'Første versjon');
    const [note] = await api.notes(invoice.client_id, invoice.nr).fetch();
    await api.updateNote(invoice.client_id, note!.id, 'Andre versjon');
    expect((await api.notes(invoice.client_id, invoice.nr).fetch())[0]).toMatchObject({ id: note!.id, text: 'Andre versjon' });
  });
});

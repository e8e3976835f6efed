import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../tests/fixtures/openInvoices';
import { addPendingTransmission, type PendingTransmission } from '../../tests/fixtures/pendingTransmission';
import { addUnconfirmedCustomers, type UnconfirmedCustomers } from '../../tests/fixtures/unconfirmedCustomers';
import { signInLikeTheSpa, type SignedInHeaders } from '../../tests/support/spaSignIn';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { commitChange } from '../realtime/committedChange';

type ApiName = 'data' | 'legacy' | 'service';
type Headers = SignedInHeaders;

interface AuditRow {
  officer_id: number | null;
  session_id: string | null;
  api: string;
  operation: string;
  client_ids: number[];
  customer_ids: number[];
  invoice_ids: number[];
  other_ids: Record<string, unknown[]>;
  moved_ore: number;
}

let server: TestApp;
let teknisk: Headers;
let open: OpenInvoices;
let unconfirmed: UnconfirmedCustomers;
let cases: PendingTransmission;
let payments: PendingTransmission;

const signIn = (username: string, password: string) => signInLikeTheSpa(server.app, username, password);

const call = (api: ApiName, method: string, url: string, payload?: object, headers: Headers = teknisk) =>
  server.app.inject({ method: method as 'GET', url: `/api/${api}/${url}`, headers: headers[api], ...(payload ? { payload } : {}) });

const lastAuditId = async () => (await server.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM audit_event'))[0]!.id;

async function auditRowsAfter(id: number): Promise<AuditRow[]> {
  return server.db.query<AuditRow>(
    `SELECT officer_id, session_id::text, api, operation, client_ids::int[], customer_ids::int[], invoice_ids::int[], other_ids,
            moved_ore::int AS moved_ore
       FROM audit_event WHERE id > $1 ORDER BY id`,
    [id],
  );
}

const one = async <Row extends object>(sql: string, params: unknown[] = []) => (await server.db.query<Row>(sql, params))[0]!;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  teknisk = await signIn('teknisk', 'teknisk-demo');
  open = await addOpenInvoices(server.db, { clientId: 1951, invoices: 2 });
  // Only an invoice made in the product may change its number.
  await server.db.query('UPDATE invoice SET registered_in_product = true WHERE id = $1', [open.invoiceIds[1]]);
  unconfirmed = await addUnconfirmedCustomers(server.db, { clientId: 1952, customers: 3 });
  cases = await addPendingTransmission(server.db, { kind: 'CASE', clients: 1, itemsPerClient: 2, firstClientNumber: 640 });
  payments = await addPendingTransmission(server.db, { kind: 'PAYMENT', clients: 1, itemsPerClient: 2, firstClientNumber: 650 });
}, 180_000);
afterAll(() => server.close());

/** The clients, customers and invoices of debt-collection items, as their rows name them. */
async function itemSubjects(table: 'dc_case' | 'dc_payment', id: number) {
  const row = await one<{ client_id: number; customer_id: number; invoice_id: number }>(
    `SELECT client_id, customer_id::int, invoice_id::int FROM ${table} WHERE id = $1`,
    [id],
  );
  return { client_ids: [row.client_id], customer_ids: [row.customer_id], invoice_ids: [row.invoice_id] };
}

interface WriteCase {
  readonly api: ApiName;
  readonly operation: string;
  /** Makes the request; its answer must be a success. */
  readonly request: () => Promise<LightMyRequestResponse>;
  /** What the one audit row must say, besides the officer, session, API and operation. */
  readonly expected: (response: LightMyRequestResponse) => Promise<Partial<AuditRow>>;
}

let paymentId = 0;
let recipientId = 0;
let ruleId = 0;

/**
 * Every write operation the server implements through commitChange, in an order that lets the later
 * ones use what the earlier made (the payment reversed, the recipient deleted). Each must leave
 * exactly one audit row naming teknisk, the operation, what it touched and the øre it moved.
 */
const WRITES: WriteCase[] = [
  {
    api: 'legacy',
    operation: 'registerPayment',
    request: () =>
      call('legacy', 'POST', 'Payment/Register', {
        idempotencyKey: randomUUID(),
        clientId: open.clientId,
        customerId: open.customerId,
        amount: 1327 + 100,
        paymentCode: 'DIR',
        currencyCode: 'NOK',
        bankDate: '2026-11-20',
        allocations: [{ entryId: open.invoiceIds[0], allocatedInvoicePart: 1250, allocatedInterestPart: 42, allocatedFeePart: 35 }],
      }),
    async expected(response) {
      paymentId = (response.json() as { paymentId: number }).paymentId;
      // The invoice's payment post and the 100 kr credit post: 1 427,00 kr out of the customer's balance.
      return {
        client_ids: [open.clientId],
        customer_ids: [open.customerId],
        invoice_ids: [open.invoiceIds[0]!],
        moved_ore: -142_700,
        other_ids: expect.objectContaining({ payment: [paymentId] }) as Record<string, unknown[]>,
      };
    },
  },
  {
    api: 'legacy',
    operation: 'reversePayment',
    request: () => call('legacy', 'POST', `Payment/Register/${paymentId}/Reverse`),
    expected: async () => ({
      client_ids: [open.clientId],
      customer_ids: [open.customerId],
      invoice_ids: [open.invoiceIds[0]!],
      moved_ore: 142_700,
      other_ids: { payment: [paymentId] },
    }),
  },
  {
    api: 'legacy',
    operation: 'confirmCustomerType',
    request: () => call('legacy', 'PUT', `CustomerType/Confirm/${unconfirmed.customerIds[0]}`, { update: { customerType: 'Business' } }),
    expected: async () => ({ client_ids: [unconfirmed.clientId], customer_ids: [unconfirmed.customerIds[0]!], invoice_ids: [], moved_ore: 0 }),
  },
  {
    api: 'legacy',
    operation: 'confirmCustomerTypes',
    request: () => call('legacy', 'PUT', 'CustomerType/Confirm', { customers: unconfirmed.customerIds.slice(1), customerType: 'Retail' }),
    expected: async () => ({ client_ids: [unconfirmed.clientId], customer_ids: unconfirmed.customerIds.slice(1), moved_ore: 0 }),
  },
  {
    api: 'legacy',
    operation: 'approveCases',
    request: () => call('legacy', 'POST', `DebtCollection/Cases/${cases.bundleId}/approve`, { cases: [cases.itemIds[0]![0]] }),
    expected: async () => ({
      ...(await itemSubjects('dc_case', cases.itemIds[0]![0]!)),
      other_ids: { bundle: [cases.bundleId], case: [cases.itemIds[0]![0]] },
    }),
  },
  {
    api: 'legacy',
    operation: 'rejectCases',
    request: () => call('legacy', 'POST', `DebtCollection/Cases/${cases.bundleId}/reject`, { cases: [cases.itemIds[0]![1]] }),
    expected: async () => ({ ...(await itemSubjects('dc_case', cases.itemIds[0]![1]!)), moved_ore: 0 }),
  },
  {
    api: 'legacy',
    operation: 'approvePayments',
    request: () => call('legacy', 'POST', `DebtCollection/Payments/${payments.bundleId}/approve`, { payments: [payments.itemIds[0]![0]] }),
    expected: async () => ({ ...(await itemSubjects('dc_payment', payments.itemIds[0]![0]!)), moved_ore: 0 }),
  },
  {
    api: 'legacy',
    operation: 'rejectPayments',
    request: () => call('legacy', 'POST', `DebtCollection/Payments/${payments.bundleId}/reject`, { payments: [payments.itemIds[0]![1]] }),
    expected: async () => ({ ...(await itemSubjects('dc_payment', payments.itemIds[0]![1]!)), moved_ore: 0 }),
  },
  {
    api: 'legacy',
    operation: 'selectBases',
    request: () => call('legacy', 'POST', 'Officer/select', { bases: [1, 2, 3, 4, 5] }),
    expected: async () => ({ client_ids: [], customer_ids: [], invoice_ids: [], other_ids: { base: [1, 2, 3, 4, 5] } }),
  },
  {
    api: 'data',
    operation: 'updatePreferences',
    request: () => call('data', 'PATCH', 'preferences', { changelogReadAt: '2026-11-20T10:00:00+01:00' }),
    expected: async () => ({ client_ids: [], customer_ids: [], invoice_ids: [], moved_ore: 0 }),
  },
  {
    api: 'legacy',
    operation: 'addCollectorRecipient',
    request: () => call('legacy', 'POST', 'CommonReg/Collector/Recipient', { email: 'revisjon@eksempel.no' }),
    async expected(response) {
      recipientId = (response.json() as { id: number }).id;
      return { other_ids: { id: [recipientId] } };
    },
  },
  {
    api: 'legacy',
    operation: 'deleteCollectorRecipient',
    request: () => call('legacy', 'DELETE', `CommonReg/Collector/Recipient/${recipientId}`),
    expected: async () => ({ other_ids: { id: [recipientId] } }),
  },
  {
    api: 'service',
    operation: 'addReminderRule',
    request: () => call('service', 'POST', `clients/${open.clientId}/debt-collection/reminder-rules/AMOUNT_LIMIT`, { amount: 123.45 }),
    async expected(response) {
      ruleId = (response.json() as { id: number }).id;
      return { client_ids: [open.clientId], other_ids: expect.objectContaining({ id: [ruleId] }) as Record<string, unknown[]> };
    },
  },
  {
    api: 'service',
    operation: 'deleteReminderRule',
    request: () => call('service', 'DELETE', `clients/${open.clientId}/debt-collection/reminder-rules/AMOUNT_LIMIT/${ruleId}`),
    expected: async () => ({ client_ids: [open.clientId], other_ids: { rule: [ruleId] } }),
  },
  {
    api: 'service',
    operation: 'createCustomerNote',
    request: () => call('service', 'POST', `clients/${open.clientId}/customers/30001/notes`, { text: 'Ringte kunden om betalingen' }),
    expected: async () => ({ client_ids: [open.clientId], customer_ids: [open.customerId], invoice_ids: [] }),
  },
  {
    api: 'service',
    operation: 'updateCustomerSettings',
    request: () =>
      call('service', 'PUT', `Customer/${open.customerId}/Settings`, {
        specifyInterestAndFee: true,
        brevgiro: false,
        debtCollectionNoticeOnEmail: true,
        autoSplitRateInvoice: false,
        languageCode: 'EN',
      }),
    expected: async () => ({ client_ids: [open.clientId], customer_ids: [open.customerId], invoice_ids: [], moved_ore: 0 }),
  },
  {
    api: 'service',
    operation: 'changeInvoiceNumber',
    request: () =>
      call('service', 'PUT', `Invoice/${open.invoiceIds[1]}/Number`, {
        clientId: open.clientId,
        invoiceId: open.invoiceIds[1],
        oldNumber: 700002,
        newNumber: 790002,
      }),
    expected: async () => ({ client_ids: [open.clientId], customer_ids: [open.customerId], invoice_ids: [open.invoiceIds[1]!], moved_ore: 0 }),
  },
  {
    api: 'service',
    operation: 'sendInvoiceCopy',
    request: () =>
      call('service', 'POST', `Invoice/${open.invoiceIds[1]}/SendCopy`, {
        invoiceId: open.invoiceIds[1],
        recipient: 'regnskap@example.no',
        files: [{ id: open.invoiceIds[1], type: 'Invoice' }],
      }),
    expected: async () => ({ client_ids: [open.clientId], customer_ids: [open.customerId], invoice_ids: [open.invoiceIds[1]!], moved_ore: 0 }),
  },
];

describe('the audit trail of every change commitChange commits', () => {
  for (const write of WRITES) {
    it(`${write.api} ${write.operation} leaves exactly one audit row with the officer, operation, ids and amounts`, async () => {
      const before = await lastAuditId();
      const response = await write.request();
      expect(response.statusCode, response.body).toBeLessThan(300);
      const rows = await auditRowsAfter(before);
      expect(rows).toHaveLength(1);
      const session = await one<{ id: string }>(
        'SELECT id::text FROM officer_session WHERE officer_id = 1 AND ended_at IS NULL ORDER BY started_at DESC LIMIT 1',
      );
      expect(rows[0]).toMatchObject({
        officer_id: 1,
        session_id: session.id,
        api: write.api,
        operation: write.operation,
        ...(await write.expected(response)),
      });
    });
  }

  it('records nothing for a change that wrote nothing (an unknown customer answers 404)', async () => {
    const before = await lastAuditId();
    expect((await call('legacy', 'PUT', 'CustomerType/Confirm/2147483647', { update: { customerType: 'Business' } })).statusCode).toBe(404);
    expect(await auditRowsAfter(before)).toEqual([]);
  });

  it('leaves no audit row when the change rolls back, and no change when the audit row cannot be written', async () => {
    const before = await lastAuditId();
    const note = { customerId: open.customerId, text: 'rullet tilbake' };
    const bus = server.bus;
    const addNote = (tx: Parameters<Parameters<typeof commitChange>[1]>[0]) =>
      tx.query("INSERT INTO customer_note (customer_id, notice_text, created_by, created) VALUES ($1, $2, 'test', now())", [note.customerId, note.text]);
    await expect(
      commitChange(
        { db: server.db, bus },
        async (tx) => {
          await addNote(tx);
          throw new Error('the change fails after its write');
        },
        () => [],
      ),
    ).rejects.toThrow('the change fails');
    expect(await auditRowsAfter(before)).toEqual([]);

    // An audit row the database refuses (here by a constraint added for the test) rolls the change back.
    await server.db.exec('ALTER TABLE audit_event ADD CONSTRAINT audit_test_refuses CHECK (operation <> $$internal$$)');
    try {
      await expect(commitChange({ db: server.db, bus }, addNote, () => [])).rejects.toThrow();
    } finally {
      await server.db.exec('ALTER TABLE audit_event DROP CONSTRAINT audit_test_refuses');
    }
    const notes = await one<{ n: number }>('SELECT count(*)::int AS n FROM customer_note WHERE notice_text = $1', [note.text]);
    expect(notes.n).toBe(0);
    expect(await auditRowsAfter(before)).toEqual([]);
  });

  it('records ending a session: by logout on each API, and by a Technical officer ending an officer’s sessions', async () => {
    for (const api of ['data', 'legacy', 'service'] as const) {
      const own = await signIn('saksbehandler', 'saksbehandler-demo');
      const sid = await one<{ id: string }>(
        'SELECT id::text FROM officer_session WHERE officer_id = 3 AND ended_at IS NULL ORDER BY started_at DESC LIMIT 1',
      );
      const before = await lastAuditId();
      expect((await call(api, 'POST', { data: 'session/logout', legacy: 'logout', service: 'auth/logout' }[api], undefined, own)).statusCode).toBe(204);
      expect(await auditRowsAfter(before)).toMatchObject([{ officer_id: 3, session_id: sid.id, api, operation: 'logout' }]);
    }
    await signIn('saksbehandler', 'saksbehandler-demo');
    const before = await lastAuditId();
    const ended = await call('data', 'DELETE', 'admin/users/3/sessions');
    expect(ended.json()).toEqual({ ended: 1 });
    expect(await auditRowsAfter(before)).toMatchObject([{ officer_id: 1, api: 'data', operation: 'endOfficerSessions', other_ids: { user: [3] } }]);
  });

  it('refuses to change or delete what it recorded, in the database itself', async () => {
    const [row] = await auditRowsAfter(0);
    expect(row).toBeDefined();
    await expect(server.db.query('UPDATE audit_event SET moved_ore = 0')).rejects.toThrow(/append-only/);
    await expect(server.db.query('DELETE FROM audit_event')).rejects.toThrow(/append-only/);
    await expect(server.db.query('TRUNCATE audit_event')).rejects.toThrow(/append-only/);
  });
});

describe('reading the audit trail (Technical only)', () => {
  it('pages the trail of a client, a customer and an invoice, newest first', async () => {
    const page = await call('data', 'GET', `audit/invoice/${open.invoiceIds[0]}?page=1&size=25`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json() as { items: { operation: string; movedOre: number; officerName: string }[]; total: number };
    expect(body.total).toBe(2);
    expect(body.items.map((item) => [item.operation, item.movedOre, item.officerName])).toEqual([
      ['reversePayment', 142_700, 'Tora Teknisk'],
      ['registerPayment', -142_700, 'Tora Teknisk'],
    ]);
    const customer = (await call('data', 'GET', `audit/customer/${open.customerId}?size=25`)).json() as { total: number; items: { operation: string }[] };
    expect(customer.items.map((item) => item.operation)).toEqual([
      'sendInvoiceCopy',
      'changeInvoiceNumber',
      'updateCustomerSettings',
      'createCustomerNote',
      'reversePayment',
      'registerPayment',
    ]);
    const client = (await call('data', 'GET', `audit/client/${open.clientId}?page=2&size=25`)).json() as { total: number; page: number; items: unknown[] };
    expect(client).toMatchObject({ total: 8, page: 2, items: [] });
  });

  it('exports the whole trail as CSV for Excel: BOM, ; and CRLF, Oslo time, amounts in kroner, formulas neutralised', async () => {
    await server.db.query("UPDATE officer SET name = '=Tora Teknisk' WHERE id = 1");
    try {
      const response = await call('data', 'GET', `audit/invoice/${open.invoiceIds[0]}/csv`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="revisjonslogg-invoice-${open.invoiceIds[0]}.csv"`);
      const times = await server.db.query<{ at: string }>(
        `SELECT to_char(at AT TIME ZONE 'Europe/Oslo', 'DD.MM.YYYY HH24:MI:SS') AS at FROM audit_event WHERE invoice_ids @> ARRAY[$1::bigint] ORDER BY id DESC`,
        [open.invoiceIds[0]],
      );
      const ids = `${open.clientId};${open.customerId};${open.invoiceIds[0]}`;
      expect(response.body).toBe(
        '\uFEFFTidspunkt;Saksbehandler;API;Operasjon;Klienter;Kunder;Fakturaer;Andre id-er;Beløp\r\n' +
          `${times[0]!.at};'=Tora Teknisk;legacy;reversePayment;${ids};payment: ${paymentId};1\u00A0427,00\r\n` +
          `${times[1]!.at};'=Tora Teknisk;legacy;registerPayment;${ids};entry: ${open.invoiceIds[0]}, payment: ${paymentId}, settledEntry: ${open.invoiceIds[0]};-1\u00A0427,00\r\n`,
      );
    } finally {
      await server.db.query("UPDATE officer SET name = 'Tora Teknisk' WHERE id = 1");
    }
  });

  it('refuses officers without the Technical role (403) and answers 404 for a subject outside the bases', async () => {
    for (const [username, password] of [['leder', 'leder-demo'], ['saksbehandler', 'saksbehandler-demo']] as const) {
      const other = await signIn(username, password);
      expect((await call('data', 'GET', `audit/client/${open.clientId}`, undefined, other)).statusCode).toBe(403);
      expect((await call('data', 'GET', `audit/client/${open.clientId}/csv`, undefined, other)).statusCode).toBe(403);
    }
    const outside = await one<{ id: number }>('SELECT id FROM client WHERE officer_id = 2 ORDER BY id LIMIT 1');
    // Teknisk loses base 2; announced, as a change to the officer list is, so the next request knows.
    await server.db.query("UPDATE officer SET bases = '{1,3,4,5}' WHERE id = 1");
    await server.bus.publish(['admin/users']);
    try {
      expect((await call('data', 'GET', `audit/client/${outside.id}`)).statusCode).toBe(404);
      expect((await call('data', 'GET', `audit/client/${outside.id}/csv`)).statusCode).toBe(404);
    } finally {
      await server.db.query("UPDATE officer SET bases = '{1,2,3,4,5}' WHERE id = 1");
      await server.bus.publish(['admin/users']);
    }
    expect((await call('data', 'GET', `audit/client/${outside.id}`)).statusCode).toBe(200);
  });
});


import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNT_NO_INVALID, COMPANY_NAME_MISSING, ORG_NO_INVALID } from '../../../src/domain/onboarding/newClient';
import { PENDING_CLIENT_NOT_FOUND } from '../../../src/domain/settings/pendingClients';
import { contractResponseCheck } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { BASE_NOT_YOURS, UNKNOWN_AGENCY } from './onboardingHandlers';

// Part 2 §2.10, §3.7, §7.5: client creation from the onboarding wizard, on PGlite and PostgreSQL.
let server: TestApp;
const tokens: Record<string, string> = {};
const published: string[][] = [];
const check: Record<string, (body: unknown) => string> = {};

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  for (const [user, password] of [['teknisk', 'teknisk-demo'], ['saksbehandler', 'saksbehandler-demo']]) {
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: user, password } });
    tokens[user!] = (login.json() as { token: string }).token;
  }
  check.createClient = await contractResponseCheck('service', 'createClient', 201);
  check.listNextClientNumbers = await contractResponseCheck('service', 'listNextClientNumbers');
  check.createClientLegacy = await contractResponseCheck('legacy', 'createClientLegacy', 201);
  const legacyLogin = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
  tokens.legacy = (legacyLogin.json() as { access_token: string }).access_token;
}, 120_000);
afterAll(() => server.close());

const post = (payload: object, user = 'teknisk') =>
  server.app.inject({ method: 'POST', url: '/api/service/clients', headers: { authorization: `Bearer ${tokens[user]}` }, payload });
const nextNumbers = async (user = 'teknisk') =>
  (await server.app.inject({ method: 'GET', url: '/api/service/clients/next-numbers', headers: { authorization: `Bearer ${tokens[user]}` } })).json() as {
    base: number;
    clientId: number;
  }[];

const newClient = (extra: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  officerId: 3,
  contractDate: '2026-11-23',
  company: { name: 'Nyklient AS', orgNo: '923456789', vatBound: true, address: { addressLine1: 'Storgata 1', postNo: '0155', cityName: 'OSLO', countryCode: 'NO' }, contactPerson: 'Kari Ny', email: 'post@nyklient.no', phoneNo: '12 34 56 78' },
  bank: { accountNo: '1234 56 78903' },
  settings: { creditDays: 15, daysReminder1: 14, daysReminder3: 17, daysReminderB: 14, daysDebtCollect: 17, prodInvoicePdf: true, prodCreditnotePdf: true, efakturaPriv: true, dispatchInvoices: true },
  debtCollection: { agencyId: 30, autoCollect: true, customerNumber: 'K-1' },
  euFee: { isEnabled: true, invoiceAmountLimit1: 1000, invoiceAmountLimit2: 5000, feeRate1: 80, feeRate2: 160, feeRate3: 280 },
  subscription: { billingInterval: 'Monthly', startDate: '2026-12-01', amount: 199.5 },
  prices: { invoice: [{ shipmentType: 'PAPER', priceExTax: 36 }, { shipmentType: 'NOSEND', priceExTax: 17 }], reminder: 0, sms: 3.9, nyfakturaUser: 56 },
  porto: { invoice: [{ shipmentType: 'EMAIL', priceExTax: 0.5 }] },
  ...extra,
});

const counts = async () => {
  const [row] = await server.db.query<{ clients: number; settings: number; banks: number; prices: number; pending: number }>(
    `SELECT (SELECT count(*)::int FROM client) AS clients, (SELECT count(*)::int FROM client_settings) AS settings,
            (SELECT count(*)::int FROM client_bank_account) AS banks, (SELECT count(*)::int FROM client_price) AS prices,
            (SELECT count(*)::int FROM pending_client_registration) AS pending`,
  );
  return row!;
};

describe('POST clients', () => {
  it('creates the client under the next free number of its base, with settings, bank, prices, subscription and agency, in one go', async () => {
    const [next] = (await nextNumbers()).filter((row) => row.base === 3);
    published.length = 0;
    const response = await post(newClient());
    expect(response.statusCode, response.body).toBe(201);
    expect(check.createClient!(response.json())).toBe('');
    expect(response.json()).toMatchObject({ id: next!.clientId, name: 'Nyklient AS', officerId: 3, orgNo: '923456789', isActive: true });
    const id = next!.clientId;
    const [settings] = await server.db.query<Record<string, unknown>>(
      'SELECT due_days, agency_id, auto_inkasso, customer_nr_at_agency, billing_interval, subscription_amount_ore, eu_fee_limit2_ore FROM client_settings WHERE client_id = $1',
      [id],
    );
    expect(settings).toMatchObject({ due_days: 15, agency_id: 30, auto_inkasso: true, customer_nr_at_agency: 'K-1', billing_interval: 'Monthly' });
    expect(Number(settings!.eu_fee_limit2_ore)).toBe(500000);
    expect(Number(settings!.subscription_amount_ore)).toBe(19950);
    expect(await server.db.query('SELECT account_type, account_number FROM client_bank_account WHERE client_id = $1', [id])).toEqual([{ account_type: 'Primary', account_number: '12345678903' }]);
    const prices = await server.db.query<{ category: string; shipment_type: string | null; price_ex_tax_ore: string | number }>(
      'SELECT category, shipment_type, price_ex_tax_ore FROM client_price WHERE client_id = $1 ORDER BY category, shipment_type',
      [id],
    );
    expect(prices.map((p) => [p.category, p.shipment_type, Number(p.price_ex_tax_ore)])).toEqual([
      ['invoice', 'NOSEND', 1700], ['invoice', 'PAPER', 3600], ['nyfakturaUser', null, 5600], ['portoInvoice', 'EMAIL', 50], ['reminder', null, 0], ['sms', null, 390],
    ]);
    expect(published).toEqual([['clients', 'Onboarding/ClientReg']]);
    expect((await nextNumbers()).find((row) => row.base === 3)!.clientId).toBeGreaterThan(id);
  });

  it('creates one client for a repeated submit with the same idempotency key', async () => {
    const body = newClient({ officerId: 4 });
    const before = await counts();
    const [first, second] = [await post(body), await post(body)];
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect((await counts()).clients).toBe(before.clients + 1);
  });

  it('creates a client from a pending registration once, removing the registration in the same transaction', async () => {
    const [pending] = await server.db.query<{ id: string }>('SELECT id FROM pending_client_registration ORDER BY id LIMIT 1');
    const before = await counts();
    const created = await post(newClient({ pendingId: pending!.id }));
    expect(created.statusCode, created.body).toBe(201);
    const again = await post(newClient({ pendingId: pending!.id }));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: PENDING_CLIENT_NOT_FOUND });
    expect(await counts()).toMatchObject({ clients: before.clients + 1, pending: before.pending - 1 });
  });

  it('gives two concurrent creations in one base different numbers', async () => {
    const [a, b] = await Promise.all([post(newClient({ officerId: 5 })), post(newClient({ officerId: 5 }))]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([201, 201]);
    const ids = [(a.json() as { id: number }).id, (b.json() as { id: number }).id];
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => Math.floor(id / 1000) >= 5)).toBe(true);
  });

  it.each([
    ['no company name', { company: { ...newClient().company, name: ' ' } }, 'body.company.name', COMPANY_NAME_MISSING],
    ['an org no without 9 digits', { company: { ...newClient().company, orgNo: '12345678' } }, 'body.company.orgNo', ORG_NO_INVALID],
    ['an account of 10 digits', { bank: { accountNo: '1234 56 7890' } }, 'body.bank.accountNo', ACCOUNT_NO_INVALID],
    ['an empty org no', { company: { ...newClient().company, orgNo: '' } }, 'body.company.orgNo', ORG_NO_INVALID],
    ['an unknown agency', { debtCollection: { agencyId: 99, autoCollect: false } }, 'body.debtCollection.agencyId', UNKNOWN_AGENCY],
  ])('refuses %s with its field and Norwegian reason, creating nothing', async (_name, change, path, message) => {
    const before = await counts();
    const response = await post(newClient(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: [{ path, message }] });
    expect(await counts()).toEqual(before);
  });

  it("refuses a base outside the officer's bases and lists only the officer's next numbers", async () => {
    const before = await counts();
    const response = await post(newClient({ officerId: 3 }), 'saksbehandler');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: [{ path: 'body.officerId', message: BASE_NOT_YOURS }] });
    expect(await counts()).toEqual(before);
    const numbers = await nextNumbers('saksbehandler');
    expect(check.listNextClientNumbers!(numbers)).toBe('');
    expect(numbers.map((row) => row.base)).toEqual([1, 2]);
  });
});

describe('legacy POST Client (part 2 §7.5)', () => {
  const postLegacy = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/legacy/Client', headers: { 'x-session-token': tokens.legacy! }, payload });

  it('creates the client from the same payload as the wizard, answering its id and name, and refuses bad fields the same way', async () => {
    const [next] = (await nextNumbers()).filter((row) => row.base === 5);
    const created = await postLegacy(newClient({ officerId: 5, company: { ...newClient().company, name: 'Legacyklient AS' } }));
    expect(created.statusCode, created.body).toBe(201);
    expect(check.createClientLegacy!(created.json())).toBe('');
    expect(created.json()).toEqual({ id: next!.clientId, name: 'Legacyklient AS' });
    const before = await counts();
    const refused = await postLegacy(newClient({ officerId: 5, company: { ...newClient().company, orgNo: '12' } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: ORG_NO_INVALID, fieldErrors: [{ path: 'body.company.orgNo', message: ORG_NO_INVALID }] });
    expect(await counts()).toEqual(before);
  });
});

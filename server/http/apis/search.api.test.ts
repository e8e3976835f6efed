import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/domain/money/formatAmount';
import {
  AMOUNT_SEARCH_NEEDS_CLIENT,
  CLIENT_SEARCH_TOO_SHORT,
  INVOICE_NUMBER_DIGITS_ONLY,
  SEARCH_TERM_TOO_SHORT,
  TEXT_SEARCH_NEEDS_CLIENT,
} from '../../../src/domain/search/searchRequestRules';
import { addPendingTransmission } from '../../../tests/fixtures/pendingTransmission';
import { contractResponseCheck } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let authorization: string;
const check: Record<string, (body: unknown) => string> = {};

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  // The plain officer has bases 1–2 only: customers of the other bases are never found (their pages are not found either).
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'saksbehandler', password: 'saksbehandler-demo' } });
  authorization = `Bearer ${(login.json() as { token: string }).token}`;
  for (const operationId of ['searchCustomers', 'searchCustomersByContact', 'searchCustomersByBankAccount', 'searchInvoices', 'listClients', 'listClientCustomers']) {
    check[operationId] = await contractResponseCheck('service', operationId);
  }
  // Seeding takes a minute on a busy shared machine, as for the debt-collection tests.
}, 120_000);
afterAll(() => server.close());

interface CustomerHit {
  id: number;
  nr: number;
  clientId: number;
  clientName: string;
  isClientActive: boolean;
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  postNo: string | null;
  cityName: string | null;
  email: string | null;
}

interface InvoiceHit {
  clientId: number;
  customerId: number;
  customerNr: number;
  jourNo: number;
  jourDate: string;
  amount: number;
  yourRef: string | null;
}

async function post(url: string, payload: object) {
  return server.app.inject({ method: 'POST', url: `/api/service${url}`, payload, headers: { authorization } });
}

/** A 200 answer that the contract accepts. */
async function found<T>(operationId: string, url: string, payload: object): Promise<T[]> {
  const response = await post(url, payload);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as T[];
  expect(check[operationId]!(body)).toBe('');
  return body;
}

const customers = (payload: object) => found<CustomerHit>('searchCustomers', '/Customer/Search', payload);
/** Invoices of clients in the plain officer's bases (1–2), the only ones the searches below may find. */
const OF_BASES_1_2 = 'client_id IN (SELECT id FROM client WHERE officer_id IN (1, 2))';
const invoices = (payload: object) => found<InvoiceHit>('searchInvoices', '/Invoice/search', payload);

async function rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
  return server.db.query<T>(sql, params);
}

/** count(*) of a query that selects it as n. */
async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await rows<{ n: number }>(sql, params);
  return row!.n;
}

async function one<T extends object>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<T>(sql, params);
  if (!row) throw new Error(`the small seed has no row for: ${sql}`);
  return row;
}

function expectRefusal(response: { statusCode: number; json(): unknown }, path: string, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ status: 400, message, fieldErrors: [{ path, message }] });
}

const ADDRESS = `lower(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(post_no, '') || ' ' || coalesce(city_name, ''))`;

describe('customer search by number', () => {
  it('finds the numbers starting with the digits within a client, in number order', async () => {
    const { client_id, prefix } = await one<{ client_id: number; prefix: string }>(
      `SELECT client_id, left(max(nr)::text, 2) AS prefix FROM customer GROUP BY client_id ORDER BY count(*) DESC, client_id LIMIT 1`,
    );
    const expected = await rows<{ nr: number }>(`SELECT nr FROM customer WHERE client_id = $1 AND nr::text LIKE $2 ORDER BY nr LIMIT 20`, [client_id, `${prefix}%`]);
    expect(expected.length).toBeGreaterThan(1);
    const hits = await customers({ term: prefix, clientId: client_id, maxItems: 20 });
    expect(hits.map((h) => h.nr)).toEqual(expected.map((r) => r.nr));
    expect(hits.every((h) => h.clientId === client_id)).toBe(true);
  });

  it("searches every client of the officer's bases when none is chosen, at most 10 for the popup", async () => {
    const expected = await rows<{ client_id: number; nr: number }>(
      `SELECT cu.client_id, cu.nr FROM customer cu JOIN client c ON c.id = cu.client_id WHERE c.officer_id IN (1, 2) AND cu.nr::text LIKE '10%' ORDER BY cu.nr, cu.client_id LIMIT 10`,
    );
    expect(expected).toHaveLength(10);
    const hits = await customers({ term: ' 10 ' });
    expect(hits.map((h) => [h.clientId, h.nr])).toEqual(expected.map((r) => [r.client_id, r.nr]));
  });

  it('finds nothing for a number with a leading zero or beyond any customer number', async () => {
    expect(await customers({ term: '0001' })).toEqual([]);
    expect(await customers({ term: '99999999999' })).toEqual([]);
  });
});

describe('customer search by name and address', () => {
  it("finds a name substring in any letter case within the officer's bases, sorted by name, and no customer outside them", async () => {
    const { name } = await one<{ name: string }>(
      `SELECT c.name FROM customer c JOIN client cl ON cl.id = c.client_id WHERE cl.officer_id = 5 AND c.type = 'Retail' ORDER BY c.id LIMIT 1`,
    );
    const lastName = name.split(' ').pop()!;
    const term = lastName.slice(1).toUpperCase();
    const n = await count(
      `SELECT count(*)::int AS n FROM customer cu JOIN client c ON c.id = cu.client_id WHERE c.officer_id IN (1, 2) AND strpos(lower(cu.name), lower($1)) > 0`,
      [term],
    );
    const hits = await customers({ term, maxItems: 20 });
    expect(hits).toHaveLength(Math.min(n, 20));
    expect(hits.every((h) => h.name.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    expect(hits.map((h) => h.name)).toEqual([...hits.map((h) => h.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const exact = await customers({ term: name, maxItems: 1000 });
    const bases = await rows<{ officer_id: number }>(`SELECT DISTINCT officer_id FROM client WHERE id = ANY($1::int[])`, [exact.map((h) => h.clientId)]);
    expect(bases.map((b) => b.officer_id).every((base) => base === 1 || base === 2)).toBe(true);
    // The same search by an officer of every base finds the customer of base 5.
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    const everyBase = await server.app.inject({
      method: 'POST',
      url: '/api/service/Customer/Search',
      payload: { term: name, maxItems: 1000 },
      headers: { authorization: `Bearer ${(login.json() as { token: string }).token}` },
    });
    const everyBaseClients = (everyBase.json() as CustomerHit[]).map((h) => h.clientId);
    const everyBaseBases = await rows<{ officer_id: number }>(`SELECT DISTINCT officer_id FROM client WHERE id = ANY($1::int[])`, [everyBaseClients]);
    expect(everyBaseBases.map((b) => b.officer_id)).toContain(5);
  });

  it('limits the name search to the chosen client', async () => {
    const { client_id, name } = await one<{ client_id: number; name: string }>(`SELECT client_id, name FROM customer WHERE type = 'Business' ORDER BY id LIMIT 1`);
    const word = name.split(' ')[0]!;
    const n = await count(`SELECT count(*)::int AS n FROM customer WHERE client_id = $1 AND strpos(lower(name), lower($2)) > 0`, [client_id, word]);
    const hits = await customers({ term: word, clientId: client_id, maxItems: 1000 });
    expect(hits).toHaveLength(n);
    expect(hits.every((h) => h.clientId === client_id)).toBe(true);
  });

  it('finds an address substring: street, postal code or city', async () => {
    const { post_no, city_name, address_line1 } = await one<{ post_no: string; city_name: string; address_line1: string }>(
      `SELECT post_no, city_name, address_line1 FROM customer WHERE country_code = 'NO' ORDER BY id LIMIT 1`,
    );
    for (const term of [post_no, city_name.toLowerCase(), address_line1.split(' ')[0]!]) {
      const n = await count(`SELECT count(*)::int AS n FROM customer WHERE strpos(${ADDRESS}, lower($1)) > 0`, [term]);
      const hits = await customers({ term, searchIn: 'address', maxItems: 20 });
      expect(hits.length).toBe(Math.min(n, 20));
      const address = (h: CustomerHit) => [h.addressLine1, h.addressLine2, h.postNo, h.cityName].join(' ').toLowerCase();
      expect(hits.every((h) => address(h).includes(term.toLowerCase()))).toBe(true);
    }
  });

  it("finds the payment picker's text in the name or the address lines of the client's customers, and a number by its prefix", async () => {
    const customer = await one<{ id: number; client_id: number; nr: number; street: string }>(
      `SELECT cu.id::int AS id, cu.client_id, cu.nr, split_part(cu.address_line1, ' ', 1) AS street FROM customer cu JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id IN (1, 2) AND cu.address_line1 ~ '^[A-Za-zÆØÅæøå]{4,} ' AND strpos(lower(cu.name), lower(split_part(cu.address_line1, ' ', 1))) = 0
        ORDER BY cu.id LIMIT 1`,
    );
    const n = await count(
      `SELECT count(*)::int AS n FROM customer WHERE client_id = $1 AND (strpos(lower(name), lower($2)) > 0 OR strpos(${ADDRESS}, lower($2)) > 0)`,
      [customer.client_id, customer.street],
    );
    const hits = await customers({ term: customer.street, searchIn: 'nameOrAddress', clientId: customer.client_id, maxItems: 20 });
    expect(hits).toHaveLength(Math.min(n, 20));
    const text = (h: CustomerHit) => [h.name, h.addressLine1, h.addressLine2, h.postNo, h.cityName].join(' ').toLowerCase();
    expect(hits.every((h) => h.clientId === customer.client_id && text(h).includes(customer.street.toLowerCase()))).toBe(true);
    if (n <= 20) expect(hits.map((h) => h.id)).toContain(customer.id);
    const byName = await customers({ term: customer.street, clientId: customer.client_id, maxItems: 20 });
    expect(byName.map((h) => h.id)).not.toContain(customer.id);
    const prefix = String(customer.nr).slice(0, 3);
    expect(await customers({ term: prefix, searchIn: 'nameOrAddress', clientId: customer.client_id, maxItems: 20 })).toEqual(
      await customers({ term: prefix, clientId: customer.client_id, maxItems: 20 }),
    );
  });

  it('gives the popup at most 10 and a picker at most 20', async () => {
    const n = await count(`SELECT count(*)::int AS n FROM customer WHERE strpos(lower(name), 'en') > 0`);
    expect(n).toBeGreaterThan(20);
    expect(await customers({ term: 'en' })).toHaveLength(10);
    expect(await customers({ term: 'en', maxItems: 20 })).toHaveLength(20);
  });

  it.each(['%%', '__', '\\\\', '%a', 'a_', "' OR '1'='1", "x'); DROP TABLE customer; --", '.*'])(
    'takes %j literally, wildcards and quotes alike',
    async (term) => {
      for (const searchIn of ['text', 'address'] as const) {
        const matched = searchIn === 'text' ? 'lower(name)' : ADDRESS;
        const n = await count(`SELECT count(*)::int AS n FROM customer WHERE strpos(${matched}, lower($1)) > 0`, [term]);
        expect(await customers({ term, searchIn, maxItems: 1000 })).toHaveLength(Math.min(n, 1000));
      }
    },
  );

  it('refuses a term shorter than 2 characters with a 400 naming the field', async () => {
    expectRefusal(await post('/Customer/Search', { term: ' a ' }), 'body.term', SEARCH_TERM_TOO_SHORT);
    const tooShort = await post('/Customer/Search', { term: 'a' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ fieldErrors: [{ path: 'body.term' }] });
    const tooMany = await post('/Customer/Search', { term: 'ab', maxItems: 1001 });
    expect(tooMany.json()).toMatchObject({ status: 400, fieldErrors: [{ path: 'body.maxItems' }] });
  });
});

describe('customer search by e-mail and bank account', () => {
  it('finds the whole e-mail or invoice e-mail address in any letter case', async () => {
    const { email } = await one<{ email: string }>(
      `SELECT cu.invoice_email AS email FROM customer cu JOIN client c ON c.id = cu.client_id WHERE c.officer_id IN (1, 2) AND cu.invoice_email IS NOT NULL ORDER BY cu.id LIMIT 1`,
    );
    const expected = await rows<{ id: number }>(
      `SELECT cu.id::int AS id FROM customer cu JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id IN (1, 2) AND (lower(cu.email) = lower($1) OR lower(cu.invoice_email) = lower($1)) ORDER BY cu.client_id, cu.nr`,
      [email],
    );
    const hits = await found<CustomerHit>('searchCustomersByContact', '/Customer/SearchContact', { email: email.toUpperCase() });
    expect(hits.map((h) => h.id)).toEqual(expected.map((r) => r.id));
    expect(await found('searchCustomersByContact', '/Customer/SearchContact', { email: `x${email}` })).toEqual([]);
  });

  it('refuses a part of an address', async () => {
    const response = await post('/Customer/SearchContact', { email: 'faktura@' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: [{ path: 'body.email' }] });
  });

  it("finds a client's customers paying from an account, and needs the client", async () => {
    const { account_number, client_id } = await one<{ account_number: string; client_id: number }>(
      `SELECT b.account_number, c.client_id FROM customer_bank_account b JOIN customer c ON c.id = b.customer_id ORDER BY b.id LIMIT 1`,
    );
    const expected = await rows<{ id: number }>(
      `SELECT c.id::int AS id FROM customer c JOIN customer_bank_account b ON b.customer_id = c.id WHERE b.account_number = $1 AND c.client_id = $2 ORDER BY c.nr`,
      [account_number, client_id],
    );
    const hits = await found<CustomerHit>('searchCustomersByBankAccount', '/Customer/WithBankAccount', { accountNumber: account_number, clientId: client_id });
    expect(hits.map((h) => h.id)).toEqual(expected.map((r) => r.id));
    const other = await one<{ id: number }>(`SELECT id FROM client WHERE id <> $1 ORDER BY id LIMIT 1`, [client_id]);
    const elsewhere = await rows<{ n: number }>(
      `SELECT 1 AS n FROM customer c JOIN customer_bank_account b ON b.customer_id = c.id WHERE b.account_number = $1 AND c.client_id = $2`,
      [account_number, other.id],
    );
    expect(await found('searchCustomersByBankAccount', '/Customer/WithBankAccount', { accountNumber: account_number, clientId: other.id })).toHaveLength(elsewhere.length);
    const noClient = await post('/Customer/WithBankAccount', { accountNumber: account_number });
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toMatchObject({ fieldErrors: [{ path: 'body.clientId' }] });
  });
});

describe('invoice search', () => {
  it('finds an invoice number in every client, or in the chosen one', async () => {
    const { jour_nr, client_id } = await one<{ jour_nr: number; client_id: number }>(
      `SELECT jour_nr, min(client_id) AS client_id FROM invoice WHERE ${OF_BASES_1_2} GROUP BY jour_nr HAVING count(*) > 1 ORDER BY jour_nr LIMIT 1`,
    );
    const n = await count(`SELECT count(*)::int AS n FROM invoice WHERE jour_nr = $1 AND ${OF_BASES_1_2}`, [jour_nr]);
    const everywhere = await invoices({ type: 'std', term: String(jour_nr), maxItems: 1000 });
    expect(everywhere).toHaveLength(n);
    expect(everywhere.every((h) => h.jourNo === Number(jour_nr))).toBe(true);
    const inClient = await invoices({ type: 'std', term: String(jour_nr), clientId: client_id });
    expect(inClient.length).toBeGreaterThan(0);
    expect(inClient.every((h) => h.clientId === client_id && h.jourNo === Number(jour_nr))).toBe(true);
  });

  it('finds a KID, a case number and the start of a reference', async () => {
    const kid = await one<{ kid: string; id: number }>(`SELECT kid, id::int AS id FROM invoice WHERE kid IS NOT NULL AND ${OF_BASES_1_2} ORDER BY id LIMIT 1`);
    const kidHits = await invoices({ type: 'kid', term: kid.kid });
    const kids = await count(`SELECT count(*)::int AS n FROM invoice WHERE kid = $1 AND ${OF_BASES_1_2}`, [kid.kid]);
    expect(kidHits).toHaveLength(Math.min(kids, 10));

    const withCase = await one<{ case_number: string; jour_nr: number }>(`SELECT case_number, jour_nr FROM invoice WHERE case_number IS NOT NULL AND ${OF_BASES_1_2} ORDER BY id LIMIT 1`);
    const caseHits = await invoices({ type: 'caseNumber', term: withCase.case_number });
    expect(caseHits.map((h) => h.jourNo)).toContain(Number(withCase.jour_nr));

    const { your_ref } = await one<{ your_ref: string }>(`SELECT your_ref FROM invoice WHERE length(your_ref) >= 4 AND ${OF_BASES_1_2} ORDER BY id LIMIT 1`);
    const start = your_ref.slice(0, 3).toLowerCase();
    const refs = await count(`SELECT count(*)::int AS n FROM invoice WHERE left(lower(your_ref), 3) = $1 AND ${OF_BASES_1_2}`, [start]);
    const refHits = await invoices({ type: 'reference', term: start.toUpperCase(), maxItems: 50 });
    expect(refHits).toHaveLength(Math.min(refs, 50));
    expect(refHits.every((h) => h.yourRef!.toLowerCase().startsWith(start))).toBe(true);
  });

  it("finds an amount as officers type it, and a text of the invoice, within the client", async () => {
    const { client_id, amount } = await one<{ client_id: number; amount: number }>(
      `SELECT client_id, amount_inc_tax_ore::float8 AS amount FROM invoice WHERE amount_inc_tax_ore > 100000 AND amount_inc_tax_ore % 100 <> 0 AND ${OF_BASES_1_2} ORDER BY id LIMIT 1`,
    );
    const n = await count(`SELECT count(*)::int AS n FROM invoice WHERE client_id = $1 AND amount_inc_tax_ore = $2`, [client_id, amount]);
    const amountHits = await invoices({ type: 'amount', term: `kr ${formatAmount(amount)}`, clientId: client_id, maxItems: 1000 });
    expect(amountHits).toHaveLength(n);
    expect(amountHits.every((h) => h.clientId === client_id && Math.round(h.amount * 100) === amount)).toBe(true);

    const { invoice_text } = await one<{ invoice_text: string }>(`SELECT invoice_text FROM invoice WHERE client_id = $1 AND invoice_text IS NOT NULL ORDER BY id LIMIT 1`, [client_id]);
    const word = invoice_text.split(' ')[0]!.toUpperCase();
    const texts = await count(`SELECT count(*)::int AS n FROM invoice WHERE client_id = $1 AND strpos(lower(invoice_text), lower($2)) > 0`, [client_id, word]);
    const textHits = await invoices({ type: 'text', term: word, clientId: client_id, maxItems: 1000 });
    expect(textHits).toHaveLength(Math.min(texts, 1000));
    expect(textHits.map((h) => h.jourDate)).toEqual([...textHits.map((h) => h.jourDate)].sort().reverse());
  });

  it('limits to one customer', async () => {
    const { customer_id, jour_nr } = await one<{ customer_id: number; jour_nr: number }>(`SELECT customer_id::int AS customer_id, jour_nr FROM invoice WHERE ${OF_BASES_1_2} ORDER BY id LIMIT 1`);
    const hits = await invoices({ type: 'std', term: String(jour_nr), customerId: customer_id });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.customerId === customer_id)).toBe(true);
  });

  it('refuses amount and text without a client, a number that is no number, a bad amount and a short term', async () => {
    expectRefusal(await post('/Invoice/search', { type: 'amount', term: '100' }), 'body.clientId', AMOUNT_SEARCH_NEEDS_CLIENT);
    expectRefusal(await post('/Invoice/search', { type: 'text', term: 'Husleie' }), 'body.clientId', TEXT_SEARCH_NEEDS_CLIENT);
    expectRefusal(await post('/Invoice/search', { type: 'std', term: '12a' }), 'body.term', INVOICE_NUMBER_DIGITS_ONLY);
    expectRefusal(await post('/Invoice/search', { type: 'amount', term: '12,345', clientId: 1003 }), 'body.term', 'Beløpet kan ikke ha mer enn to desimaler');
    expectRefusal(await post('/Invoice/search', { type: 'reference', term: '  x ' }), 'body.term', SEARCH_TERM_TOO_SHORT);
  });

  it('takes wildcards in a reference or text literally', async () => {
    const { client_id } = await one<{ client_id: number }>(`SELECT client_id FROM invoice ORDER BY id LIMIT 1`);
    for (const term of ['%%', '__', '\\%']) {
      expect(await invoices({ type: 'reference', term })).toEqual([]);
      expect(await invoices({ type: 'text', term, clientId: client_id })).toEqual([]);
    }
  });
});

/**
 * Issue 15: each invoice search mode finds the invoice behind a value the product shows elsewhere, read
 * the way the officer reads it (the debt-collection pages of the legacy API), not from the invoice row.
 */
describe('invoice search by what the product shows of an invoice', () => {
  let legacy: Record<string, string>;
  beforeAll(async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
    legacy = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  });
  const legacyGet = async <T>(url: string) => (await server.app.inject({ method: 'GET', url: `/api/legacy/${url}`, headers: legacy })).json() as T;

  interface ShownItem {
    invoiceNumber: number;
    caseNumber?: string | null;
    reference?: string | null;
    tag?: string | null;
  }
  type Transmission = { clients: { clientId: number; invoices?: ShownItem[]; payments?: ShownItem[] }[] };

  it('finds the invoice of a case number shown on a pending case transmission once the case is approved', async () => {
    const pending = await addPendingTransmission(server.db, { kind: 'CASE', clients: 1, itemsPerClient: 1, firstClientNumber: 750 });
    const approved = await server.app.inject({
      method: 'POST',
      url: `/api/legacy/DebtCollection/Cases/${pending.bundleId}/approve`,
      payload: { cases: pending.itemIds.flat() },
      headers: legacy,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const shown = await legacyGet<Transmission>(`DebtCollection/Cases/${pending.bundleId}/Transmissions/${pending.transmissionId}`);
    const [caseRow] = shown.clients[0]!.invoices!;
    expect(caseRow!.caseNumber).toMatch(/^\d+$/);
    const hits = await invoices({ type: 'caseNumber', term: caseRow!.caseNumber! });
    expect(hits.map((h) => [h.clientId, h.jourNo])).toEqual([[shown.clients[0]!.clientId, caseRow!.invoiceNumber]]);
  });

  it("finds the invoice of a KID shown as an OCR payment's reference on a pending payment transmission", async () => {
    // The search is the plain officer's: an OCR payment of a client in its bases (1–2).
    const inBases = new Set((await rows<{ id: number }>('SELECT id FROM client WHERE officer_id IN (1, 2)')).map((c) => c.id));
    const bundles = await legacyGet<{ bundleId: number; agencies: { transmissionId: string }[] }[]>('DebtCollection/Payments/Pending');
    const shownClients: Transmission['clients'] = [];
    for (const { bundleId, agencies } of bundles) {
      for (const { transmissionId } of agencies) {
        shownClients.push(...(await legacyGet<Transmission>(`DebtCollection/Payments/${bundleId}/Transmissions/${transmissionId}`)).clients);
      }
    }
    const client = shownClients.find((c) => inBases.has(c.clientId) && c.payments!.some((p) => p.tag === 'OCR'))!;
    const payment = client.payments!.find((p) => p.tag === 'OCR')!;
    const hits = await invoices({ type: 'kid', term: payment.reference! });
    expect(hits.map((h) => [h.clientId, h.jourNo])).toContainEqual([client.clientId, payment.invoiceNumber]);
  });

  it('finds an invoice by a word from the middle of its text, as typed, within its client', async () => {
    const { client_id, jour_nr, invoice_text } = await one<{ client_id: number; jour_nr: number; invoice_text: string }>(
      `SELECT client_id, jour_nr::int AS jour_nr, invoice_text FROM invoice WHERE type = 'INVOICE' AND invoice_text LIKE '% % %' ORDER BY id LIMIT 1`,
    );
    const word = invoice_text.split(' ')[1]!;
    const hits = await invoices({ type: 'text', term: ` ${word.toLowerCase()} `, clientId: client_id, maxItems: 1000 });
    expect(hits.map((h) => h.jourNo)).toContain(jour_nr);
  });
});

describe('client lookup', () => {
  const clients = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/service/clients?${query}`, headers: { authorization } });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { id: number; name: string; isActive: boolean }[];
    expect(check.listClients!(body)).toBe('');
    return body;
  };

  it('finds client ids starting with the digits, in id order', async () => {
    const expected = await rows<{ id: number }>(`SELECT id FROM client WHERE id::text LIKE '100%' AND officer_id IN (1, 2) ORDER BY id`);
    expect(expected.length).toBeGreaterThan(0);
    expect((await clients('term=100')).map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });

  it('finds a name substring, flags inactive clients, and filters on active', async () => {
    const inactive = await one<{ name: string }>(`SELECT name FROM client WHERE NOT is_active AND officer_id IN (1, 2) ORDER BY id LIMIT 1`);
    const word = inactive.name.split(' ')[0]!;
    const expected = await rows<{ id: number; is_active: boolean }>(`SELECT id, is_active FROM client WHERE strpos(lower(name), lower($1)) > 0 AND officer_id IN (1, 2) ORDER BY name, id`, [word]);
    const hits = await clients(`term=${encodeURIComponent(word.toUpperCase())}`);
    expect(hits.map((c) => [c.id, c.isActive])).toEqual(expected.map((r) => [r.id, r.is_active]));
    expect(hits.some((c) => !c.isActive)).toBe(true);
    const allInactive = await rows<{ id: number }>(`SELECT id FROM client WHERE NOT is_active AND officer_id IN (1, 2) ORDER BY id`);
    expect((await clients('isActive=false')).map((c) => c.id)).toEqual(allInactive.map((r) => r.id));
  });

  it('finds clients by the start of a bank account, grouping typed as ### ## #####', async () => {
    const { account_number } = await one<{ account_number: string }>(`SELECT account_number FROM client_bank_account ORDER BY id LIMIT 1`);
    const start = `${account_number.slice(0, 4)} ${account_number.slice(4, 6)}`;
    const expected = await rows<{ id: number }>(
      `SELECT DISTINCT client_id AS id FROM client_bank_account WHERE left(account_number, 6) = $1 AND client_id IN (SELECT id FROM client WHERE officer_id IN (1, 2)) ORDER BY 1`,
      [account_number.slice(0, 6)],
    );
    expect((await clients(`bankAccount=${encodeURIComponent(start)}`)).map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });

  it('refuses a client term under 3 characters and an account under 2 digits', async () => {
    const short = await server.app.inject({ method: 'GET', url: '/api/service/clients?term=%20ab%20', headers: { authorization } });
    expectRefusal(short, 'query.term', CLIENT_SEARCH_TOO_SHORT);
    const account = await server.app.inject({ method: 'GET', url: '/api/service/clients?bankAccount=1%20', headers: { authorization } });
    expect(account.statusCode).toBe(400);
    expect(account.json()).toMatchObject({ fieldErrors: [{ path: 'query.bankAccount' }] });
  });
});

describe('search answers are cached until a change is announced', () => {
  it('answers the old name until the change bus tells of a change', async () => {
    const customer = await one<{ id: number; client_id: number; name: string }>(`SELECT id::int AS id, client_id, name FROM customer ORDER BY id DESC LIMIT 1`);
    const renamed = 'Zyxwvu Cachetest';
    await customers({ term: 'zyxwvu', clientId: customer.client_id });
    await server.db.query('UPDATE customer SET name = $1 WHERE id = $2', [renamed, customer.id]);
    expect(await customers({ term: 'zyxwvu', clientId: customer.client_id })).toEqual([]);
    await server.bus.publish([`clients/${customer.client_id}/customers`]);
    expect((await customers({ term: 'zyxwvu', clientId: customer.client_id })).map((h) => h.id)).toEqual([customer.id]);
    await server.db.query('UPDATE customer SET name = $1 WHERE id = $2', [customer.name, customer.id]);
    await server.bus.publish([`clients/${customer.client_id}/customers`]);
  });
});

describe("customers outside the officer's bases", () => {
  it('are found by no customer search and their client has no customer list, for an officer of bases 1–2', async () => {
    const outside = await one<{ client_id: number; nr: number; name: string; email: string | null; account_number: string | null }>(
      `SELECT cu.client_id, cu.nr, cu.name, cu.email,
              (SELECT b.account_number FROM customer_bank_account b WHERE b.customer_id = cu.id LIMIT 1) AS account_number
         FROM customer cu JOIN client c ON c.id = cu.client_id
        WHERE c.officer_id = 5 AND cu.email IS NOT NULL AND EXISTS (SELECT 1 FROM customer_bank_account b WHERE b.customer_id = cu.id)
        ORDER BY cu.id LIMIT 1`,
    );
    expect(await customers({ term: String(outside.nr), clientId: outside.client_id })).toEqual([]);
    expect(await customers({ term: outside.name, clientId: outside.client_id })).toEqual([]);
    const everyClient = await customers({ term: outside.name, maxItems: 100 });
    expect(everyClient.some((hit) => hit.clientId === outside.client_id)).toBe(false);
    const byEmail = await found<CustomerHit>('searchCustomersByContact', '/Customer/SearchContact', { email: outside.email });
    expect(byEmail.some((hit) => hit.clientId === outside.client_id)).toBe(false);
    expect(await found('searchCustomersByBankAccount', '/Customer/WithBankAccount', { accountNumber: outside.account_number, clientId: outside.client_id })).toEqual([]);
    const list = await server.app.inject({ method: 'GET', url: `/api/service/clients/${outside.client_id}/customers?page=0&size=20`, headers: { authorization } });
    expect(list.statusCode).toBe(404);
  });

  it('nor are their clients, by id or name, nor their invoices, by number or KID', async () => {
    const outside = await one<{ client_id: number; client_name: string; jour_nr: number; kid: string }>(
      `SELECT i.client_id, c.name AS client_name, i.jour_nr, i.kid FROM invoice i JOIN client c ON c.id = i.client_id
        WHERE c.officer_id = 5 AND i.kid IS NOT NULL ORDER BY i.id LIMIT 1`,
    );
    const clientHits = async (query: string) =>
      ((await server.app.inject({ method: 'GET', url: `/api/service/clients?${query}`, headers: { authorization } })).json() as { id: number }[]).map((c) => c.id);
    expect(await clientHits(`term=${outside.client_id}`)).not.toContain(outside.client_id);
    expect(await clientHits(`term=${encodeURIComponent(outside.client_name)}`)).not.toContain(outside.client_id);
    expect((await invoices({ type: 'std', term: String(outside.jour_nr), maxItems: 1000 })).some((h) => h.clientId === outside.client_id)).toBe(false);
    expect((await invoices({ type: 'kid', term: outside.kid })).some((h) => h.clientId === outside.client_id)).toBe(false);
  });
});

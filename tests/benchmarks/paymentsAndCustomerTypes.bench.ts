import type { InjectOptions } from 'fastify';
import os from 'node:os';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pgliteDatabase';
import { addOpenInvoices } from '../fixtures/openInvoices';
import { addUnconfirmedCustomers } from '../fixtures/unconfirmedCustomers';
import { openTestDatabase } from '../support/testDatabase';
import { startTestApp, type TestApp } from '../support/testApp';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile } from './load';

/** Issue 21: Find invoice by amount on a customer with 5 000 invoices, server p95 ≤ 50 ms. */
const FIND_P95_MS = 50;
const INVOICES = 5_000;
const FIND_CALLS = 200;
/** Issue 21: confirming 10 000 customers in one request, server time ≤ 1 s. */
const CONFIRM_MS = 1_000;
const CONFIRM_CUSTOMERS = 10_000;
const CONFIRM_RUNS = 3;

async function legacyHeaders(server: TestApp) {
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
  return { 'x-session-token': (login.json() as { access_token: string }).access_token };
}

/** Milliseconds of one request through the whole server (routing, validation, the database, the answer), failing on anything but `status`. */
async function timed(server: TestApp, request: InjectOptions, status: number): Promise<number> {
  const started = performance.now();
  const response = await server.app.inject(request);
  const ms = performance.now() - started;
  if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body.slice(0, 300)}`);
  return ms;
}

/**
 * On the small seed, a client of its own with one customer and 5 000 open invoices,
 * searched by an amount all of them match (the first 100 answered, as the page asks) and by one none
 * does; and clients of 10 000 customers each waiting for their type, confirmed by id in one request.
 */
async function measure(label: string, db: Database): Promise<Figure[]> {
  const server = await startTestApp({ db, seed: 'small' });
  try {
    const headers = await legacyHeaders(server);
    const open = await server.db.transaction((tx) => addOpenInvoices(tx, { clientId: 1980, invoices: INVOICES }));
    const base = `/api/legacy/Payment/Register/Invoices?clientId=${open.clientId}&customerId=${open.customerId}`;
    for (let i = 0; i < 20; i++) await timed(server, { method: 'GET', url: `${base}&amount=1327`, headers }, 200);
    const find: number[] = [];
    for (let i = 0; i < FIND_CALLS; i++) {
      find.push(await timed(server, { method: 'GET', url: `${base}&amount=${i % 2 === 0 ? '1327' : '999.99'}`, headers }, 200));
    }

    const confirm: number[] = [];
    for (let run = 0; run < CONFIRM_RUNS; run++) {
      const waiting = await server.db.transaction((tx) => addUnconfirmedCustomers(tx, { clientId: 1981 + run, customers: CONFIRM_CUSTOMERS }));
      const payload = { customers: waiting.customerIds, customerType: 'Business' };
      confirm.push(await timed(server, { method: 'PUT', url: '/api/legacy/CustomerType/Confirm', payload, headers }, 200));
    }
    benchNotes.push(
      `payments and customer types on ${label} ran at load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores; ` +
        `confirming ${CONFIRM_CUSTOMERS} by id took ${confirm.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    return [
      { name: `${label}: Find invoice by amount, ${INVOICES} invoices (p95)`, value: percentile(find, 0.95), unit: 'ms', target: FIND_P95_MS },
      { name: `${label}: confirm ${CONFIRM_CUSTOMERS} customers in one request (worst of ${CONFIRM_RUNS})`, value: Math.max(...confirm), unit: 'ms', target: CONFIRM_MS },
    ];
  } finally {
    await server.close();
  }
}

export const paymentsAndCustomerTypes: Benchmark[] = [
  { name: 'payments and customer types on PGlite', run: async () => measure('PGlite', await openPglite(undefined)) },
  {
    name: 'payments and customer types on PostgreSQL',
    async run() {
      if (process.env.TEST_DATABASE_URL) return measure('PostgreSQL', await openTestDatabase());
      benchNotes.push('payments and customer types on PostgreSQL skipped: set TEST_DATABASE_URL to include it');
      return [];
    },
  },
];

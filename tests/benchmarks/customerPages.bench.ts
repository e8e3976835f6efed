import os from 'node:os';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Queryable } from '../../server/db/database';
import { spaBuildIsStale } from '../../scripts/spaBuild';
import { chromiumLaunchOptions } from '../support/chromium';
import { startFixtureServer } from '../support/fixtureServer';
import { recordJavaScript } from './bundle.bench';
import { benchNotes, type Benchmark } from './harness';
import { percentile } from './load';
import { logInAsTechnical, navigationPaintTimes } from './paint';

const LOADS = 20;
const LEDGER_REQUESTS = 40;

/**
 * Issue 16 "Speed", in Chromium on the built app and the real server over the small demo data, for the
 * customer with the most invoices: the customer page from navigation to the panels and the open-posts tab
 * painted (p95 of 20 loads, after two untimed ones), the invoice page to its lines and VAT summary, both ≤ 250 ms (issue 47; 600 and 400 ms before), the ledger
 * of 24 months on the server (p95 ≤ 50 ms, timed by the client over loopback), and the JavaScript the two
 * pages add to what the dashboard downloads (≤ 60 kB gzip).
 */
/** What 'painted' means for each page: its panels and tables in the document (shared with the new-tab bench). */
export const CUSTOMER_PAGE_CONTENT = ['section[aria-label="Kontakt info"]', 'section[aria-label="Økonomi"]', 'table[aria-label="Åpne poster"]'];
export const INVOICE_PAGE_CONTENT = ['table[aria-label="Varelinjer"]', 'table[aria-label="Mva-oppsummering"]'];

export const customerPages: Benchmark = {
  name: 'customer pages',
  async run() {
    if (spaBuildIsStale(process.cwd())) await build({ logLevel: 'warn' });
    const server = await startFixtureServer(customerWithMostInvoices);
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const { client_id: clientId, nr, jourNr } = server.prepared;
      const customerUrl = `${server.url}/clients/${clientId}/customers/${nr}`;
      const invoiceUrl = `${customerUrl}/invoices/${jourNr}`;

      // The download first, in a page of its own: the dashboard's JavaScript, then what the two pages add.
      const sizing = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      const javaScriptKb = recordJavaScript(sizing);
      await logInAsTechnical(sizing, server.url);
      await sizing.waitForLoadState('networkidle');
      const dashboard = await javaScriptKb();
      await sizing.goto(customerUrl);
      await sizing.getByRole('table', { name: 'Åpne poster' }).waitFor({ timeout: 60_000 });
      // Every file the page fetches (the shell's reads, and their validators, start after the page's first read) read whole before leaving it.
      await sizing.waitForLoadState('networkidle');
      await sizing.goto(invoiceUrl);
      await sizing.getByRole('table', { name: 'Mva-oppsummering' }).waitFor({ timeout: 60_000 });
      await sizing.waitForLoadState('networkidle');
      const added = (await javaScriptKb()) - dashboard;
      await sizing.close();

      const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      await logInAsTechnical(page, server.url);
      const customer = await navigationPaintTimes(page, customerUrl, CUSTOMER_PAGE_CONTENT, { loads: LOADS });
      await page.close();
      const invoicePage = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
      await logInAsTechnical(invoicePage, server.url);
      const invoice = await navigationPaintTimes(invoicePage, invoiceUrl, INVOICE_PAGE_CONTENT, { loads: LOADS });
      await invoicePage.close();

      const ledgerTimes = await ledgerRequestTimes(server.url, clientId, nr);
      const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
      benchNotes.push(`customer pages: load average ${load} at the end; customer ${clientId}/${nr}, invoice ${jourNr}`);
      const listed = ({ warmUp, times }: { warmUp: number[]; times: number[] }) => `${times.map((ms) => ms.toFixed(0)).join(', ')} ms (untimed first loads ${warmUp.map((ms) => ms.toFixed(0)).join(', ')} ms)`;
      console.error(`  customer page: ${listed(customer)}; invoice page: ${listed(invoice)}`);
      return [
        { name: `customer page to panels and open posts painted, p95 of ${LOADS}`, value: percentile(customer.times, 0.95), unit: 'ms', target: 250 },
        { name: `invoice page to lines and VAT summary painted, p95 of ${LOADS}`, value: percentile(invoice.times, 0.95), unit: 'ms', target: 250 },
        { name: `ledger of 24 months, p95 of ${LEDGER_REQUESTS}`, value: percentile(ledgerTimes, 0.95), unit: 'ms', target: 50 },
        { name: 'JS the two pages add to the dashboard (gzip)', value: added, unit: 'kB', target: 60 },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

/** The demo customer with the most invoices, and its invoice with the most lines (a journal number it alone uses). */
export async function customerWithMostInvoices(tx: Queryable): Promise<{ client_id: number; nr: number; id: number; jourNr: number }> {
  const [customer] = await tx.query<{ client_id: number; nr: number; id: number }>(
    `SELECT cu.client_id, cu.nr, cu.id::int FROM customer cu ORDER BY (SELECT count(*) FROM invoice i WHERE i.customer_id = cu.id) DESC, cu.id LIMIT 1`,
  );
  const [invoice] = await tx.query<{ jour_nr: number }>(
    `SELECT i.jour_nr::int FROM invoice i WHERE i.customer_id = $1 AND i.type = 'INVOICE'
        AND NOT EXISTS (SELECT 1 FROM invoice o WHERE o.customer_id = i.customer_id AND o.jour_nr = i.jour_nr AND o.id <> i.id)
      ORDER BY (SELECT count(*) FROM invoice_line l WHERE l.invoice_id = i.id) DESC, i.id LIMIT 1`,
    [customer!.id],
  );
  return { ...customer!, jourNr: invoice!.jour_nr };
}

/** GET clients/{id}/customers/{nr}/ledgers for the 24 months up to this one, one at a time. */
async function ledgerRequestTimes(origin: string, clientId: number, nr: number): Promise<number[]> {
  const login = await fetch(`${origin}/api/service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teknisk', password: 'teknisk-demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 23, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const url = `${origin}/api/service/clients/${clientId}/customers/${nr}/ledgers?start=${start}&end=${end}`;
  const times: number[] = [];
  for (let request = 0; request < LEDGER_REQUESTS + 3; request++) {
    const began = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`ledger answered ${response.status}`);
    await response.arrayBuffer();
    // The first three warm the connection and the database's caches.
    if (request >= 3) times.push(performance.now() - began);
  }
  return times;
}

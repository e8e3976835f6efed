import type { Page } from '@playwright/test';
import type { Queryable } from '../../../server/db/database';

/** Ids of the small seed's rows that the route tables' pages show (read from the database of the spec's server). */
export interface RouteIds {
  readonly clientId: number;
  readonly customerNr: number;
  readonly jourNo: number;
  readonly unconfirmedClientId: number;
  readonly entry: { readonly clientId: number; readonly entryId: number };
  readonly pendingReminderBundle: number;
  readonly archivedReminderBundle: number;
  readonly pendingCases: { readonly bundleId: number; readonly transmissionId: string };
  readonly pendingPayments: { readonly bundleId: number; readonly transmissionId: string };
  readonly sentCases: { readonly bundleId: number; readonly transmissionId: string };
  readonly sentPayments: { readonly bundleId: number; readonly transmissionId: string };
  readonly historyBatch: number;
  readonly failedEntry: { readonly batchId: number; readonly entryId: number; readonly customerId: number; readonly jourNr: number; readonly type: string };
  readonly pendingClient: string;
  readonly agencyId: number;
}

async function one<T extends object>(db: Queryable, sql: string): Promise<T> {
  const [row] = await db.query<T>(sql);
  if (row === undefined) throw new Error(`The seed has no row for: ${sql}`);
  return row;
}

/** Reads the ids from the seeded database (the fixture server's prepare step). */
export async function routeIds(db: Queryable): Promise<RouteIds> {
  // A client with notes, sources, persons and a customer with an invoice that has lines: every tab has rows.
  const invoice = await one<{ client_id: number; nr: number; jour_nr: number }>(
    db,
    `SELECT i.client_id, c.nr::int AS nr, i.jour_nr::int AS jour_nr FROM invoice i JOIN customer c ON c.id = i.customer_id
      WHERE EXISTS (SELECT 1 FROM import_source s WHERE s.client_id = i.client_id) AND EXISTS (SELECT 1 FROM person p WHERE p.client_id = i.client_id)
        AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id) AND i.type = 'INVOICE'
      ORDER BY i.client_id, i.jour_nr LIMIT 1`,
  );
  const transmission = (kind: 'CASE' | 'PAYMENT', status: string) =>
    one<{ bundle_id: number; id: string }>(
      db,
      `SELECT t.bundle_id::int AS bundle_id, t.id FROM dc_transmission t JOIN ${kind === 'CASE' ? 'dc_case' : 'dc_payment'} x ON x.transmission_id = t.id
        WHERE x.status = '${status}' ORDER BY t.bundle_id, t.id LIMIT 1`,
    );
  // One query after the other: they share the transaction's connection.
  const pendingCases = await transmission('CASE', 'Ready');
  const pendingPayments = await transmission('PAYMENT', 'Ready');
  const sentCases = await transmission('CASE', 'Sent');
  const sentPayments = await transmission('PAYMENT', 'Sent');
  const failed = await one<{ batch_id: number; id: number; customer_id: number; jour_nr: number; type: string }>(
    db,
    `SELECT batch_id::int AS batch_id, id::int AS id, customer_id::int AS customer_id, jour_nr::int AS jour_nr, type FROM production_entry WHERE status = 'FAILED' ORDER BY id LIMIT 1`,
  );
  const entry = await one<{ client_id: number; id: number }>(db, `SELECT client_id, id::int AS id FROM reg_entry WHERE status = 'DRAFT' ORDER BY id LIMIT 1`);
  return {
    clientId: invoice.client_id,
    customerNr: invoice.nr,
    jourNo: invoice.jour_nr,
    unconfirmedClientId: (await one<{ client_id: number }>(db, 'SELECT client_id FROM customer WHERE NOT is_type_confirmed ORDER BY client_id LIMIT 1')).client_id,
    entry: { clientId: entry.client_id, entryId: entry.id },
    pendingReminderBundle: (await one<{ id: number }>(db, "SELECT min(id)::int AS id FROM reminder_bundle WHERE status = 'PENDING'")).id,
    archivedReminderBundle: (await one<{ id: number }>(db, "SELECT min(id)::int AS id FROM reminder_bundle WHERE status = 'APPROVED'")).id,
    pendingCases: { bundleId: pendingCases.bundle_id, transmissionId: pendingCases.id },
    pendingPayments: { bundleId: pendingPayments.bundle_id, transmissionId: pendingPayments.id },
    sentCases: { bundleId: sentCases.bundle_id, transmissionId: sentCases.id },
    sentPayments: { bundleId: sentPayments.bundle_id, transmissionId: sentPayments.id },
    historyBatch: (await one<{ id: number }>(db, "SELECT min(batch_id)::int AS id FROM production_entry WHERE status = 'SENT'")).id,
    failedEntry: { batchId: failed.batch_id, entryId: failed.id, customerId: failed.customer_id, jourNr: failed.jour_nr, type: failed.type },
    pendingClient: (await one<{ id: string }>(db, 'SELECT id FROM pending_client_registration ORDER BY id LIMIT 1')).id,
    agencyId: (await one<{ id: number }>(db, 'SELECT min(id)::int AS id FROM collection_agency')).id,
  };
}

export interface WalkedRoute {
  readonly path: string;
  /** Shows what the page hides behind a click (a group's rows), so their columns are measured too. */
  readonly open?: (page: Page) => Promise<void>;
}

/** Unfolds the first group of a grouped table (its 'Vis …' button). */
const unfoldFirstGroup = (table: string) => async (page: Page) => {
  await page.getByRole('table', { name: table }).getByRole('button', { name: /^Vis (?!detaljer)/ }).first().click();
};

/**
 * Every route of the route tables of part 1 §2 and part 2 §2.1, each search-param tab a route of its own,
 * with the small seed's rows in them.
 */
export function everyRoute(ids: RouteIds): WalkedRoute[] {
  const client = `/clients/${ids.clientId}`;
  const customer = `${client}/customers/${ids.customerNr}`;
  const invoice = `${customer}/invoices/${ids.jourNo}`;
  const { failedEntry: f } = ids;
  const correction = `/failed/amount-correction?prodId=${f.batchId}&entryId=${f.entryId}&customerId=${f.customerId}&jourNr=${f.jourNr}&type=${f.type}`;
  const pendingCases = `/debt-collection/cases/pending/${ids.pendingCases.bundleId}`;
  const pendingPayments = `/debt-collection/payments/pending/${ids.pendingPayments.bundleId}`;
  const sentCases = `/debt-collection/cases/${ids.sentCases.bundleId}`;
  const sentPayments = `/debt-collection/payments/${ids.sentPayments.bundleId}`;
  return [
    // Part 1 §2.
    { path: '/dashboard' },
    { path: '/dashboard?dosTab=other' },
    { path: '/changelog' },
    { path: '/changelog?tab=dos' },
    { path: '/search?tab=invoice&mode=std&q=10000' },
    { path: '/search?tab=customer' },
    { path: '/support' },
    { path: '/widgets', open: unfoldFirstGroup('Ventende produksjoner per klient') },
    { path: '/production', open: unfoldFirstGroup('Ventende produksjoner') },
    { path: '/failed' },
    { path: correction },
    { path: '/history' },
    { path: '/history/dos-import' },
    { path: `/history/details/${ids.historyBatch}` },
    { path: '/reports', open: async (page) => page.getByRole('button', { name: /· \d+ mottaker/ }).first().click() },
    { path: '/reminders' },
    { path: '/reminders?tab=archive' },
    { path: `/reminders/bundle/${ids.pendingReminderBundle}` },
    { path: `/reminders/archive/${ids.archivedReminderBundle}` },
    { path: '/reminders/preview' },
    { path: '/debt-collection' },
    { path: '/debt-collection?tab1=payments' },
    { path: '/debt-collection?tab2=archive' },
    { path: '/debt-collection/cases' },
    { path: '/debt-collection/payments' },
    { path: pendingCases },
    { path: pendingPayments },
    { path: `${pendingCases}/transmissions/${ids.pendingCases.transmissionId}` },
    { path: `${pendingPayments}/transmissions/${ids.pendingPayments.transmissionId}` },
    { path: sentCases },
    { path: sentPayments },
    { path: `${sentCases}/transmissions/${ids.sentCases.transmissionId}`, open: unfoldFirstGroup('Saker') },
    { path: `${sentPayments}/transmissions/${ids.sentPayments.transmissionId}`, open: unfoldFirstGroup('Innbetalinger') },
    { path: '/create-entries' },
    { path: `/create-entries/${ids.entry.clientId}` },
    { path: `/create-entries/${ids.entry.clientId}/entry` },
    { path: `/create-entries/${ids.entry.clientId}/entry/${ids.entry.entryId}` },
    { path: '/confirm-customer' },
    { path: `/confirm-customer/${ids.unconfirmedClientId}` },
    { path: '/activities' },
    { path: '/activities?tab=insolvencies' },
    { path: '/register-payment' },
    { path: '/register-payment/unmatched' },
    // Part 2 §2.1.
    ...['notes', 'org', 'settings', 'reminderTexts', 'banks', 'customers', 'sources', 'persons'].map((tab) => ({ path: `${client}?tab=${tab}` })),
    ...['openPosts', 'invoice', 'posts', 'ledger', 'crossref', 'settings'].map((tab) => ({ path: `${customer}?tab=${tab}` })),
    ...['invoice', 'notes', 'documents', 'events', 'crossrefs'].map((tab) => ({ path: `${invoice}?tab=${tab}` })),
    { path: '/settings' },
    { path: '/settings/reminder-rules' },
    { path: '/settings/reminder-rules?tab=EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE' },
    { path: '/settings/printers' },
    { path: '/settings/pending-clients' },
    { path: `/settings/pending-clients/${ids.pendingClient}` },
    { path: '/settings/create-client' },
    { path: '/settings/collectors' },
    { path: '/settings/collectors?tab=recipients' },
    { path: '/settings/collection-agencies' },
    ...['agency', 'setup', 'clients'].map((tab) => ({ path: `/settings/collection-agencies/${ids.agencyId}?tab=${tab}` })),
    { path: '/settings/admin' },
    { path: '/settings/admin/branches' },
    { path: '/settings/admin/aws' },
    { path: '/settings/admin/prices' },
    { path: '/settings/corrections/delete-payments' },
    { path: '/settings/reports/ftp-payments' },
    { path: '/settings/reports/production-stats' },
    { path: '/settings/reports/avtalegiro' },
    { path: '/settings/reports/customers' },
    { path: '/settings/reports/document-sources' },
    { path: '/settings/special/evidensia' },
    { path: '/settings/special/ocr-giro' },
    ...['LATE_INTEREST', 'REMINDER_FEE_CAP', 'VAT'].map((tab) => ({ path: `/settings/legal-rules?tab=${tab}` })),
    { path: `/settings/audit/client/${ids.clientId}` },
    // The not-found page (part 1 §2).
    { path: '/finnes-ikke' },
  ];
}

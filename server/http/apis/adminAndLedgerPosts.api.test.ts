import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOpenInvoices, type OpenInvoices } from '../../../tests/fixtures/openInvoices';
import { signInLikeTheSpa } from '../../../tests/support/spaSignIn';
import { startSiblingApp, startTestApp, type TestApp } from '../../../tests/support/testApp';
import { ADMIN_TEXTS } from '../../../src/domain/settings/adminTexts';

type ApiName = 'data' | 'legacy' | 'service';
type Credentials = Record<ApiName, Record<string, string>>;

let server: TestApp;
let webhook: Server;
/** What the build system received, and how it answers. */
const webhookCalls: unknown[] = [];
let webhookStatus = 200;
const officers: Record<'teknisk' | 'leder' | 'saksbehandler', Credentials> = {} as never;
const published: string[][] = [];

beforeAll(async () => {
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      webhookCalls.push(JSON.parse(body));
      response.statusCode = webhookStatus;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const { port } = webhook.address() as AddressInfo;
  server = await startTestApp({ seed: 'small', buildWebhookUrl: `http://127.0.0.1:${port}/build` });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  for (const [username, password] of [['teknisk', 'teknisk-demo'], ['leder', 'leder-demo'], ['saksbehandler', 'saksbehandler-demo']] as const) {
    officers[username] = await signInLikeTheSpa(server.app, username, password);
  }
}, 120_000);
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => webhook.close(resolve));
});

const call = (officer: keyof typeof officers, api: ApiName, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({ method, url: `/api/${api}/${url}`, headers: officers[officer][api], ...(payload === undefined ? {} : { payload: payload as object }) });

const auditCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_event'))[0]!.n;

describe('Aktiv branch and AWS (Technical only)', () => {
  it('lists the branches and the build projects for Technical, 403 for the others', async () => {
    const branches = await call('teknisk', 'data', 'GET', 'aws/norlink/branches');
    expect(branches.statusCode).toBe(200);
    expect(branches.json()).toContainEqual(expect.objectContaining({ branchName: 'main', branchUrl: 'https://main.norlink.example.no' }));
    const projects = await call('teknisk', 'data', 'GET', 'aws/codebuild/projects');
    expect(projects.statusCode).toBe(200);
    expect(projects.json()).toContainEqual(expect.objectContaining({ project: 'nyfaktura-web', status: 'STOPPED', deployStatus: 'STOPPED' }));
    for (const officer of ['leder', 'saksbehandler'] as const) {
      expect((await call(officer, 'data', 'GET', 'aws/norlink/branches')).statusCode).toBe(403);
      expect((await call(officer, 'data', 'GET', 'aws/codebuild/projects')).statusCode).toBe(403);
    }
  });

  it('starts a build through the webhook and records the run; the project is in progress', async () => {
    webhookCalls.length = 0;
    webhookStatus = 202;
    const audits = await auditCount();
    const response = await call('teknisk', 'data', 'POST', 'aws/codebuild/projects/start', { projectName: 'nyfaktura-web' });
    expect(response.statusCode, response.body).toBe(204);
    expect(webhookCalls).toEqual([{ projectName: 'nyfaktura-web', startedByOfficerId: 1 }]);
    const [project] = await server.db.query<{ status: string; end_time: string | null; runs: number }>(
      `SELECT status, end_time, (SELECT count(*)::int FROM build_run r WHERE r.project = b.project) AS runs FROM build_project b WHERE project = 'nyfaktura-web'`,
    );
    expect(project).toEqual({ status: 'IN_PROGRESS', end_time: null, runs: 1 });
    expect(await auditCount()).toBe(audits + 1);
    expect(published).toContainEqual(['aws/codebuild/projects']);
  });

  it('when the build system refuses, an unknown project, or an officer without the role: nothing is started or recorded', async () => {
    webhookCalls.length = 0;
    webhookStatus = 500;
    const before = await server.db.query('SELECT * FROM build_project ORDER BY project');
    const runs = await server.db.query('SELECT * FROM build_run');
    const refused = await call('teknisk', 'data', 'POST', 'aws/codebuild/projects/start', { projectName: 'dos-import' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ message: ADMIN_TEXTS.buildStartFailed });
    expect(webhookCalls).toHaveLength(1);
    webhookStatus = 200;
    const unknown = await call('teknisk', 'data', 'POST', 'aws/codebuild/projects/start', { projectName: 'finnes-ikke' });
    expect(unknown.statusCode).toBe(404);
    for (const officer of ['leder', 'saksbehandler'] as const) {
      expect((await call(officer, 'data', 'POST', 'aws/codebuild/projects/start', { projectName: 'dos-import' })).statusCode).toBe(403);
    }
    const empty = await call('teknisk', 'data', 'POST', 'aws/codebuild/projects/start', { projectName: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors[0].path).toBe('body.projectName');
    expect(webhookCalls).toHaveLength(1);
    expect(await server.db.query('SELECT * FROM build_project ORDER BY project')).toEqual(before);
    expect(await server.db.query('SELECT * FROM build_run')).toEqual(runs);
  });

  it('without a build system configured, says so in Norwegian and starts nothing', async () => {
    const bare = await startSiblingApp(server, {});
    try {
      const projects = await server.db.query('SELECT * FROM build_project ORDER BY project');
      const runs = await server.db.query('SELECT * FROM build_run ORDER BY id');
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/data/aws/codebuild/projects/start',
        headers: officers.teknisk.data,
        payload: { projectName: 'nyfaktura-web' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: ADMIN_TEXTS.buildNotConfigured });
      expect(await server.db.query('SELECT * FROM build_project ORDER BY project')).toEqual(projects);
      expect(await server.db.query('SELECT * FROM build_run ORDER BY id')).toEqual(runs);
    } finally {
      await bare.close();
    }
  });
});

describe('Priser (Technical or Executive)', () => {
  const prices = async () => (await server.db.query<{ id: number; ore: string }>('SELECT id, price_ex_tax_ore::text AS ore FROM onboarding_product_price ORDER BY id'));

  it('lists the prices per service type to any officer; Technical and Executive change them, others get 403', async () => {
    const list = await call('saksbehandler', 'service', 'GET', 'onboarding/products');
    expect(list.statusCode).toBe(200);
    const groups = list.json() as { serviceType: string; prices: { id: number; priceExTax: number }[] }[];
    expect(groups.length).toBeGreaterThan(0);
    const [group] = groups as [(typeof groups)[0]];
    const [first] = group.prices as [{ id: number; priceExTax: number }];
    for (const [officer, price] of [['teknisk', 41.5], ['leder', 42.25]] as const) {
      const response = await call(officer, 'service', 'PUT', 'onboarding/products', [{ id: first.id, serviceType: group.serviceType, priceExTax: price }]);
      expect(response.statusCode, response.body).toBe(204);
      expect((await prices()).find((row) => row.id === first.id)!.ore).toBe(String(Math.round(price * 100)));
    }
    const before = await prices();
    const refused = await call('saksbehandler', 'service', 'PUT', 'onboarding/products', [{ id: first.id, serviceType: group.serviceType, priceExTax: 1 }]);
    expect(refused.statusCode).toBe(403);
    expect(await prices()).toEqual(before);
  });

  it('bad input changes nothing: three decimals, a negative price, an unknown product or a product of another service type', async () => {
    const [group] = (await call('teknisk', 'service', 'GET', 'onboarding/products')).json() as { serviceType: string; prices: { id: number }[] }[];
    const id = group!.prices[0]!.id;
    const before = await prices();
    const decimals = await call('teknisk', 'service', 'PUT', 'onboarding/products', [{ id, serviceType: group!.serviceType, priceExTax: 1.234 }]);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().fieldErrors).toEqual([{ path: 'body.0.priceExTax', message: ADMIN_TEXTS.priceDecimals }]);
    const negative = await call('teknisk', 'service', 'PUT', 'onboarding/products', [{ id, serviceType: group!.serviceType, priceExTax: -1 }]);
    expect(negative.statusCode).toBe(400);
    const unknown = await call('teknisk', 'service', 'PUT', 'onboarding/products', [
      { id, serviceType: group!.serviceType, priceExTax: 99 },
      { id: 99999, serviceType: group!.serviceType, priceExTax: 99 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fieldErrors).toEqual([{ path: 'body.1.id', message: ADMIN_TEXTS.productNotFound }]);
    const otherType = await call('teknisk', 'service', 'PUT', 'onboarding/products', [{ id, serviceType: 'NOT-A-TYPE', priceExTax: 99 }]);
    expect(otherType.statusCode).toBe(404);
    expect(await prices()).toEqual(before);
  });
});

/** Everything about the customer's ledger that a deletion and its restore move. */
async function ledgerState(customerId: number) {
  const posts = await server.db.query('SELECT * FROM post WHERE customer_id = $1 ORDER BY id', [customerId]);
  const invoices = await server.db.query('SELECT * FROM invoice WHERE customer_id = $1 ORDER BY id', [customerId]);
  const allocations = await server.db.query(
    'SELECT a.* FROM payment_allocation a JOIN invoice i ON i.id = a.invoice_id WHERE i.customer_id = $1 ORDER BY a.payment_id, a.invoice_id',
    [customerId],
  );
  return { posts, invoices, allocations };
}

/**
 * The customer's Kundereskontro over all time balances: opening balance plus the posts is the closing balance,
 * the closing balance is every post counted independently, and every invoice's rest is its parts.
 */
async function expectLedgerBalances(clientId: number, customerId: number) {
  const [customer] = await server.db.query<{ nr: number }>('SELECT nr FROM customer WHERE id = $1', [customerId]);
  const response = await call('teknisk', 'service', 'GET', `clients/${clientId}/customers/${customer!.nr}/ledgers?start=2000-01-01&end=2099-12-31&openOnly=false`);
  expect(response.statusCode, response.body).toBe(200);
  const ledger = response.json() as { posts: { amount: number }[]; summary: { ibAmount: number; ubAmount: number } };
  const ore = (kroner: number) => Math.round(kroner * 100);
  const sum = ledger.posts.reduce((total, post) => total + ore(post.amount), 0);
  expect(ore(ledger.summary.ibAmount) + sum).toBe(ore(ledger.summary.ubAmount));
  const [expected] = await server.db.query<{ ub: number }>('SELECT coalesce(sum(amount_ore), 0)::float8 AS ub FROM ledger_post WHERE customer_id = $1', [customerId]);
  expect(ore(ledger.summary.ubAmount)).toBe(expected!.ub);
  const unbalanced = await server.db.query(
    `SELECT id FROM invoice WHERE customer_id = $1
        AND (rest_amount_ore <> invoice_part_ore + interest_part_ore + fee_part_ore
             OR (is_settled AND rest_amount_ore <> 0) OR (status_code = 'P' AND rest_amount_ore <> 0))`,
    [customerId],
  );
  expect(unbalanced).toEqual([]);
  return ore(ledger.summary.ubAmount);
}

describe('Slett enkeltposter (Technical only)', () => {
  let open: OpenInvoices;
  let journalNr: number;

  beforeAll(async () => {
    open = await addOpenInvoices(server.db, { clientId: 1951, invoices: 2 });
    const [first, second] = open.invoiceIds as [number, number];
    // One payment settles the first invoice and pays 500 of the second: two posts of one journal number.
    const paid = await call('teknisk', 'legacy', 'POST', 'Payment/Register', {
      idempotencyKey: randomUUID(), clientId: open.clientId, customerId: open.customerId, amount: 1827, paymentCode: 'DIR', currencyCode: 'NOK',
      bankDate: '2026-11-20',
      allocations: [
        { entryId: first, allocatedInvoicePart: 1250, allocatedInterestPart: 42, allocatedFeePart: 35 },
        { entryId: second, allocatedInvoicePart: 500, allocatedInterestPart: 0, allocatedFeePart: 0 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    [{ journalNr }] = await server.db.query<{ journalNr: number }>('SELECT DISTINCT jour_nr::int AS "journalNr" FROM post WHERE customer_id = $1', [open.customerId]) as [{ journalNr: number }];
  });

  it('shows the posts of a journal number to Technical (clientId, customerNr, customerName, text, journalDate, amount, tag); 403 to the others', async () => {
    const response = await call('teknisk', 'legacy', 'GET', `Client/${open.clientId}/Posts/${journalNr}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ clientId: open.clientId, customerNr: 30001, customerName: `Betaler ${open.clientId}`, text: 'Innbetaling uten KID', journalNr, journalDate: '2026-11-20', amount: -1327, tag: 'DIR' }),
      expect.objectContaining({ amount: -500 }),
    ]);
    for (const officer of ['leder', 'saksbehandler'] as const) {
      expect((await call(officer, 'legacy', 'GET', `Client/${open.clientId}/Posts/${journalNr}`)).statusCode).toBe(403);
      const before = await ledgerState(open.customerId);
      expect((await call(officer, 'legacy', 'DELETE', `Client/${open.clientId}/Posts/${journalNr}`)).statusCode).toBe(403);
      expect(await ledgerState(open.customerId)).toEqual(before);
    }
  });

  it('deletes them: the settled invoice gets back its status from before the payment and its rest; the ledger balances; the rows are kept whole in the audit record', async () => {
    const [first, second] = open.invoiceIds as [number, number];
    const before = await ledgerState(open.customerId);
    const balanceBefore = await expectLedgerBalances(open.clientId, open.customerId);
    expect(before.invoices.find((i) => Number((i as { id: string }).id) === first)).toMatchObject({ status_code: 'P', is_settled: true });
    published.length = 0;
    const response = await call('teknisk', 'legacy', 'DELETE', `Client/${open.clientId}/Posts/${journalNr}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(published).toEqual([[`clients/${open.clientId}`, `Client/${open.clientId}`, 'Customer', 'Invoice']]);

    const [settled] = await server.db.query<object>(
      `SELECT rest_amount_ore::int AS rest, status_code, status_text, proc_level, is_settled, settled_date FROM invoice WHERE id = $1`,
      [first],
    );
    expect(settled).toEqual({ rest: 132700, status_code: 'NP', status_text: 'Ubetalt', proc_level: 4, is_settled: false, settled_date: null });
    const [partly] = await server.db.query<{ rest: number }>('SELECT rest_amount_ore::int AS rest FROM invoice WHERE id = $1', [second]);
    expect(partly!.rest).toBe(132700);
    expect(await server.db.query('SELECT * FROM post WHERE customer_id = $1', [open.customerId])).toEqual([]);
    // The balance moved by exactly the deleted posts (1 827,00 kr of payments gone).
    expect(await expectLedgerBalances(open.clientId, open.customerId)).toBe(balanceBefore + 182700);

    const [audit] = await server.db.query<{ operation: string; removed_rows: { post: unknown[]; payment_allocation: unknown[]; invoice: unknown[] }; moved_ore: string }>(
      `SELECT operation, removed_rows, moved_ore::text FROM audit_event WHERE $1::bigint = ANY(client_ids) ORDER BY id DESC LIMIT 1`,
      [open.clientId],
    );
    expect(audit!.operation).toBe('deleteLedgerPostsByJournalNr');
    expect(audit!.moved_ore).toBe('182700');
    const json = (rows: unknown[]) => JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
    expect(audit!.removed_rows.post.map((row) => (row as { id: number }).id).map(Number)).toEqual(before.posts.map((p) => Number((p as { id: string }).id)));
    expect(audit!.removed_rows.post).toHaveLength(2);
    expect(audit!.removed_rows.payment_allocation).toHaveLength(2);
    expect(json(audit!.removed_rows.invoice).map((row) => row.status_code)).toEqual(['P', 'NP']);

    const deletions = await call('teknisk', 'legacy', 'GET', `Client/${open.clientId}/PostDeletions`);
    expect(deletions.statusCode).toBe(200);
    expect(deletions.json()[0]).toMatchObject({ operation: 'deleteLedgerPostsByJournalNr', restored: false, officerId: 1, posts: [expect.objectContaining({ amount: -1327, journalNr }), expect.objectContaining({ amount: -500 })] });
    expect((await call('leder', 'legacy', 'GET', `Client/${open.clientId}/PostDeletions`)).statusCode).toBe(403);
  });

  it('restores the deletion from the audit record: posts, allocations and invoices exactly as before; a second restore restores nothing', async () => {
    const beforeDelete = await ledgerState(open.customerId);
    expect(beforeDelete.posts).toEqual([]);
    const [deletion] = (await call('teknisk', 'legacy', 'GET', `Client/${open.clientId}/PostDeletions`)).json() as [{ auditEventId: number }];
    const afterDelete = await ledgerState(open.customerId);
    for (const officer of ['leder', 'saksbehandler'] as const) {
      expect((await call(officer, 'legacy', 'POST', `Client/${open.clientId}/PostDeletions/${deletion.auditEventId}/Restore`)).statusCode).toBe(403);
    }
    expect(await ledgerState(open.customerId)).toEqual(afterDelete);
    const response = await call('teknisk', 'legacy', 'POST', `Client/${open.clientId}/PostDeletions/${deletion.auditEventId}/Restore`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ restored: 2 });
    const restored = await ledgerState(open.customerId);
    expect(restored.posts).toHaveLength(2);
    const [first] = open.invoiceIds as [number, number];
    const [settled] = await server.db.query<object>('SELECT rest_amount_ore::int AS rest, status_code, is_settled FROM invoice WHERE id = $1', [first]);
    expect(settled).toEqual({ rest: 0, status_code: 'P', is_settled: true });
    await expectLedgerBalances(open.clientId, open.customerId);
    const again = await call('teknisk', 'legacy', 'POST', `Client/${open.clientId}/PostDeletions/${deletion.auditEventId}/Restore`);
    expect(again.json()).toEqual({ restored: 0 });
    expect(await ledgerState(open.customerId)).toEqual(restored);
    const list = (await call('teknisk', 'legacy', 'GET', `Client/${open.clientId}/PostDeletions`)).json() as { restored: boolean }[];
    expect(list[0]!.restored).toBe(true);

    // The restored payment is whole again: reversing it reopens both invoices exactly once.
    const [payment] = await server.db.query<{ id: number }>('SELECT id::int FROM payment WHERE customer_id = $1', [open.customerId]);
    const reversed = await call('teknisk', 'legacy', 'POST', `Payment/Register/${payment!.id}/Reverse`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    const rests = await server.db.query<{ rest: number; status_code: string }>('SELECT rest_amount_ore::int AS rest, status_code FROM invoice WHERE customer_id = $1 ORDER BY id', [open.customerId]);
    expect(rests).toEqual([{ rest: 132700, status_code: 'NP' }, { rest: 132700, status_code: 'NP' }]);
    await expectLedgerBalances(open.clientId, open.customerId);
  });

  it('the legacy Client/{id}/Post/{postId}: reads and deletes one imported payment post; its settled invoice reopens, and the restore settles it again as it was', async () => {
    const [target] = await server.db.query<{ post_id: number; client_id: number; customer_id: number; invoice_id: number }>(
      `SELECT p.id::int AS post_id, p.client_id, p.customer_id::int AS customer_id, p.invoice_id::int AS invoice_id
         FROM post p JOIN invoice i ON i.id = p.invoice_id
        WHERE i.is_settled AND i.status_code = 'P' AND i.type = 'INVOICE' AND p.payment_id IS NULL
          AND (SELECT count(*) FROM post q WHERE q.invoice_id = i.id) = 1
        ORDER BY p.id LIMIT 1`,
    );
    expect(target).toBeDefined();
    const { post_id: postId, client_id: clientId, customer_id: customerId, invoice_id: invoiceId } = target!;
    const read = await call('teknisk', 'legacy', 'GET', `Client/${clientId}/Post/${postId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: postId, clientId });
    const before = await ledgerState(customerId);
    await expectLedgerBalances(clientId, customerId);

    const response = await call('teknisk', 'legacy', 'DELETE', `Client/${clientId}/Post/${postId}`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await call('teknisk', 'legacy', 'GET', `Client/${clientId}/Post/${postId}`)).statusCode).toBe(404);
    const [reopened] = await server.db.query<{ rest: number; status_code: string; is_settled: boolean; settled_date: string | null; proc_status: string }>(
      'SELECT rest_amount_ore::int AS rest, status_code, is_settled, settled_date, proc_status FROM invoice WHERE id = $1',
      [invoiceId],
    );
    expect(reopened).toMatchObject({ status_code: 'NP', is_settled: false, settled_date: null });
    expect(['Forfalt', 'Ikke forfalt']).toContain(reopened!.proc_status);
    expect(reopened!.rest).toBeGreaterThan(0);
    await expectLedgerBalances(clientId, customerId);

    const [deletion] = (await call('teknisk', 'legacy', 'GET', `Client/${clientId}/PostDeletions`)).json() as [{ auditEventId: number; operation: string }];
    expect(deletion.operation).toBe('deleteLedgerPost');
    const restore = await call('teknisk', 'legacy', 'POST', `Client/${clientId}/PostDeletions/${deletion.auditEventId}/Restore`);
    expect(restore.json()).toEqual({ restored: 1 });
    expect(await ledgerState(customerId)).toEqual(before);
    await expectLedgerBalances(clientId, customerId);
  });

  it('bad input and what is not there: 400 with the field, 404 for an unknown client, post or deletion, nothing recorded for an empty journal', async () => {
    const audits = await auditCount();
    const bad = await call('teknisk', 'legacy', 'GET', `Client/${open.clientId}/Posts/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].path).toBe('path.journalNr');
    expect((await call('teknisk', 'legacy', 'DELETE', `Client/0/Posts/1`)).statusCode).toBe(400);
    const unknownClient = await call('teknisk', 'legacy', 'DELETE', `Client/999999/Posts/1`);
    expect(unknownClient.statusCode).toBe(404);
    expect(unknownClient.json()).toMatchObject({ message: ADMIN_TEXTS.clientNotFound });
    expect((await call('teknisk', 'legacy', 'GET', `Client/${open.clientId}/Post/2147483647`)).statusCode).toBe(404);
    expect((await call('teknisk', 'legacy', 'DELETE', `Client/${open.clientId}/Post/2147483647`)).statusCode).toBe(404);
    expect((await call('teknisk', 'legacy', 'POST', `Client/${open.clientId}/PostDeletions/1/Restore`)).statusCode).toBe(404);
    const empty = await call('teknisk', 'legacy', 'DELETE', `Client/${open.clientId}/Posts/123`);
    expect(empty.json()).toEqual({ deleted: 0 });
    expect(await auditCount()).toBe(audits);
  });

  it('an officer outside the client’s bases does not find it (saksbehandler has no role, so gets 403 first)', async () => {
    const [client] = await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 5 ORDER BY id LIMIT 1');
    expect((await call('saksbehandler', 'legacy', 'GET', `Client/${client!.id}/Posts/1`)).statusCode).toBe(403);
  });
});

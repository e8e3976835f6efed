import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLikeTheSpa } from '../../../tests/support/spaSignIn';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { DEMO_OFFICERS } from '../../db/seed/demoOfficers';
import { loadApiDocument } from '../openapi/loadDocument';
import { listOperations, type Operation } from '../openapi/operations';

type ApiName = 'data' | 'legacy' | 'service';

/**
 * What part 1 §6 and part 2 §6 restrict (admin box, delete-payments page, the Technical repair of failed
 * amounts), as the contracts must mark it: an x-roles lost from a document fails here.
 */
const RESTRICTED: Record<string, readonly string[]> = {
  'data listAdminUsers': ['Technical', 'Executive'],
  'data listBranches': ['Technical'],
  'data listBuildProjects': ['Technical'],
  'data startBuildProject': ['Technical'],
  'legacy getLedgerPost': ['Technical'],
  'legacy deleteLedgerPost': ['Technical'],
  'legacy listLedgerPostsByJournalNr': ['Technical'],
  'legacy deleteLedgerPostsByJournalNr': ['Technical'],
  'service correctInvoiceAmount': ['Technical'],
  'service copyRegEntryFromTaxSummary': ['Technical'],
  'service getProductionAmountCorrection': ['Technical'],
  // Issue 42: the rule tables are kept, and the reminder run previewed, by Technical officers.
  'service addLegalRule': ['Technical'],
  'service correctLegalRule': ['Technical'],
  'service addVatRate': ['Technical'],
  'service correctVatRate': ['Technical'],
  'service previewReminderRun': ['Technical'],
  'service updateProducts': ['Technical', 'Executive'],
  // Issue 24: an officer's open sessions, listed and ended by a Technical officer.
  'data listOfficerSessions': ['Technical'],
  'data endOfficerSessions': ['Technical'],
  // Issue 21: reversing a registered payment.
  'legacy reversePayment': ['Technical'],
  // Issue 14: the audit trail and its CSV.
  'data listAuditEvents': ['Technical'],
  'data exportAuditEvents': ['Technical'],
  // Issue 23: a deletion of ledger posts read back and undone.
  'legacy listLedgerPostDeletions': ['Technical'],
  'legacy restoreLedgerPostDeletion': ['Technical'],
  // Issue 19 part 5: the reminder run started by hand.
  'legacy runReminders': ['Technical'],
  // Issue 45: money sent back to a payer, and the print room's printer addresses.
  'legacy returnUnmatchedPayment': ['Technical', 'Executive'],
  'legacy updatePrinterIpp': ['Technical'],
};

let server: TestApp;
const credentials = new Map<string, Record<ApiName, Record<string, string>>>();
const restricted: { api: ApiName; operation: Operation }[] = [];

/** As the SPA does (so ending teknisk's other sessions spares these). */
const signIn = (username: string, password: string) => signInLikeTheSpa(server.app, username, password);

/** Every row of every table, hashed: a refused call must leave it as it was. */
async function fingerprint(): Promise<string> {
  const tables = await server.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await server.db.query<{ h: string }>(`SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`);
    parts.push(`${name}=${row!.h}`);
  }
  return parts.join('\n');
}

function request(api: ApiName, operation: Operation, headers: Record<string, string>) {
  const url = `/api/${api}${operation.path.replace(/\{[^}]+\}/g, '1')}`;
  return server.app.inject({
    method: operation.method,
    url,
    headers,
    ...(operation.body?.contentType === 'application/json' ? { payload: {} } : {}),
  });
}

beforeAll(async () => {
  server = await startTestApp();
  for (const officer of DEMO_OFFICERS) credentials.set(officer.username, await signIn(officer.username, officer.password));
  for (const api of ['data', 'legacy', 'service'] as const) {
    const document = await loadApiDocument(path.resolve(import.meta.dirname, `../../../openapi/${api}-api.yaml`));
    restricted.push(...listOperations(document).filter((o) => o.roles).map((operation) => ({ api, operation })));
  }
}, 120_000);
afterAll(() => server.close());

describe('x-roles: every restricted operation, called as each demo officer', () => {
  it('the contracts restrict what the spec restricts, to the roles it names', () => {
    const marked = Object.fromEntries(restricted.map(({ api, operation }) => [`${api} ${operation.operationId}`, operation.roles]));
    expect(marked).toEqual(RESTRICTED);
  });

  it('refuses the officers without the role with 403 and changes nothing; lets the others past the role check', async () => {
    const outcomes: string[] = [];
    for (const { api, operation } of restricted) {
      for (const officer of DEMO_OFFICERS) {
        const allowed = officer.roles.some((role) => operation.roles!.includes(role));
        const before = allowed ? '' : await fingerprint();
        const response = await request(api, operation, credentials.get(officer.username)![api]);
        if (allowed) {
          if ([401, 403].includes(response.statusCode)) outcomes.push(`${officer.username} ${operation.operationId}: ${response.statusCode}, expected past the role check`);
        } else {
          if (response.statusCode !== 403) outcomes.push(`${officer.username} ${operation.operationId}: ${response.statusCode}, expected 403`);
          else expect(response.json()).toEqual({ status: 403, message: 'Du har ikke tillatelse til denne handlingen' });
          if ((await fingerprint()) !== before) outcomes.push(`${officer.username} ${operation.operationId}: the database changed`);
        }
      }
    }
    expect(outcomes).toEqual([]);
  }, 120_000);

  it('the officer list answers Technical and Executive, and 403 to an officer with no role', async () => {
    for (const [username, status] of [['teknisk', 200], ['leder', 200], ['saksbehandler', 403]] as const) {
      const response = await server.app.inject({ method: 'GET', url: '/api/data/admin/users', headers: credentials.get(username)!.data });
      expect(response.statusCode, username).toBe(status);
    }
  });
});

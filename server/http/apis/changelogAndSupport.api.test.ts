import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
let authorization: string;

beforeAll(async () => {
  [server, contract] = await Promise.all([startTestApp({ seed: 'small' }), loadContractResponses()]);
  const login = await server.app.inject({ method: 'POST', url: '/api/data/login', payload: { username: 'saksbehandler', password: 'saksbehandler-demo' } });
  authorization = `Bearer ${(login.json() as { access_token: string }).access_token}`;
});
afterAll(() => server.close());

async function get(operationId: string, url: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: { authorization } });
  expect(response.statusCode).toBe(200);
  expect(contract.violations('data', operationId, 200, response.json())).toEqual([]);
  return response.json() as Record<string, unknown>[];
}

describe('the changelog feed', () => {
  it('gives every item of the three product lines, newest first', async () => {
    const rows = await server.db.query<{ version: string; update_date: Date; product: string; changes: string; show_banner_nl: boolean }>(
      'SELECT version, update_date, product, changes, show_banner_nl FROM changelog_entry',
    );
    const feed = await get('listChangelog', '/api/data/changelog');
    expect(feed).toHaveLength(rows.length);
    expect(new Set(feed.map((item) => item.product))).toEqual(new Set(['nl', 'nf', 'dos']));
    expect(feed).toEqual(
      expect.arrayContaining(
        rows.map((r) => ({ version: r.version, updateDate: r.update_date.toISOString(), product: r.product, changes: r.changes, showBannerNL: r.show_banner_nl })),
      ),
    );
    const dates = feed.map((item) => item.updateDate as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("shows the newest NorLink version first among NorLink's", async () => {
    const [newest] = await server.db.query<{ version: string }>("SELECT version FROM changelog_entry WHERE product = 'nl' ORDER BY update_date DESC LIMIT 1");
    expect((await get('listChangelog', '/api/data/changelog')).find((item) => item.product === 'nl')?.version).toBe(newest!.version);
  });
});

describe('the support issues', () => {
  it('gives the open cases only, newest first', async () => {
    const open = await server.db.query<{
      id: number;
      key: string;
      summary: string;
      created: Date;
      reporter: string;
      assignee: string | null;
      status_name: string;
      status_color: string;
    }>('SELECT * FROM support_issue WHERE is_open ORDER BY created DESC');
    const [{ closed }] = (await server.db.query<{ closed: number }>('SELECT count(*)::int AS closed FROM support_issue WHERE NOT is_open')) as [{ closed: number }];
    expect(closed).toBeGreaterThan(0);
    expect(await get('listSupportIssues', '/api/data/issue-tracker/issues')).toEqual(
      open.map((i) => ({
        id: String(i.id),
        key: i.key,
        summary: i.summary,
        created: i.created.toISOString(),
        reporter: i.reporter,
        assignee: i.assignee,
        statusName: i.status_name,
        statusColor: i.status_color,
      })),
    );
  });
});

describe('without a token', () => {
  it.each(['/api/data/changelog', '/api/data/issue-tracker/issues'])('%s answers 401', async (url) => {
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

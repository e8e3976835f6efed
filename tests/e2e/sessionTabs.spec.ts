import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { logIn } from './support/logIn';
import { logOut, OFFICERS } from './support/session';

interface Prepared {
  /** A customer of a base-1 client, to open in a new tab. */
  readonly customer: { readonly clientId: number; readonly nr: number; readonly name: string };
  /** The productions waiting ('Send ut faktura') in base 1, and in bases 1 and 2 (all of saksbehandler's). */
  readonly productions: { readonly baseOne: number; readonly all: number };
}

// A server of its own: these tests log out (ending sessions) and change saksbehandler's last base choice,
// which the next login of that officer starts with.
let server: FixtureServer<Prepared>;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startFixtureServer(async (tx) => {
    const [customer] = await tx.query<Prepared['customer']>(
      `SELECT c.client_id::int AS "clientId", c.nr::int AS nr, c.name
         FROM customer c JOIN client k ON k.id = c.client_id
        WHERE k.officer_id = 1 ORDER BY c.id LIMIT 1`,
    );
    const waiting = async (bases: number[]) => {
      const [row] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM production_entry p JOIN client k ON k.id = p.client_id
          WHERE p.status = 'NEW' AND k.officer_id = ANY($1::int[])`,
        [bases],
      );
      return row!.n;
    };
    return { customer: customer!, productions: { baseOne: await waiting([1]), all: await waiting([1, 2]) } };
  });
});
test.afterAll(() => server?.stop());

const url = (path: string) => `${server.url}${path}`;
const signedIn = { timeout: 30_000 };

/** The server-side session (claim `sid`) that the token of a tab's API call names, whichever of the three APIs it goes to. */
function sessionOf(request: Request): string | null {
  const headers = request.headers();
  const token = headers['x-session-token'] ?? /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
  if (!token) return null;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

/** Records the sessions a tab's API calls name. */
function sessionsSeenBy(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const sid = sessionOf(request);
    if (sid) seen.add(sid);
  });
  return seen;
}

async function logInAt(page: Page, path: string, officer: (typeof OFFICERS)[keyof typeof OFFICERS]) {
  await page.goto(url(`/login?path=${encodeURIComponent(path)}`));
  await logIn(page, officer.username, officer.password);
  await expect(page.getByRole('button', { name: officer.name })).toBeVisible(signedIn);
}

/** The side menu's 'Send ut faktura' with its badge: the label, then ", <count> venter". */
const productionsBadge = (page: Page, count: number) =>
  page.getByRole('navigation', { name: 'Sidemeny' }).getByRole('link', { name: new RegExp(`^Send ut faktura\\s*, ${count} venter$`) });

async function chooseBases(page: Page, from: string, bases: readonly number[]) {
  await page.getByRole('button', { name: from }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg baser' });
  for (const base of [1, 2]) await dialog.getByLabel(`Base ${base}`).setChecked(bases.includes(base));
  await dialog.getByRole('button', { name: 'Velg' }).click();
}

test('a customer opened in a new tab of a signed-in browser opens signed in, in the same server-side session', async ({ context, page }) => {
  const { customer } = server.prepared;
  const first = sessionsSeenBy(page);
  await logInAt(page, '/dashboard', OFFICERS.teknisk);
  await expect.poll(() => first.size, signedIn).toBe(1);

  const tab = await context.newPage();
  const second = sessionsSeenBy(tab);
  const customerPath = `/clients/${customer.clientId}/customers/${customer.nr}`;
  await tab.goto(url(customerPath));
  await expect(tab.getByRole('heading', { level: 1, name: `${customer.nr} ${customer.name}` })).toBeVisible(signedIn);
  await expect(tab).toHaveURL(url(customerPath));
  await expect(tab.getByRole('button', { name: OFFICERS.teknisk.name })).toBeVisible();
  expect([...second]).toEqual([...first]);

  // The long-lived token stays out of the page's reach: no script of either tab can read it.
  for (const open of [page, tab]) {
    expect(await open.evaluate(() => document.cookie)).toBe('norlink-signed-in=1');
    expect(await open.evaluate(() => Object.keys(sessionStorage).length + Object.keys(localStorage).length)).toBe(0);
  }
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'norlink-refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/data/session' });
  await tab.close();
});

test("'Logg ut' in one tab ends the session in every tab: the other goes to the login page by itself", async ({ context, page }) => {
  const { customer } = server.prepared;
  await logInAt(page, '/dashboard', OFFICERS.leder);
  const tab = await context.newPage();
  const customerPath = `/clients/${customer.clientId}/customers/${customer.nr}`;
  await tab.goto(url(customerPath));
  await expect(tab.getByRole('heading', { level: 1, name: `${customer.nr} ${customer.name}` })).toBeVisible(signedIn);
  // A read the tab makes with its tokens, to replay once the session is over.
  let read: { url: string; headers: Record<string, string> } | null = null;
  tab.on('request', (request) => {
    const { authorization, 'x-session-token': sessionToken } = request.headers();
    if (request.method() !== 'GET' || !/\/api\/(data|legacy|service)\//.test(request.url())) return;
    if (authorization) read = { url: request.url(), headers: { authorization } };
    else if (sessionToken) read = { url: request.url(), headers: { 'x-session-token': sessionToken } };
  });
  await tab.reload();
  await expect(tab.getByRole('heading', { level: 1, name: `${customer.nr} ${customer.name}` })).toBeVisible(signedIn);
  await expect.poll(() => read !== null).toBe(true);
  const before = read!;
  expect((await page.request.get(before.url, { headers: before.headers })).status()).toBe(200);

  await logOut(page, OFFICERS.leder);
  // No click in the other tab: it hears the logout and leaves its page, the address kept for the next login.
  await expect(tab).toHaveURL(url(`/login?path=${encodeURIComponent(customerPath)}`), signedIn);
  await expect(tab.getByRole('heading', { name: 'Logg inn i NorLink' })).toBeVisible();
  // The server ended the session: the tab's old token is refused, and a new tab finds no session.
  expect((await page.request.get(before.url, { headers: before.headers })).status()).toBe(401);
  const third = await context.newPage();
  await third.goto(url('/dashboard'));
  await expect(third).toHaveURL(url('/login?path=%2Fdashboard'), signedIn);
  await third.close();
  await tab.close();
});

test('logging in in one tab signs in the tab that waits on the login page', async ({ context, page }) => {
  await page.goto(url('/login?path=%2Fdashboard'));
  const tab = await context.newPage();
  await tab.goto(url('/widgets'));
  await expect(tab).toHaveURL(url('/login?path=%2Fwidgets'), signedIn);
  await logIn(page, OFFICERS.teknisk.username, OFFICERS.teknisk.password);
  await expect(page.getByRole('button', { name: OFFICERS.teknisk.name })).toBeVisible(signedIn);
  await expect(tab).toHaveURL(url('/widgets'), signedIn);
  await expect(tab.getByRole('button', { name: OFFICERS.teknisk.name })).toBeVisible();
  await tab.close();
});

test('the session ends at the same moment in every tab (part 1 §4), and logging in again in one tab takes the other along', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  // The server ends a session twelve hours after its login; each tab counts down to the end its answers name.
  // Here that end is moved to a minute after the login, in every answer that names it, so the test need not
  // wait a day (and a loaded machine has time to open the second tab before it).
  const serverSaid: string[] = [];
  let soon: string | undefined;
  const endSoon = async (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => {
    const response = await route.fetch();
    const body = (await response.json()) as { expiresAt?: string };
    if (response.ok() && body.expiresAt) {
      serverSaid.push(body.expiresAt);
      body.expiresAt = soon ??= new Date(Date.now() + 60_000).toISOString();
    }
    await route.fulfill({ response, json: body });
  };
  await context.route('**/api/legacy/login', endSoon);
  await context.route('**/api/data/session/access', endSoon);
  await logInAt(page, '/search', OFFICERS.saksbehandler);
  const tab = await context.newPage();
  await tab.goto(url('/widgets'));
  await expect(tab.getByRole('button', { name: OFFICERS.saksbehandler.name })).toBeVisible(signedIn);
  // The login and the new tab's exchange named the same end: the session's.
  expect(serverSaid).toHaveLength(2);
  expect(new Set(serverSaid).size).toBe(1);
  await context.unroute('**/api/legacy/login');
  await context.unroute('**/api/data/session/access');

  const expired = (open: Page) => open.getByRole('dialog', { name: 'Økten er utløpt – logg inn igjen' });
  await expect(expired(tab)).toBeHidden();
  await expect(expired(page)).toBeVisible({ timeout: 90_000 });
  await expect(expired(tab)).toBeVisible(signedIn);

  const dialog = expired(page);
  await dialog.getByLabel('Brukernavn').fill(OFFICERS.saksbehandler.username);
  await dialog.getByLabel('Passord').fill(OFFICERS.saksbehandler.password);
  await dialog.getByRole('button', { name: 'Logg inn' }).click();
  await expect(expired(page)).toBeHidden(signedIn);
  // The other tab takes the new session: its dialog closes over the page it kept.
  await expect(expired(tab)).toBeHidden(signedIn);
  await expect(tab).toHaveURL(url('/widgets'));
  await tab.close();
});

test('the base selector tells the truth after a new login: it shows the bases the badges count (part 1 §4)', async ({ page }) => {
  const { productions } = server.prepared;
  expect(productions.baseOne).not.toBe(productions.all);
  expect(productions.all).toBeLessThan(100);
  await logInAt(page, '/dashboard', OFFICERS.saksbehandler);
  await expect(productionsBadge(page, productions.all)).toBeVisible(signedIn);

  await chooseBases(page, 'Alle baser', [1]);
  await expect(page.getByRole('button', { name: 'Base 1' })).toBeVisible();
  await expect(productionsBadge(page, productions.baseOne)).toBeVisible(signedIn);

  await logOut(page, OFFICERS.saksbehandler);
  await logIn(page, OFFICERS.saksbehandler.username, OFFICERS.saksbehandler.password);
  await expect(page.getByRole('button', { name: OFFICERS.saksbehandler.name })).toBeVisible(signedIn);
  // The choice is still in force after the new login, and the selector says so.
  await expect(page.getByRole('button', { name: 'Base 1' })).toBeVisible();
  await expect(productionsBadge(page, productions.baseOne)).toBeVisible(signedIn);
  await page.getByRole('button', { name: 'Base 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg baser' });
  await expect(dialog.getByLabel('Base 1')).toBeChecked();
  await expect(dialog.getByLabel('Base 2')).not.toBeChecked();
  await page.keyboard.press('Escape');

  await chooseBases(page, 'Base 1', [1, 2]);
  await expect(page.getByRole('button', { name: 'Alle baser' })).toBeVisible();
  await expect(productionsBadge(page, productions.all)).toBeVisible(signedIn);
});

test('bases chosen in one tab are in force, and shown, in the other', async ({ context, page }) => {
  const { productions } = server.prepared;
  await logInAt(page, '/dashboard', OFFICERS.saksbehandler);
  const tab = await context.newPage();
  await tab.goto(url('/dashboard'));
  await expect(productionsBadge(tab, productions.all)).toBeVisible(signedIn);

  await chooseBases(page, 'Alle baser', [1]);
  await expect(tab.getByRole('button', { name: 'Base 1' })).toBeVisible(signedIn);
  await expect(productionsBadge(tab, productions.baseOne)).toBeVisible(signedIn);

  await chooseBases(tab, 'Base 1', [1, 2]);
  await expect(page.getByRole('button', { name: 'Alle baser' })).toBeVisible(signedIn);
  await expect(productionsBadge(page, productions.all)).toBeVisible(signedIn);
  await tab.close();
});

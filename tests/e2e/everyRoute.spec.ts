import { expect, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { axeProblems, landmarkProblems, layoutProblems, pageReady, settle, wordProblems } from './support/layoutChecks';
import { everyRoute, routeIds, type RouteIds, type WalkedRoute } from './support/routeTable';
import { OFFICERS, signedInAt, test } from './support/session';

/**
 * Every route of both route tables, as a new officer walks them (issue 43). Each page is loaded once and looked
 * at in three windows: at 1440 px it fits, has one main landmark, no serious axe violation and no English code
 * or pictograph on screen; at 1280 px it still fits (no sideways scrolling, column headings whole, columns and
 * buttons inside the window); at 390 px the page does not scroll sideways and its virtual tables are rows that fit.
 */
let server: FixtureServer<RouteIds>;

test.describe.configure({ mode: 'parallel' });
// Eighty pages a test: a trace's snapshot of every step would cost more than the walk. The problems say where.
test.use({ trace: 'off' });

test.beforeAll(async () => {
  // The first spec of a run to start a server of its own seeds the copy they all start from.
  test.setTimeout(300_000);
  // A server of its own: other specs approve and delete what these pages show.
  server = await startFixtureServer(routeIds);
});
test.afterAll(() => server?.stop());

const WIDE = { width: 1440, height: 900 };

async function lookAt(page: Page): Promise<string[]> {
  const problems = [...(await layoutProblems(page)), ...(await landmarkProblems(page)), ...(await wordProblems(page)), ...(await axeProblems(page))];
  await page.setViewportSize({ width: 1280, height: 900 });
  await settle(page);
  problems.push(...(await layoutProblems(page)).map((problem) => `at 1280 px ${problem}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  problems.push(...(await layoutProblems(page, { wholePage: true })).map((problem) => `at 390 px ${problem}`));
  return problems;
}

async function walk(page: Page, routes: readonly WalkedRoute[]): Promise<string[]> {
  await page.setViewportSize(WIDE);
  await signedInAt(page, `${server.url}${routes[0]!.path}`, OFFICERS.teknisk);
  const problems: string[] = [];
  for (const route of routes) {
    try {
      await page.setViewportSize(WIDE);
      await page.goto(`${server.url}${route.path}`);
      await pageReady(page);
      if (route.open) {
        await route.open(page);
        await pageReady(page);
      }
      problems.push(...(await lookAt(page)).map((problem) => `${route.path}: ${problem}`));
    } catch (error) {
      problems.push(`${route.path}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return problems;
}

/** The routes in two halves, one a test, so two workers share the walk. */
const half = (routes: readonly WalkedRoute[], which: 0 | 1) => routes.filter((_, index) => index % 2 === which);

test('every route, first half: fits at 1440, 1280 and 390 px, one main, no serious axe violation, no English code', async ({ page }) => {
  test.setTimeout(600_000);
  await page.setViewportSize(WIDE);
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  const login = (await lookAt(page)).map((problem) => `/login: ${problem}`);
  expect([...login, ...(await walk(page, half(everyRoute(server.prepared), 0)))]).toEqual([]);
});

test('every route, second half: fits at 1440, 1280 and 390 px, one main, no serious axe violation, no English code', async ({ page }) => {
  test.setTimeout(600_000);
  expect(await walk(page, half(everyRoute(server.prepared), 1))).toEqual([]);
});

test('on a phone the side menu lies over the page and Escape closes it; a failed shipment fits its row, its details one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAt(page, `${server.url}/failed`, OFFICERS.teknisk);
  const main = page.locator('main');
  const before = (await main.boundingBox())!;
  await page.getByRole('button', { name: 'Vis sidemeny' }).click();
  const side = page.getByRole('navigation', { name: 'Sidemeny' });
  await expect(side).toBeVisible();
  // Over the page, not beside it: the page keeps its width and place.
  expect(await main.boundingBox()).toEqual(before);
  await page.keyboard.press('Escape');
  await expect(side).toBeHidden();
  await expect(page.getByRole('button', { name: 'Vis sidemeny' })).toBeFocused();

  const table = page.getByRole('table', { name: 'Feilede utsendelser' });
  const row = table.getByRole('row').nth(1);
  const details = row.getByRole('button', { name: /^Vis detaljer for bilag \d+$/ });
  await expect(details).toBeVisible();
  for (const shown of [row.getByRole('checkbox'), details]) {
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await details.click();
  const dialog = page.getByRole('dialog', { name: /^Detaljer for bilag \d+$/ });
  await expect(dialog.getByText('Forsendelse')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Send på nytt, bilag \d+$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Lukk' }).click();
  await expect(dialog).toBeHidden();
});

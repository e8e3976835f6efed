import { expect, type Page } from '@playwright/test';
import { startFixtureServer, type FixtureServer } from '../support/fixtureServer';
import { axeProblems, landmarkProblems, layoutProblems, pageReady, wordProblems } from './support/layoutChecks';
import { everyRoute, routeIds, type RouteIds, type WalkedRoute } from './support/routeTable';
import { OFFICERS, signedInAt, test } from './support/session';

/**
 * Every route of both route tables, as a new officer walks them (issue 43): at 1280 and 1440 px every page fits
 * without sideways scrolling, its column headings whole and its columns and buttons inside the window; at 1440 px
 * also one main landmark, no serious axe violation, no English code or pictograph on screen; on a phone (390 px)
 * no page scrolls sideways and the work-queue tables are rows that fit. One browser page walks all routes per test.
 */
let server: FixtureServer<RouteIds>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The first spec of a run to start a server of its own seeds the copy they all start from.
  test.setTimeout(300_000);
  // A server of its own: other specs approve and delete what these pages show.
  server = await startFixtureServer(routeIds);
});
test.afterAll(() => server?.stop());

async function walk(page: Page, width: number, check: (page: Page, route: WalkedRoute) => Promise<string[]>): Promise<string[]> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  const routes = everyRoute(server.prepared);
  await signedInAt(page, `${server.url}${routes[0]!.path}`, OFFICERS.teknisk);
  const problems: string[] = [];
  for (const route of routes) {
    await page.goto(`${server.url}${route.path}`);
    try {
      await pageReady(page);
      await route.open?.(page);
      if (route.open) await pageReady(page);
      problems.push(...(await check(page, route)).map((problem) => `${route.path}: ${problem}`));
    } catch (error) {
      problems.push(`${route.path}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return problems;
}

test('at 1280 px every route fits: no sideways scrolling, headings whole, columns and buttons inside the window', async ({ page }) => {
  test.setTimeout(600_000);
  expect(await walk(page, 1280, (at) => layoutProblems(at))).toEqual([]);
});

test('at 1440 px every route fits, has one main landmark, no serious axe violation and no English code or pictograph', async ({ page }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  const login = [...(await layoutProblems(page)), ...(await landmarkProblems(page)), ...(await axeProblems(page))].map((problem) => `/login: ${problem}`);
  const routes = await walk(page, 1440, async (at) => [
    ...(await layoutProblems(at)),
    ...(await landmarkProblems(at)),
    ...(await wordProblems(at)),
    ...(await axeProblems(at)),
  ]);
  expect([...login, ...routes]).toEqual([]);
});

test('at 390 px no route scrolls sideways, and the virtual tables are rows that fit', async ({ page }) => {
  test.setTimeout(600_000);
  expect(await walk(page, 390, (at) => layoutProblems(at, { wholePage: true }))).toEqual([]);
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

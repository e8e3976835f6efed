import { expect, type Locator, type Page } from '@playwright/test';
import { OFFICERS, signedInAt, test } from './support/session';

/**
 * What a new officer met in the first hour (issue 15): the top bar on a phone, the side menu, the
 * badges, buttons that wrapped and search results too tall and too wide, at 390 (and 360) and 1440 px.
 * Each test logs in and lays out several pages: on the shared 2-core machine that takes a while.
 */
test.slow();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Every control of the top bar lies inside the window. */
async function expectTopBarInside(page: Page, width: number) {
  const controls = page.getByRole('navigation', { name: 'Hovedmeny' }).locator('a:visible, button:visible');
  expect(await controls.count()).toBeGreaterThan(2);
  for (const control of await controls.all()) {
    const { x, width: w } = await box(control);
    const name = (await control.textContent()) ?? '';
    expect(x, name).toBeGreaterThanOrEqual(0);
    expect(x + w, name).toBeLessThanOrEqual(width);
  }
}

for (const width of [390, 360]) {
  test(`at ${width} px the top bar stays reachable and the side menu starts folded, also after a reload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    const officer = OFFICERS.saksbehandler;
    await signedInAt(page, '/dashboard', officer);
    const side = page.getByRole('navigation', { name: 'Sidemeny' });
    await expect(side).toBeHidden();
    await expectTopBarInside(page, width);

    await page.getByRole('button', { name: 'Sider' }).click();
    const pages = page.getByRole('menu');
    for (const name of [/^Faktura/, /^Purring/, /^Inkasso/, /^Rapporter/, /^NorLink NF$/, /^Support$/, /^Innstillinger$/]) {
      await expect(pages.getByRole('menuitem', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: officer.name }).click();
    const userMenu = page.getByRole('menu');
    await expect(userMenu.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
    await userMenu.getByRole('menuitem', { name: 'Alle baser' }).click();
    await expect(page.getByRole('dialog', { name: 'Velg baser' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('button', { name: officer.name })).toBeVisible();
    await expect(side).toBeHidden();
    await page.getByRole('button', { name: 'Vis sidemeny' }).click();
    await expect(side.getByRole('link', { name: /^Dashboard/ })).toBeVisible();
  });
}

test('at 1440 px: the top bar of part 1 §2, Live-maskiner in the side menu, badges beside their labels', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAt(page, '/dashboard', OFFICERS.teknisk);
  const top = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(top.getByRole('link', { name: 'NorLink NF' })).toHaveAttribute('href', 'https://nf.norlink.no/');
  await expect(top.getByRole('button', { name: 'Live-maskiner' })).toHaveCount(0);
  await expectTopBarInside(page, 1440);

  const side = page.getByRole('navigation', { name: 'Sidemeny' });
  await expect(side).toBeVisible();
  await expect(side.getByRole('button', { name: 'Live-maskiner' })).toBeVisible();
  // The small seed has work waiting in these queues; each count sits after its label, not over it.
  const badges = side.locator('.nl-badge');
  await expect(badges.first()).toBeVisible();
  for (const badge of await badges.all()) {
    const { labelRight, badgeLeft, label } = await badge.evaluate((element) => {
      // The label's visible text: the badge's siblings, without the words for screen readers (absolutely placed).
      const walker = document.createTreeWalker(element.parentElement!, NodeFilter.SHOW_TEXT);
      let right = -Infinity;
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (element.contains(node) || getComputedStyle(node.parentElement!).position === 'absolute') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        right = Math.max(right, range.getBoundingClientRect().right);
        text += node.textContent;
      }
      return { labelRight: right, badgeLeft: element.getBoundingClientRect().left, label: text };
    });
    expect(badgeLeft, label).toBeGreaterThanOrEqual(labelRight);
  }
});

test("'Marker som lest' keeps its words inside it and 'Sist kvittert' stays on one line, at 1440, 1280 and 390 px", async ({ page }) => {
  await signedInAt(page, '/changelog', OFFICERS.leder);
  const button = page.getByRole('button', { name: 'Marker som lest' });
  const readDate = page.getByText(/^Sist kvittert: /);
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(button).toBeVisible();
    expect((await box(button)).height, `${width} px`).toBeLessThanOrEqual(40);
    expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth), `${width} px`).toBe(true);
    // One line of body2 text (20 px), not three.
    expect((await box(readDate)).height, `${width} px`).toBeLessThanOrEqual(24);
  }
});

test('at 1440 px the invoice results are dense rows with every column visible, the full text on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInAt(page, '/search?tab=invoice&mode=std&q=10000', OFFICERS.saksbehandler);
  const table = page.getByRole('table', { name: 'Fakturaer' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
  for (const header of ['Klient', 'Kunde', 'Beløp', 'Forsendelse', 'Deres ref.']) {
    const { x, width } = await box(table.getByRole('columnheader', { name: header }));
    expect(x + width, header).toBeLessThanOrEqual(1440);
  }
  const scroll = await table.evaluate((element) => {
    const container = element.parentElement!;
    return { scrollWidth: container.scrollWidth, clientWidth: container.clientWidth };
  });
  expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
  for (const row of (await rows.all()).slice(1)) expect((await box(row)).height).toBeLessThanOrEqual(40);
  const client = rows.nth(1).getByRole('cell').first();
  expect(await client.getAttribute('title')).toBe(await client.textContent());
});

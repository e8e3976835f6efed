import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signedInAt, OFFICERS, test } from './support/session';

interface ScannedPage {
  readonly name: string;
  readonly path: string;
  /** What shows once the page has its data, so the scan sees the page, not a spinner. */
  readonly ready: (page: Page) => ReturnType<Page['getByRole']>;
}

/** The pages scanned; add a page here to have it scanned too. */
const PAGES: readonly ScannedPage[] = [
  { name: 'dashboard', path: '/dashboard', ready: (page) => page.getByRole('heading', { name: 'Importfiler fra DOS' }) },
  { name: 'changelog', path: '/changelog', ready: (page) => page.getByRole('navigation', { name: 'Versjoner' }) },
  { name: 'search', path: '/search?tab=invoice&mode=std&q=10000', ready: (page) => page.getByRole('table', { name: 'Fakturaer' }) },
  { name: 'settings', path: '/settings', ready: (page) => page.getByRole('heading', { name: 'Admin' }) },
  { name: 'reminder rules', path: '/settings/reminder-rules', ready: (page) => page.getByRole('table', { name: 'Beløpsgrense' }) },
  { name: 'onboarding wizard', path: '/settings/create-client', ready: (page) => page.getByRole('combobox', { name: 'Base' }) },
  { name: 'collection agencies', path: '/settings/collection-agencies', ready: (page) => page.getByRole('table', { name: 'Inkassoselskap' }) },
  { name: 'collection agency', path: '/settings/collection-agencies/30', ready: (page) => page.getByRole('tab', { name: 'Oppsett' }) },
  { name: 'client page', path: '/clients/1003', ready: (page) => page.getByRole('tab', { name: /^Merknader \(\d+\)$/ }) },
];

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Logg inn' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

for (const scanned of PAGES) {
  test(`${scanned.name} has no serious or critical accessibility violations`, async ({ page }) => {
    await signedInAt(page, scanned.path, OFFICERS.teknisk);
    await expect(scanned.ready(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Laster' })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

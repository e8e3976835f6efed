import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OFFICERS, signedInAt } from './support/session';

const state = (page: Page, id: string) => page.locator(`[data-state-id="${id}"]`);
/** ELK's worker starts with the first diagram and lays it out: seconds on a busy machine. */
const diagramDrawn = (page: Page) => expect(page.getByRole('group', { name: /^Tilstandsdiagram/ })).toBeVisible({ timeout: 30_000 });
const transition = (page: Page, id: string) => page.locator(`[data-transition-id="${id}"]`).first();
/** A simulation's choice, among what can happen now (the diagram's arrows are buttons too). */
const choose = (page: Page, label: RegExp) => page.getByRole('list', { name: 'Hendelser' }).getByRole('button', { name: label }).click();

test('a Technical officer opens the studio from the side menu, simulates a login and sees the highlight move', async ({ page }) => {
  await signedInAt(page, '/dashboard', OFFICERS.teknisk);
  await page.getByRole('navigation', { name: 'Sidemeny' }).getByRole('link', { name: 'Tilstandsmaskiner' }).click();
  await expect(page.getByRole('heading', { name: 'Tilstandsmaskiner', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /^Økt Innlogging/ }).click();
  await expect(page.getByRole('heading', { name: 'Økt', level: 1 })).toBeVisible();

  await page.getByRole('tab', { name: 'Simulering' }).click();
  await diagramDrawn(page);
  await expect(state(page, 'session.restoring')).toHaveAttribute('data-active', 'true');

  await page.getByRole('button', { name: /^exchange: ingen økt/ }).click();
  await expect(state(page, 'session.loggedOut')).toHaveAttribute('data-active', 'true');
  await expect(state(page, 'session.restoring')).not.toHaveAttribute('data-active');
  await expect(state(page, 'session.restoring')).toHaveAttribute('data-visited', 'true');

  await page.getByRole('button', { name: /^LOGIN: teknisk/ }).click();
  await expect(state(page, 'session.authenticating.legacy')).toHaveAttribute('data-active', 'true');
  await expect(transition(page, 'session.loggedOut/LOGIN/0')).toHaveAttribute('data-taken', 'true');

  await page.getByRole('button', { name: /^loginLegacy: feil brukernavn eller passord/ }).click();
  await expect(state(page, 'session.loggedOut')).toHaveAttribute('data-active', 'true');
  // The login failed through the transient loginFailed, which the path shows as visited.
  await expect(state(page, 'session.loginFailed')).toHaveAttribute('data-visited', 'true');
  await expect(page.getByLabel('Steg').getByRole('listitem')).toHaveCount(4);

  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(state(page, 'session.authenticating.legacy')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Nullstill' }).click();
  await expect(state(page, 'session.restoring')).toHaveAttribute('data-active', 'true');
  await expect(page.getByLabel('Steg').getByRole('listitem')).toHaveCount(1);
});

test('the bundle approval is simulated from the list: ticking, a refused decision, then every ready payment approved', async ({ page }) => {
  await signedInAt(page, '/machines', OFFICERS.leder);
  await page.getByRole('link', { name: /^Godkjenning av bunt Godkjenne eller avvise/ }).click();
  await expect(page.getByRole('heading', { name: 'Godkjenning av bunt', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Simulering' }).click();
  await diagramDrawn(page);
  await expect(state(page, 'bundleApproval.loading')).toHaveAttribute('data-active', 'true');

  await choose(page, /^LOADED: oversendelsen/);
  await expect(state(page, 'bundleApproval.selecting.nothingTicked')).toHaveAttribute('data-active', 'true');
  await expect(state(page, 'bundleApproval.loading')).not.toHaveAttribute('data-active');

  await choose(page, /^TOGGLE_ROW: innbetaling 1 \(klar\)/);
  await expect(state(page, 'bundleApproval.selecting.somethingTicked')).toHaveAttribute('data-active', 'true');
  // Ticking passes through the transient checking state.
  await expect(state(page, 'bundleApproval.selecting.checking')).toHaveAttribute('data-visited', 'true');

  await choose(page, /^APPROVE/);
  await expect(state(page, 'bundleApproval.deciding')).toHaveAttribute('data-active', 'true');
  await choose(page, /^decide: feilet/);
  await expect(state(page, 'bundleApproval.selecting.somethingTicked')).toHaveAttribute('data-active', 'true');
  await expect(transition(page, 'bundleApproval.deciding/decide.error/0')).toHaveAttribute('data-taken', 'true');

  // The refused payment stays ticked; ticking everything adds the other two ready ones.
  await choose(page, /^TOGGLE_ALL/);
  await choose(page, /^APPROVE/);
  await choose(page, /^decide: ingen flere ventende i bunten/);
  await expect(state(page, 'bundleApproval.done')).toHaveAttribute('data-active', 'true');
  await expect(page.getByText('Maskinen er ferdig.')).toBeVisible();
});

test('a state picked in the diagram tells what it is for', async ({ page }) => {
  await signedInAt(page, '/machines/session', OFFICERS.leder);
  await diagramDrawn(page);
  await state(page, 'session.expired').click();
  await expect(page.getByRole('region', { name: 'Valgt tilstand' })).toContainText('a login dialog opens over the page');
  await expect(page.getByRole('region', { name: 'Valgt tilstand' })).toContainText('LOGIN → authenticating');
  // Scanned fitted to the page: axe reads a state scrolled half out of view as text missing from its name.
  await page.getByRole('button', { name: 'Tilpass bredden' }).click();
  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
});

test('lays diagrams out in one Web Worker, so the page stays responsive while ELK works', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await signedInAt(page, '/machines/bundleApproval', OFFICERS.teknisk);
  await diagramDrawn(page);
  await expect(state(page, 'bundleApproval.selecting.somethingTicked')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Tilstandsmaskiner' }).click();
  await page.getByRole('link', { name: /^Økt Innlogging/ }).click();
  await diagramDrawn(page);
  await expect(state(page, 'session.loggedIn.active')).toBeVisible();
  expect(workers.filter((url) => url.includes('elkLayout.worker'))).toHaveLength(1);
});

test("live mode follows this tab's own session", async ({ page }) => {
  await signedInAt(page, '/machines', OFFICERS.teknisk);
  await expect(page.getByRole('link', { name: 'Økt: loggedIn.active' })).toBeVisible();
  await page.getByRole('link', { name: 'Økt: loggedIn.active' }).click();
  await expect(page.getByRole('tab', { name: 'Live', selected: true })).toBeVisible();
  await expect(page.getByLabel('Nåværende tilstand')).toHaveText('loggedIn.active');
  await diagramDrawn(page);
  await expect(state(page, 'session.loggedIn.active')).toHaveAttribute('data-active', 'true');
});

test('an officer without a role has no link to the studio nor live button, but may open the studio by its address', async ({ page }) => {
  await signedInAt(page, '/dashboard', OFFICERS.saksbehandler);
  await expect(page.getByRole('navigation', { name: 'Sidemeny' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tilstandsmaskiner' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Live-maskiner' })).toHaveCount(0);
  await page.goto('/machines');
  await expect(page.getByRole('heading', { name: 'Tilstandsmaskiner', level: 1 })).toBeVisible();
});

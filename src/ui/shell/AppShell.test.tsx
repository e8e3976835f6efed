import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { fakePreferences } from '../../../tests/support/fakePreferences';
import { fakeChangelog } from '../../../tests/support/pageHarness';
import { ONE_TAB } from '../../../tests/support/tabSignals';
import type { PendingCollectionBundles, PendingCountsPort, PendingQueue } from '../../application/ports/pendingCounts.port';
import type { SessionApiPort } from '../../application/ports/sessionApi.port';
import { createQueryClient } from '../../composition/queryClient';
import { createSessionActor } from '../../composition/session';
import { TOKENS } from '../../composition/tokens';
import { AppProviders } from '../app/AppProviders';
import { AppShell } from './AppShell';
import { createToastStore } from '../../adapters/notifier/toastStore';

const profile = { userId: 3, name: 'Sara Saksbehandler', email: 's@norlink.example', roles: [], bases: [1, 2, 3] };
let roles: string[] = [];
/** The officer's last base choice, which the server starts the next login's session with (null: none yet). */
let lastChoice: readonly number[] | null = null;
const api: SessionApiPort = {
  loginLegacy: async () => ({
    ok: true,
    token: 'legacy',
    profile: { ...profile, roles },
    activeBases: lastChoice ?? profile.bases,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  }),
  loginData: async () => ({ ok: true, accessToken: 'data' }),
  loginService: async () => ({ ok: true, token: 'service' }),
  exchange: async () => ({ ok: false, reason: 'rejected' }),
  selectBases: async (_token, bases) => ((lastChoice = bases), { ok: true, accessToken: 'legacy-bases', bases }),
  logout: async () => ({ ok: true }),
};

function fakeCounts(counts: Record<PendingQueue, number>, bundles: PendingCollectionBundles): PendingCountsPort {
  return {
    count: (queue) => ({ api: 'data', path: `pending/${queue}`, fetch: async () => counts[queue] }),
    collectionBundles: () => ({ api: 'data', path: 'pending/collection-bundles', fetch: async () => bundles }),
  };
}

const counts: Record<PendingQueue, number> = {
  unconfirmedCustomers: 7,
  reports: 0,
  dosImportFiles: 3,
  failedProductions: 0,
  productions: 150,
  reminderBundles: 99,
};

async function renderShell(options: { narrow?: boolean; roles?: string[] } = {}) {
  roles = options.roles ?? [];
  window.matchMedia = ((query: string) => ({
    matches: options.narrow === true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  let changed: ((endPoint: string) => void) | undefined;
  const container = new Container();
  container.bind(TOKENS.AppConfig).toConstantValue({
    dataApiUrl: '',
    legacyApiUrl: '',
    serviceApiUrl: '',
    websocketUrl: '',
    healthUrl: '',
    sisterApplication: { label: 'NorLink NF', url: 'https://nf.example' },
  });
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  container.bind(TOKENS.PendingCounts).toConstantValue(fakeCounts(counts, { payments: 2, cases: 3 }));
  // The side menu's version link reads the changelog and the officer's last read date.
  container.bind(TOKENS.Changelog).toConstantValue(fakeChangelog(() => []));
  container.bind(TOKENS.Preferences).toConstantValue(fakePreferences());
  container.bind(TOKENS.ChangeFeed).toConstantValue({
    start: (onChange: (endPoint: string) => void) => {
      changed = onChange;
      return () => (changed = undefined);
    },
  });
  const session = createSessionActor(api, ONE_TAB, () => undefined);
  container.bind(TOKENS.Session).toConstantValue(session);
  await waitForActor(session, (s) => s.matches('loggedOut'));
  session.send({ type: 'LOGIN', credentials: { username: 'saksbehandler', password: 'x' } });
  await waitForActor(session, (s) => s.matches({ loggedIn: 'active' }));
  const router = createMemoryRouter([{ element: <AppShell />, children: [{ path: '/dashboard', element: <p>Dashbordet</p> }] }], {
    initialEntries: ['/dashboard'],
  });
  render(
    <AppProviders container={container}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { session, emit: (endPoint: string) => changed?.(endPoint) };
}

/** A menu item's accessible name with its badge: the label, then ", <count> venter" for screen readers. */
const badged = (label: string, count: string) => new RegExp(`^${label}\\s*, ${count.replace('+', '\\+')} venter$`);

afterEach(() => {
  counts.productions = 150;
  lastChoice = null;
});

describe('the shell', () => {
  it('shows live pending counts on the menus, capped at 99+ and hidden at 0', async () => {
    await renderShell();
    const side = screen.getByRole('navigation', { name: 'Sidemeny' });
    expect(await within(side).findByRole('link', { name: badged('Send ut faktura', '99+') })).toBeTruthy();
    expect(within(side).getByRole('link', { name: badged('Bekreft kundetype', '7') })).toBeTruthy();
    expect(within(side).getByRole('link', { name: badged('Dashboard', '3') })).toBeTruthy();
    expect(within(side).getByRole('link', { name: 'Feilede utsendelser' })).toBeTruthy();
    const top = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect(await within(top).findByRole('link', { name: badged('Inkasso', '5') })).toBeTruthy();
    expect(within(top).getByRole('link', { name: badged('Purring', '99') })).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Rapporter' })).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'NorLink NF' }).getAttribute('href')).toBe('https://nf.example');
  });

  it('refreshes a count at once when the websocket names its endPoint', async () => {
    const { emit } = await renderShell();
    const side = screen.getByRole('navigation', { name: 'Sidemeny' });
    await within(side).findByRole('link', { name: badged('Send ut faktura', '99+') });
    counts.productions = 12;
    emit('pending/productions');
    expect(await within(side).findByRole('link', { name: badged('Send ut faktura', '12') })).toBeTruthy();
  });

  it("folds the top bar into 'Sider' on narrow screens", async () => {
    await renderShell({ narrow: true });
    expect(screen.queryByRole('link', { name: /^Purring/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sider' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /^Purring/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Innstillinger' })).toBeTruthy();
  });

  it('keeps the top bar of part 1 §2: the sister application between Rapporter and Support, no Live-maskiner', async () => {
    await renderShell({ roles: ['Technical'] });
    const top = screen.getByRole('navigation', { name: 'Hovedmeny' });
    const names = within(top)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 7)).toEqual([expect.stringMatching(/^Faktura/), expect.stringMatching(/^Purring/), expect.stringMatching(/^Inkasso/), expect.stringMatching(/^Rapporter/), 'NorLink NF', 'Support', 'Innstillinger']);
    expect(within(top).queryByRole('button', { name: 'Live-maskiner' })).toBeNull();
    // The live view opens from the side menu, beside the studio, for the roles that see the studio.
    const side = screen.getByRole('navigation', { name: 'Sidemeny' });
    expect(within(side).getByRole('link', { name: 'Tilstandsmaskiner' })).toBeTruthy();
    expect(within(side).getByRole('button', { name: 'Live-maskiner' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone-sized screen lays the opened side menu over the page; Escape, the backdrop and a chosen page close it', async () => {
    await renderShell({ narrow: true });
    const toggle = screen.getByRole('button', { name: 'Vis sidemeny' });
    await userEvent.click(toggle);
    const side = screen.getByRole('navigation', { name: 'Sidemeny' });
    // Over the page: the page keeps its whole width, and focus moves into the menu.
    expect((document.querySelector('.nl-side-room') as HTMLElement).style.width).toBe('0px');
    expect(document.activeElement).toBe(within(side).getByRole('link', { name: /^Dashboard/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Sidemeny' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vis sidemeny' }));

    await userEvent.click(screen.getByRole('button', { name: 'Vis sidemeny' }));
    await userEvent.click(document.querySelector('.nl-side-backdrop')!);
    expect(screen.queryByRole('navigation', { name: 'Sidemeny' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Vis sidemeny' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Sidemeny' })).getByRole('link', { name: /^Dashboard/ }));
    expect(screen.queryByRole('navigation', { name: 'Sidemeny' })).toBeNull();
  });

  it('on a wide screen keeps the side menu beside the page, and Escape leaves it open', async () => {
    await renderShell();
    expect((document.querySelector('.nl-side-room') as HTMLElement).style.width).toBe('230px');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('navigation', { name: 'Sidemeny' })).toBeTruthy();
  });

  it("groups the developer tools apart from the officers' menu, under a heading that names them as tools", async () => {
    await renderShell({ roles: ['Technical'] });
    const side = screen.getByRole('navigation', { name: 'Sidemeny' });
    const tools = within(side).getByRole('group', { name: 'Utviklerverktøy' });
    expect(within(tools).getByRole('link', { name: 'Tilstandsmaskiner' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Live-maskiner' })).toBeTruthy();
    // The menu of part 1 §2 comes first, whole: the five pages, the shortcuts and the version link.
    const entries = [...side.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(entries.slice(5, 7)).toEqual(['Vis hurtigtaster', 'Versjon 1.65.3']);
    expect(entries.slice(7)).toEqual(['Tilstandsmaskiner', 'Live-maskiner']);
  });

  it('on a phone-sized screen starts with the side menu folded and keeps the base selector and Logg ut in the user menu', async () => {
    await renderShell({ narrow: true });
    expect(screen.getByRole('button', { name: 'Vis sidemeny' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sidemeny' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alle baser' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sara Saksbehandler' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logg ut' })).toBeTruthy();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Alle baser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Velg baser' });
    await userEvent.click(within(dialog).getByLabelText('Base 1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Velg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sara Saksbehandler' }));
    expect(await screen.findByRole('menuitem', { name: 'Baser 2, 3' })).toBeTruthy();
  });

  it("refuses an empty base choice with 'Velg minst 1 base', then works in the bases chosen", async () => {
    const { session } = await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Alle baser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Velg baser' });
    for (const base of [1, 2, 3]) await userEvent.click(within(dialog).getByLabelText(`Base ${base}`));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Velg' }));
    expect(await within(dialog).findByText('Velg minst 1 base')).toBeTruthy();
    expect(session.getSnapshot().context.selectedBases).toEqual([1, 2, 3]);

    await userEvent.click(within(dialog).getByLabelText('Base 2'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Velg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Base 2' })).toBeTruthy());
    expect(session.getSnapshot().context.selectedBases).toEqual([2]);
  });

  it('shows, after a new login, the bases the session works in: the choice before the logout, not every base (part 1 §4)', async () => {
    const { session } = await renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Alle baser' }));
    const chooser = await screen.findByRole('dialog', { name: 'Velg baser' });
    for (const base of [2, 3]) await userEvent.click(within(chooser).getByLabelText(`Base ${base}`));
    await userEvent.click(within(chooser).getByRole('button', { name: 'Velg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Base 1' })).toBeTruthy());

    session.send({ type: 'LOGOUT' });
    await waitForActor(session, (s) => s.matches('loggedOut'));
    session.send({ type: 'LOGIN', credentials: { username: 'saksbehandler', password: 'x' } });
    await waitForActor(session, (s) => s.matches({ loggedIn: 'active' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Base 1' }));
    const again = await screen.findByRole('dialog', { name: 'Velg baser' });
    expect((within(again).getByLabelText('Base 1') as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByLabelText('Base 2') as HTMLInputElement).checked).toBe(false);
    expect((within(again).getByLabelText('Base 3') as HTMLInputElement).checked).toBe(false);
  });
});

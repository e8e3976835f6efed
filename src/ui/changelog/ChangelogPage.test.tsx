import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePreferences } from '../../../tests/support/fakePreferences';
import { bind, fakeChangelog, renderPage } from '../../../tests/support/pageHarness';
import type { ChangelogEntry } from '../../domain/changelog/changelog';
import { formatNorwegianDate } from '../../domain/dates/norwegianDate';
import { TOKENS } from '../../composition/tokens';
import { ChangelogPage } from './ChangelogPage';
import { ChangelogMenuLink } from './ChangelogMenuLink';

const entry = (product: ChangelogEntry['product'], version: string, updateDate: string, changes: string): ChangelogEntry => ({
  product,
  version,
  updateDate,
  changes,
  showBanner: false,
});

const FEED: ChangelogEntry[] = [
  entry('nl', '1.65.1', '2026-10-20T13:00:00Z', '<ul><li>Oppsigelse av klient med PDF-vedlegg og logg.</li></ul>'),
  entry('nl', '1.65.3', '2026-11-18T13:00:00Z', '<ul><li>Ny rapport: AvtaleGiro-oversendelser.</li></ul><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>'),
  entry('nl', '1.65.2', '2026-11-09T13:00:00Z', '<ul><li>Varsel når forfallsdato er mer enn 90 dager frem i tid.</li></ul>'),
  entry('nf', '3.5.3', '2026-11-20T12:00:00Z', '<p>NyFaktura: raskere innlogging.</p>'),
  entry('dos', '7.3.2', '2026-09-01T06:00:00Z', '<p>DOS: ny importrutine for fakturafiler.</p>'),
];

function renderChangelog({ initialEntry = '/changelog', readAt = '2026-11-01T00:00:00Z' as string | null, feed = FEED } = {}) {
  const preferences = fakePreferences({ changelogReadAt: readAt });
  const view = renderPage(<ChangelogPage />, {
    path: '/changelog',
    initialEntry,
    bindings: [bind(TOKENS.Changelog, fakeChangelog(() => feed)), bind(TOKENS.Preferences, preferences)],
  });
  return { ...view, preferences };
}

const versionList = () => screen.findByRole('navigation', { name: 'Versjoner' });
const versionsShown = async () => within(await versionList()).getAllByRole('button').map((button) => button.textContent);

describe('ChangelogPage', () => {
  it('opens on NorLink with the versions since the last read, newest first, and the newest notes beside them', async () => {
    renderChangelog();
    expect(await versionsShown()).toEqual(['1.65.318.11.2026', '1.65.209.11.2026']);
    expect(screen.getByRole('heading', { name: 'Versjon 1.65.3' })).toBeTruthy();
    expect(screen.getByText('Ny rapport: AvtaleGiro-oversendelser.')).toBeTruthy();
    expect(screen.getByText('Sist kvittert: 01.11.2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NorLink 2 uleste', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NyFaktura 1 uleste' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'DOS' })).toBeTruthy();
  });

  it('renders the notes sanitised: the onerror and script payload is gone', async () => {
    renderChangelog();
    const notes = await screen.findByRole('article');
    expect(notes.innerHTML).not.toMatch(/onerror|<script/i);
    expect(notes.querySelector('img')).not.toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows another version’s notes when it is chosen', async () => {
    renderChangelog();
    await userEvent.click(within(await versionList()).getByRole('button', { name: /1\.65\.2/ }));
    expect(screen.getByRole('heading', { name: 'Versjon 1.65.2' })).toBeTruthy();
    expect(screen.getByText('Varsel når forfallsdato er mer enn 90 dager frem i tid.')).toBeTruthy();
  });

  it("shows the earlier versions with 'Vis tidligere versjoner'", async () => {
    renderChangelog();
    await versionList();
    await userEvent.click(screen.getByLabelText('Vis tidligere versjoner'));
    expect(await versionsShown()).toEqual(['1.65.318.11.2026', '1.65.209.11.2026', '1.65.120.10.2026']);
  });

  it('takes the product line from the tab parameter, and a tab click sets it', async () => {
    const { location } = renderChangelog({ initialEntry: '/changelog?tab=nf' });
    expect(await versionsShown()).toEqual(['3.5.320.11.2026']);
    await userEvent.click(screen.getByRole('tab', { name: 'DOS' }));
    expect(location().search).toBe('?tab=dos');
    expect(await screen.findByText('Ingen resultater')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Vis tidligere versjoner'));
    expect(await versionsShown()).toEqual(['7.3.201.09.2026']);
  });

  it('filters on the words of the notes once typing pauses', async () => {
    renderChangelog({ readAt: null });
    await versionList();
    await userEvent.type(screen.getByLabelText('Søk i endringer'), 'forfallsdato');
    await waitFor(async () => expect(await versionsShown()).toEqual(['1.65.209.11.2026']));
    await userEvent.clear(screen.getByLabelText('Søk i endringer'));
    await userEvent.type(screen.getByLabelText('Søk i endringer'), 'finnes ikke');
    expect(await screen.findByText('Ingen resultater')).toBeTruthy();
  });

  it("stores now as the last read with 'Marker som lest': nothing is unread after it", async () => {
    const { preferences } = renderChangelog();
    await versionList();
    const before = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Marker som lest' }));
    await waitFor(() => expect(preferences.current.changelogReadAt).not.toBe('2026-11-01T00:00:00Z'));
    const storedAt = Date.parse(preferences.current.changelogReadAt!);
    expect(storedAt).toBeGreaterThanOrEqual(before);
    expect(storedAt).toBeLessThanOrEqual(Date.now());
    expect(await screen.findByText('Ingen resultater')).toBeTruthy();
    expect(screen.getByText(`Sist kvittert: ${formatNorwegianDate(new Date())}`)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NorLink' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'NyFaktura' })).toBeTruthy();
  });

  it("says 'aldri' when the changelog was never marked read, and caps a count badge at 99+", async () => {
    const many = Array.from({ length: 120 }, (_, i) => entry('nf', `3.0.${i}`, `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`, '<p>x</p>'));
    renderChangelog({ readAt: null, feed: many });
    expect(await screen.findByText('Sist kvittert: aldri')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'NyFaktura 99+ uleste' })).toBeTruthy();
  });

  it('says so when the feed cannot be loaded', async () => {
    renderPage(<ChangelogPage />, {
      path: '/changelog',
      bindings: [
        bind(TOKENS.Changelog, { entries: () => ({ api: 'data', path: 'changelog', fetch: () => Promise.reject(new Error('500')) }) }),
        bind(TOKENS.Preferences, fakePreferences()),
      ],
    });
    expect(await screen.findByText('Feil under lasting av data')).toBeTruthy();
  });
});

describe('ChangelogMenuLink', () => {
  it('carries the red mark while there are unread entries, and leads to the changelog', async () => {
    const preferences = fakePreferences({ changelogReadAt: '2026-11-01T00:00:00Z' });
    const { location } = renderPage(<ChangelogMenuLink />, {
      path: '/dashboard',
      bindings: [bind(TOKENS.Changelog, fakeChangelog(() => FEED)), bind(TOKENS.Preferences, preferences)],
    });
    const link = await screen.findByRole('link', { name: 'Versjon 1.65.3 – uleste endringer' });
    await userEvent.click(link);
    expect(location().pathname).toBe('/changelog');
  });

  it('has no mark when everything is read', async () => {
    renderPage(<ChangelogMenuLink />, {
      path: '/dashboard',
      bindings: [bind(TOKENS.Changelog, fakeChangelog(() => FEED)), bind(TOKENS.Preferences, fakePreferences({ changelogReadAt: '2026-11-21T00:00:00Z' }))],
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Versjon 1.65.3' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /uleste endringer/ })).toBeNull();
  });
});

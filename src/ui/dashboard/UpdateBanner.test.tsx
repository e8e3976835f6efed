import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePreferences } from '../../../tests/support/fakePreferences';
import { bind, fakeChangelog, renderPage } from '../../../tests/support/pageHarness';
import { TOKENS } from '../../composition/tokens';
import type { ChangelogEntry } from '../../domain/changelog/changelog';
import { UpdateBanner } from './UpdateBanner';

const FEED: ChangelogEntry[] = [
  { product: 'nl', version: '1.65.3', updateDate: '2026-11-18T13:00:00Z', changes: '<p>Nytt</p>', showBanner: true },
  { product: 'nl', version: '1.65.2', updateDate: '2026-11-09T13:00:00Z', changes: '<p>Eldre</p>', showBanner: true },
];

function renderBanner(dismissedBannerVersion: string | null) {
  const preferences = fakePreferences({ dismissedBannerVersion });
  const view = renderPage(<UpdateBanner />, {
    path: '/dashboard',
    bindings: [bind(TOKENS.Changelog, fakeChangelog(() => FEED)), bind(TOKENS.Preferences, preferences)],
  });
  return { ...view, preferences };
}

describe('UpdateBanner', () => {
  it('announces the newest version with a link to the changelog', async () => {
    const { location } = renderBanner('1.65.2');
    expect(await screen.findByText('NorLink er oppdatert til versjon 1.65.3.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Se hva som er nytt' }));
    expect(location().pathname).toBe('/changelog');
  });

  it('goes away when dismissed, and the dismissed version is stored in the preferences', async () => {
    const { preferences } = renderBanner(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Lukk' }));
    await waitFor(() => expect(preferences.current.dismissedBannerVersion).toBe('1.65.3'));
    await waitFor(() => expect(screen.queryByText(/NorLink er oppdatert/)).toBeNull());
  });

  it('stays away once that version is dismissed', async () => {
    const { preferences } = renderBanner('1.65.3');
    await waitFor(() => expect(preferences.current.dismissedBannerVersion).toBe('1.65.3'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/NorLink er oppdatert/)).toBeNull();
  });
});

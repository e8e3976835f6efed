import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LegacyImportFilesPort } from '../../application/ports/legacyImportFiles.port';
import { TOKENS } from '../../composition/tokens';
import { fakeLegalRules } from '../../../tests/support/fakeLegalRules';
import { fakePreferences } from '../../../tests/support/fakePreferences';
import { bind, fakeChangelog, readOf, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import { DashboardPage } from './DashboardPage';

const noImportFiles = { pending: (category: string) => readOf('legacy', 'Production/DosImport/Pending', () => [], { category }) } as unknown as LegacyImportFilesPort;

async function renderDashboard(roles: string[], rules: ReturnType<typeof fakeLegalRules>) {
  return renderPage(<DashboardPage />, {
    path: '/dashboard',
    bindings: [
      bind(TOKENS.Session, await signedInSession(roles)),
      bind(TOKENS.LegalRules, rules),
      bind(TOKENS.Changelog, fakeChangelog(() => [])),
      bind(TOKENS.Preferences, fakePreferences()),
      bind(TOKENS.LegacyImportFiles, noImportFiles),
    ],
  });
}

describe('the dashboard notice of missing rule rows (issue 42)', () => {
  it('names each missing row to a Technical officer, and the row added takes its line away', async () => {
    const rules = fakeLegalRules({ today: '2026-11-28' });
    const { queryClient } = await renderDashboard(['Technical'], rules);
    const notice = await screen.findByRole('alert', { name: 'Satser mangler' });
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Forsinkelsesrente fra 01.07.2026 mangler. Inntil den er lagt inn, brukes siste kjente verdi 12,00 % fra 01.01.2026.',
      'Standardkompensasjon fra 01.07.2026 mangler. Inntil den er lagt inn, brukes siste kjente verdi 460,00 kr fra 01.01.2026.',
      'Purregebyr fra 01.01.2026 mangler. Inntil den er lagt inn, brukes siste kjente verdi 35,00 kr fra 01.01.2025.',
    ]);
    expect(within(notice).getByRole('link', { name: 'Gå til satser og regler' }).getAttribute('href')).toBe('/settings/legal-rules');

    await rules.add({ kind: 'LATE_INTEREST', validFrom: '2026-07-01', value: 1175, sourceText: 'FOR-2026-06-22 § 1', sourceUrl: null });
    // As the websocket's 'settings/legal-rules' refreshes it.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(notice).getAllByRole('listitem')).toHaveLength(2));
    expect(notice.textContent).not.toContain('Forsinkelsesrente');
  });

  it('shows nothing, and reads nothing, for an officer without the Technical role', async () => {
    const rules = fakeLegalRules({ today: '2026-11-28' });
    const tables = vi.spyOn(rules, 'tables');
    await renderDashboard([], rules);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Satser mangler' })).toBeNull();
    expect(tables).not.toHaveBeenCalled();
  });

  it('shows nothing while no row is missing', async () => {
    const rules = fakeLegalRules({ today: '2026-03-01' });
    // 2026 has no fee row in the published figures: with it, nothing is missing in the first half-year.
    await rules.add({ kind: 'REMINDER_FEE_CAP', validFrom: '2026-01-01', value: 3750, sourceText: 'Inkassoforskriften § 1-2', sourceUrl: null });
    const tables = vi.spyOn(rules, 'tables');
    const { queryClient } = await renderDashboard(['Technical'], rules);
    await waitFor(() => expect(tables).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('alert', { name: 'Satser mangler' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import type { SupportIssue } from '../../application/ports/supportIssues.port';
import { TOKENS } from '../../composition/tokens';
import { SupportPage } from './SupportPage';
import { SUPPORT_CONTACTS } from './supportContacts';

const ISSUES: SupportIssue[] = [
  { id: '1', key: 'NLS-1200', summary: 'Faktura blir ikke sendt som EHF', created: '2026-11-20T09:00:00Z', reporter: 'Tora Teknisk', assignee: null, statusName: 'Åpen', statusColor: 'blue-gray' },
  { id: '2', key: 'NLS-1201', summary: 'Kunde får purring på betalt faktura', created: '2026-11-15T09:01:00Z', reporter: 'Leif Leder', assignee: 'Kundestøtte', statusName: 'Under arbeid', statusColor: 'yellow' },
];

function renderSupport(issues: SupportIssue[], clipboard = { copied: [] as string[], refuse: false }) {
  return renderPage(<SupportPage />, {
    path: '/support',
    bindings: [
      bind(TOKENS.SupportIssues, { openIssues: () => readOf('data', 'issue-tracker/issues', () => issues) }),
      bind(TOKENS.Clipboard, {
        copy: async (text: string) => {
          if (clipboard.refuse) throw new Error('NotAllowedError');
          clipboard.copied.push(text);
        },
      }),
    ],
  });
}

describe('SupportPage', () => {
  it('lists the open cases with number, date, reporter and a coloured status', async () => {
    renderSupport(ISSUES);
    const table = await screen.findByRole('table', { name: 'Åpne saker' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Sak', 'Opprettet', 'Opprettet av', 'Status']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['NLS-1200Faktura blir ikke sendt som EHF', '20.11.2026', 'Tora Teknisk', 'Åpen']);
    const open = within(first!).getByText('Åpen').closest('.MuiChip-root')!;
    const working = within(second!).getByText('Under arbeid').closest('.MuiChip-root')!;
    expect(getComputedStyle(open).backgroundColor).not.toBe(getComputedStyle(working).backgroundColor);
  });

  it('links to a new case and to the officer’s own cases in the service desk, and to the support address', async () => {
    renderSupport(ISSUES);
    expect((await screen.findByRole('link', { name: 'Opprett ny sak' })).getAttribute('href')).toBe(SUPPORT_CONTACTS.newCaseUrl);
    expect(screen.getByRole('link', { name: 'Mine saker' }).getAttribute('href')).toBe(SUPPORT_CONTACTS.myCasesUrl);
    expect(screen.getByRole('link', { name: SUPPORT_CONTACTS.email }).getAttribute('href')).toBe(`mailto:${SUPPORT_CONTACTS.email}`);
  });

  it("copies the address and says 'Kopiert e-post!'", async () => {
    const clipboard = { copied: [] as string[], refuse: false };
    renderSupport(ISSUES, clipboard);
    await userEvent.click(await screen.findByRole('button', { name: 'Kopier e-postadresse' }));
    expect(await screen.findByText('Kopiert e-post!')).toBeTruthy();
    expect(clipboard.copied).toEqual([SUPPORT_CONTACTS.email]);
  });

  it('says so when the browser refuses the clipboard', async () => {
    renderSupport(ISSUES, { copied: [], refuse: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Kopier e-postadresse' }));
    expect(await screen.findByText('Kunne ikke kopiere e-postadressen')).toBeTruthy();
  });

  it("says 'Ingen saker' when none are open", async () => {
    renderSupport([]);
    expect(await screen.findByText('Ingen saker')).toBeTruthy();
  });
});

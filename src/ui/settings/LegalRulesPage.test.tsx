import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { PUBLISHED_RULE_ROWS } from '../../domain/reminders/lateCharges';
import { RULE_TEXTS } from '../../domain/rules/legalRules';
import { fakeLegalRules } from '../../../tests/support/fakeLegalRules';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import { LegalRulesPage } from './LegalRulesPage';

const TODAY = '2026-11-28';
const SERVER_ONLY_REASON = 'Kilden finnes ikke hos Lovdata';

const fakeTables = () => fakeLegalRules({ today: TODAY, serverRefuses: (input) => (input.sourceText === 'Ukjent kilde' ? { sourceText: SERVER_ONLY_REASON } : {}) });

async function renderRules(roles: string[], port = fakeTables(), initialEntry = '/settings/legal-rules') {
  renderPage(<LegalRulesPage />, {
    path: '/settings/legal-rules',
    initialEntry,
    bindings: [bind(TOKENS.LegalRules, port), bind(TOKENS.Session, await signedInSession(roles))],
  });
  return port;
}

/** Types a day into the MUI X date field's sections (dd.mm.åååå). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, digits: string) {
  await user.click(within(dialog).getByRole('group', { name: label }));
  await user.keyboard(digits);
}

describe('/settings/legal-rules (issue 42)', () => {
  it('lists the rows of a kind, newest first, with their period, value and source, and the rows missing; read-only without the Technical role', async () => {
    await renderRules([]);
    const table = await screen.findByRole('table', { name: 'Forsinkelsesrente' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['01.01.2026', 'Inntil videre', '12,00 %', 'Kred: satser fra 1. januar 2026 (12,00 % første halvår 2026)']);
    expect(within(second!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '01.07.2025', '31.12.2025', '12,25 %', 'Norges Banks styringsrente 4,25 % per 1. juli 2025 + 8 prosentpoeng (FOR-2025-06-23-1321)',
    ]);
    expect(within(second!).getByRole('link').getAttribute('href')).toBe('https://lovdata.no/forskrift/2025-06-23-1321');
    expect(screen.getByText('Forsinkelsesrente fra 01.07.2026 mangler. Inntil den er lagt inn, brukes siste kjente verdi 12,00 % fra 01.01.2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Legg til rad' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rett / })).toBeNull();
    expect(screen.getByText('Bare teknisk ansvarlige kan legge til og rette rader.')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: /Purregebyr/ }));
    const fees = await screen.findByRole('table', { name: 'Purregebyr' });
    expect(within(fees).getAllByRole('row')[1]!.textContent).toContain('35,00 kr');
  });

  it('adds the missing half-year as a Technical officer, checked by the domain as typed, and its notice goes', async () => {
    const port = await renderRules(['Technical']);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Forsinkelsesrente' });
    await user.click(screen.getByRole('button', { name: 'Legg til rad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny rad: Forsinkelsesrente' });
    await typeDate(user, dialog, 'Gyldig fra', '01032026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Verdi' }), '11,755');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kilde' }), 'FOR-2026-06-22 § 1');
    await user.click(within(dialog).getByRole('button', { name: 'Legg til' }));
    expect(await within(dialog).findByText(RULE_TEXTS.halfYearStart)).toBeTruthy();
    expect(within(dialog).getByText('Verdien kan ikke ha mer enn to desimaler')).toBeTruthy();
    expect(port.rows).toHaveLength(PUBLISHED_RULE_ROWS.length);

    // Closing with what was typed asks first.
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await user.click(await screen.findByRole('button', { name: 'Forkast endringene' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Legg til rad' }));
    const again = await screen.findByRole('dialog', { name: 'Ny rad: Forsinkelsesrente' });
    await typeDate(user, again, 'Gyldig fra', '01072026');
    await user.type(within(again).getByRole('textbox', { name: 'Verdi' }), '11,75');
    await user.type(within(again).getByRole('textbox', { name: 'Kilde' }), 'FOR-2026-06-22 § 1');
    await user.click(within(again).getByRole('button', { name: 'Legg til' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(port.rows.at(-1)).toMatchObject({ kind: 'LATE_INTEREST', validFrom: '2026-07-01', value: 1175, sourceText: 'FOR-2026-06-22 § 1', sourceUrl: null });
    const table = screen.getByRole('table', { name: 'Forsinkelsesrente' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.textContent).toContain('11,75 %'));
    expect(screen.queryByText(/^Forsinkelsesrente fra 01.07.2026 mangler/)).toBeNull();
    expect(screen.getByText(/^Standardkompensasjon fra 01.07.2026 mangler/)).toBeTruthy();
  });

  it("corrects a row, and puts the server's reasons on their fields", async () => {
    const port = await renderRules(['Technical'], fakeTables(), '/settings/legal-rules?tab=STANDARD_COMPENSATION');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Standardkompensasjon' });
    await user.click(screen.getByRole('button', { name: 'Rett standardkompensasjon fra 01.01.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rett rad: Standardkompensasjon fra 01.01.2026' });
    const value = within(dialog).getByRole('textbox', { name: 'Verdi' });
    expect((value as HTMLInputElement).value).toBe('460,00');
    await user.clear(value);
    await user.type(value, '465');
    const source = within(dialog).getByRole('textbox', { name: 'Kilde' });
    await user.clear(source);
    await user.type(source, 'Ukjent kilde');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(SERVER_ONLY_REASON)).toBeTruthy();

    await user.clear(source);
    await user.type(source, 'FOR-2025-12-18 § 2 (465 kr)');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(port.rows.find((r) => r.kind === 'STANDARD_COMPENSATION' && r.validFrom === '2026-01-01')).toMatchObject({ value: 46_500, sourceText: 'FOR-2025-12-18 § 2 (465 kr)' });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Standardkompensasjon' })).getAllByRole('row')[1]!.textContent).toContain('465,00 kr'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { VAT_RATE_TEXTS } from '../../domain/vat/vatRateTable';
import { fakeLegalRules } from '../../../tests/support/fakeLegalRules';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { signedInSession } from '../../../tests/support/signedInSession';
import { LegalRulesPage } from './LegalRulesPage';

const SERVER_ONLY_REASON = 'Kilden finnes ikke hos Lovdata';
const fakeTables = () =>
  fakeLegalRules({ today: '2026-11-28', vatServerRefuses: (input) => (input.sourceText === 'Ukjent kilde' ? { sourceText: SERVER_ONLY_REASON } : {}) });

async function renderVat(roles: string[], initialEntry = '/settings/legal-rules?tab=VAT') {
  const port = fakeTables();
  renderPage(<LegalRulesPage />, {
    path: '/settings/legal-rules',
    initialEntry,
    bindings: [bind(TOKENS.LegalRules, port), bind(TOKENS.Session, await signedInSession(roles))],
  });
  return port;
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: string, digits: string) {
  await user.click(within(dialog).getByRole('group', { name: label }));
  await user.keyboard(digits);
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('/settings/legal-rules?tab=VAT (issue 42 item 1)', () => {
  it('lists every code’s periods with rate, last day, description and source; read-only without the Technical role', async () => {
    await renderVat([]);
    const table = await screen.findByRole('table', { name: 'Merverdiavgift' });
    const [, general, low, temporary] = within(table).getAllByRole('row');
    expect(cells(general!)).toEqual(['3', '25 %', '01.01.2005', 'Inntil videre', 'Utgående mva, alminnelig sats', 'Merverdiavgiftsloven § 5-1']);
    expect(cells(low!)).toEqual(['33', '12 %', '01.10.2021', 'Inntil videre', 'Utgående mva, lav sats', 'Merverdiavgiftsloven §§ 5-3 til 5-5']);
    // valid_to is the first day without the rate; the officer reads the last day with it.
    expect(cells(temporary!).slice(0, 4)).toEqual(['33', '6 %', '01.04.2020', '30.09.2021']);
    expect(within(general!).getByRole('link').getAttribute('href')).toBe('https://lovdata.no/lov/2009-06-19-58');
    expect(within(temporary!).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Legg til sats' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rett mva-kode/ })).toBeNull();
    expect(screen.getByText('Bare teknisk ansvarlige kan legge til og rette rader.')).toBeTruthy();
  });

  it('is reached by keyboard from the other tabs', async () => {
    await renderVat([], '/settings/legal-rules');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Forsinkelsesrente' });
    screen.getByRole('tab', { name: /Forsinkelsesrente/ }).focus();
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByRole('table', { name: 'Merverdiavgift' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Merverdiavgift' }).getAttribute('aria-selected')).toBe('true');
  });

  it('adds a new rate as a Technical officer, saying first that it ends the code’s current rate, and refuses overlaps as typed', async () => {
    const port = await renderVat(['Technical']);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Merverdiavgift' });
    await user.click(screen.getByRole('button', { name: 'Legg til sats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny mva-sats' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Kode' }), '33');
    await user.type(within(dialog).getByRole('textbox', { name: 'Sats' }), '14,125');
    await typeDate(user, dialog, 'Gyldig fra', '01032027');
    await typeDate(user, dialog, 'Gyldig til', '31032027');
    await user.type(within(dialog).getByRole('textbox', { name: 'Beskrivelse' }), 'Utgående mva, lav sats');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kilde' }), 'Stortingets vedtak om merverdiavgift 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Legg til' }));
    expect(await within(dialog).findByText(VAT_RATE_TEXTS.percentDecimals)).toBeTruthy();
    // A temporary rate inside the open 12 % would leave the days after it without a rate.
    expect(within(dialog).getByText('Satsen overlapper mva-kode 33 (12 %) fra 01.10.2021 inntil videre')).toBeTruthy();
    expect(port.vatRows).toHaveLength(3);

    // Without an end it replaces the open rate from its day, and says so before it is saved.
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await user.click(await screen.findByRole('button', { name: 'Forkast endringene' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Legg til sats' }));
    const again = await screen.findByRole('dialog', { name: 'Ny mva-sats' });
    await user.type(within(again).getByRole('textbox', { name: 'Kode' }), '33');
    await user.type(within(again).getByRole('textbox', { name: 'Sats' }), '14');
    await typeDate(user, again, 'Gyldig fra', '01012027');
    expect(await within(again).findByText('Satsen for kode 33 (12 %) fra 01.10.2021 får gyldig til 31.12.2026.')).toBeTruthy();
    await user.type(within(again).getByRole('textbox', { name: 'Beskrivelse' }), 'Utgående mva, lav sats');
    await user.type(within(again).getByRole('textbox', { name: 'Kilde' }), 'Stortingets vedtak om merverdiavgift 2027');
    await user.click(within(again).getByRole('button', { name: 'Legg til' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(port.vatRows.find((r) => r.id === 6)).toMatchObject({ validTo: '2027-01-01' });
    expect(port.vatRows.at(-1)).toMatchObject({ taxCode: 33, percent: 14, validFrom: '2027-01-01', validTo: null, sourceUrl: null });
    const table = screen.getByRole('table', { name: 'Merverdiavgift' });
    await waitFor(() => expect(cells(within(table).getAllByRole('row')[2]!).slice(0, 4)).toEqual(['33', '14 %', '01.01.2027', 'Inntil videre']));
    expect(cells(within(table).getAllByRole('row')[3]!).slice(0, 4)).toEqual(['33', '12 %', '01.10.2021', '31.12.2026']);
  });

  it("corrects a row, and puts the server's reasons on their fields", async () => {
    const port = await renderVat(['Technical']);
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Merverdiavgift' });
    await user.click(screen.getByRole('button', { name: 'Rett mva-kode 33 fra 01.04.2020' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rett mva-sats: kode 33 fra 01.04.2020' });
    expect((within(dialog).getByRole('textbox', { name: 'Sats' }) as HTMLInputElement).value).toBe('6');
    const source = within(dialog).getByRole('textbox', { name: 'Kilde' });
    await user.clear(source);
    await user.type(source, 'Ukjent kilde');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(SERVER_ONLY_REASON)).toBeTruthy();
    await user.clear(source);
    await user.type(source, 'Stortingets vedtak 2021 (forlenget til 30.09.2021)');
    await user.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The period as it was: the last day shown is kept as the first day without the rate.
    expect(port.vatRows.find((r) => r.id === 5)).toMatchObject({ percent: 6, validFrom: '2020-04-01', validTo: '2021-10-01', sourceText: 'Stortingets vedtak 2021 (forlenget til 30.09.2021)' });
  });
});

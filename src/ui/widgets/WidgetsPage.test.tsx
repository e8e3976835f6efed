import type { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { fakeProductionPort, productionEntry } from '../../../tests/support/fakeProduction';
import type { PendingProductionBatch } from '../../application/ports/pendingProductions.port';
import { TOKENS } from '../../composition/tokens';
import { WidgetsPage } from './WidgetsPage';

const production = productionEntry;

const none = { count: 0, sum: 0 };
const BATCHES: PendingProductionBatch[] = [
  {
    clientId: 1001,
    clientName: 'Fjord Rør AS',
    addressedMailProvider: 'Posten',
    shipments: { PAPER: { count: 1, sum: 100000 }, EMAIL: { count: 1, sum: 25050 }, AVTALEGIRO: none, EFAKTURA: none, EHF: none },
    count: 2,
    sum: 125050,
    entries: [production(1, 5001, 100000), production(2, 5002, 25050, { shipmentType: 'EMAIL', shipmentLabel: 'E-post', yourRef: 'Fakturamottak' })],
  },
  {
    clientId: 2002,
    clientName: 'Nordlys Bakeri AS',
    addressedMailProvider: 'Posten',
    shipments: { PAPER: none, EMAIL: none, AVTALEGIRO: none, EFAKTURA: none, EHF: { count: 1, sum: 99900 } },
    count: 1,
    sum: 99900,
    entries: [production(3, 7001, 99900, { shipmentType: 'EHF', shipmentLabel: 'EHF' })],
  },
];

function renderWidgets(batches: PendingProductionBatch[] | (() => PendingProductionBatch[]) = BATCHES) {
  const answer = typeof batches === 'function' ? batches : () => batches;
  return renderPage(<WidgetsPage />, {
    path: '/widgets',
    bindings: [bind(TOKENS.PendingProductions, fakeProductionPort({ batches: answer }))],
  });
}

/** Reads the list again, as a websocket hint would, and lets the page show the outcome (the query cache tells its observers in a timer). */
async function refresh(queryClient: QueryClient) {
  await act(async () => {
    await queryClient.invalidateQueries();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Ticks everything, opens Fjord Rør AS and unticks its invoice 5002: 2 of 3 chosen. */
async function tickAllButOne() {
  await screen.findByRole('table', { name: 'Ventende produksjoner per klient' });
  await userEvent.click(box('Velg alle'));
  await userEvent.click(screen.getByRole('button', { name: 'Vis fakturaer for Fjord Rør AS' }));
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Velg bilag 5002' }));
  expect(screen.getByText('2 valgt')).toBeTruthy();
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const state = (name: string) => (box(name).checked ? 'checked' : box(name).indeterminate ? 'indeterminate' : 'unchecked');

describe('WidgetsPage', () => {
  it('shows each client with counts per shipment type, total and sum', async () => {
    renderWidgets();
    const table = await screen.findByRole('table', { name: 'Ventende produksjoner per klient' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['', '', 'Klientnr', 'Klient', 'P', 'M', 'A', 'EP', 'EHF', 'Totalt', 'Sum']);
    const row = within(table).getByText('Fjord Rør AS').closest('tr')!;
    expect(within(row).getAllByRole('cell').slice(2).map((cell) => cell.textContent)).toEqual(['1001', 'Fjord Rør AS', '1', '1', '0', '0', '0', '2', '1\u00A0250,50']);
  });

  it('expands a client to its invoices', async () => {
    renderWidgets();
    await userEvent.click(await screen.findByRole('button', { name: 'Vis fakturaer for Fjord Rør AS' }));
    const invoices = await screen.findByRole('table', { name: 'Fakturaer for Fjord Rør AS' });
    expect(within(invoices).getAllByRole('columnheader').map((cell) => cell.textContent).slice(1)).toEqual([
      'Kundenr',
      'Kunde',
      'Bilagsnr',
      'Bilagsdato',
      'Forfallsdato',
      'Sum',
      'Forsendelse',
      'Deres ref.',
    ]);
    const second = within(invoices).getByText('5002').closest('tr')!;
    expect(within(second).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['102', 'Kunde 2', '5002', '21.11.2026', '05.12.2026', '250,50', 'E-post', 'Fakturamottak']);
    expect(screen.getByRole('button', { name: 'Skjul fakturaer for Fjord Rør AS' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('selects everything, and shows a client and the whole list as partly chosen when one invoice is unticked', async () => {
    renderWidgets();
    await screen.findByRole('table', { name: 'Ventende produksjoner per klient' });
    await userEvent.click(box('Velg alle'));
    expect(screen.getByText('3 valgt')).toBeTruthy();
    expect([state('Velg alle'), state('Velg Fjord Rør AS'), state('Velg Nordlys Bakeri AS')]).toEqual(['checked', 'checked', 'checked']);

    await userEvent.click(screen.getByRole('button', { name: 'Vis fakturaer for Fjord Rør AS' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Velg bilag 5002' }));
    expect(screen.getByText('2 valgt')).toBeTruthy();
    expect([state('Velg alle'), state('Velg Fjord Rør AS'), state('Velg Nordlys Bakeri AS')]).toEqual(['indeterminate', 'indeterminate', 'checked']);

    await userEvent.click(box('Velg Fjord Rør AS'));
    expect(state('Velg alle')).toBe('checked');
    await userEvent.click(box('Velg alle'));
    expect(screen.getByText('0 valgt')).toBeTruthy();
    expect(state('Velg bilag 5001')).toBe('unchecked');
  });

  it('ticks a whole client from its checkbox', async () => {
    renderWidgets();
    await screen.findByRole('table', { name: 'Ventende produksjoner per klient' });
    await userEvent.click(box('Velg Nordlys Bakeri AS'));
    expect(screen.getByText('1 valgt')).toBeTruthy();
    expect(state('Velg alle')).toBe('indeterminate');
  });

  it('keeps the list, the ticks and the opened client when a refresh fails', async () => {
    let failing = false;
    const { queryClient } = renderWidgets(() => {
      if (failing) throw new Error('500 Internal Server Error');
      return BATCHES;
    });
    await tickAllButOne();

    failing = true;
    await refresh(queryClient);
    expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error');
    expect(screen.getByRole('table', { name: 'Fakturaer for Fjord Rør AS' })).toBeTruthy();
    expect(screen.getByText('2 valgt')).toBeTruthy();
    expect([state('Velg bilag 5001'), state('Velg bilag 5002'), state('Velg Fjord Rør AS')]).toEqual(['checked', 'unchecked', 'indeterminate']);
  });

  it('keeps the ticks through a refresh that brings a new invoice, which comes unticked', async () => {
    let batches = BATCHES;
    const { queryClient } = renderWidgets(() => batches);
    await tickAllButOne();

    const [fjord, nordlys] = BATCHES;
    batches = [{ ...fjord!, count: 3, entries: [...fjord!.entries, production(4, 5003, 5000)] }, nordlys!];
    await refresh(queryClient);
    expect(await screen.findByRole('checkbox', { name: 'Velg bilag 5003' })).toBeTruthy();
    expect(screen.getByText('2 valgt')).toBeTruthy();
    expect([state('Velg bilag 5001'), state('Velg bilag 5002'), state('Velg bilag 5003')]).toEqual(['checked', 'unchecked', 'unchecked']);
  });

  it("says 'Ingen rekker å vise' when nothing waits", async () => {
    renderWidgets([]);
    expect(await screen.findByText('Ingen rekker å vise')).toBeTruthy();
  });
});

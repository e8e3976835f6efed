import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSearchUi } from '../../../tests/support/renderSearchUi';

// Each search waits out the 300 ms debounce; on a busy 2-core machine under coverage a result takes seconds to show.
configure({ asyncUtilTimeout: 5_000 });

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('/search/', { timeout: 30_000 }, () => {
  it('runs the search the address describes and shows the invoice columns of part 1 §2', async () => {
    renderSearchUi('/search?tab=invoice&mode=std&q=700');
    expect(screen.getByRole('tab', { name: 'Faktura', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Fakturaer' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Klient',
      'Kunde',
      'Adresse',
      'Postnr. og sted',
      'E-post',
      'Org.nr.',
      'Fakturanr.',
      'Fakturadato',
      'Forfallsdato',
      'Beløp',
      'Forsendelse',
      'Deres ref.',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!)).toEqual([
      '1001 Fjordkraft Regnskap AS',
      '10042 Hansen A',
      'Storgata 1',
      '0155 OSLO',
      'hansen0@epost.no',
      '',
      '70001',
      '15.01.2026',
      '29.01.2026',
      '1\u00a0234,50',
      'E-post',
      'PO-7',
    ]);
    expect(cellsOf(second!)).toEqual(['2005 Nordvik Transport AS', '7 Ola Nordmann', 'Storgata 1', '0155 OSLO', '', '923 609 016', '70002 (kreditnota)', '01.02.2026', '', '\u2212500,00', 'Post', '']);
    expect(within(second!).getByRole('link', { name: '70002 (kreditnota)' }).getAttribute('href')).toBe('/clients/2005/customers/7/invoices/70002');
  });

  it('walks the results with the arrow keys from the search field and opens a row with Enter', async () => {
    const { router } = renderSearchUi('/search?tab=customer&mode=text&q=Hansen');
    const table = await screen.findByRole('table', { name: 'Kunder' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    await userEvent.click(screen.getByRole('textbox', { name: 'Navn eller nummer' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement).toBe(rows[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(rows[11]);
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/1001/customers/10043'));
  });

  it('keeps tab, mode and term in the address as the officer changes them', async () => {
    const { router } = renderSearchUi('/search');
    await userEvent.click(screen.getByRole('radio', { name: 'E-post' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'ola@');
    expect(await screen.findByText('Skriv hele e-postadressen')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-post' }), 'nordmann.no');
    const table = await screen.findByRole('table', { name: 'Kunder' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(router.state.location.search).toBe('?tab=customer&mode=email&q=ola%40nordmann.no');

    await userEvent.click(screen.getByRole('tab', { name: 'Faktura' }));
    expect(router.state.location.search).toBe('?tab=invoice&mode=std&q=ola%40nordmann.no');
    expect(await screen.findByText('Fakturanummeret kan bare inneholde siffer')).toBeTruthy();
  });

  it('offers amount and invoice text only once a client is chosen, by number or name', async () => {
    const { router, search } = renderSearchUi('/search?tab=invoice&mode=amount&q=1234%2C50');
    const amount = screen.getByRole('radio', { name: 'Beløp (krever klient)' }) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Fakturatekst (krever klient)' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'KID' }) as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Beløp' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Søk på beløp krever at en klient er valgt')).toBeTruthy();

    await userEvent.type(screen.getByRole('combobox', { name: 'Klient (valgfri, nummer eller navn)' }), 'Fjord');
    await userEvent.click(await screen.findByRole('option', { name: '1001 Fjordkraft Regnskap AS' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=invoice&mode=amount&q=1234%2C50&client=1001'));
    expect(amount.disabled).toBe(false);
    const table = await screen.findByRole('table', { name: 'Fakturaer' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(search.searches.filter((s) => s.kind === 'invoices')).toEqual([
      { kind: 'invoices', query: { type: 'amount', amount: 123450, clientId: 1001 }, maxItems: 100 },
    ]);
  });

  it('reads the client filter back from the address, and finds clients by bank account from 2 digits', async () => {
    const { router } = renderSearchUi('/search?tab=customer&mode=bankAccount&client=1001');
    const picker = screen.getByRole('combobox', { name: 'Klient (valgfri, nummer eller navn)' }) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('1001 Fjordkraft Regnskap AS'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Kontonummer' }), '1234 56 78903');
    expect(await screen.findByRole('table', { name: 'Kunder' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Kontonummer' }));
    const byAccount = screen.getByRole('combobox', { name: 'Klient (valgfri, kontonummer)' });
    await userEvent.type(byAccount, '8');
    expect(await screen.findByText('Kontonummeret må ha minst 2 siffer')).toBeTruthy();
    await userEvent.type(byAccount, '6');
    await userEvent.click(await screen.findByRole('option', { name: '2005 Nordvik Transport AS' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=customer&mode=bankAccount&q=1234+56+78903&client=2005'));
  });

  it("says 'Ingen resultater' when nothing matches", async () => {
    renderSearchUi('/search?tab=customer&mode=address&q=Fjellveien');
    expect(await screen.findByText('Ingen resultater')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakePreferences } from '../../../tests/support/fakePreferences';
import { renderSearchUi } from '../../../tests/support/renderSearchUi';
import ShortcutsDialog from '../shell/ShortcutsDialog';

// Each search waits out the 300 ms debounce; on a busy 2-core machine under coverage a result takes seconds to show.
configure({ asyncUtilTimeout: 5_000 });

const pressAltS = () => fireEvent.keyDown(window, { key: 's', code: 'KeyS', altKey: true });

async function openPopup() {
  pressAltS();
  return screen.findByRole('dialog', { name: 'Søk' });
}

describe('the search popup', { timeout: 30_000 }, () => {
  it('opens with Alt+S anywhere, with focus in the client field', async () => {
    renderSearchUi();
    await openPopup();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Klient' })));
  });

  it('opens from the search button in the top bar', async () => {
    renderSearchUi();
    await userEvent.click(screen.getByRole('button', { name: 'Søk' }));
    expect(await screen.findByRole('dialog', { name: 'Søk' })).toBeTruthy();
  });

  it('lists at most 10 customers, moves through them with the arrow keys and opens one with Enter', async () => {
    const { router, search } = renderSearchUi();
    await openPopup();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('Hansen');
    const list = await screen.findByRole('listbox', { name: 'Kunde: resultater' });
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    expect(search.searches.filter((s) => s.kind === 'customers')).toEqual([
      { kind: 'customers', query: { mode: 'text', term: 'Hansen', clientId: null }, maxItems: 10 },
    ]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const field = screen.getByRole('combobox', { name: 'Kunde' });
    const active = within(list).getAllByRole('option')[1];
    expect(field.getAttribute('aria-activedescendant')).toBe(active?.id);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(active?.textContent).toContain('Hansen B');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/1001/customers/10043'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("waits for 2 characters, then says 'Ingen resultater' when nothing matches", async () => {
    const { search } = renderSearchUi();
    await openPopup();
    const field = screen.getByRole('combobox', { name: 'Kunde' });
    await userEvent.type(field, 'Q');
    expect(await screen.findByText('Søket må ha minst 2 tegn')).toBeTruthy();
    await userEvent.type(field, 'x');
    expect(await screen.findByText('Ingen resultater')).toBeTruthy();
    expect(search.searches.filter((s) => s.kind === 'customers')).toHaveLength(1);
  });

  it('strikes through inactive clients and jumps to a client with Enter', async () => {
    const { router } = renderSearchUi();
    await openPopup();
    await userEvent.keyboard('Nor');
    const inactive = await screen.findByRole('option', { name: /1002 Nordlys Bygg AS/ });
    expect(inactive.textContent).toContain('(inaktiv)');
    expect(inactive.querySelector('s')?.textContent).toBe('1002 Nordlys Bygg AS');
    const active = screen.getByRole('option', { name: /2005 Nordvik Transport AS/ });
    expect(active.querySelector('s')).toBeNull();

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/2005'));
  });

  it('jumps to the first client found with one press of Enter (part 1 §2)', async () => {
    const { router } = renderSearchUi();
    await openPopup();
    await userEvent.keyboard('Nordvik');
    await screen.findByRole('option', { name: /2005 Nordvik Transport AS/ });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/2005'));
  });

  it('after moving through one list, Enter on a new list still jumps to its first client', async () => {
    const { router } = renderSearchUi();
    await openPopup();
    await userEvent.keyboard('Nor');
    await screen.findByRole('option', { name: /2005 Nordvik Transport AS/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard('dl');
    await waitFor(() => expect(screen.queryByRole('option', { name: /2005 Nordvik Transport AS/ })).toBeNull());
    await screen.findByRole('option', { name: /1002 Nordlys Bygg AS/ });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/1002'));
  });

  it('finds clients by id prefix from 3 digits', async () => {
    renderSearchUi();
    await openPopup();
    await userEvent.keyboard('10');
    expect(await screen.findByText('Klientsøket må ha minst 3 tegn')).toBeTruthy();
    await userEvent.keyboard('0');
    expect(await screen.findByRole('option', { name: /1001 Fjordkraft Regnskap AS/ })).toBeTruthy();
    expect(screen.getByRole('option', { name: /1002 Nordlys Bygg AS/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /2005/ })).toBeNull();
  });

  it('a client chosen with Tab limits the invoice number search, which opens the invoice', async () => {
    const { router, search } = renderSearchUi();
    await openPopup();
    await userEvent.keyboard('Nordvik');
    await screen.findByRole('option', { name: /2005 Nordvik Transport AS/ });
    await userEvent.keyboard('{Tab}');
    expect((screen.getByRole('combobox', { name: 'Klient' }) as HTMLInputElement).value).toBe('2005 Nordvik Transport AS');

    await userEvent.click(screen.getByRole('combobox', { name: 'Fakturanummer' }));
    await userEvent.keyboard('700');
    const list = await screen.findByRole('listbox', { name: 'Fakturanummer: resultater' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Kreditnota 70002 – Ola Nordmann')]);
    expect(search.searches.filter((s) => s.kind === 'invoices')).toEqual([
      { kind: 'invoices', query: { type: 'std', term: '700', clientId: 2005 }, maxItems: 10 },
    ]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/2005/customers/7/invoices/70002'));
  });

  it('links to the advanced search with what was typed', async () => {
    const { router } = renderSearchUi();
    await openPopup();
    await userEvent.type(screen.getByRole('combobox', { name: 'Kunde' }), 'Storgata');
    await userEvent.click(screen.getByRole('link', { name: 'Avansert søk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?tab=customer&mode=text&q=Storgata');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers the choice to go straight to the search page, and then Alt+S opens the page', async () => {
    const preferences = fakePreferences();
    const { router } = renderSearchUi('/dashboard', preferences);
    await openPopup();
    const toggle = screen.getByRole('checkbox', { name: 'Gå rett til søkesiden i stedet for søkevinduet' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await userEvent.click(toggle);
    await waitFor(() => expect(preferences.current.searchOpensPage).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    pressAltS();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the shortcut list', () => {
  it('shows Alt+S for search', () => {
    render(<ShortcutsDialog onClose={() => undefined} />);
    const row = screen.getByRole('row', { name: /Søk/ });
    expect(row.textContent).toMatch(/^(Alt|Option) \+ SSøk$/);
  });

  it('lists the keys pages handle alone: Ins on Registrer faktura (part 1 §2) and F10 on Registrer innbetaling', () => {
    render(<ShortcutsDialog onClose={() => undefined} />);
    expect(screen.getByRole('row', { name: /Ny faktura/ }).textContent).toBe('InsNy faktura (på Registrer faktura)');
    expect(screen.getByRole('row', { name: /Finn faktura/ }).textContent).toBe('F10Finn faktura (på Registrer innbetaling)');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { normalizeAmountText } from '../../domain/money/formatAmount';
import { fakeCustomerPages, INVOICE, POSTS } from '../../../tests/support/fakeCustomerPages';
import { readOf, bind, renderPage } from '../../../tests/support/pageHarness';
import { CustomerPage } from './CustomerPage';
import { InvoicePage } from './InvoicePage';

const customerRoute = '/clients/:clientId/customers/:customerNr';
const invoiceRoute = '/clients/:clientId/customers/:customerNr/invoices/:jourNo';
const text = (element: HTMLElement) => normalizeAmountText(element.textContent ?? '');

describe('customer page, posts tab', () => {
  it('lists all posts, then only the credit posts (Tilgodeposter)', async () => {
    renderPage(<CustomerPage />, { path: customerRoute, initialEntry: '/clients/1001/customers/10001?tab=posts', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())] });
    const table = await screen.findByRole('table', { name: 'Poster' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(text(table)).toContain('Innbetaling');
    await userEvent.click(screen.getByRole('button', { name: 'Tilgodeposter' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Poster' })).getAllByRole('row')).toHaveLength(1 + 1));
    expect(text(screen.getByRole('table', { name: 'Poster' }))).toContain('Kreditnota 700200');
  });

  it('asks for the period of a preset (quarters start in months 0, 3, 6, 9) and of typed dates', async () => {
    const posts = vi.fn((id: number, query: { filter: 'all' | 'credit'; fromDate?: string; toDate?: string }) => readOf('service', `Customer/${id}/Posts`, () => POSTS, query));
    renderPage(<CustomerPage />, { path: customerRoute, initialEntry: '/clients/1001/customers/10001?tab=posts', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages({ posts }))] });
    await screen.findByRole('table', { name: 'Poster' });
    expect(posts).toHaveBeenLastCalledWith(501, { filter: 'all' });
    await userEvent.click(screen.getByRole('button', { name: 'Forrige kvartal' }));
    const today = new Date();
    const quarterStart = Math.floor(today.getMonth() / 3) * 3;
    await waitFor(() => expect(posts.mock.calls.at(-1)![1].fromDate).toMatch(/-(01|04|07|10)-01$/));
    const [fromYear, fromMonth] = posts.mock.calls.at(-1)![1].fromDate!.split('-').map(Number);
    expect((fromYear! * 12 + fromMonth! - 1) - (today.getFullYear() * 12 + quarterStart)).toBe(-3);
    expect(screen.getByLabelText<HTMLInputElement>('Fra dato').value).toBe(posts.mock.calls.at(-1)![1].fromDate);
    const to = screen.getByLabelText<HTMLInputElement>('Til dato');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-12-31');
    await waitFor(() => expect(posts.mock.calls.at(-1)![1]).toEqual({ filter: 'all', fromDate: screen.getByLabelText<HTMLInputElement>('Fra dato').value, toDate: '2026-12-31' }));
  });

  it("says 'Mangler implementasjon' for a preset it does not know, and asks the server nothing", async () => {
    const posts = vi.fn((id: number) => readOf('service', `Customer/${id}/Posts`, () => POSTS));
    renderPage(<CustomerPage />, { path: customerRoute, initialEntry: '/clients/1001/customers/10001?tab=posts&preset=nextDecade', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages({ posts }))] });
    expect(await screen.findByText('Mangler implementasjon')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Poster' })).toBeNull();
    expect(posts).not.toHaveBeenCalled();
  });
});

describe('customer page, crossref tab', () => {
  it('shows the open debit posts beside the open credit posts, each with its sum', async () => {
    renderPage(<CustomerPage />, { path: customerRoute, initialEntry: '/clients/1001/customers/10001?tab=crossref', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())] });
    const debit = await screen.findByRole('table', { name: 'Åpne debetposter' });
    const credit = screen.getByRole('table', { name: 'Åpne kreditposter' });
    expect(text(debit)).toContain('700123');
    expect(text(debit)).not.toContain('700200');
    expect(text(within(debit).getByText('Sum').closest('tr')!)).toContain('1 250,00');
    expect(text(credit)).toContain('700200');
    expect(text(within(credit).getByText('Sum').closest('tr')!)).toContain('-200,00');
  });
});

describe('invoice page, crossrefs tab', () => {
  it('lists the posts crossed against the invoice: the invoice and its payment', async () => {
    renderPage(<InvoicePage />, {
      path: invoiceRoute,
      initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}?tab=crossrefs`,
      bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())],
    });
    const table = await screen.findByRole('table', { name: 'Kryssreferanser' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(text(table)).toContain('Innbetaling');
    expect(text(table)).toContain('-500,00');
  });
});

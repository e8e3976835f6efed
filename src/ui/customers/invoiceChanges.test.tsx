import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { TAX_RATES_NOT_LOADED_MESSAGE } from '../../domain/vat/taxRates';
import { VAT_SUM_MISMATCH_MESSAGE } from '../../domain/vat/vatSumCheck';
import { ApiFailure } from '../../adapters/http/shared/answer';
import { CUSTOMER, fakeCustomerPages, INVOICE } from '../../../tests/support/fakeCustomerPages';
import { fakeSearch } from '../../../tests/support/fakeSearch';
import { bind, readOf, renderPage } from '../../../tests/support/pageHarness';
import { CustomerPage } from './CustomerPage';
import { InvoicePage } from './InvoicePage';

const invoiceRoute = '/clients/:clientId/customers/:customerNr/invoices/:jourNo';
const REGISTERED = { ...INVOICE, isRegisteredHere: true };
const entryRead = (customerId: number, type: string, jourNr: number) =>
  readOf('service', `Customer/${customerId}/${type}/${jourNr}`, () => (type === 'INVOICE' && jourNr === INVOICE.jourNr ? { found: REGISTERED } : { found: 'none' as const }));

const OTHER = { id: 502, nr: 10002, clientId: 1001, clientName: 'Fjordkraft AS', name: 'Ola Nordmann', addressLine1: 'Kirkegata 2', addressLine2: null, postNo: '0153', cityName: 'OSLO', email: null, orgNo: null };

async function openChange(label: string, overrides: Parameters<typeof fakeCustomerPages>[0] = {}) {
  const search = fakeSearch({ clients: [], customers: [{ ...OTHER, id: CUSTOMER.id, nr: CUSTOMER.nr, name: CUSTOMER.name }, OTHER], invoices: [] });
  const page = renderPage(<InvoicePage />, {
    path: invoiceRoute,
    initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}`,
    bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages({ entry: entryRead, ...overrides })), bind(TOKENS.Search, search)],
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Gjør endringer' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  return page;
}

describe('invoice page, change amount', () => {
  it('sends the new amount, the amount it was changed from and each VAT row excluding VAT with its code', async () => {
    const changeInvoiceAmount = vi.fn(async () => undefined);
    await openChange('Endre beløp', { changeInvoiceAmount });
    const dialog = await screen.findByRole('dialog', { name: 'Endre beløp' });
    const row = within(dialog).getByLabelText('Inkl. mva 25 %');
    await userEvent.clear(row);
    await userEvent.type(row, '1500');
    expect(await within(dialog).findByText(VAT_SUM_MISMATCH_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(/Eks. mva 1.200,00/)).toBeTruthy();
    const amount = within(dialog).getByLabelText(/Beløp inkl. mva/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(changeInvoiceAmount).toHaveBeenCalledWith({
        invoiceId: INVOICE.id,
        clientId: INVOICE.clientId,
        customerId: INVOICE.customerId,
        amount: 150_000,
        oldAmount: 125_000,
        rounding: 0,
        taxSummary: [{ taxCode: 3, amountExTax: 120_000 }],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Endre beløp' })).toBeNull());
  });

  it("adds a rate of the entry's date the invoice had no row for, and sends both rows", async () => {
    const changeInvoiceAmount = vi.fn(async () => undefined);
    await openChange('Endre beløp', { changeInvoiceAmount });
    const dialog = await screen.findByRole('dialog', { name: 'Endre beløp' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Legg til mva-sats' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['15 %', '0 %']);
    await userEvent.click(screen.getByRole('option', { name: '15 %' }));
    const added = await within(dialog).findByLabelText('Inkl. mva 15 %');
    await userEvent.type(added, '115');
    const amount = within(dialog).getByLabelText(/Beløp inkl. mva/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1365');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(changeInvoiceAmount).toHaveBeenCalledWith(
        expect.objectContaining({ amount: 136_500, taxSummary: [{ taxCode: 3, amountExTax: 100_000 }, { taxCode: 31, amountExTax: 10_000 }] }),
      ),
    );
  });

  it("says 'Feil: MVA satser har ikke lastet inn enda.' while the rates are missing, and sends nothing", async () => {
    const never = new Promise<never>(() => undefined);
    const changeInvoiceAmount = vi.fn(async () => undefined);
    await openChange('Endre beløp', { changeInvoiceAmount, taxRates: (date) => readOf('legacy', 'CommonReg/TaxRates', () => never, { date }) });
    const dialog = await screen.findByRole('dialog', { name: 'Endre beløp' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText(TAX_RATES_NOT_LOADED_MESSAGE)).toBeTruthy();
    expect(changeInvoiceAmount).not.toHaveBeenCalled();
  });

  it("says 'Noe gikk galt! Kan ikke krysse MVA sats mot MVA kode' for a rate the list lacks, and sends nothing", async () => {
    const changeInvoiceAmount = vi.fn(async () => undefined);
    await openChange('Endre beløp', { changeInvoiceAmount, taxRates: (date) => readOf('legacy', 'CommonReg/TaxRates', () => [{ code: 4, percent: 0 }], { date }) });
    const dialog = await screen.findByRole('dialog', { name: 'Endre beløp' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Noe gikk galt! Kan ikke krysse MVA sats mot MVA kode')).toBeTruthy();
    expect(changeInvoiceAmount).not.toHaveBeenCalled();
  });

  it("shows the server's message when the change is refused, and keeps the dialog", async () => {
    const changeInvoiceAmount = vi.fn(async () => {
      throw new ApiFailure(409, 'Beløpet er endret av en annen; last siden på nytt');
    });
    await openChange('Endre beløp', { changeInvoiceAmount });
    const dialog = await screen.findByRole('dialog', { name: 'Endre beløp' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(await within(dialog).findByText('Beløpet er endret av en annen; last siden på nytt')).toBeTruthy();
    expect(changeInvoiceAmount).toHaveBeenCalledTimes(1);
  });
});

describe('invoice page, move to another customer', () => {
  it("needs a customer, finds the client's other customers, moves, and opens the invoice under its new customer", async () => {
    const moveInvoice = vi.fn(async () => undefined);
    const { location } = await openChange('Flytt til annen kunde', { moveInvoice });
    const dialog = await screen.findByRole('dialog', { name: 'Flytt til annen kunde' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flytt' }));
    expect(await within(dialog).findByText('Velg kunden fakturaen skal flyttes til')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Søk etter kunde/), 'Nordmann');
    const list = await within(dialog).findByRole('list', { name: 'Kunder' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /10002 Ola Nordmann/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Flytt' }));
    await waitFor(() => expect(moveInvoice).toHaveBeenCalledWith(INVOICE.id, OTHER.id));
    await waitFor(() => expect(location().pathname).toBe(`/clients/1001/customers/10002/invoices/${INVOICE.jourNr}`));
  });
});

describe('customer page, edit a note', () => {
  it('opens a note by clicking it, refuses an empty text, and saves the changed text', async () => {
    const updateNote = vi.fn(async () => undefined);
    renderPage(<CustomerPage />, {
      path: '/clients/:clientId/customers/:customerNr',
      initialEntry: '/clients/1001/customers/10001',
      bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages({ updateNote }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rediger notat: Ringte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger notat' });
    const text = within(dialog).getByLabelText('Notat');
    await userEvent.clear(text);
    expect(await within(dialog).findByText('Notatet kan ikke være tomt')).toBeTruthy();
    await userEvent.type(text, 'Ringte, lovet betaling fredag');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(updateNote).toHaveBeenCalledWith(1001, 1, 'Ringte, lovet betaling fredag'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rediger notat' })).toBeNull());
  });
});

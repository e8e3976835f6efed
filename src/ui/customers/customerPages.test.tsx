import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { EMAIL_INVALID_MESSAGE } from '../../domain/identifiers/email';
import { normalizeAmountText } from '../../domain/money/formatAmount';
import { fakeCustomerPages, INVOICE, lines } from '../../../tests/support/fakeCustomerPages';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { CustomerPage } from './CustomerPage';
import { InvoicePage } from './InvoicePage';

const customerRoute = '/clients/:clientId/customers/:customerNr';
const invoiceRoute = '/clients/:clientId/customers/:customerNr/invoices/:jourNo';
const text = (element: HTMLElement) => normalizeAmountText(element.textContent ?? '');

describe('customer page', () => {
  it('shows the panels and the open posts with the debit and credit sums, and a row opens its invoice', async () => {
    const { location } = renderPage(<CustomerPage />, { path: customerRoute, initialEntry: '/clients/1001/customers/10001', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())] });
    expect(await screen.findByRole('heading', { name: '10001 Kari Nordmann' })).toBeTruthy();
    const contact = screen.getByRole('region', { name: 'Kontakt info' });
    expect(text(contact)).toContain('kari@example.no');
    const payment = screen.getByRole('region', { name: 'Betalingsmåte' });
    expect(text(payment)).toContain('Privat');
    expect(text(payment)).toContain('Ikke aktiv');
    expect(text(payment)).toContain('Avvist');
    // The address, not the shipment's code ('eFaktura: EFAKTURA', issue 43).
    expect(text(payment)).toContain('eFaktura: 98765432');
    expect(text(payment)).not.toContain('EFAKTURA');
    expect(text(screen.getByRole('region', { name: 'Økonomi' }))).toContain('Total omsetning: 123 456,00');
    const table = await screen.findByRole('table', { name: 'Åpne poster' });
    const sumRow = within(table).getByText('Sum').closest('tr')!;
    expect(text(sumRow)).toContain('1 250,00');
    expect(text(sumRow)).toContain('-200,00');
    await userEvent.click(within(table).getByText('700123'));
    expect(location().pathname).toBe('/clients/1001/customers/10001/invoices/700123');
  });

  it("says 'Fant ikke kunden' for a customer that is not there (or outside the officer's bases)", async () => {
    renderPage(<CustomerPage />, { path: customerRoute, initialEntry: '/clients/1001/customers/42', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())] });
    expect(await screen.findByText('Fant ikke kunden')).toBeTruthy();
  });

  it('edits the customer: a bad e-mail is refused while typing, a postal code fills the city, a good value is saved', async () => {
    const updateCustomer = vi.fn(async () => (await import('../../../tests/support/fakeCustomerPages')).CUSTOMER);
    renderPage(<CustomerPage />, {
      path: customerRoute,
      initialEntry: '/clients/1001/customers/10001',
      bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages({ updateCustomer }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rediger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger kunde' });
    const email = within(dialog).getByLabelText('E-post');
    await userEvent.clear(email);
    await userEvent.type(email, 'kari@');
    expect(await within(dialog).findByText(EMAIL_INVALID_MESSAGE)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    expect(updateCustomer).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.no');
    const postNo = within(dialog).getByLabelText('Postnr.');
    await userEvent.clear(postNo);
    await userEvent.type(postNo, '5003');
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Poststed').value).toBe('BERGEN'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lagre' }));
    await waitFor(() => expect(updateCustomer).toHaveBeenCalledWith(501, expect.objectContaining({ email: 'kari@example.no', postNo: '5003', cityName: 'BERGEN' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rediger kunde' })).toBeNull());
  });
});

describe('invoice page', () => {
  it("shows the invoice with its number in the title, the status badge, 'Ingen fakturatekst', the VAT summary, and five lines until 'Vis alle (7)'", async () => {
    renderPage(<InvoicePage />, { path: invoiceRoute, initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}`, bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())] });
    expect(await screen.findByRole('heading', { name: 'Faktura 700123' })).toBeTruthy();
    expect(screen.getByText('Status: Ubetalt')).toBeTruthy();
    expect(screen.getByText('Ingen fakturatekst')).toBeTruthy();
    const linesTable = await screen.findByRole('table', { name: 'Varelinjer' });
    expect(within(linesTable).getAllByRole('row')).toHaveLength(1 + 5);
    await userEvent.click(screen.getByRole('button', { name: 'Vis alle (7)' }));
    expect(within(linesTable).getAllByRole('row')).toHaveLength(1 + 7);
    expect(text(await screen.findByRole('table', { name: 'Mva-oppsummering' }))).toContain('1 250,00');
    expect(screen.getByRole('button', { name: 'Gjør endringer' }).hasAttribute('disabled')).toBe(true);
  });

  it("downloads a document's PDF and sends a copy to a valid address ('Kopi sendt')", async () => {
    const sendCopy = vi.fn(async () => undefined);
    const saveBlob = vi.fn();
    const port = fakeCustomerPages({
      sendCopy,
      events: (id) => ({
        api: 'service',
        path: `Invoice/${id}/Events`,
        fetch: async () => [{ date: '2026-10-01', event: 'Faktura sendt', amount: 125_000, invoicePart: 125_000, restInterest: 0, restFees: 0, saldo: 125_000, printable: { id, type: 'Invoice' } }],
      }),
    });
    const { toasts } = renderPage(<InvoicePage />, {
      path: invoiceRoute,
      initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}?tab=documents`,
      bindings: [bind(TOKENS.CustomerPages, port), bind(TOKENS.FileSaver, { saveBlob, saveText: vi.fn() })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Last ned faktura (PDF)' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(`Invoice-${INVOICE.id}.pdf`, expect.any(Blob)));
    const address = screen.getByLabelText('E-post for kopi');
    await userEvent.type(address, 'regnskap@');
    expect(screen.getByText(EMAIL_INVALID_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send kopi' }).hasAttribute('disabled')).toBe(true);
    await userEvent.type(address, 'example.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send kopi' }));
    await waitFor(() => expect(sendCopy).toHaveBeenCalledWith(INVOICE.id, 'regnskap@example.no', [{ id: INVOICE.id, type: 'Invoice' }]));
    await waitFor(() => expect(toasts.getSnapshot().map((t) => t.message)).toContain('Kopi sendt'));
  });

  it('shows every column of Historikk, with what a sent reminder booked, and opens its document (part 2 §2.5)', async () => {
    const saveBlob = vi.fn();
    const downloadDocument = vi.fn(async (type: string, id: number) => ({ fileName: `Purring-${id}.pdf`, content: new Blob(['%PDF-']) }));
    const port = fakeCustomerPages({
      downloadDocument,
      events: (id) => ({
        api: 'service',
        path: `Invoice/${id}/Events`,
        fetch: async () => [
          { date: '2026-10-01', event: 'Faktura sendt', amount: 125_000, invoicePart: 125_000, restInterest: 0, restFees: 0, saldo: 125_000, printable: { id, type: 'Invoice' } },
          { date: '2026-11-14', event: 'Purring sendt', amount: 4_733, invoicePart: 125_000, restInterest: 1_233, restFees: 3_500, saldo: 129_733, printable: { id: 77, type: 'Reminder' } },
        ],
      }),
    });
    renderPage(<InvoicePage />, {
      path: invoiceRoute,
      initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}?tab=events`,
      bindings: [bind(TOKENS.CustomerPages, port), bind(TOKENS.FileSaver, { saveBlob, saveText: vi.fn() })],
    });
    const table = await screen.findByRole('table', { name: 'Historikk' });
    const [head, , reminder] = within(table).getAllByRole('row').map((row) => text(row));
    expect(head).toBe('DatoHendelseBeløpFakturadelRest renterRest gebyrSaldoDokument');
    expect(reminder).toContain('Purring sendt');
    for (const amount of ['47,33', '1 250,00', '12,33', '35,00', '1 297,33']) expect(reminder).toContain(amount);
    await userEvent.click(within(table).getByRole('button', { name: 'Last ned purring 14.11.2026 (PDF)' }));
    await waitFor(() => expect(downloadDocument).toHaveBeenCalledWith('Reminder', 77));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith('Purring-77.pdf', expect.any(Blob)));
  });

  it("writes a line's quantity and amounts as nb-NO does: '−0,5' and '−50,00', not '-0.5' (issue 43)", async () => {
    const returned = { ...lines(1)[0]!, quantity: -0.5, unitPrice: 10_000, taxPercent: 12.5, amountExTax: -5_000, amountIncTax: -5_625 };
    const port = fakeCustomerPages({ lines: (id) => ({ api: 'service', path: `Invoice/${id}/Lines`, fetch: async () => [returned] }) });
    renderPage(<InvoicePage />, { path: invoiceRoute, initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}`, bindings: [bind(TOKENS.CustomerPages, port)] });
    const table = await screen.findByRole('table', { name: 'Varelinjer' });
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(2)).toEqual(['\u22120,5', '100,00', '12,5', '\u221250,00', '\u221256,25']);
  });

  it("says 'Fant ikke bilaget!' for a number with no invoice or credit note", async () => {
    renderPage(<InvoicePage />, { path: invoiceRoute, initialEntry: '/clients/1001/customers/10001/invoices/5', bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())] });
    expect(await screen.findByText('Fant ikke bilaget!')).toBeTruthy();
  });

  it("says 'En feil oppstod' in place of the lines when they fail", async () => {
    const failing = fakeCustomerPages({
      lines: (id) => ({ api: 'service', path: `Invoice/${id}/Lines`, fetch: async () => Promise.reject(new Error('500')) }),
    });
    // The page's first read brings the invoice without its lines, so the page reads them on their own (as it
    // does when they change), and that read fails.
    const port: typeof failing = {
      ...failing,
      invoicePage: (clientId, nr, jourNr) => {
        const whole = fakeCustomerPages().invoicePage(clientId, nr, jourNr);
        return { ...whole, fetch: async (signal) => ({ ...(await whole.fetch(signal))!, lines: null }) };
      },
    };
    renderPage(<InvoicePage />, { path: invoiceRoute, initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}`, bindings: [bind(TOKENS.CustomerPages, port)] });
    expect(await screen.findByText('En feil oppstod')).toBeTruthy();
  });
});

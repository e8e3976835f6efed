import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { MAIL_UNCERTAIN_ERROR } from '../../domain/customer/customerPageTexts';
import { fakeCustomerPages, INVOICE } from '../../../tests/support/fakeCustomerPages';
import { bind, renderPage } from '../../../tests/support/pageHarness';
import { CustomerPage } from './CustomerPage';
import { InvoicePage } from './InvoicePage';

describe('outbox reader', () => {
  it("shows the invoice's e-mails on the Dokumenter tab with their status and error", async () => {
    renderPage(<InvoicePage />, {
      path: '/clients/:clientId/customers/:customerNr/invoices/:jourNo',
      initialEntry: `/clients/1001/customers/10001/invoices/${INVOICE.jourNr}?tab=documents`,
      bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages())],
    });
    const table = await screen.findByRole('table', { name: 'Sendt e-post' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('kopi@example.no');
    expect(row.textContent).toContain('Kopi av faktura 700123');
    expect(row.textContent).toContain('Feilet');
    expect(row.textContent).toContain('550 mailbox unavailable');
    expect(row.textContent).toContain('faktura-700123.pdf');
    // Handed over to SMTP when the server stopped: its own status in Norwegian, and why.
    const uncertain = within(table).getAllByRole('row')[2]!;
    expect(uncertain.textContent).toContain('Uvisst');
    expect(uncertain.textContent).toContain(MAIL_UNCERTAIN_ERROR);
  });

  it("opens the customer's e-mails from the customer page, and says 'Ingen e-post' when there are none", async () => {
    renderPage(<CustomerPage />, {
      path: '/clients/:clientId/customers/:customerNr',
      initialEntry: '/clients/1001/customers/10001',
      bindings: [bind(TOKENS.CustomerPages, fakeCustomerPages({ customerMail: (id) => ({ api: 'service', path: `Customer/${id}/Mail`, fetch: async () => [] }) }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'E-post' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-post om kundens bilag' });
    expect(await within(dialog).findByText('Ingen e-post')).toBeTruthy();
  });
});

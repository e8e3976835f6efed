import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, fakeCustomerPages, INVOICE } from '../../../tests/support/fakeCustomerPages';
import { startPageReads } from './pageReads';

/** The paths read into the cache once everything started has settled. */
async function pathsRead(queryClient: QueryClient): Promise<string[]> {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => String(query.queryKey[1]))
    .sort();
}

describe("the pages' first reads, started from the route", () => {
  it('customer page: the customer by number, its details and open posts once its id is known, and the notes', async () => {
    const queryClient = new QueryClient();
    startPageReads.CustomerPage(fakeCustomerPages(), queryClient, { clientId: String(CUSTOMER.clientId), customerNr: String(CUSTOMER.nr) });
    expect(await pathsRead(queryClient)).toEqual(
      [`Client/${CUSTOMER.clientId}/Customer/${CUSTOMER.nr}`, `Customer/${CUSTOMER.id}`, `Customer/${CUSTOMER.id}/OpenPosts`, `clients/${CUSTOMER.clientId}/customers/${CUSTOMER.nr}/notes`].sort(),
    );
  });

  it('invoice page: the customer, then the invoice, then its lines and VAT summary', async () => {
    const queryClient = new QueryClient();
    startPageReads.InvoicePage(fakeCustomerPages(), queryClient, { clientId: String(CUSTOMER.clientId), customerNr: String(CUSTOMER.nr), jourNo: String(INVOICE.jourNr) });
    expect(await pathsRead(queryClient)).toEqual(
      [`Client/${CUSTOMER.clientId}/Customer/${CUSTOMER.nr}`, `Customer/${CUSTOMER.id}/INVOICE/${INVOICE.jourNr}`, `Invoice/${INVOICE.id}/Lines`, `Invoice/${INVOICE.id}/TaxSummary`].sort(),
    );
  });

  it('reads nothing for an address that is not a customer, and stops at a customer not found', async () => {
    const queryClient = new QueryClient();
    startPageReads.CustomerPage(fakeCustomerPages(), queryClient, { clientId: 'abc', customerNr: '1' });
    expect(await pathsRead(queryClient)).toEqual([]);
    startPageReads.CustomerPage(fakeCustomerPages(), queryClient, { clientId: String(CUSTOMER.clientId), customerNr: '999999' });
    expect(await pathsRead(queryClient)).toEqual([`Client/${CUSTOMER.clientId}/Customer/999999`, `clients/${CUSTOMER.clientId}/customers/999999/notes`].sort());
  });
});

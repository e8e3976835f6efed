import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerPagesPort } from '../../application/ports/customerPages.port';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { CUSTOMER, DETAIL, fakeCustomerPages, INVOICE } from '../../../tests/support/fakeCustomerPages';
import { createQueryClient } from '../../composition/queryClient';
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

  it("makes one request for each page's first paint on a first visit, and none of its own for what that read brought", async () => {
    const fetched: string[] = [];
    const port = fakeCustomerPages();
    const counting = Object.fromEntries(
      Object.entries(port).map(([name, method]) => [
        name,
        (...args: unknown[]) => {
          const made = (method as (...a: unknown[]) => unknown)(...args);
          if (typeof made !== 'object' || made === null || !('fetch' in made)) return made;
          const read = made as ServerRead<unknown>;
          return { ...read, fetch: (signal?: AbortSignal) => (fetched.push(read.path), read.fetch(signal)) };
        },
      ]),
    ) as unknown as CustomerPagesPort;
    // As the app's cache: an answer stays fresh for a few seconds.
    const queryClient = createQueryClient();
    startPageReads.CustomerPage(counting, queryClient, { clientId: String(CUSTOMER.clientId), customerNr: String(CUSTOMER.nr) });
    await pathsRead(queryClient);
    expect(fetched.sort()).toEqual([`Client/${CUSTOMER.clientId}/Customer/${CUSTOMER.nr}/Page`, `clients/${CUSTOMER.clientId}/customers/${CUSTOMER.nr}/notes`]);
    expect(queryClient.getQueryData(['service', `Customer/${CUSTOMER.id}`, null])).toEqual(DETAIL);

    fetched.length = 0;
    const fresh = new QueryClient();
    startPageReads.InvoicePage(counting, fresh, { clientId: String(CUSTOMER.clientId), customerNr: String(CUSTOMER.nr), jourNo: String(INVOICE.jourNr) });
    await pathsRead(fresh);
    expect(fetched).toEqual([`Client/${CUSTOMER.clientId}/Customer/${CUSTOMER.nr}/Invoice/${INVOICE.jourNr}/Page`]);
    expect(fresh.getQueryData(['service', `Customer/${CUSTOMER.id}/INVOICE/${INVOICE.jourNr}`, null])).toEqual({ found: INVOICE });

    // From the customer page to one of its invoices: the customer is cached, so the invoice's chain starts from its id.
    fetched.length = 0;
    startPageReads.InvoicePage(counting, queryClient, { clientId: String(CUSTOMER.clientId), customerNr: String(CUSTOMER.nr), jourNo: String(INVOICE.jourNr) });
    expect(await pathsRead(queryClient)).toContain(`Invoice/${INVOICE.id}/TaxSummary`);
    expect(fetched.sort()).toEqual([`Customer/${CUSTOMER.id}/INVOICE/${INVOICE.jourNr}`, `Invoice/${INVOICE.id}/Lines`, `Invoice/${INVOICE.id}/TaxSummary`]);
  });

  it('reads nothing for an address that is not a customer, and stops at a customer not found', async () => {
    const queryClient = new QueryClient();
    startPageReads.CustomerPage(fakeCustomerPages(), queryClient, { clientId: 'abc', customerNr: '1' });
    expect(await pathsRead(queryClient)).toEqual([]);
    startPageReads.CustomerPage(fakeCustomerPages(), queryClient, { clientId: String(CUSTOMER.clientId), customerNr: '999999' });
    expect(await pathsRead(queryClient)).toEqual([`Client/${CUSTOMER.clientId}/Customer/999999`, `clients/${CUSTOMER.clientId}/customers/999999/notes`].sort());
  });
});

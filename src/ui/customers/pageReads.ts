import type { Params } from 'react-router';
import type { Customer, CustomerPagesPort, EntryLookup } from '../../application/ports/customerPages.port';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { numberParam } from '../common/params';
import { holdShellReads } from '../serverState/shellReadsGate';
import { readChain, startRead, startReadSettled, type ChainRead } from '../serverState/useServerRead';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readKey } from '../../application/serverState/readKeys';

/** The customer page's first reads: the customer by number, whose id starts its details and the open posts; the notes need only the address. */
export function customerPageReads(port: CustomerPagesPort, chain: ChainRead, clientId: number, customerNr: number) {
  return {
    byNr: chain(port.customerByNr(clientId, customerNr), (c) => (c ? [port.customer(c.id), port.openPosts(c.id)] : [])),
    notes: port.notes(clientId, customerNr),
  };
}

/** An invoice by journal number, whose answer starts its lines and VAT summary. */
export function invoiceRead(port: CustomerPagesPort, chain: ChainRead, customerId: number, jourNo: number): ServerRead<EntryLookup> {
  return chain(port.entry(customerId, 'INVOICE', jourNo), (lookup) =>
    typeof lookup.found === 'object' ? [port.lines(lookup.found.id), port.taxSummary(lookup.found.id)] : [],
  );
}

/** The invoice page's first read: the customer by number, whose id starts the invoice. */
export function invoicePageRead(port: CustomerPagesPort, chain: ChainRead, clientId: number, customerNr: number, jourNo: number): ServerRead<Customer | null> {
  return chain(port.customerByNr(clientId, customerNr), (c) => (c ? [invoiceRead(port, chain, c.id, jourNo)] : []));
}

/** An answer the page's one first read brought, put into the cache under the read that would fetch it alone. */
function seed<T>(queryClient: QueryClient, read: ServerRead<T>, answer: T): void {
  queryClient.setQueryData(readKey(read), answer);
}

/**
 * The customer by number, fetched as the customer page's one first read (customerPage): its details and
 * open posts go into the cache before the customer is answered, so the page renders them with it and
 * makes no request of its own for them. Its key is customerByNr's; a refetch later is the page's own read.
 */
export function customerPageFirstRead(port: CustomerPagesPort, queryClient: QueryClient, clientId: number, customerNr: number): ServerRead<Customer | null> {
  return {
    ...port.customerByNr(clientId, customerNr),
    fetch: async (signal) => {
      const page = await port.customerPage(clientId, customerNr).fetch(signal);
      if (!page) return null;
      seed(queryClient, port.customer(page.customer.id), page.detail);
      seed(queryClient, port.openPosts(page.customer.id), page.openPosts);
      return page.customer;
    },
  };
}

/** The customer by number, fetched as the invoice page's one first read (invoicePage), which brings the invoice, its lines and VAT summary into the cache. */
export function invoicePageFirstRead(port: CustomerPagesPort, queryClient: QueryClient, clientId: number, customerNr: number, jourNo: number): ServerRead<Customer | null> {
  return {
    ...port.customerByNr(clientId, customerNr),
    fetch: async (signal) => {
      const page = await port.invoicePage(clientId, customerNr, jourNo).fetch(signal);
      if (!page) return null;
      seed(queryClient, port.entry(page.customer.id, 'INVOICE', jourNo), page.entry);
      if (typeof page.entry.found === 'object') {
        if (page.lines) seed(queryClient, port.lines(page.entry.found.id), page.lines);
        if (page.taxSummary) seed(queryClient, port.taxSummary(page.entry.found.id), page.taxSummary);
      }
      return page.customer;
    },
  };
}

/**
 * Starts a page's reads from its route, as soon as the officer is signed in, so they travel while the
 * shell and the page render (render-as-you-fetch). On the first visit the page's first paint is one
 * read (customerPage, invoicePage) rather than a chain of two or three answers waiting on each other;
 * when the customer is cached already (from the customer page to one of its invoices), the chain from
 * its id starts at once.
 */
export const startPageReads = {
  CustomerPage(port: CustomerPagesPort, queryClient: QueryClient, params: Params): void {
    const clientId = numberParam(params.clientId);
    const customerNr = numberParam(params.customerNr);
    if (clientId === null || customerNr === null) return;
    const reads = customerPageReads(port, readChain(queryClient), clientId, customerNr);
    const known = queryClient.getQueryData<Customer | null>(readKey(reads.byNr));
    holdShellReads(queryClient, startReadSettled(queryClient, known === undefined ? customerPageFirstRead(port, queryClient, clientId, customerNr) : reads.byNr));
    startRead(queryClient, reads.notes);
  },
  InvoicePage(port: CustomerPagesPort, queryClient: QueryClient, params: Params): void {
    const clientId = numberParam(params.clientId);
    const customerNr = numberParam(params.customerNr);
    const jourNo = numberParam(params.jourNo);
    if (clientId === null || customerNr === null || jourNo === null) return;
    const chain = readChain(queryClient);
    const byNr = invoicePageRead(port, chain, clientId, customerNr, jourNo);
    const known = queryClient.getQueryData<Customer | null>(readKey(byNr));
    if (known === undefined) return holdShellReads(queryClient, startReadSettled(queryClient, invoicePageFirstRead(port, queryClient, clientId, customerNr, jourNo)));
    startRead(queryClient, byNr);
    if (known) startRead(queryClient, invoiceRead(port, chain, known.id, jourNo));
  },
};

/**
 * The page's first reads, started by its first render as well as by its route's loader. When the session's
 * answer comes after the page's chunk, the page renders before the loader's reads start: its own reads (the
 * customer, then the invoice, then its lines) would go out first, and the loader's one read would only join
 * that chain. Starting them twice is harmless: a read under way or answered is not sent again.
 */
export function usePageReadsStarted(page: keyof typeof startPageReads, port: CustomerPagesPort, params: Params): void {
  const queryClient = useQueryClient();
  const { clientId, customerNr, jourNo } = params;
  useMemo(() => startPageReads[page](port, queryClient, { clientId, customerNr, jourNo }), [page, port, queryClient, clientId, customerNr, jourNo]);
}

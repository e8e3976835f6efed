import type { ClientHit, CustomerHit, InvoiceHit, SearchPort } from '../../../application/ports/search.port';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import type { ClientLookup, CustomerQuery, InvoiceQuery } from '../../../domain/search/searchRules';
import { answer } from '../shared/answer';
import { asRead } from '../shared/reportingMiddleware';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type Schemas = components['schemas'];

function clientHit(dto: Schemas['ClientSummary']): ClientHit {
  return { id: dto.id, name: dto.name, isActive: dto.isActive, orgNo: dto.orgNo ?? null };
}

function customerHit(dto: Schemas['CustomerSearchHit']): CustomerHit {
  return {
    id: dto.id,
    nr: dto.nr,
    clientId: dto.clientId,
    clientName: dto.clientName ?? null,
    name: dto.name,
    addressLine1: dto.addressLine1 ?? null,
    addressLine2: dto.addressLine2 ?? null,
    postNo: dto.postNo ?? null,
    cityName: dto.cityName ?? null,
    email: dto.email ?? null,
    orgNo: dto.orgNo ?? null,
  };
}

function invoiceHit(dto: Schemas['InvoiceSearchHit']): InvoiceHit {
  return {
    clientId: dto.clientId,
    clientName: dto.clientName ?? null,
    customerNr: dto.customerNr,
    customerName: dto.customerName,
    addressLine1: dto.addressLine1 ?? null,
    postNo: dto.postNo ?? null,
    cityName: dto.cityName ?? null,
    email: dto.email ?? null,
    orgNo: dto.orgNo ?? null,
    type: dto.type,
    jourNo: dto.jourNo,
    jourDate: dto.jourDate,
    dueDate: dto.dueDate ?? null,
    amount: oreFromApiDecimal(dto.amount),
    shipment: dto.shipment ?? null,
    yourRef: dto.yourRef ?? null,
  };
}

function clientQueryParams(lookup: ClientLookup): { term: string } | { bankAccount: string } {
  switch (lookup.by) {
    case 'idPrefix':
      return { term: lookup.prefix };
    case 'name':
      return { term: lookup.text };
    case 'bankAccount':
      return { bankAccount: lookup.digits };
  }
}

/** Only the parts of a query the API takes: no clientId key at all when no client is chosen. */
function withClient<T extends object>(body: T, clientId: number | null): T & { clientId?: number } {
  return clientId === null ? body : { ...body, clientId };
}

/**
 * The service API's client, customer and invoice searches (part 1 §7 "Search calls"). The customer and
 * invoice searches are POSTs that change nothing, so each is named a read (`asRead`) for the error reporting.
 */
export function httpSearch(client: ServiceClient): SearchPort {
  const listClients = (query: { term: string } | { bankAccount: string }, maxItems: number, signal?: AbortSignal) =>
    answer(client.GET('/clients', { params: { query: { ...query, maxItems } }, signal }));

  return {
    clients(lookup, maxItems) {
      const query = clientQueryParams(lookup);
      return {
        api: 'service',
        path: 'clients',
        params: { ...query, maxItems },
        fetch: async (signal) => (await listClients(query, maxItems, signal)).map(clientHit),
      };
    },

    client(clientId) {
      // The pickers' look-up by id prefix finds the client itself among the clients whose number
      // starts with its own (client numbers have four or more digits: base × 1000 + n).
      const query = { term: String(clientId) };
      return {
        api: 'service',
        path: 'clients',
        params: { ...query, exactId: clientId },
        fetch: async (signal) => {
          const hit = (await listClients(query, 100, signal)).find((dto) => dto.id === clientId);
          return hit ? clientHit(hit) : null;
        },
      };
    },

    customers(query: CustomerQuery, maxItems) {
      switch (query.mode) {
        case 'text':
        case 'address':
        case 'nameOrAddress': {
          const body = withClient({ term: query.term, searchIn: query.mode, maxItems }, query.clientId);
          return {
            api: 'service',
            path: 'Customer/Search',
            params: body,
            fetch: async (signal) => (await answer(client.POST('/Customer/Search', { body, signal, middleware: [asRead] }))).map(customerHit),
          };
        }
        case 'email': {
          const body = withClient({ email: query.email, maxItems }, query.clientId);
          return {
            api: 'service',
            path: 'Customer/SearchContact',
            params: body,
            fetch: async (signal) => (await answer(client.POST('/Customer/SearchContact', { body, signal, middleware: [asRead] }))).map(customerHit),
          };
        }
        case 'bankAccount': {
          const body = { accountNumber: query.accountNumber, clientId: query.clientId, maxItems };
          return {
            api: 'service',
            path: 'Customer/WithBankAccount',
            params: body,
            fetch: async (signal) => (await answer(client.POST('/Customer/WithBankAccount', { body, signal, middleware: [asRead] }))).map(customerHit),
          };
        }
      }
    },

    invoices(query: InvoiceQuery, maxItems) {
      // The API takes every term as text; an amount goes as kroner with two decimals ("1234.50").
      const term = query.type === 'amount' ? apiDecimalFromOre(query.amount).toFixed(2) : query.term;
      const body = withClient({ type: query.type, term, maxItems }, query.clientId);
      return {
        api: 'service',
        path: 'Invoice/search',
        params: body,
        fetch: async (signal) => (await answer(client.POST('/Invoice/search', { body, signal, middleware: [asRead] }))).map(invoiceHit),
      };
    },
  };
}

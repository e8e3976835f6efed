/** In-memory SearchPort for UI tests: real matching over a small register, every query recorded. */
import type { ClientHit, CustomerHit, InvoiceHit, SearchPort } from '../../src/application/ports/search.port';
import type { ServerRead } from '../../src/application/ports/serverRead.port';
import type { ClientLookup, CustomerQuery, InvoiceQuery } from '../../src/domain/search/searchRules';

export interface Register {
  readonly clients: readonly (ClientHit & { readonly bankAccount: string })[];
  readonly customers: readonly (CustomerHit & { readonly bankAccount?: string })[];
  readonly invoices: readonly (InvoiceHit & { readonly kid?: string })[];
}

export type RecordedSearch =
  | { readonly kind: 'clients'; readonly lookup: ClientLookup; readonly maxItems: number }
  | { readonly kind: 'customers'; readonly query: CustomerQuery; readonly maxItems: number }
  | { readonly kind: 'invoices'; readonly query: InvoiceQuery; readonly maxItems: number };

const contains = (text: string | null | undefined, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());

function read<T>(path: string, params: Record<string, unknown>, answer: () => T, onFetch: () => void): ServerRead<T> {
  return {
    api: 'service',
    path,
    params,
    fetch: async () => {
      onFetch();
      return answer();
    },
  };
}

export function fakeSearch(register: Register): SearchPort & { readonly searches: RecordedSearch[] } {
  const searches: RecordedSearch[] = [];
  const strip = <T extends { bankAccount?: string; kid?: string }>(row: T) => {
    const { bankAccount: _account, kid: _kid, ...hit } = row;
    return hit;
  };
  const inClient = (clientId: number | null) => (row: { clientId: number }) => clientId === null || row.clientId === clientId;

  return {
    searches,
    clients: (lookup, maxItems) =>
      read('clients', { ...lookup, maxItems }, () =>
        register.clients
          .filter((c) =>
            lookup.by === 'idPrefix' ? String(c.id).startsWith(lookup.prefix) : lookup.by === 'name' ? contains(c.name, lookup.text) : c.bankAccount.startsWith(lookup.digits),
          )
          .slice(0, maxItems)
          .map(strip), () => searches.push({ kind: 'clients', lookup, maxItems })),
    client: (clientId) =>
      read('clients', { exactId: clientId }, () => {
        const found = register.clients.find((c) => c.id === clientId);
        return found ? strip(found) : null;
      }, () => undefined),
    customers: (query, maxItems) =>
      read(`Customer/${query.mode}`, { ...query, maxItems }, () =>
        register.customers
          .filter(inClient(query.clientId))
          .filter((c) => {
            switch (query.mode) {
              case 'text':
                return contains(c.name, query.term) || String(c.nr).startsWith(query.term);
              case 'address':
                return contains(`${c.addressLine1 ?? ''} ${c.postNo ?? ''} ${c.cityName ?? ''}`, query.term);
              case 'email':
                return c.email?.toLowerCase() === query.email.toLowerCase();
              case 'bankAccount':
                return c.bankAccount === query.accountNumber;
            }
          })
          .slice(0, maxItems)
          .map(strip), () => searches.push({ kind: 'customers', query, maxItems })),
    invoices: (query, maxItems) =>
      read('Invoice/search', { ...query, maxItems }, () =>
        register.invoices
          .filter(inClient(query.clientId))
          .filter((i) => {
            switch (query.type) {
              case 'std':
                return String(i.jourNo).startsWith(query.term);
              case 'kid':
                return i.kid === query.term;
              case 'reference':
                return contains(i.yourRef, query.term);
              case 'amount':
                return i.amount === query.amount;
              case 'caseNumber':
              case 'text':
                return false;
            }
          })
          .slice(0, maxItems)
          .map(strip), () => searches.push({ kind: 'invoices', query, maxItems })),
  };
}

/** A small register: two clients (one inactive), twelve Hansens at client 1001, and invoices. */
export function sampleRegister(): Register {
  const clients = [
    { id: 1001, name: 'Fjordkraft Regnskap AS', isActive: true, orgNo: '923609016', bankAccount: '15032712345' },
    { id: 1002, name: 'Nordlys Bygg AS', isActive: false, orgNo: null, bankAccount: '15039900001' },
    { id: 2005, name: 'Nordvik Transport AS', isActive: true, orgNo: null, bankAccount: '86011117947' },
  ];
  const customers = Array.from({ length: 12 }, (_, i) => ({
    id: 500 + i,
    nr: 10042 + i,
    clientId: 1001,
    clientName: 'Fjordkraft Regnskap AS',
    name: `Hansen ${String.fromCharCode(65 + i)}`,
    addressLine1: `Storgata ${i + 1}`,
    addressLine2: null,
    postNo: '0155',
    cityName: 'OSLO',
    email: `hansen${i}@epost.no`,
    orgNo: null,
    bankAccount: i === 0 ? '12345678903' : undefined,
  }));
  const other = { ...customers[0]!, id: 900, nr: 7, clientId: 2005, clientName: 'Nordvik Transport AS', name: 'Ola Nordmann', email: 'ola@nordmann.no', orgNo: '923609016' };
  const invoices: Register['invoices'] = [
    {
      clientId: 1001,
      clientName: 'Fjordkraft Regnskap AS',
      customerNr: 10042,
      customerName: 'Hansen A',
      addressLine1: 'Storgata 1',
      postNo: '0155',
      cityName: 'OSLO',
      email: 'hansen0@epost.no',
      orgNo: null,
      type: 'INVOICE',
      jourNo: 70001,
      jourDate: '2026-01-15',
      dueDate: '2026-01-29',
      amount: 123450,
      shipment: 'EMAIL',
      yourRef: 'PO-7',
    },
    {
      clientId: 2005,
      clientName: 'Nordvik Transport AS',
      customerNr: 7,
      customerName: 'Ola Nordmann',
      addressLine1: 'Storgata 1',
      postNo: '0155',
      cityName: 'OSLO',
      email: null,
      orgNo: '923609016',
      type: 'CREDITNOTE',
      jourNo: 70002,
      jourDate: '2026-02-01',
      dueDate: null,
      amount: -50000,
      shipment: 'PAPER',
      yourRef: null,
    },
  ];
  return { clients, customers: [...customers, other], invoices };
}

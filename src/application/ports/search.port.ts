import type { IsoDate } from '../../domain/dates/isoDate';
import type { Ore } from '../../domain/money/ore';
import type { ClientLookup, CustomerQuery, InvoiceQuery } from '../../domain/search/searchRules';
import type { ServerRead } from './serverRead.port';

/** A client as the pickers list it; inactive clients are shown struck through. */
export interface ClientHit {
  readonly id: number;
  readonly name: string;
  readonly isActive: boolean;
  readonly orgNo: string | null;
}

/** A customer found by the search popup or the search page. */
export interface CustomerHit {
  readonly id: number;
  readonly nr: number;
  readonly clientId: number;
  readonly clientName: string | null;
  readonly name: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly email: string | null;
  readonly orgNo: string | null;
}

/** An invoice or credit note found by the search popup or the search page. */
export interface InvoiceHit {
  readonly clientId: number;
  readonly clientName: string | null;
  readonly customerNr: number;
  readonly customerName: string;
  readonly addressLine1: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly email: string | null;
  readonly orgNo: string | null;
  readonly type: 'INVOICE' | 'CREDITNOTE';
  readonly jourNo: number;
  readonly jourDate: IsoDate;
  readonly dueDate: IsoDate | null;
  readonly amount: Ore;
  readonly shipment: string | null;
  readonly yourRef: string | null;
}

/**
 * The searches of the popup and of /search/ (part 1 §2, §7). The queries come from the domain's
 * search rules, so nothing is asked that the rules would not allow.
 */
export interface SearchPort {
  /** Clients by id prefix, name substring or bank-account prefix. */
  clients(lookup: ClientLookup, maxItems: number): ServerRead<ClientHit[]>;
  /** One client by its id (the client filter read back from the address), or null when there is none. */
  client(clientId: number): ServerRead<ClientHit | null>;
  customers(query: CustomerQuery, maxItems: number): ServerRead<CustomerHit[]>;
  invoices(query: InvoiceQuery, maxItems: number): ServerRead<InvoiceHit[]>;
}

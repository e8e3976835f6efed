import type { CustomerType, CustomerTypeTreatment } from '../../domain/customer/customerType';
import type { ConfirmPageSize, ConfirmTarget } from '../../domain/customer/customerTypeConfirmation';
import type { ServerRead } from './serverRead.port';

/** A client with customers whose type waits for confirmation (/confirm-customer/). */
export interface UnconfirmedClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly customerCount: number;
}

export interface UnconfirmedCustomer {
  readonly customerId: number;
  readonly customerNr: number;
  readonly name: string;
  /** Address lines, postal code and city joined for one column; '' when none is registered. */
  readonly address: string;
  readonly orgNo: string | null;
  readonly email: string | null;
  /** The type registered, not yet confirmed. */
  readonly type: CustomerType;
}

export interface UnconfirmedCustomerPage {
  readonly clientId: number;
  readonly clientName: string;
  /** How many of the client's customers wait in all, over every page. */
  readonly totalCount: number;
  readonly customers: readonly UnconfirmedCustomer[];
}

/** Bekreft kundetype (part 1 §2, §7 "Customer type"): the reads and the confirmation. */
export interface CustomerTypesPort {
  unconfirmedClients(): ServerRead<readonly UnconfirmedClient[]>;
  /** null when the client is unknown or outside the officer's bases. `page` counts from 0. */
  unconfirmedCustomers(clientId: number, page: number, size: ConfirmPageSize): ServerRead<UnconfirmedCustomerPage | null>;
  /** Answers how many customers this request confirmed (0 when all were confirmed already). */
  confirm(target: ConfirmTarget, treatment: CustomerTypeTreatment): Promise<number>;
}

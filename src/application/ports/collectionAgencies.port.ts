import type { AgencyEmailSetupForm, AgencyShipmentType } from '../../domain/settings/collectionAgencies';
import type { ServerRead } from './serverRead.port';

/** A row of the agency list (part 2 §2.8 Inkassoselskap). */
export interface AgencySummary {
  readonly id: number;
  readonly name: string;
  readonly invoiceFormat: string | null;
  readonly paymentFormat: string | null;
  readonly shipmentType: AgencyShipmentType | null;
  readonly emailAddress: string | null;
}

export interface AgencySetup {
  readonly invoiceFormat: string | null;
  readonly paymentFormat: string | null;
  readonly shipmentType: AgencyShipmentType;
  readonly emailAddress: string | null;
  readonly ftpServerId: number | null;
}

/** One agency with its setup (part 2 §3.8). */
export interface CollectionAgency {
  readonly id: number;
  readonly name: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly phoneNo: string | null;
  readonly email: string | null;
  readonly setup: AgencySetup | null;
}

/** A client that sends its cases to the agency, with its customer number there. */
export interface AgencyClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly customerNumber: string | null;
}

export interface CollectionAgenciesPort {
  agencies(): ServerRead<readonly AgencySummary[]>;
  /** One agency, or null when there is none by that id ('Fant ikke inkassoselskapet'). */
  agency(id: number): ServerRead<CollectionAgency | null>;
  /** The agency's clients in the officer's bases. */
  clients(id: number): ServerRead<readonly AgencyClient[]>;
  /** Saves the agency's e-mail setup (its own address and the one the cases are e-mailed to). */
  updateEmailSetup(agency: CollectionAgency, setup: AgencyEmailSetupForm): Promise<CollectionAgency>;
}

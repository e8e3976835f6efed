import type { ServerRead } from './serverRead.port';

/** A registration waiting for approval (part 2 §3.7), as the settings pages show it. */
export interface PendingClient {
  readonly id: string;
  readonly regTime: string;
  readonly companyName: string;
  readonly orgNo: string;
  readonly contactPerson: string | null;
  readonly email: string | null;
  readonly phoneNo: string | null;
  readonly bankAccount: string | null;
  readonly product: 'ALL' | 'PROD' | 'MONITOR';
  readonly addressLine1: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly countryName: string | null;
}

export interface PendingClientsPort {
  pendingClients(): ServerRead<readonly PendingClient[]>;
  /** One registration, or null when there is none by that id. */
  pendingClient(id: string): ServerRead<PendingClient | null>;
  reject(id: string): Promise<void>;
}

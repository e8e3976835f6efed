import type { NewClientIssue, NewClientValues } from '../../domain/onboarding/newClient';
import type { ServerRead } from './serverRead.port';

export interface NextClientNumber {
  readonly base: number;
  readonly clientId: number;
}

export interface CreatedClient {
  readonly id: number;
  readonly name: string;
}

/** The server created the client (or had created it for this key before), or refused fields of it. */
export type ClientCreationAnswer = { readonly created: CreatedClient } | { readonly refused: readonly NewClientIssue[] };

export interface ClientCreationRequest {
  readonly values: NewClientValues;
  /** Made once per wizard; a repeated request with it creates nothing more. */
  readonly idempotencyKey: string;
  /** The pending registration the client is made from, removed with the creation. */
  readonly pendingId: string | null;
}

/** Onboarding on the service API (part 2 §2.10, §7.5). */
export interface OnboardingPort {
  /** The next free client number of each of the officer's bases. */
  nextClientNumbers(): ServerRead<readonly NextClientNumber[]>;
  /** Creates the client; a failure other than refused fields (network, 5xx, a gone registration) is thrown. */
  createClient(request: ClientCreationRequest): Promise<ClientCreationAnswer>;
}

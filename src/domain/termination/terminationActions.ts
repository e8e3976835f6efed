/** The buttons of the client's termination card, and when a termination can be called off (part 2 §4). */
import type { ClientTerminationStatus } from './terminationStatus';

export type TerminationAction = 'terminate' | 'revoke' | 'postpone' | 'reactivate';

export const TERMINATION_ACTION_LABELS: Readonly<Record<TerminationAction, string>> = {
  terminate: 'Avslutt klientforhold',
  revoke: 'Opphev oppsigelse',
  postpone: 'Utsett oppsigelse',
  reactivate: 'Reaktiver klient',
};

/**
 * Shown when an officer tries to call off the termination of a client that is no longer active.
 * The spec describes the content, not the wording; this is ours.
 */
export const TERMINATION_CANNOT_BE_CANCELLED_MESSAGE =
  'Oppsigelsen kan ikke oppheves fordi sluttdatoen er passert og klienten ikke lenger er aktiv. ' +
  'Klienten må enten reaktiveres på en kontrollert måte, eller det må opprettes en ny klient.';

export function terminationActions(status: ClientTerminationStatus): TerminationAction[] {
  if (status.endOfServiceDate === null) return ['terminate'];
  return status.isActive ? ['revoke', 'postpone'] : ['reactivate'];
}

/** Once the end of service has passed the client is inactive, and only a controlled reactivation can bring it back. */
export function canCancelTermination(status: ClientTerminationStatus): boolean {
  return status.isActive;
}

export function cancelTerminationIssue(status: ClientTerminationStatus): string | null {
  return canCancelTermination(status) ? null : TERMINATION_CANNOT_BE_CANCELLED_MESSAGE;
}

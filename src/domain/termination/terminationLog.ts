/** The client's termination log (part 2 §3.1 "Termination log entry"): what happened, in the log's words. */
export type TerminationEventTag = 'TERMINATED' | 'POSTPONED' | 'REVOKED' | 'REACTIVATED' | 'BANKRUPT' | 'DEACTIVATED';

/** The spec gives no wording; these are ours, the same the seeded log uses. */
export const TERMINATION_EVENT_TEXTS: Readonly<Record<TerminationEventTag, string>> = {
  TERMINATED: 'Oppsigelse registrert',
  POSTPONED: 'Oppsigelse utsatt',
  REVOKED: 'Oppsigelse opphevet',
  REACTIVATED: 'Klient reaktivert',
  BANKRUPT: 'Klientforhold avsluttet: konkurs',
  DEACTIVATED: 'Klient deaktivert: sluttdato passert',
};

/** Who the log names for what the server did on its own (the daily deactivation); ours. */
export const SYSTEM_MADE_BY = 'NorLink (automatisk)';

export const TERMINATION_LOG_TITLE = 'Oppsigelseslogg';
export const TERMINATION_LOG_EMPTY = 'Ingen hendelser';
/** Refused when there is nothing to revoke; ours. */
export const NO_TERMINATION_MESSAGE = 'Klienten har ingen oppsigelse';
/** Refused when an inactive client's termination is changed; ours. */
export const CLIENT_INACTIVE_MESSAGE = 'Klienten er ikke lenger aktiv og må reaktiveres først';

/**
 * What a registered (or changed) termination is called in the log: a bankrupt company's ends at once,
 * a change to one already registered postpones it, otherwise it is a new termination.
 */
export function terminationEventTag(isBankrupt: boolean, alreadyRegistered: boolean): TerminationEventTag {
  if (isBankrupt) return 'BANKRUPT';
  return alreadyRegistered ? 'POSTPONED' : 'TERMINATED';
}

/** Revoking an active client's termination, or reactivating a client whose service has ended. */
export function revokeEventTag(isActive: boolean): TerminationEventTag {
  return isActive ? 'REVOKED' : 'REACTIVATED';
}

/** The org tab's termination card, form and log (ours; the spec names only the buttons and 'Endre oppsigelse'). */
export const TERMINATION_TEXTS = {
  cardTitle: 'Oppsigelse',
  noTermination: 'Klienten er ikke sagt opp.',
  newFormTitle: 'Ny oppsigelse',
  bankruptFormTitle: 'Konkurs',
  reason: 'Årsak',
  terminationDate: 'Oppsigelsesdato',
  endOfServiceDate: 'Sluttdato',
  pdf: 'Oppsigelse (PDF)',
  keepsPdf: 'Registrert PDF beholdes om du ikke velger en ny.',
  save: 'Lagre',
  cancel: 'Avbryt',
  confirm: 'Bekreft',
  comment: 'Kommentar (valgfri)',
  logTitle: TERMINATION_LOG_TITLE,
  logEmpty: TERMINATION_LOG_EMPTY,
  logColumns: ['Dato', 'Utført av', 'Hendelse', 'Notat', 'Oppsigelsesdato', 'Sluttdato', 'Vedlegg'],
  downloadFailed: 'En feil oppstod ved nedlasting av fil',
} as const;

/**
 * The company register lookup's answers other than a found company (part 2 §2.4, §2.10, §4): each gets its own
 * Norwegian message, so an officer knows whether to check the number, tell the customer, or simply try again.
 */

export const registerMessages = {
  notFound: (orgNo: string) => `Fant ikke organisasjonsnummer ${orgNo} i Enhetsregisteret`,
  deleted: (orgNo: string, deletedDate: string | null) =>
    `Organisasjonsnummer ${orgNo} er slettet i Enhetsregisteret${deletedDate ? ` (slettet ${norwegianDay(deletedDate)})` : ''}`,
  removed: (orgNo: string) => `Organisasjonsnummer ${orgNo} er fjernet fra Enhetsregisterets åpne data`,
  invalid: (orgNo: string) => `Organisasjonsnummer ${orgNo} er ikke gyldig (kontrollsifferet stemmer ikke)`,
  unavailable: 'Enhetsregisteret svarer ikke nå. Skjemaet kan lagres uten oppslaget; prøv igjen senere.',
} as const;

/** The invoice network's answers the customer form adds to ELMA's (EHF_STATUS_TEXTS). */
export const EHF_NOT_IN_PEPPOL = 'Ikke funnet i EHF-nettverket (PEPPOL)';
export const EHF_NETWORK_UNAVAILABLE = 'EHF-nettverket svarer ikke nå';

/** 'dd.MM.yyyy' of an ISO day. */
function norwegianDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}.${month}.${year}`;
}

/** How old a kept answer is, as the form says it ('lagret for 3 timer siden'). */
export function answerAge(seconds: number): string {
  if (seconds < 90) return 'lagret for under et minutt siden';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `lagret for ${minutes} minutter siden`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `lagret for ${hours} timer siden`;
  return `lagret for ${Math.round(hours / 24)} dager siden`;
}

/** What the customer form's lookup of an org number found (part 2 §2.4), for the line under the field. */
export interface OrganisationFinding {
  readonly companyName: string | null;
  /** The register's message when it gave no company (deleted, removed, invalid, unavailable, unknown). */
  readonly registerNote?: string | null;
  /** The register's states that matter to whoever sends the customer invoices ('Konkurs', ...). */
  readonly warnings?: readonly string[];
  /** Seconds since the register gave a kept answer it could not give again now; absent when fresh. */
  readonly staleSeconds?: number | null;
  /** The invoice network's status text, null when the network could not be asked. */
  readonly ehfText: string | null;
}

/** 'EQUINOR ASA (Konkurs) – Kan motta EHF', or the register's message and the network's status. */
export function organisationLine(finding: OrganisationFinding): string {
  const warnings = finding.warnings?.length ? ` (${finding.warnings.join(', ')})` : '';
  const stale = finding.staleSeconds != null ? ` [Enhetsregisteret svarer ikke; ${answerAge(finding.staleSeconds)}]` : '';
  const company = finding.companyName ? `${finding.companyName}${warnings}${stale}` : (finding.registerNote ?? 'Ikke i Enhetsregisteret');
  return finding.ehfText ? `${company} – ${finding.ehfText}` : company;
}

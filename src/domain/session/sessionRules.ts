/** The session's texts and rules (part 1 §4, §5, §8). */

/** Title of the dialog when the login is refused. */
export const LOGIN_FAILED_TITLE = 'Innlogging feilet';
export const LOGIN_FAILED_MESSAGE = 'Kunne ikke logge inn';
/** The legacy ("NorLink Java") API refused or failed: the login stops here. */
export const LEGACY_LOGIN_FAILED_MESSAGE = 'En feil oppstod ved innlogging til NorLink Java API.';
/** Asked when the data or service API login fails; cancelling stops the login. */
export const PARTIAL_LOGIN_QUESTION = {
  data: 'Innlogging mot data-API-et feilet. Vil du fortsette likevel? Noen funksjoner vil ikke virke.',
  service: 'Innlogging mot service-API-et feilet. Vil du fortsette likevel? Noen funksjoner vil ikke virke.',
} as const;
export const CHOOSE_AT_LEAST_ONE_BASE = 'Velg minst 1 base';

/** A base selection is valid when it has at least one base (the alert 'Velg minst 1 base' otherwise). */
export function baseSelectionError(bases: readonly number[]): string | null {
  return bases.length === 0 ? CHOOSE_AT_LEAST_ONE_BASE : null;
}

export interface Credentials {
  readonly username: string;
  readonly password: string;
}

/** What is missing before a login may be sent: a username of more than blanks, and a password. */
export function credentialErrors(credentials: Credentials): Partial<Record<keyof Credentials, string>> {
  return {
    ...(credentials.username.trim() === '' && { username: 'Brukernavn er påkrevd' }),
    ...(credentials.password === '' && { password: 'Passord er påkrevd' }),
  };
}

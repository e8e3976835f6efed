/** The client page's words and tabs (part 2 §2.2). */

export const CLIENT_LOAD_FAILED = 'En feil oppstod, kunne ikke laste klient.';
export const CLIENT_NOT_FOUND = 'Fant ikke klienten';
/** A note or person not saved or deleted (part 2 §8). */
export const CLIENT_CHANGE_FAILED = 'En feil oppstod';
/** The badge of a client that is no longer active. */
export const CLIENT_INACTIVE_BADGE = 'sluttet';

/** The tabs in the spec's order, the default first (part 2 §2.2). */
export const CLIENT_TABS = ['notes', 'org', 'settings', 'reminderTexts', 'banks', 'sources', 'persons'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export const CLIENT_TAB_LABELS: Readonly<Record<ClientTab, string>> = {
  notes: 'Merknader',
  org: 'Klientinfo',
  settings: 'Innstillinger',
  reminderTexts: 'Purretekster',
  banks: 'Bankkontoer',
  sources: 'Importkilder',
  persons: 'Kontaktpersoner',
};

export const BANK_ACCOUNT_TYPE_LABELS: Readonly<Record<'Primary' | 'Secondary', string>> = { Primary: 'Primær', Secondary: 'Sekundær' };

export function clientTabOf(param: string | null): ClientTab {
  return (CLIENT_TABS as readonly string[]).includes(param ?? '') ? (param as ClientTab) : 'notes';
}

/** The termination banner: both dates when they exist (part 2 §2.2). */
export function terminationBannerText(terminationDate: string | null, endOfServiceDate: string | null, format: (iso: string) => string): string | null {
  const parts = [
    terminationDate && `Oppsagt ${format(terminationDate)}`,
    endOfServiceDate && `tjenesten avsluttes ${format(endOfServiceDate)}`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The client page's words and tabs (part 2 §2.2). */
import type { CustomerList } from './customerList';

/** A client that cannot be loaded, whether unknown or failed (part 2 §2.2). */
export const CLIENT_LOAD_FAILED = 'En feil oppstod, kunne ikke laste klient.';
/** A note or person not saved or deleted (part 2 §8). */
export const CLIENT_CHANGE_FAILED = 'En feil oppstod';
/** The badge of a client that is no longer active. */
export const CLIENT_INACTIVE_BADGE = 'sluttet';

/** The tabs in the spec's order, the default first (part 2 §2.2). */
export const CLIENT_TABS = ['notes', 'org', 'settings', 'reminderTexts', 'banks', 'customers', 'sources', 'persons'] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

export const CLIENT_TAB_LABELS: Readonly<Record<ClientTab, string>> = {
  notes: 'Merknader',
  org: 'Klientinfo',
  settings: 'Innstillinger',
  reminderTexts: 'Purretekster',
  banks: 'Bankkontoer',
  customers: 'Kunder',
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

/** customers (part 2 §2.2): how many customers the list shows at a time, 20 unless the officer chooses otherwise. */
export const CUSTOMER_ROWS_CHOICES = [20, 50, 100] as const;
export const DEFAULT_CUSTOMER_ROWS = 20;
export const CUSTOMER_ROWS_LABEL = 'Vis antall kunder';
export const NEW_CUSTOMER_LABEL = 'Ny kunde';
export const CUSTOMERS_LOAD_FAILED = 'En feil oppstod, kunne ikke laste kunder';

/** The customers whose number or name holds the text (any case); all of them for an empty text. */
export function customersMatching(customers: CustomerList, text: string): CustomerList {
  const term = text.trim().toLowerCase();
  if (term === '') return customers;
  const found: number[] = [];
  for (let index = 0; index < customers.length; index++) {
    if (String(customers.nrAt(index)).includes(term) || customers.nameAt(index)!.toLowerCase().includes(term)) found.push(index);
  }
  return customers.only(found);
}

/** The Norwegian texts of the customer and invoice pages (part 2 §2.3–§2.5, §8), once for the SPA and the server. */

export const CUSTOMER_LOAD_FAILED_MESSAGE = 'Kunne ikke laste kunden';
export const INVOICE_LOAD_FAILED_MESSAGE = 'Kunne ikke laste fakturaen';
export const CREDITNOTE_LOAD_FAILED_MESSAGE = 'Kunne ikke laste kreditnotaen';
export const ENTRY_NOT_FOUND_MESSAGE = 'Fant ikke bilaget!';
export const SEVERAL_ENTRIES_MESSAGE = 'Flere bilag eksisterer på dette bilagsnummeret!';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Fant ikke kunden';
export const A_FAILURE_MESSAGE = 'En feil oppstod';
export const SETTINGS_SAVED_MESSAGE = 'Innstillinger ble oppdatert';
export const SETTINGS_FAILED_MESSAGE = 'En feil oppstod.';
export const NO_INVOICE_TEXT_MESSAGE = 'Ingen fakturatekst';
export const NO_LINES_MESSAGE = 'Ingen varelinjer';
export const COPY_SENT_MESSAGE = 'Kopi sendt';
export const INVOICE_NUMBER_IN_USE_MESSAGE = 'Nummeret er allerede i bruk';
/** The spec: "a tooltip says it is only supported for invoices created in the product's own system". */
export const ONLY_REGISTERED_HERE_MESSAGE = 'Støttes kun for fakturaer opprettet i NorLink';

/** The invoice tab shows this many lines until 'Vis alle (n)'. */
export const LINES_SHOWN_COLLAPSED = 5;
export const showAllLinesLabel = (count: number): string => `Vis alle (${count})`;

export const INVOICE_FILTER_LABELS = {
  all: 'Alle faktura',
  open: 'Åpne faktura',
  overdue: 'Ubetalt forfalt',
  notOverdue: 'Ubetalt ikke forfalt',
  pendingInkasso: 'Ubetalt må besluttes inkasso',
  stoppedAndPending: 'Ubetalt stoppet og venter på beslutning',
} as const;

/** The open posts' types as the tables name them. */
export const OPEN_POST_TYPE_LABELS = { INVOICE: 'Faktura', CREDITNOTE: 'Kreditnota', PAYMENT: 'Innbetaling' } as const;

export const CUSTOMER_TABS = ['openPosts', 'invoice', 'posts', 'ledger', 'crossref', 'settings'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];
export const INVOICE_TABS = ['invoice', 'notes', 'documents', 'events', 'crossrefs'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

/** The tab of the address (`?tab=`), or the default for a missing or unknown one. */
export function tabOf<T extends string>(tabs: readonly T[], value: string | null): T {
  return tabs.find((tab) => tab === value) ?? tabs[0]!;
}

/** What the invoice network says of an org number, in words (part 2 §2.4's three outcomes). */
export const EHF_STATUS_TEXTS = {
  enabled: 'Kan motta EHF',
  notRegistered: 'Funnet, men ikke registrert for EHF',
  notFound: 'Ikke funnet i ELMA',
} as const;

/**
 * The outbox's statuses as officers read them (Pending: queued, or kept while no SMTP server is configured;
 * Uncertain: the server stopped while SMTP had the message, so it may or may not have arrived).
 */
export const MAIL_STATUS_LABELS = { Pending: 'I kø', Sending: 'Sendes', Sent: 'Sendt', Failed: 'Feilet', Uncertain: 'Uvisst' } as const;

/** The error an Uncertain message of the outbox shows (server/mail/outbox.ts). */
export const MAIL_UNCERTAIN_ERROR = 'Tjeneren stoppet mens e-posten ble sendt. Det er uvisst om den kom fram; den sendes ikke på nytt av seg selv.';
export const NO_MAIL_MESSAGE = 'Ingen e-post';

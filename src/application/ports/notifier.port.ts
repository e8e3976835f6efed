/**
 * How adapters tell the officer that something went wrong (or right). The UI implements it as toasts that
 * last 8 seconds (part 1 §8, §9).
 */
export type NoticeSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Notice {
  readonly severity: NoticeSeverity;
  /** The headline, e.g. "500: Databasen svarer ikke" or "Kommunikasjonsfeil med API". */
  readonly message: string;
  /** Secondary line, e.g. the URL of a failed read or "409: Nummeret er allerede i bruk". */
  readonly detail?: string;
}

export interface NotifierPort {
  notify(notice: Notice): void;
}

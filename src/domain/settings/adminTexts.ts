/** The Norwegian texts of the admin pages and Slett enkeltposter (part 2 §2.8, §6, §8), used by the screens and the server. */

import { NO_PERMISSION_PAGE } from '../permissions/roles';

export const ADMIN_TEXTS = {
  noPermission: NO_PERMISSION_PAGE,
  somethingWrong: 'Noe gikk galt',
  anErrorOccurred: 'En feil oppstod',
  pricesUpdated: 'Oppdatert priser',
  clientNotFound: 'Klient ikke funnet',
  postNotFound: 'Fant ikke posten',
  deletionNotFound: 'Fant ikke slettingen',
  deletionRestoredPartly: 'Noen av postene finnes allerede; slettingen kan ikke gjenopprettes',
  deletionInvoiceGone: 'Fakturaen postene hørte til finnes ikke lenger',
  buildNotConfigured: 'Byggesystemet er ikke satt opp (BUILD_WEBHOOK_URL mangler); ingenting ble startet',
  buildStartFailed: 'Byggesystemet svarte ikke; ingenting ble startet',
  buildProjectNotFound: 'Fant ikke byggeprosjektet',
  buildStarted: (project: string) => `Bygg startet for ${project}`,
  productNotFound: 'Fant ikke produktet',
  priceTooLarge: 'Prisen er for stor',
  priceDecimals: 'Prisen kan ha høyst to desimaler',
  duplicateProduct: 'Produktet er med to ganger',
  postsDeleted: (n: number) => `${n} post(er) slettet`,
  postsRestored: (n: number) => `${n} post(er) gjenopprettet`,
} as const;

/** The status a settled invoice goes back to when the post that settled it is deleted and nothing recorded an earlier one (the seed's imported payments). */
export const UNPAID_STATUS = { code: 'NP', text: 'Ubetalt', level: 1, notDue: 'Ikke forfalt', overdue: 'Forfalt' } as const;

/** Slett enkeltposter's search: a clientId and a journal number, both required whole numbers (part 2 §2.8, §9). */
export interface DeletePostsSearch {
  readonly clientId: string;
  readonly journalNr: string;
}

export const FIELD_REQUIRED = 'Må fylles ut';
export const WHOLE_NUMBER = 'Må være et helt tall';
/** The largest journal or reference number (part 2 §9). */
export const MAX_JOURNAL_NUMBER = 2147483647;
export const NUMBER_TOO_LARGE = `Kan ikke være større enn ${MAX_JOURNAL_NUMBER}`;

function numberIssue(field: keyof DeletePostsSearch, text: string, min: number): { field: string; message: string } | null {
  const value = text.trim();
  if (value === '') return { field, message: FIELD_REQUIRED };
  if (!/^\d+$/.test(value) || Number(value) < min) return { field, message: WHOLE_NUMBER };
  if (Number(value) > MAX_JOURNAL_NUMBER) return { field, message: NUMBER_TOO_LARGE };
  return null;
}

export function validateDeletePostsSearch(search: DeletePostsSearch): { field: string; message: string }[] {
  return [numberIssue('clientId', search.clientId, 1), numberIssue('journalNr', search.journalNr, 0)].filter((issue) => issue !== null);
}

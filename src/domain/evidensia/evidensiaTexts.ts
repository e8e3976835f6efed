/**
 * The Norwegian texts of the Evidensia page (/settings/special/evidensia, part 2 §2.8). The spec words only the
 * failure ('En feil oppstod', §8); the per-file and per-payment answers are ours.
 */
export const EVIDENSIA_TITLE = 'Evidensia';
export const EVIDENSIA_INTRO = 'Last opp én eller flere betalingsfiler (ISO 20022 camt.054, XML). Innbetalingene knyttes til fakturaer på KID, ellers på fakturanummer og beløp.';
export const EVIDENSIA_PICK_FILES = 'Velg filer';
export const EVIDENSIA_UPLOAD = 'Last opp';
export const EVIDENSIA_UPLOADING = 'Laster opp …';
export const EVIDENSIA_READING = 'Leser filene …';
/** Part 2 §8: Evidensia upload failure. */
export const EVIDENSIA_FAILED = 'En feil oppstod';

// A file refused: nothing in it is read or changed.
export const FILE_NOT_XML = 'Filen er ikke XML';
export const FILE_NOT_UTF8 = 'Filen er ikke gyldig UTF-8';
export const FILE_ENCODING_UNSUPPORTED = 'Filen må være kodet i UTF-8';
export const FILE_DOCTYPE_REFUSED = 'Filen har en DOCTYPE (entiteter er ikke tillatt) og leses ikke';
export const FILE_MALFORMED = 'Filen er ikke gyldig XML';
export const FILE_NOT_CAMT054 = 'Filen er ikke en camt.054-melding (BkToCstmrDbtCdtNtfctn)';
export const FILE_NO_PAYMENTS = 'Filen inneholder ingen innbetalinger';
export const FILE_BAD_AMOUNT = 'Ugyldig beløp i filen';
export const FILE_TOO_LARGE = 'Filen er for stor';

// A file or payment read before.
export const FILE_DUPLICATE = 'Filen er lest før; ingenting er registrert på nytt';
export const PAYMENT_DUPLICATE = 'Innbetalingen er registrert før (samme bankreferanse)';
export const PAYMENT_DUPLICATE_IN_FILE = 'Innbetalingen står to ganger i filen (samme bankreferanse)';

// Why a payment is not registered.
export const UNMATCHED_NOT_CREDIT = 'Ikke en innbetaling (debet)';
export const UNMATCHED_CURRENCY = 'Bare innbetalinger i NOK registreres';
export const UNMATCHED_NO_REFERENCE = 'Mangler KID og fakturanummer';
export const UNMATCHED_KID_UNKNOWN = 'Ingen faktura med denne KID';
export const UNMATCHED_KID_AMBIGUOUS = 'KID passer til flere fakturaer';
export const UNMATCHED_NUMBER_UNKNOWN = 'Ingen åpen faktura med dette fakturanummeret og beløpet';
export const UNMATCHED_NUMBER_AMBIGUOUS = 'Fakturanummer og beløp passer til flere fakturaer';
export const UNMATCHED_ALREADY_PAID = 'Fakturaen er allerede betalt';
export const UNMATCHED_NO_BANK_DATE = 'Mangler bokføringsdato';
export const UNMATCHED_NOT_POSITIVE = 'Beløpet må være større enn 0';

export const FILE_STATUS_LABEL = { READ: 'Lest', DUPLICATE: 'Lest før', REFUSED: 'Avvist' } as const;
export const PAYMENT_STATUS_LABEL = { REGISTERED: 'Registrert', UNMATCHED: 'Ikke registrert', DUPLICATE: 'Duplikat' } as const;

export const COLUMN_REFERENCE = 'Bankreferanse';
export const COLUMN_AMOUNT = 'Beløp';
export const COLUMN_BANK_DATE = 'Bokført';
export const COLUMN_KID = 'KID';
export const COLUMN_INVOICE = 'Faktura';
export const COLUMN_STATUS = 'Status';
export const COLUMN_REASON = 'Årsak';

export const fileSummary = (registered: number, unmatched: number, duplicates: number) =>
  `${registered} registrert, ${unmatched} ikke registrert, ${duplicates} duplikat(er)`;
export const uploadProgress = (percent: number) => `Lastet opp ${percent} %`;
export const NO_FILES_PICKED = 'Ingen filer valgt';
export const RESULTS_HEADING = 'Resultat';
/** The most payment rows shown per file; the rest are counted. */
export const MAX_PAYMENT_ROWS = 500;
export const morePayments = (shown: number, total: number) => `Viser de første ${shown} av ${total} innbetalinger`;

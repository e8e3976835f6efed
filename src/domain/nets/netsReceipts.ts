import { err, ok, type Result } from '../result';

/**
 * The receipt lists Mastercard Payment Services (MPS, formerly Nets) returns for the AvtaleGiro files we send
 * ("Receipt lists", mastercardpaymentservices.com/norway/utvikler/receiptlists), in their machine-readable CSV form,
 * which MPS delivers by SFTP to the data sender's mailbox:
 * - L226 "Receipt list for file transmissions" (with L200 "Rejection notice for file transmissions"): one line per
 *   transmission, received or rejected whole (empty file, wrong format, unauthorised data sender);
 * - L00202 "List receipt for rejected orders and transactions": the transactions (claims) MPS rejected after reading
 *   the transmission, and warnings. The Nets user manual (Brukerhåndbok AvtaleGiro v2.9, p. 28) names its fields:
 *   Nets' date, customer id, agreement id, assignment account, the data sender's customer unit id, the transmission
 *   number and assignment number the data sender gave, the assignment type, and each rejected transaction as sent
 *   with the reason on the same line (its example: "FBO FINNES IKKE", the payer has no mandate).
 *
 * The published pages show the CSV examples as pictures, not as text: the column titles and their order could not be
 * read from a published text. The reader therefore finds its columns by their titles (the field names of the
 * manual, the aliases below), whatever their order, and refuses a list whose titles it does not know, whole and with
 * the reason, rather than guess positions. Fields are separated by ';' (the Norwegian CSV convention MPS uses).
 */

export interface TransmissionReceipt {
  readonly dataSender: string;
  readonly transmissionNumber: string;
  readonly accepted: boolean;
  readonly message: string | null;
}

export interface RejectedTransaction {
  readonly dataSender: string;
  readonly transmissionNumber: string;
  readonly assignmentNumber: string;
  readonly transactionNumber: number | null;
  readonly kid: string | null;
  /** A warning leaves the claim in force; a rejection stops it. */
  readonly severity: 'REJECTED' | 'WARNING';
  readonly message: string;
}

export type ReceiptList =
  | { readonly kind: 'TRANSMISSIONS'; readonly receipts: readonly TransmissionReceipt[] }
  | { readonly kind: 'REJECTIONS'; readonly rejections: readonly RejectedTransaction[] };

/** The reason MPS gives when the payer has no mandate (fast betalingsoppdrag) for the KID: the mandate is rejected. */
export const NO_MANDATE_MESSAGE = 'FBO FINNES IKKE';

export const RECEIPT_EMPTY = 'Kvitteringslisten er tom';
export const RECEIPT_UNKNOWN_COLUMNS = 'Kvitteringslisten har ukjente kolonner: verken L226 (forsendelser) eller L00202 (avviste transaksjoner)';
export const receiptBadLine = (line: number, what: string) => `Linje ${line}: ugyldig ${what}`;
export const receiptColumnCount = (line: number, found: number, expected: number) => `Linje ${line}: ${found} felt, overskriften har ${expected}`;

const COLUMNS = {
  dataSender: ['dataavsender', 'dataavsenderkundeenhetid', 'kundeenhetid'],
  transmissionNumber: ['forsendelsesnr', 'forsendelsesnummer'],
  assignmentNumber: ['oppdragsnr', 'oppdragsnummer'],
  transactionNumber: ['transaksjonsnr', 'transaksjonsnummer'],
  kid: ['kid'],
  status: ['status'],
  severity: ['alvorlighet', 'kategori'],
  message: ['melding', 'feilmelding', 'feiltekst', 'arsak'],
} as const;
type Column = keyof typeof COLUMNS;

/** A column title compared without case, spaces, dots, dashes, and with æ, ø, å folded (so "Forsendelses-nr." is forsendelsesnr). */
const titleKey = (title: string) =>
  title.toLowerCase().replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/å/g, 'a').replace(/[^a-z0-9]/g, '');

/** One line of ';'-separated fields; a field in double quotes may hold ';' and doubled quotes. */
function fields(line: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at += 1;
      while (at < line.length) {
        if (line[at] === '"' && line[at + 1] === '"') { value += '"'; at += 2; }
        else if (line[at] === '"') { at += 1; break; }
        else { value += line[at]; at += 1; }
      }
      out.push(value);
      at = line.indexOf(';', at) < 0 ? line.length + 1 : line.indexOf(';', at) + 1;
    } else {
      const end = line.indexOf(';', at);
      out.push(line.slice(at, end < 0 ? line.length : end));
      at = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return out.map((f) => f.trim());
}

const ACCEPTED = new Set(['GODKJENT', 'OK', 'MOTTATT']);
const REJECTED = new Set(['AVVIST']);
const WARNING = new Set(['ADVARSEL', 'VARSEL']);

/** Reads a receipt list, or refuses it whole with the reason. */
export function readReceiptList(text: string): Result<ReceiptList> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((line, i) => ({ n: i + 1, text: line })).filter((l) => l.text.trim() !== '');
  if (lines.length === 0) return err(RECEIPT_EMPTY);
  const titles = fields(lines[0]!.text).map(titleKey);
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMNS) as Column[]) {
    index[column] = titles.findIndex((t) => (COLUMNS[column] as readonly string[]).includes(t));
  }
  const has = (...columns: Column[]) => columns.every((c) => index[c] >= 0);
  const isRejections = has('dataSender', 'transmissionNumber', 'assignmentNumber', 'message') && (has('kid') || has('transactionNumber'));
  const isTransmissions = !isRejections && has('dataSender', 'transmissionNumber', 'status');
  if (!isRejections && !isTransmissions) return err(RECEIPT_UNKNOWN_COLUMNS);

  const rows: { n: number; value: (c: Column) => string }[] = [];
  for (const line of lines.slice(1)) {
    const values = fields(line.text);
    if (values.length !== titles.length) return err(receiptColumnCount(line.n, values.length, titles.length));
    rows.push({ n: line.n, value: (c) => (index[c] >= 0 ? values[index[c]]! : '') });
  }
  const problems: string[] = [];
  /** A number column, zero-filled to the width the Nets files give it; a problem noted when it is not digits. */
  const need = (row: (typeof rows)[number], column: Column, width: number, what: string) => {
    const value = row.value(column);
    if (/^\d+$/.test(value) && value.length <= width) return value.padStart(width, '0');
    problems.push(receiptBadLine(row.n, what));
    return '';
  };

  if (isTransmissions) {
    const receipts = rows.map((row) => {
      const status = row.value('status').toUpperCase();
      if (!ACCEPTED.has(status) && !REJECTED.has(status)) problems.push(receiptBadLine(row.n, 'status'));
      return {
        dataSender: need(row, 'dataSender', 8, 'dataavsender'),
        transmissionNumber: need(row, 'transmissionNumber', 7, 'forsendelsesnummer'),
        accepted: ACCEPTED.has(status),
        message: row.value('message') || null,
      };
    });
    return problems.length > 0 ? err(problems[0]!) : ok({ kind: 'TRANSMISSIONS', receipts });
  }
  const rejections = rows.map((row) => {
    const severity = row.value('severity').toUpperCase();
    if (severity !== '' && !REJECTED.has(severity) && !WARNING.has(severity)) problems.push(receiptBadLine(row.n, 'alvorlighet'));
    const kid = row.value('kid');
    if (kid !== '' && !/^\d+-?$/.test(kid)) problems.push(receiptBadLine(row.n, 'KID'));
    const transaction = row.value('transactionNumber');
    if (transaction !== '' && !/^\d{1,7}$/.test(transaction)) problems.push(receiptBadLine(row.n, 'transaksjonsnummer'));
    if (kid === '' && transaction === '') problems.push(receiptBadLine(row.n, 'KID'));
    const message = row.value('message');
    if (message === '') problems.push(receiptBadLine(row.n, 'melding'));
    return {
      dataSender: need(row, 'dataSender', 8, 'dataavsender'),
      transmissionNumber: need(row, 'transmissionNumber', 7, 'forsendelsesnummer'),
      assignmentNumber: need(row, 'assignmentNumber', 7, 'oppdragsnummer'),
      transactionNumber: transaction === '' ? null : Number(transaction),
      kid: kid === '' ? null : kid,
      severity: WARNING.has(severity) ? ('WARNING' as const) : ('REJECTED' as const),
      message,
    };
  });
  return problems.length > 0 ? err(problems[0]!) : ok({ kind: 'REJECTIONS', rejections });
}

/** Whether a rejection's reason is that the payer has no mandate for the KID (the mandate is then rejected). */
export function isMandateRejection(rejection: RejectedTransaction): boolean {
  return rejection.severity === 'REJECTED' && rejection.message.toUpperCase().replace(/\s+/g, ' ').includes(NO_MANDATE_MESSAGE);
}

/** Whether a file's first line looks like a receipt list (CSV titles), not a fixed-width Nets transmission ("NY…"). */
export function looksLikeReceiptList(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return first.includes(';') && !first.startsWith('NY');
}

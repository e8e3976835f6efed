import type { IsoDate } from '../dates/isoDate';
import type { Ore } from '../money/ore';
import { err, ok, type Result } from '../result';
import { alpha, ddmmyy, field, FORMAT_CODE, isoFromDdmmyy, numeric, RECORD_LENGTH, rightAligned } from './fixedWidth';
import {
  NETS_FILE_EMPTY,
  NETS_NO_TRANSMISSION_END,
  NETS_NO_TRANSMISSION_START,
  NETS_TEXT_AFTER_END,
  netsAssignmentTotals,
  netsBadField,
  netsFormatCode,
  netsLineLength,
  netsTransactionBroken,
  netsTransactionOrder,
  netsTransmissionTotals,
  netsUnexpectedRecord,
  netsUnknownAssignment,
} from './netsTexts';

/**
 * One reader and one writer for the files exchanged with Mastercard Payment Services (Nets), after their
 * published system specifications:
 * - "AvtaleGiro systemspesifikasjon" v3.3 (november 2016), §2 (to Nets: claims, cancellations), §3.3 (from
 *   Nets: the payee's own customers' payment mandates, "faste betalingsoppdrag"); the current text is
 *   mastercardpaymentservices.com/norway/utvikler (payment claims, cancelling payment claims, payment mandates);
 * - "System specification OCR giro" (from Nets: settled payments with KID, §2.2–2.6, example §4).
 * A transmission (forsendelse, records 10 … 89) holds assignments (oppdrag, records 20 … 88) of one service
 * and type each. The reader refuses a whole file with one reason rather than read part of it.
 */

export interface TransmissionStart {
  /** Data sender's customer unit id (8 digits; Nets is 00008080). */
  readonly sender: string;
  /** The sender's number of the transmission (7 digits). */
  readonly number: string;
  /** Data recipient's customer unit id (8 digits). */
  readonly recipient: string;
}

/** OCR giro transaction types (amount item 1, field 3); 15 is a settled AvtaleGiro claim. */
export const OCR_AVTALEGIRO_TYPE = 15;
/** Transaction types with a free-text amount item 3 (terminal and internet payments). */
const OCR_FREE_TEXT_TYPES = new Set([20, 21]);

export interface OcrTransaction {
  readonly type: number;
  readonly number: number;
  readonly netsDate: IsoDate;
  readonly centreId: string;
  readonly dayCode: string;
  readonly partialSettlement: string;
  readonly serialNumber: string;
  /** Øre, negative when the sign field holds '-'. */
  readonly amount: Ore;
  readonly kid: string | null;
  readonly formNumber: string;
  /** Agreement id or archive reference (amount item 2, field 7). */
  readonly archiveReference: string;
  /** Positions 35–41 of amount item 2: a zero filler by the specification, yet filled in its own example; kept as read. */
  readonly reserved: string;
  readonly bankDate: IsoDate | null;
  readonly debitAccount: string | null;
  readonly freeText: string | null;
}

export interface OcrAssignment {
  readonly kind: 'ocr';
  readonly agreementId: string;
  readonly number: string;
  readonly account: string;
  /** When Nets made the assignment (end record, field 8). */
  readonly netsDate: IsoDate;
  readonly transactions: readonly OcrTransaction[];
}

/** A free-text line of a claim notified by the bank: line 1–42, column 1 or 2 (40 characters each). */
export interface SpecificationRecord {
  readonly line: number;
  readonly column: 1 | 2;
  readonly text: string;
}

export interface Claim {
  readonly number: number;
  /** 21: the payer's bank notifies (AvtaleGiro info); 02: the payee notifies (our own invoice). */
  readonly notifiedBy: 'BANK' | 'PAYEE';
  readonly dueDate: IsoDate;
  readonly amount: Ore;
  readonly kid: string;
  readonly shortName: string;
  readonly foreignReference: string;
  readonly specification: readonly SpecificationRecord[];
}

export interface ClaimAssignment {
  readonly kind: 'claims' | 'cancellations';
  readonly number: string;
  readonly account: string;
  readonly claims: readonly Claim[];
}

/** Registration type of a mandate record: all mandates (0), new or changed (1), deleted (2). */
export type MandateRegistration = 'ALL' | 'NEW_OR_CHANGED' | 'DELETED';

export interface Mandate {
  readonly fboNumber: number;
  readonly registration: MandateRegistration;
  readonly kid: string;
  /** The payer wants written notice of each claim (J) or not (N). */
  readonly notice: boolean;
}

export interface MandateAssignment {
  readonly kind: 'mandates';
  readonly number: string;
  readonly account: string;
  readonly mandates: readonly Mandate[];
}

export type Assignment = OcrAssignment | ClaimAssignment | MandateAssignment;

export interface NetsTransmission {
  readonly start: TransmissionStart;
  readonly assignments: readonly Assignment[];
  /** Field 8 of the end record: Nets' date, or for claims the first due date; null when zeros (mandates only). */
  readonly date: IsoDate | null;
}

const REGISTRATION_CODES: Record<MandateRegistration, string> = { ALL: '0', NEW_OR_CHANGED: '1', DELETED: '2' };
const NOTIFIED_BY_CODES = { BANK: '21', PAYEE: '02' } as const;
const CANCELLATION_TYPE = '93';
const ASSIGNMENT_TYPES = { ocr: ['09', '00'], claims: ['21', '00'], cancellations: ['21', '36'], mandates: ['21', '24'] } as const;

const zeros = (width: number) => '0'.repeat(width);

/* ------------------------------------------------------------------ writer */

function claimRecords(kind: ClaimAssignment['kind'], claim: Claim): string[] {
  const type = kind === 'cancellations' ? CANCELLATION_TYPE : NOTIFIED_BY_CODES[claim.notifiedBy];
  const head = `${FORMAT_CODE}21${type}`;
  const number = numeric(claim.number, 7);
  const records = [
    `${head}30${number}${ddmmyy(claim.dueDate)}${' '.repeat(11)}${numeric(claim.amount, 17)}${rightAligned(claim.kid, 25)}${zeros(6)}`,
    `${head}31${number}${alpha(claim.shortName, 10)}${' '.repeat(25)}${alpha(claim.foreignReference, 25)}${zeros(5)}`,
  ];
  // Specification records go with bank-notified claims only (spec §2.2.4: transaction type always 21).
  if (kind === 'claims' && claim.notifiedBy === 'BANK') {
    for (const spec of claim.specification) {
      records.push(`${FORMAT_CODE}212149${number}4${numeric(spec.line, 3)}${spec.column}${alpha(spec.text, 40)}${zeros(20)}`);
    }
  }
  return records;
}

function ocrRecords(t: OcrTransaction): string[] {
  const type = numeric(t.type, 2);
  const head = `${FORMAT_CODE}09${type}`;
  const number = numeric(t.number, 7);
  const records = [
    `${head}30${number}${ddmmyy(t.netsDate)}${numeric(t.centreId, 2)}${numeric(t.dayCode, 2)}${numeric(t.partialSettlement, 1)}` +
      `${numeric(t.serialNumber, 5)}${t.amount < 0 ? '-' : '0'}${numeric(Math.abs(t.amount), 17)}${rightAligned(t.kid ?? '', 25)}${zeros(6)}`,
    `${head}31${number}${numeric(t.formNumber, 10)}${numeric(t.archiveReference, 9)}${numeric(t.reserved, 7)}` +
      `${t.bankDate === null ? zeros(6) : ddmmyy(t.bankDate)}${numeric(t.debitAccount ?? '', 11)}${zeros(22)}`,
  ];
  if (OCR_FREE_TEXT_TYPES.has(t.type)) records.push(`${head}32${number}${alpha(t.freeText ?? '', 40)}${zeros(25)}`);
  return records;
}

const earliest = (dates: readonly IsoDate[]) => [...dates].sort()[0];
const latest = (dates: readonly IsoDate[]) => [...dates].sort().at(-1);
const dateOrZeros = (date: IsoDate | undefined | null) => (date ? ddmmyy(date) : zeros(6));

function assignmentLines(assignment: Assignment): { lines: string[]; transactions: number; sum: number } {
  const [service, type] = ASSIGNMENT_TYPES[assignment.kind];
  const agreementId = assignment.kind === 'ocr' ? assignment.agreementId : '';
  const start = `${FORMAT_CODE}${service}${type}20${numeric(agreementId, 9)}${numeric(assignment.number, 7)}${numeric(assignment.account, 11)}${zeros(45)}`;
  let body: string[];
  let transactions: number;
  let sum = 0;
  let endTail: string;
  if (assignment.kind === 'mandates') {
    body = assignment.mandates.map(
      (m) => `${FORMAT_CODE}219470${numeric(m.fboNumber, 7)}${REGISTRATION_CODES[m.registration]}${rightAligned(m.kid, 25)}${m.notice ? 'J' : 'N'}${zeros(38)}`,
    );
    transactions = assignment.mandates.length;
    endTail = zeros(56);
  } else if (assignment.kind === 'ocr') {
    body = assignment.transactions.flatMap(ocrRecords);
    transactions = assignment.transactions.length;
    sum = assignment.transactions.reduce((total, t) => total + Math.abs(t.amount), 0);
    const dates = assignment.transactions.map((t) => t.netsDate);
    endTail = `${numeric(sum, 17)}${ddmmyy(assignment.netsDate)}${dateOrZeros(earliest(dates))}${dateOrZeros(latest(dates))}${zeros(21)}`;
  } else {
    body = assignment.claims.flatMap((claim) => claimRecords(assignment.kind, claim));
    transactions = assignment.claims.length;
    sum = assignment.claims.reduce((total, c) => total + c.amount, 0);
    const dates = assignment.claims.map((c) => c.dueDate);
    endTail = `${numeric(sum, 17)}${dateOrZeros(earliest(dates))}${dateOrZeros(latest(dates))}${zeros(27)}`;
  }
  const end = `${FORMAT_CODE}${service}${type}88${numeric(transactions, 8)}${numeric(body.length + 2, 8)}${endTail}`;
  return { lines: [start, ...body, end], transactions, sum };
}

/** The text of a transmission: 80-character records, each ended by CR LF as Mastercard Payment Services asks of files sent to it. */
export function writeNetsTransmission(transmission: NetsTransmission): string {
  const parts = transmission.assignments.map(assignmentLines);
  const body = parts.flatMap((p) => p.lines);
  const transactions = parts.reduce((total, p) => total + p.transactions, 0);
  const sum = parts.reduce((total, p) => total + p.sum, 0);
  const { sender, number, recipient } = transmission.start;
  const lines = [
    `${FORMAT_CODE}000010${numeric(sender, 8)}${numeric(number, 7)}${numeric(recipient, 8)}${zeros(49)}`,
    ...body,
    `${FORMAT_CODE}000089${numeric(transactions, 8)}${numeric(body.length + 2, 8)}${numeric(sum, 17)}${dateOrZeros(transmission.date)}${zeros(33)}`,
  ];
  return lines.map((line) => `${line}\r\n`).join('');
}

/* ------------------------------------------------------------------ reader */

class Refusal extends Error {}

interface Line {
  readonly n: number;
  readonly text: string;
}

const recordType = (line: Line) => field(line.text, 7, 8);
const serviceOf = (line: Line) => field(line.text, 3, 4);
const typeOf = (line: Line) => field(line.text, 5, 6);

function digits(line: Line, from: number, to: number, what: string): string {
  const text = field(line.text, from, to);
  if (!/^\d+$/.test(text)) throw new Refusal(netsBadField(line.n, what));
  return text;
}

function whole(line: Line, from: number, to: number, what: string): number {
  const value = Number(digits(line, from, to, what));
  if (!Number.isSafeInteger(value)) throw new Refusal(netsBadField(line.n, what));
  return value;
}

function date(line: Line, from: number, to: number, what: string): IsoDate {
  const iso = isoFromDdmmyy(field(line.text, from, to));
  if (iso === null) throw new Refusal(netsBadField(line.n, what));
  return iso;
}

function optionalDate(line: Line, from: number, to: number, what: string): IsoDate | null {
  return field(line.text, from, to) === zeros(6) ? null : date(line, from, to, what);
}

/** A KID field: right-aligned digits (a MOD11 KID may end in '-'), blanks before; null when blank. */
function kid(line: Line, from: number, to: number): string | null {
  const text = field(line.text, from, to);
  if (!/^ *(\d+-?)?$/.test(text)) throw new Refusal(netsBadField(line.n, 'KID'));
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function readOcrTransactions(records: readonly Line[]): OcrTransaction[] {
  const transactions: OcrTransaction[] = [];
  let at = 0;
  while (at < records.length) {
    const first = records[at]!;
    if (recordType(first) !== '30') throw new Refusal(netsUnexpectedRecord(first.n, recordType(first)));
    const type = whole(first, 5, 6, 'transaksjonstype');
    const number = whole(first, 9, 15, 'transaksjonsnummer');
    const second = records[at + 1];
    const belongs = (line: Line | undefined, rt: string): line is Line =>
      line !== undefined && recordType(line) === rt && typeOf(line) === typeOf(first) && field(line.text, 9, 15) === field(first.text, 9, 15);
    if (!belongs(second, '31')) throw new Refusal(netsTransactionBroken(first.n));
    let freeText: string | null = null;
    at += 2;
    if (OCR_FREE_TEXT_TYPES.has(type)) {
      const third = records[at];
      if (!belongs(third, '32')) throw new Refusal(netsTransactionBroken(first.n));
      freeText = field(third.text, 16, 55).trimEnd();
      at += 1;
    }
    const sign = field(first.text, 32, 32);
    if (sign !== '-' && sign !== '0') throw new Refusal(netsBadField(first.n, 'fortegn'));
    const amount = whole(first, 33, 49, 'beløp');
    if (transactions.length > 0 && number <= transactions.at(-1)!.number) throw new Refusal(netsTransactionOrder(first.n));
    const debitAccount = digits(second, 48, 58, 'debetkonto');
    transactions.push({
      type,
      number,
      netsDate: date(first, 16, 21, 'oppgjørsdato'),
      centreId: digits(first, 22, 23, 'sentral-ID'),
      dayCode: digits(first, 24, 25, 'dagkode'),
      partialSettlement: digits(first, 26, 26, 'delavregningsnummer'),
      serialNumber: digits(first, 27, 31, 'løpenummer'),
      amount: sign === '-' ? -amount : amount,
      kid: kid(first, 50, 74),
      formNumber: digits(second, 16, 25, 'blankettnummer'),
      archiveReference: digits(second, 26, 34, 'arkivreferanse'),
      reserved: digits(second, 35, 41, 'filler'),
      bankDate: optionalDate(second, 42, 47, 'bankdato'),
      debitAccount: debitAccount === zeros(11) ? null : debitAccount,
      freeText,
    });
  }
  return transactions;
}

function readClaims(kind: ClaimAssignment['kind'], records: readonly Line[]): Claim[] {
  const claims: Claim[] = [];
  let at = 0;
  while (at < records.length) {
    const first = records[at]!;
    const type = typeOf(first);
    const typeFits = kind === 'cancellations' ? type === CANCELLATION_TYPE : type === '02' || type === '21';
    if (recordType(first) !== '30' || !typeFits) throw new Refusal(netsUnexpectedRecord(first.n, `${type}/${recordType(first)}`));
    const number = whole(first, 9, 15, 'transaksjonsnummer');
    const numberText = field(first.text, 9, 15);
    const second = records[at + 1];
    at += 1;
    let shortName = '';
    let foreignReference = '';
    if (second !== undefined && recordType(second) === '31' && typeOf(second) === type && field(second.text, 9, 15) === numberText) {
      shortName = field(second.text, 16, 25).trimEnd();
      foreignReference = field(second.text, 51, 75).trimEnd();
      at += 1;
    } else if (kind === 'claims') {
      // A claim needs both amount items (spec §2.2.2); a cancellation may leave out its second (§2.3.2).
      throw new Refusal(netsTransactionBroken(first.n));
    }
    const specification: SpecificationRecord[] = [];
    while (records[at] !== undefined && recordType(records[at]!) === '49') {
      const spec = records[at]!;
      if (field(spec.text, 9, 15) !== numberText) throw new Refusal(netsTransactionBroken(spec.n));
      const line = whole(spec, 17, 19, 'linjenummer');
      const column = field(spec.text, 20, 20);
      if (line < 1 || line > 42 || (column !== '1' && column !== '2')) throw new Refusal(netsBadField(spec.n, 'plassering'));
      specification.push({ line, column: column === '1' ? 1 : 2, text: field(spec.text, 21, 60) });
      at += 1;
    }
    if (claims.length > 0 && number <= claims.at(-1)!.number) throw new Refusal(netsTransactionOrder(first.n));
    const claimKid = kid(first, 50, 74);
    if (claimKid === null) throw new Refusal(netsBadField(first.n, 'KID'));
    claims.push({
      number,
      notifiedBy: type === '21' ? 'BANK' : 'PAYEE',
      dueDate: date(first, 16, 21, 'forfallsdato'),
      amount: whole(first, 33, 49, 'beløp'),
      kid: claimKid,
      shortName,
      foreignReference,
      specification,
    });
  }
  return claims;
}

const REGISTRATIONS: Record<string, MandateRegistration> = { '0': 'ALL', '1': 'NEW_OR_CHANGED', '2': 'DELETED' };

function readMandates(records: readonly Line[]): Mandate[] {
  return records.map((line) => {
    if (recordType(line) !== '70' || typeOf(line) !== '94') throw new Refusal(netsUnexpectedRecord(line.n, recordType(line)));
    const registration = REGISTRATIONS[field(line.text, 16, 16)];
    const notice = field(line.text, 42, 42);
    const mandateKid = kid(line, 17, 41);
    if (registration === undefined) throw new Refusal(netsBadField(line.n, 'registreringstype'));
    if (notice !== 'J' && notice !== 'N') throw new Refusal(netsBadField(line.n, 'skriftlig varsel'));
    if (mandateKid === null) throw new Refusal(netsBadField(line.n, 'KID'));
    return { fboNumber: whole(line, 9, 15, 'FBO-løpenummer'), registration, kid: mandateKid, notice: notice === 'J' };
  });
}

function checkTotals(end: Line, stated: readonly [string, number, number][], totals: typeof netsAssignmentTotals) {
  for (const [what, value, counted] of stated) if (value !== counted) throw new Refusal(totals(end.n, what, value, counted));
}

function readAssignment(start: Line, records: readonly Line[], end: Line): { assignment: Assignment; transactions: number; sum: number } {
  const service = serviceOf(start);
  const type = typeOf(start);
  const kind = (Object.keys(ASSIGNMENT_TYPES) as Assignment['kind'][]).find((k) => ASSIGNMENT_TYPES[k][0] === service && ASSIGNMENT_TYPES[k][1] === type);
  if (kind === undefined) throw new Refusal(netsUnknownAssignment(start.n, service, type));
  if (serviceOf(end) !== service || typeOf(end) !== type) throw new Refusal(netsUnexpectedRecord(end.n, '88'));
  for (const record of records) if (serviceOf(record) !== service) throw new Refusal(netsUnexpectedRecord(record.n, recordType(record)));
  const number = digits(start, 18, 24, 'oppdragsnummer');
  const account = digits(start, 25, 35, 'oppdragskonto');
  const stated = (what: string, from: number, to: number) => whole(end, from, to, what);
  const counts: [string, number, number][] = [['antall records', stated('antall records', 17, 24), records.length + 2]];
  let assignment: Assignment;
  let transactions: number;
  let sum = 0;
  if (kind === 'mandates') {
    const mandates = readMandates(records);
    assignment = { kind, number, account, mandates };
    transactions = mandates.length;
  } else if (kind === 'ocr') {
    const list = readOcrTransactions(records);
    sum = list.reduce((total, t) => total + Math.abs(t.amount), 0);
    assignment = { kind, agreementId: digits(start, 9, 17, 'avtale-ID'), number, account, netsDate: date(end, 42, 47, 'oppgjørsdato'), transactions: list };
    transactions = list.length;
  } else {
    const claims = readClaims(kind, records);
    sum = claims.reduce((total, c) => total + c.amount, 0);
    assignment = { kind, number, account, claims };
    transactions = claims.length;
  }
  counts.unshift(['antall transaksjoner', stated('antall transaksjoner', 9, 16), transactions]);
  if (kind !== 'mandates') counts.push(['sum beløp', stated('sum beløp', 25, 41), sum]);
  checkTotals(end, counts, netsAssignmentTotals);
  return { assignment, transactions, sum };
}

/** Reads a whole transmission, or refuses it with the reason (nothing of a refused file may be used). */
export function readNetsTransmission(text: string): Result<NetsTransmission> {
  try {
    return ok(read(text));
  } catch (error) {
    if (error instanceof Refusal) return err(error.message);
    throw error;
  }
}

function read(text: string): NetsTransmission {
  const raw = text.split(/\r?\n/);
  while (raw.length > 0 && raw.at(-1) === '') raw.pop();
  if (raw.length === 0) throw new Refusal(NETS_FILE_EMPTY);
  const lines: Line[] = raw.map((line, i) => ({ n: i + 1, text: line }));
  for (const line of lines) {
    if (line.text.length !== RECORD_LENGTH) throw new Refusal(netsLineLength(line.n, line.text.length));
    if (!line.text.startsWith(FORMAT_CODE)) throw new Refusal(netsFormatCode(line.n));
  }
  const first = lines[0]!;
  if (field(first.text, 3, 8) !== '000010') throw new Refusal(NETS_NO_TRANSMISSION_START);
  const endAt = lines.findIndex((line) => field(line.text, 3, 8) === '000089');
  if (endAt < 0) throw new Refusal(NETS_NO_TRANSMISSION_END);
  if (endAt !== lines.length - 1) throw new Refusal(NETS_TEXT_AFTER_END);
  const last = lines[endAt]!;
  const start: TransmissionStart = {
    sender: digits(first, 9, 16, 'dataavsender'),
    number: digits(first, 17, 23, 'forsendelsesnummer'),
    recipient: digits(first, 24, 31, 'datamottaker'),
  };
  const assignments: Assignment[] = [];
  let transactions = 0;
  let sum = 0;
  let at = 1;
  while (at < endAt) {
    const assignmentStart = lines[at]!;
    if (recordType(assignmentStart) !== '20') throw new Refusal(netsUnexpectedRecord(assignmentStart.n, recordType(assignmentStart)));
    const endIndex = lines.findIndex((line, i) => i > at && (recordType(line) === '88' || recordType(line) === '20'));
    if (endIndex < 0 || endIndex >= endAt) throw new Refusal(netsUnexpectedRecord(last.n, recordType(last)));
    if (recordType(lines[endIndex]!) !== '88') throw new Refusal(netsUnexpectedRecord(lines[endIndex]!.n, recordType(lines[endIndex]!)));
    const read = readAssignment(assignmentStart, lines.slice(at + 1, endIndex), lines[endIndex]!);
    assignments.push(read.assignment);
    transactions += read.transactions;
    sum += read.sum;
    at = endIndex + 1;
  }
  checkTotals(
    last,
    [
      ['antall transaksjoner', whole(last, 9, 16, 'antall transaksjoner'), transactions],
      ['antall records', whole(last, 17, 24, 'antall records'), lines.length],
      ['sum beløp', whole(last, 25, 41, 'sum beløp'), sum],
    ],
    netsTransmissionTotals,
  );
  return { start, assignments, date: optionalDate(last, 42, 47, 'dato') };
}

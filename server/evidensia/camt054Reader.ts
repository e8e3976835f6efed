import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  bankReferenceOf,
  CamtAmountError,
  dateOf,
  invoiceNumberOf,
  kidOf,
  oreFromCamtAmount,
  type CamtPayment,
} from '../../src/domain/evidensia/camt054';
import {
  FILE_BAD_AMOUNT,
  FILE_DOCTYPE_REFUSED,
  FILE_ENCODING_UNSUPPORTED,
  FILE_MALFORMED,
  FILE_NO_PAYMENTS,
  FILE_NOT_CAMT054,
  FILE_NOT_UTF8,
  FILE_NOT_XML,
} from '../../src/domain/evidensia/evidensiaTexts';

/**
 * Reads a camt.054 file as a stream of chunks with saxes (a SAX parser: no tree is built, memory grows only with
 * the payments found, each a few fields). Hostile XML is refused before anything is expanded: saxes never
 * resolves external entities nor expands entities declared in a DTD, and any DOCTYPE at all is refused here as
 * soon as it is seen, so an entity bomb or an external entity (SYSTEM "file:///…") is neither expanded nor read.
 */

export type CamtReadResult = { readonly ok: true; readonly payments: CamtPayment[] } | { readonly ok: false; readonly reason: string };

const CAMT054_NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.054\.001\.\d{2}$/;
/** The longest text kept of one element (Ustrd is at most 140 characters per occurrence). */
const MAX_TEXT = 1000;
const CHUNK = 64 * 1024;

class Refusal extends Error {}

interface Entry {
  amount: string | null;
  currency: string | null;
  creditDebit: string | null;
  bookingDate: string | null;
  valueDate: string | null;
  reference: string | null;
  transactions: Transaction[];
}

interface Transaction {
  amount: string | null;
  currency: string | null;
  creditDebit: string | null;
  acctSvcrRef: string | null;
  endToEndId: string | null;
  kid: string | null;
  referredNumber: string | null;
  unstructured: string | null;
}

const newTransaction = (): Transaction => ({
  amount: null, currency: null, creditDebit: null, acctSvcrRef: null, endToEndId: null, kid: null, referredNumber: null, unstructured: null,
});

/** The chunks of a buffer, so one parser reads a stored upload and a stream alike. */
export function* chunksOf(bytes: Uint8Array): Iterable<Uint8Array> {
  for (let start = 0; start < bytes.length; start += CHUNK) yield bytes.subarray(start, start + CHUNK);
}

export async function readCamt054(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<CamtReadResult> {
  try {
    return { ok: true, payments: await read(chunks) };
  } catch (error) {
    if (error instanceof Refusal || error instanceof CamtAmountError) return { ok: false, reason: error.message };
    throw error;
  }
}

async function read(chunks: Iterable<Uint8Array> | AsyncIterable<Uint8Array>): Promise<CamtPayment[]> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const stack: string[] = [];
  const payments: CamtPayment[] = [];
  let entry: Entry | null = null;
  let transaction: Transaction | null = null;
  let text = '';
  let currency: string | null = null;
  let sawRoot = false;

  const at = (...names: string[]) => names.every((name, n) => stack[stack.length - names.length + n] === name);

  parser.on('error', (error) => {
    throw new Refusal(`${FILE_MALFORMED}: ${error.message}`);
  });
  parser.on('doctype', () => {
    throw new Refusal(FILE_DOCTYPE_REFUSED);
  });
  parser.on('xmldecl', (declaration) => {
    if (declaration.encoding !== undefined && !/^utf-?8$/i.test(declaration.encoding)) throw new Refusal(FILE_ENCODING_UNSUPPORTED);
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    stack.push(tag.local);
    text = '';
    if (stack.length === 1) {
      if (tag.local !== 'Document' || !CAMT054_NAMESPACE.test(tag.uri)) throw new Refusal(FILE_NOT_CAMT054);
    } else if (stack.length === 2) {
      if (tag.local !== 'BkToCstmrDbtCdtNtfctn') throw new Refusal(FILE_NOT_CAMT054);
      sawRoot = true;
    }
    if (tag.local === 'Amt') currency = tag.attributes['Ccy']?.value ?? null;
    if (at('Ntfctn', 'Ntry')) {
      entry = { amount: null, currency: null, creditDebit: null, bookingDate: null, valueDate: null, reference: null, transactions: [] };
    } else if (entry && at('Ntry', 'NtryDtls', 'TxDtls')) {
      transaction = newTransaction();
    }
  });
  parser.on('text', (chunk) => {
    if (text.length < MAX_TEXT) text += chunk.slice(0, MAX_TEXT - text.length);
  });
  parser.on('cdata', (chunk) => {
    if (text.length < MAX_TEXT) text += chunk.slice(0, MAX_TEXT - text.length);
  });
  parser.on('closetag', () => {
    const value = text.trim() || null;
    if (transaction) {
      if (at('TxDtls', 'Amt') || at('TxDtls', 'AmtDtls', 'TxAmt', 'Amt')) {
        transaction.amount ??= value;
        transaction.currency ??= currency;
      } else if (at('TxDtls', 'CdtDbtInd')) transaction.creditDebit = value;
      else if (at('TxDtls', 'Refs', 'AcctSvcrRef')) transaction.acctSvcrRef = value;
      else if (at('TxDtls', 'Refs', 'EndToEndId')) transaction.endToEndId = value;
      else if (at('TxDtls', 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')) transaction.kid ??= value;
      else if (at('TxDtls', 'RmtInf', 'Strd', 'RfrdDocInf', 'Nb')) transaction.referredNumber ??= value;
      else if (at('TxDtls', 'RmtInf', 'Ustrd') && value) {
        transaction.unstructured = ((transaction.unstructured ?? '') + ' ' + value).slice(0, MAX_TEXT);
      } else if (at('NtryDtls', 'TxDtls') && entry) {
        entry.transactions.push(transaction);
        transaction = null;
      }
    } else if (entry) {
      if (at('Ntry', 'Amt')) {
        entry.amount = value;
        entry.currency = currency;
      } else if (at('Ntry', 'CdtDbtInd')) entry.creditDebit = value;
      else if (at('Ntry', 'BookgDt', 'Dt') || at('Ntry', 'BookgDt', 'DtTm')) entry.bookingDate = value;
      else if (at('Ntry', 'ValDt', 'Dt') || at('Ntry', 'ValDt', 'DtTm')) entry.valueDate = value;
      else if (at('Ntry', 'AcctSvcrRef')) entry.reference = value;
      else if (at('Ntfctn', 'Ntry')) {
        paymentsOf(entry, payments);
        entry = null;
      }
    }
    stack.pop();
    text = '';
  });

  let first = true;
  for await (const chunk of chunks) {
    if (first && chunk.length > 0) {
      checkLooksLikeXml(chunk);
      first = false;
    }
    let decoded: string;
    try {
      decoded = decoder.decode(chunk, { stream: true });
    } catch {
      throw new Refusal(FILE_NOT_UTF8);
    }
    parser.write(decoded);
  }
  if (first) throw new Refusal(FILE_NOT_XML);
  try {
    parser.write(decoder.decode());
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(FILE_NOT_UTF8);
  }
  parser.close();
  if (!sawRoot) throw new Refusal(FILE_NOT_CAMT054);
  if (payments.length === 0) throw new Refusal(FILE_NO_PAYMENTS);
  return payments;
}

/** After an optional UTF-8 byte order mark and white space, XML starts with '<'; UTF-16 is refused as an encoding. */
function checkLooksLikeXml(chunk: Uint8Array) {
  if ((chunk[0] === 0xfe && chunk[1] === 0xff) || (chunk[0] === 0xff && chunk[1] === 0xfe)) throw new Refusal(FILE_ENCODING_UNSUPPORTED);
  let n = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
  while (n < chunk.length && (chunk[n] === 0x20 || chunk[n] === 0x09 || chunk[n] === 0x0a || chunk[n] === 0x0d)) n++;
  if (n < chunk.length && chunk[n] !== 0x3c) throw new Refusal(FILE_NOT_XML);
}

function amountOf(text: string | null): number {
  if (text === null) throw new CamtAmountError('');
  const ore = oreFromCamtAmount(text);
  if (ore === null) throw new CamtAmountError(text);
  return ore;
}

function paymentsOf(entry: Entry, payments: CamtPayment[]) {
  const bankDate = dateOf(entry.bookingDate) ?? dateOf(entry.valueDate);
  const transactions = entry.transactions.length > 0 ? entry.transactions : [newTransaction()];
  transactions.forEach((transaction, n) => {
    const single = transactions.length === 1;
    const amountText = transaction.amount ?? (single ? entry.amount : null);
    if (amountText === null) throw new Refusal(`${FILE_BAD_AMOUNT}: TxDtls/Amt mangler`);
    const entryReference = entry.reference ? (single ? entry.reference : `${entry.reference}/${n + 1}`) : null;
    payments.push({
      position: payments.length,
      bankReference: bankReferenceOf(transaction.acctSvcrRef, transaction.endToEndId) ?? entryReference,
      amount: amountOf(amountText),
      currency: transaction.amount !== null ? (transaction.currency ?? entry.currency ?? 'NOK') : (entry.currency ?? 'NOK'),
      credit: (transaction.creditDebit ?? entry.creditDebit) === 'CRDT',
      bankDate,
      kid: kidOf(transaction.kid),
      invoiceNumber: invoiceNumberOf(transaction.referredNumber, transaction.unstructured),
    });
  });
}

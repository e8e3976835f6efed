import { formatNorwegianDate } from '../../src/domain/dates/norwegianDate';
import { formatBankAccount } from '../../src/domain/identifiers/bankAccount';
import { FORETAKSREGISTERET, orgNumberText } from '../../src/domain/documents/salesDocument';
import { formatAmountForFile } from '../../src/domain/money/formatAmount';
import type { Recipient, Sender } from './documentData';

/** A4 in points, with the margins every document keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

// The file form: the standard Helvetica has no U+2212 glyph (money/formatAmount.ts).
export const kr = (ore: number): string => formatAmountForFile(ore);
export const day = (iso: string): string => formatNorwegianDate(iso);

export interface Column {
  readonly title: string;
  readonly width: number;
  readonly align?: 'left' | 'right';
}

/** What pdfkit's StandardFont keeps of a standard font's metrics; the rest (its id, its object in the file) is per document. */
const STANDARD_FONT_METRICS = ['name', 'font', 'ascender', 'descender', 'bbox', 'lineGap', 'xHeight', 'capHeight'] as const;

/** pdfkit's per-document font table (internals of pdfkit 0.20, pinned in package.json). */
interface FontTable {
  _fontFamilies: Record<string, object>;
  _fontCount: number;
  _font: object | null;
}

interface ParsedFont {
  readonly prototype: object;
  readonly metrics: Readonly<Record<(typeof STANDARD_FONT_METRICS)[number], unknown>>;
}

/**
 * The standard fonts' parsed metrics, shared by every document. pdfkit parses a standard font's AFM data
 * (the widths and some 2 700 kerning pairs of Helvetica) again in each document: a quarter of an
 * invoice's render time in the dispatch. The metrics never change; each document gets a font object of
 * its own (its own id and its own reference in the file) that borrows them.
 */
const parsedFonts = new Map<string, ParsedFont>();

function lendParsedFont(doc: FontTable, src: unknown): void {
  if (typeof src !== 'string' || doc._fontFamilies[src]) return;
  const parsed = parsedFonts.get(src);
  if (!parsed) return;
  doc._fontFamilies[src] = Object.assign(Object.create(parsed.prototype) as object, parsed.metrics, { document: doc, id: `F${++doc._fontCount}` });
}

/** Texts remembered per font before its memory starts again (labels and words repeat from document to document). */
const REMEMBERED_TEXTS = 20_000;

/**
 * A standard font's own methods, with what they work out for a text remembered: its glyph codes and
 * advances (kerning pairs looked up glyph by glyph) and its width. Half the time of writing an invoice
 * went to these, for the same labels and words in every document. pdfkit only reads what they answer.
 */
function rememberingTexts(standardFont: object): object {
  const own = standardFont as { encode(text: string): unknown; widthOfString(text: string, size: number): number };
  const encoded = new Map<string, unknown>();
  const widths = new Map<string, number>();
  return Object.assign(Object.create(standardFont) as object, {
    encode(this: typeof own, text: string): unknown {
      const key = String(text);
      let answer = encoded.get(key);
      if (answer === undefined) {
        if (encoded.size >= REMEMBERED_TEXTS) encoded.clear();
        answer = own.encode.call(this, key);
        encoded.set(key, answer);
      }
      return answer;
    },
    widthOfString(this: typeof own, text: string, size: number): number {
      const key = String(text);
      let width = widths.get(key);
      if (width === undefined) {
        if (widths.size >= REMEMBERED_TEXTS) widths.clear();
        // At size 1000 the scale is 1: the sum of the advances, scaled below as pdfkit does (width * size / 1000).
        width = own.widthOfString.call(this, key, 1000);
        widths.set(key, width);
      }
      return width * (size / 1000);
    },
  });
}

function keepParsedFont(doc: FontTable, src: unknown): void {
  if (typeof src !== 'string' || parsedFonts.has(src)) return;
  const font = doc._font as Record<string, unknown> | null;
  // Only the standard fonts (AFM metrics, no embedded font program): their objects hold nothing of the document but its id.
  if (!font || font.constructor.name !== 'StandardFont' || font.name !== src) return;
  const metrics = Object.fromEntries(STANDARD_FONT_METRICS.map((key) => [key, font[key]])) as ParsedFont['metrics'];
  parsedFonts.set(src, { prototype: rememberingTexts(Object.getPrototypeOf(font) as object), metrics });
}

/**
 * The characters beyond Latin-1 that the standard fonts' WinAnsi encoding has (pdfkit's own table): anything
 * else pdfkit writes as its UTF-16 code in hex, which a reader takes for two Latin-1 bytes. U+2212 MINUS SIGN
 * (what Intl writes for a negative number in nb-NO) came out as '"' and a control byte: a credit note's
 * '−7' read '"7'.
 */
const WIN_ANSI_EXTRA = new Set('ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜');
/** Characters without a glyph of their own in WinAnsi, written as the nearest one it has. */
const WIN_ANSI_STAND_INS: Readonly<Record<string, string>> = {
  '\u2212': '-', // minus sign
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2007': '\u00A0', // figure space
  '\u2009': ' ', // thin space
  '\u202F': '\u00A0', // narrow no-break space (Intl's nb-NO group separator)
};

const C1_CONTROLS = /[\u0080-\u009f]/;
const inWinAnsi = (char: string) => (char.codePointAt(0)! <= 0xff && !C1_CONTROLS.test(char)) || WIN_ANSI_EXTRA.has(char);
/** Printable Latin-1 only, the texts of nearly every document: nothing to change. */
const PLAIN_LATIN_1 = /^[\n\x20-\x7e\u00a0-\u00ff]*$/;

/**
 * A text as the standard fonts can show it, for every document: stand-ins for the dashes, minus and spaces
 * WinAnsi lacks, a letter without its accent where only the accent is missing (ő → o), '?' for anything else.
 */
function winAnsiText(text: string): string {
  if (PLAIN_LATIN_1.test(text)) return text;
  let out = '';
  for (const char of text) {
    if (inWinAnsi(char)) out += char;
    else if (WIN_ANSI_STAND_INS[char] !== undefined) out += WIN_ANSI_STAND_INS[char];
    else {
      const bare = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += bare !== '' && [...bare].every(inWinAnsi) ? bare : '?';
    }
  }
  return out;
}

const asWinAnsi = (text: unknown) => (typeof text === 'string' ? winAnsiText(text) : text);

type DocumentClass = new (options: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
let documentClass: Promise<DocumentClass> | undefined;

/** pdfkit's document, loaded at the first document, not with the server (pdfkit took 0.17 s of every start). */
function loadDocumentClass(): Promise<DocumentClass> {
  documentClass ??= import('pdfkit').then(
    ({ default: PDFDocument }) =>
      class SharedFontsDocument extends PDFDocument {
        // Every text written or measured goes through winAnsiText: what is measured is what is drawn.
        override text(text: string | number, ...rest: unknown[]): this {
          return (super.text as (...args: unknown[]) => this)(asWinAnsi(text), ...rest);
        }
        override widthOfString(text: string, ...rest: unknown[]): number {
          return (super.widthOfString as (...args: unknown[]) => number)(asWinAnsi(text), ...rest);
        }
        override heightOfString(text: string, ...rest: unknown[]): number {
          return (super.heightOfString as (...args: unknown[]) => number)(asWinAnsi(text), ...rest);
        }
        override font(src: PDFKit.Mixins.PDFFontSource, family?: string | number, size?: number): this {
          const table = this as unknown as FontTable;
          lendParsedFont(table, src);
          super.font(src, family as string, size);
          keepParsedFont(table, src);
          return this;
        }
      },
  );
  return documentClass;
}

/**
 * A document on A4 in the standard Helvetica fonts (WinAnsi covers æøå and the amounts' no-break
 * space). The creation date is the document's own date, so the same data gives the same bytes.
 */
export async function newDocument(title: string, documentDate: string): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadDocumentClass();
  return new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: title, Producer: 'NorLink', Creator: 'NorLink', CreationDate: new Date(`${documentDate}T12:00:00Z`) },
  });
}

/** The finished document's bytes. */
export function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * The client as sender (top left) and the customer as recipient (in the envelope window). A sales document
 * (`salesDocument`) also names the registers: 'Foretaksregisteret' under a seller registered there
 * (foretaksregisterloven § 10-2) and the buyer's organisation number, with MVA when in the VAT register
 * (bokføringsforskriften § 5-1-1 nr. 2, § 5-1-2).
 */
export function senderAndRecipient(doc: PDFKit.PDFDocument, sender: Sender, recipient: Recipient, salesDocument = false): void {
  const x = PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(12).text(sender.name, x, PAGE.margin, { width: 260 });
  doc.font('Helvetica').fontSize(9);
  for (const line of sender.addressLines) doc.text(line, { width: 260 });
  doc.text(orgNumberText(sender.orgNo, sender.vatBound), { width: 260 });
  if (salesDocument && sender.inBusinessRegister) doc.text(FORETAKSREGISTERET, { width: 260 });
  if (sender.phone) doc.text(`Telefon ${sender.phone}`, { width: 260 });
  if (sender.email) doc.text(sender.email, { width: 260 });

  doc.font('Helvetica').fontSize(10).text(recipient.name, x, 160, { width: 260 });
  for (const line of recipient.addressLines) doc.text(line, { width: 260 });
  if (salesDocument && recipient.orgNo !== null) doc.fontSize(9).text(orgNumberText(recipient.orgNo, recipient.vatRegistered), { width: 260 });
}

/** Label–value pairs in a block on the right (number, dates, KID, account). */
export function factsBlock(doc: PDFKit.PDFDocument, heading: string, facts: readonly (readonly [string, string | null])[]): void {
  const x = 330;
  doc.font('Helvetica-Bold').fontSize(18).text(heading, x, PAGE.margin, { width: PAGE.width - PAGE.margin - x, align: 'right' });
  let y = PAGE.margin + 30;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    if (value === null || value === '') continue;
    doc.font('Helvetica').text(label, x, y, { width: 100 });
    doc.font('Helvetica-Bold').text(value, x + 100, y, { width: PAGE.width - PAGE.margin - x - 100, align: 'right' });
    y += 13;
  }
}

/** A table with a header row; answers the y below it. */
export function table(doc: PDFKit.PDFDocument, top: number, columns: readonly Column[], rows: readonly (readonly string[])[]): number {
  let y = top;
  const row = (cells: readonly string[], bold: boolean) => {
    let x = PAGE.margin;
    let height = 0;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    columns.forEach((column, index) => {
      const text = cells[index] ?? '';
      doc.text(text, x, y, { width: column.width - 4, align: column.align ?? 'left' });
      height = Math.max(height, doc.heightOfString(text, { width: column.width - 4 }));
      x += column.width;
    });
    y += height + 4;
    if (y > PAGE.height - 200) {
      doc.addPage();
      y = PAGE.margin;
    }
  };
  row(columns.map((c) => c.title), true);
  doc.moveTo(PAGE.margin, y - 2).lineTo(PAGE.width - PAGE.margin, y - 2).lineWidth(0.5).stroke();
  for (const cells of rows) row(cells, false);
  return y;
}

/** The payment slip at the foot of the last page: account, KID, amount and due date. */
export function paymentSlip(doc: PDFKit.PDFDocument, slip: { account: string | null; kid: string | null; amount: number; dueDate: string; payer: Recipient }): void {
  const top = PAGE.height - PAGE.margin - 110;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, 110).lineWidth(0.8).stroke();
  doc.font('Helvetica-Bold').fontSize(10).text('Betalingsinformasjon', PAGE.margin + 10, top + 8);
  const facts: [string, string][] = [
    ['Til konto', slip.account ? formatBankAccount(slip.account) : '–'],
    ['KID', slip.kid ?? '–'],
    ['Beløp', `kr ${kr(slip.amount)}`],
    ['Forfallsdato', day(slip.dueDate)],
  ];
  let y = top + 28;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(10).text(label, PAGE.margin + 10, y, { width: 100 });
    doc.font('Helvetica-Bold').text(value, PAGE.margin + 110, y, { width: 200 });
    y += 16;
  }
  doc.font('Helvetica').fontSize(9).text(`Betalt av: ${slip.payer.name}`, PAGE.margin + 330, top + 28, { width: CONTENT_WIDTH - 340 });
}

import { deliveryText, formatQuantity } from '../../src/domain/documents/salesDocument';
import { formatBankAccount } from '../../src/domain/identifiers/bankAccount';
import { INTEREST_RULE_TEXT, interestPeriodCells, interestSourceLine } from '../../src/domain/reminders/interestStatement';
import type { DocumentLine, InvoiceDocument, ReminderDocument } from './documentData';
import { bytesOf, day, factsBlock, kr, newDocument, PAGE, paymentSlip, senderAndRecipient, table, type Column } from './pdfLayout';

/**
 * A line reads quantity × price − discount = amount (excl. VAT), so a discount is seen, not hidden in the price
 * (bokføringsforskriften § 5-1-1: what is delivered, how much, and the price); the VAT is summed per rate below.
 */
const LINE_COLUMNS: readonly Column[] = [
  { title: 'Beskrivelse', width: 128 },
  { title: 'Antall', width: 62, align: 'right' },
  { title: 'Pris', width: 62, align: 'right' },
  { title: 'Rabatt %', width: 54, align: 'right' },
  { title: 'Rabatt', width: 58, align: 'right' },
  { title: 'Mva %', width: 36, align: 'right' },
  { title: 'Beløp eks. mva', width: 95, align: 'right' },
];

const VAT_COLUMNS: readonly Column[] = [
  { title: 'Mva-sats', width: 95 },
  { title: 'Grunnlag', width: 100, align: 'right' },
  { title: 'Mva', width: 100, align: 'right' },
  { title: 'Sum inkl. mva', width: 100, align: 'right' },
];

const orNothing = (ore: number | null) => (ore === null ? '' : kr(ore));

/** A product line's cells; a text line has only its text. */
function lineCells(line: DocumentLine): string[] {
  if (line.amountExTax === null) return [line.text];
  const quantity = line.quantity === null ? '' : `${formatQuantity(line.quantity)}${line.unit ? `\u00A0${line.unit}` : ''}`;
  const discount = line.discountAmount ?? 0;
  return [
    line.text,
    quantity,
    orNothing(line.unitPrice),
    discount !== 0 && line.discountPercent ? formatQuantity(line.discountPercent) : '',
    discount !== 0 ? kr(discount) : '',
    line.taxPercent === null ? '' : formatQuantity(line.taxPercent),
    kr(line.amountExTax),
  ];
}

/** An invoice or credit note in Norwegian layout: the client as sender, lines, VAT summary, totals and the payment slip. */
export async function invoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const isInvoice = invoice.type === 'INVOICE';
  const heading = isInvoice ? 'FAKTURA' : 'KREDITNOTA';
  const doc = await newDocument(`${isInvoice ? 'Faktura' : 'Kreditnota'} ${invoice.jourNr}`, invoice.jourDate);
  senderAndRecipient(doc, invoice.sender, invoice.recipient, true);
  const delivery = deliveryText(invoice.delivery);
  factsBlock(doc, heading, [
    [isInvoice ? 'Fakturanr.' : 'Kreditnotanr.', String(invoice.jourNr)],
    [isInvoice ? 'Fakturadato' : 'Dato', day(invoice.jourDate)],
    [delivery.label, delivery.value],
    ['Forfallsdato', isInvoice ? day(invoice.dueDate) : null],
    ['Kundenr.', String(invoice.recipient.nr)],
    ['Gjelder faktura', invoice.refInvoiceNr === null ? null : String(invoice.refInvoiceNr)],
    ['KID', isInvoice ? invoice.kid : null],
    ['Kontonr.', isInvoice && invoice.sender.accountNumber ? formatBankAccount(invoice.sender.accountNumber) : null],
    ['Deres ref.', invoice.yourRef],
    ['Vår ref.', invoice.ourRef],
  ]);

  let y = 250;
  if (invoice.invoiceText) {
    doc.font('Helvetica').fontSize(10).text(invoice.invoiceText, PAGE.margin, y, { width: PAGE.width - 2 * PAGE.margin });
    y = doc.y + 10;
  }
  y = table(doc, y, LINE_COLUMNS, invoice.lines.map(lineCells));
  y = table(
    doc,
    y + 14,
    VAT_COLUMNS,
    invoice.vat.map((row) => [`${formatQuantity(row.taxPercent)} %`, kr(row.amountExTax), kr(row.taxAmount), kr(row.amountIncTax)]),
  );
  const totals: [string, string][] = [
    ['Sum eks. mva', kr(invoice.amountExTax)],
    ['Mva', kr(invoice.taxAmount)],
    ...(invoice.rounding !== 0 ? ([['Øreavrunding', kr(invoice.rounding)]] as [string, string][]) : []),
    [isInvoice ? 'Å betale' : 'Til gode', `kr ${kr(isInvoice ? invoice.amountIncTax : -invoice.amountIncTax)}`],
  ];
  y += 14;
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9);
    doc.text(label, 330, y, { width: 100 });
    doc.text(value, 430, y, { width: PAGE.width - PAGE.margin - 430, align: 'right' });
    y += last ? 16 : 13;
  });
  if (isInvoice) paymentSlip(doc, { account: invoice.sender.accountNumber, kid: invoice.kid, amount: invoice.amountIncTax, dueDate: invoice.dueDate, payer: invoice.recipient });
  return bytesOf(doc);
}

/** The reminder's interest, period by period (issue 40: the document states each period, rate and interest). */
const INTEREST_COLUMNS: readonly Column[] = [
  { title: 'Renteperiode', width: 150 },
  { title: 'Dager', width: 60, align: 'right' },
  { title: 'Grunnlag', width: 105, align: 'right' },
  { title: 'Rentesats', width: 75, align: 'right' },
  { title: 'Renter', width: 105, align: 'right' },
];

const REMINDER_HEADINGS: Readonly<Record<string, string>> = {
  SOFT_REMINDER: 'BETALINGSPÅMINNELSE',
  REMINDER1: 'PURRING',
  REMINDER2: 'PURRING 2',
  COLLECTION_NOTICE: 'INKASSOVARSEL',
};

/**
 * A reminder of one invoice: what was invoiced, what is left, fee and interest, the new due date and the
 * payment slip. Its letter (title and text) is the reminder text of the client, or the default, for its
 * type and language; a type with no text at all gets the built-in sentence.
 */
export async function reminderPdf(reminder: ReminderDocument): Promise<Buffer> {
  const heading = REMINDER_HEADINGS[reminder.reminderType] ?? 'PURRING';
  const doc = await newDocument(`${heading} faktura ${reminder.invoiceNr}`, reminder.createdDate);
  senderAndRecipient(doc, reminder.sender, reminder.recipient);
  factsBlock(doc, heading, [
    ['Dato', day(reminder.createdDate)],
    ['Gjelder faktura', String(reminder.invoiceNr)],
    ['Fakturadato', day(reminder.invoiceDate)],
    ['Ny forfallsdato', day(reminder.dueDate)],
    ['Kundenr.', String(reminder.recipient.nr)],
    ['KID', reminder.kid],
  ]);
  const letterWidth = PAGE.width - 2 * PAGE.margin;
  if (reminder.text) doc.font('Helvetica-Bold').fontSize(11).text(reminder.text.title, PAGE.margin, 250, { width: letterWidth }).moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      reminder.text?.body ??
        `Vi kan ikke se å ha mottatt betaling for faktura ${reminder.invoiceNr}. Vennligst betal innen ${day(reminder.dueDate)}. Har du nylig betalt, kan du se bort fra dette brevet.`,
      PAGE.margin,
      reminder.text ? doc.y : 250,
      { width: letterWidth },
    );
  let y = table(doc, doc.y + 16, [
    { title: 'Post', width: 300 },
    { title: 'Beløp', width: 195, align: 'right' },
  ], [
    ['Opprinnelig fakturabeløp', kr(reminder.invoiceAmount)],
    ['Restbeløp', kr(reminder.restAmount)],
    ['Purregebyr', kr(reminder.fee)],
    ['Forsinkelsesrente', kr(reminder.interest)],
    ['Å betale', `kr ${kr(reminder.sum)}`],
  ]);
  if (reminder.interestPeriods.length > 0) {
    y = table(doc, y + 12, INTEREST_COLUMNS, reminder.interestPeriods.map(interestPeriodCells));
    const sources = reminder.interestSources.map((source) => interestSourceLine(source));
    doc.font('Helvetica').fontSize(8).text([INTEREST_RULE_TEXT, ...sources].join('\n'), PAGE.margin, y + 4, { width: PAGE.width - 2 * PAGE.margin });
  }
  paymentSlip(doc, { account: reminder.sender.accountNumber, kid: reminder.kid, amount: reminder.sum, dueDate: reminder.dueDate, payer: reminder.recipient });
  return bytesOf(doc);
}

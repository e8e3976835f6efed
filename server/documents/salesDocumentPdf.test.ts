import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryText, FORETAKSREGISTERET, formatQuantity, grossOfLine, orgNumberText } from '../../src/domain/documents/salesDocument';
import { formatNorwegianDate } from '../../src/domain/dates/norwegianDate';
import { vatOfBase } from '../../src/domain/vat/vatAmounts';
import {
  EHF_CREDIT_NOTE,
  EHF_INVOICE,
  EHF_INVOICE_VAT_PER_LINE,
  EHF_INVOICE_WITHOUT_VAT,
  INVOICE_TO_FOREIGN_CUSTOMER,
} from '../../tests/fixtures/ehfDocuments';
import { openFromImage, prepareDatabase } from '../../tests/support/pgliteImages';
import { openFromTemplate } from '../../tests/support/postgresTemplates';
import { openTestDatabase } from '../../tests/support/testDatabase';
import type { Database } from '../db/database';
import { invoiceDocuments, type InvoiceDocument } from './documentData';
import { invoicePdf } from './invoicePdf';

/**
 * Invoice and credit-note PDFs read back as text (pdftotext, as a reader or an auditor's tool sees them): every
 * one carries what bokføringsforskriften § 5-1-1 asks (number, dates, the delivery, the parties with their
 * organisation numbers, 'Foretaksregisteret' exactly for a seller registered there) and adds up on the page:
 * each line quantity × price − discount = amount, the lines to the sum, each VAT row base × rate, and the sum,
 * VAT and rounding to the amount to pay. A representative set: the fixtures and the small seed's own invoices.
 */

/** The PDF as text, its layout kept (columns on one line) and every kind of space a plain one. */
function textOf(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/[^\S\n]/g, ' ');
}

const AMOUNT = /^-?\d{1,3}(?: \d{3})*,\d{2}$/;
/** An amount as written ('-5 261,08') to øre. */
function ore(text: string): number {
  expect(text, `an amount: '${text}'`).toMatch(AMOUNT);
  const negative = text.startsWith('-');
  const [kroner, decimals] = text.replace('-', '').replace(/ /g, '').split(',');
  return (negative ? -1 : 1) * (Number(kroner) * 100 + Number(decimals)) + 0;
}
/** A number as nb-NO writes it ('7,5', '-1 234,125'). */
const decimal = (text: string) => Number(text.replace(/ /g, '').replace(',', '.'));

const amountAfter = (text: string, label: string) => {
  const match = new RegExp(`\\n\\s*${label}\\s{2,}(?:kr )?(-?\\d{1,3}(?: \\d{3})*,\\d{2})\\s*\\n`).exec(text);
  return match ? ore(match[1]!) : null;
};

interface ReadBack {
  readonly lines: { text: string; quantity: number; unitPrice: number; discountPercent: number; discount: number; taxPercent: number; amount: number }[];
  readonly vat: { percent: number; base: number; tax: number; total: number }[];
}

/** The line table and the VAT table as the page shows them. */
function readTables(text: string, document: InvoiceDocument): ReadBack {
  const rows = text.split('\n');
  let at = rows.findIndex((row) => row.startsWith('Beskrivelse'));
  expect(at, 'the line table').toBeGreaterThan(0);
  const lines: ReadBack['lines'] = [];
  for (const line of document.lines.filter((l) => l.amountExTax !== null)) {
    const start = line.text.slice(0, 12);
    at = rows.findIndex((row, i) => i > at && row.startsWith(start) && /\d,\d{2}\s*$/.test(row));
    expect(at, `the row of '${line.text}'`).toBeGreaterThan(0);
    const rest = rows[at]!.slice(line.text.length).trim();
    const quantity = /^(-?\d{1,3}(?: \d{3})*(?:,\d+)?)(?: (\S+))?\s{2,}(.*)$/.exec(rest);
    expect(quantity, `the quantity of '${rows[at]}'`).not.toBeNull();
    expect(quantity![2] ?? null).toBe(line.unit);
    const cells = quantity![3]!.split(/\s{2,}/);
    expect([3, 5], `the cells of '${rows[at]}'`).toContain(cells.length);
    const [price, discountPercent, discount, taxPercent, amount] = cells.length === 5 ? cells : [cells[0], '0', '0,00', cells[1], cells[2]];
    lines.push({
      text: line.text,
      quantity: decimal(quantity![1]!),
      unitPrice: ore(price!),
      discountPercent: decimal(discountPercent!),
      discount: ore(discount!),
      taxPercent: decimal(taxPercent!),
      amount: ore(amount!),
    });
  }
  const vatHeader = rows.findIndex((row) => row.startsWith('Mva-sats'));
  expect(vatHeader, 'the VAT table').toBeGreaterThan(0);
  const vat: ReadBack['vat'] = [];
  for (const row of rows.slice(vatHeader + 1)) {
    const match = /^(\d+(?:,\d+)?) ?%\s{2,}(\S.*?)\s{2,}(\S.*?)\s{2,}(\S.*)$/.exec(row.trim());
    if (!match) break;
    vat.push({ percent: decimal(match[1]!), base: ore(match[2]!), tax: ore(match[3]!), total: ore(match[4]!) });
  }
  return { lines, vat };
}

/** Every check of one document; `vatRule` false for an invoice issued before the one VAT rule, which keeps its VAT. */
function checkDocument(text: string, document: InvoiceDocument, vatRule = true): void {
  const isInvoice = document.type === 'INVOICE';
  const where = `${document.type} ${document.jourNr}`;
  // Number, date, due date, delivery (§ 5-1-1 nr. 1, 4, 5).
  expect(text, where).toContain(isInvoice ? 'FAKTURA' : 'KREDITNOTA');
  expect(text, where).toMatch(new RegExp(`${isInvoice ? 'Fakturanr\\.' : 'Kreditnotanr\\.'}\\s+${document.jourNr}\\n`));
  expect(text, where).toMatch(new RegExp(`${isInvoice ? 'Fakturadato' : 'Dato'}\\s+${formatNorwegianDate(document.jourDate)}\\n`));
  const delivery = deliveryText(document.delivery);
  expect(text, where).toMatch(new RegExp(`${delivery.label}\\s+${delivery.value}\\n`));
  if (isInvoice) expect(text, where).toMatch(new RegExp(`Forfallsdato\\s+${formatNorwegianDate(document.dueDate)}\\n`));
  // The parties (§ 5-1-1 nr. 2, § 5-1-2, foretaksregisterloven § 10-2).
  expect(text, where).toContain(document.sender.name);
  expect(text, where).toContain(orgNumberText(document.sender.orgNo, document.sender.vatBound));
  expect(text.includes(FORETAKSREGISTERET), `${where}: Foretaksregisteret`).toBe(document.sender.inBusinessRegister);
  expect(text, where).toContain(document.recipient.name);
  for (const line of document.recipient.addressLines) expect(text, where).toContain(line.trim().replace(/\s+/g, ' '));
  if (document.recipient.orgNo !== null) expect(text, where).toContain(orgNumberText(document.recipient.orgNo, document.recipient.vatRegistered));
  // The minus sign is a minus: a credit note's '-7,5' never reads '"7,5'.
  expect(text, where).not.toMatch(/"\d/);

  // It adds up, line by line and in total.
  const { lines, vat } = readTables(text, document);
  for (const line of lines) {
    expect(grossOfLine(line.quantity, line.unitPrice) - line.discount, `${where} '${line.text}': ${line.quantity} × ${line.unitPrice} − ${line.discount}`).toBe(line.amount);
    if (line.discount !== 0) expect(Math.abs(line.discount), `${where} '${line.text}' discount`).toBe(Math.round((Math.abs(grossOfLine(line.quantity, line.unitPrice)) * line.discountPercent) / 100));
  }
  const product = document.lines.filter((l) => l.amountExTax !== null);
  expect(lines.map((l) => [l.quantity, l.unitPrice, l.discount, l.amount]), where).toEqual(
    product.map((l) => [l.quantity, l.unitPrice, l.discountAmount ?? 0, l.amountExTax]),
  );
  const sumEx = amountAfter(text, 'Sum eks\\. mva');
  expect(sumEx, where).toBe(lines.reduce((sum, l) => sum + l.amount, 0));
  expect(vat.length, where).toBeGreaterThan(0);
  for (const row of vat) {
    const linesAtRate = lines.filter((l) => l.taxPercent === row.percent).reduce((sum, l) => sum + l.amount, 0);
    expect(row.base, `${where} base at ${row.percent} %`).toBe(linesAtRate);
    if (vatRule) expect(row.tax, `${where} VAT at ${row.percent} %`).toBe(vatOfBase(row.base, row.percent));
    else expect(Math.abs(row.tax - vatOfBase(row.base, row.percent)), `${where} VAT at ${row.percent} %`).toBeLessThanOrEqual(1);
    expect(row.base + row.tax, where).toBe(row.total);
  }
  const vatTotal = amountAfter(text, 'Mva');
  expect(vatTotal, where).toBe(vat.reduce((sum, row) => sum + row.tax, 0));
  const rounding = amountAfter(text, 'Øreavrunding') ?? 0;
  const toPay = amountAfter(text, isInvoice ? 'Å betale' : 'Til gode');
  expect(isInvoice ? toPay : -toPay!, where).toBe(sumEx! + vatTotal! + rounding);
  expect(isInvoice ? toPay : -toPay!, where).toBe(document.amountIncTax);
}

describe('invoice and credit-note PDFs read back (fixtures)', () => {
  const cases: [string, InvoiceDocument, boolean][] = [
    ['an invoice at two rates with a discounted line', EHF_INVOICE, true],
    ['a credit note of the discounted line, with rounding', EHF_CREDIT_NOTE, true],
    ['an invoice of a client not VAT registered nor in Foretaksregisteret, for a period', EHF_INVOICE_WITHOUT_VAT, true],
    ['an invoice to a customer abroad', INVOICE_TO_FOREIGN_CUSTOMER, true],
    ['an invoice issued with VAT rounded per line (kept as issued)', EHF_INVOICE_VAT_PER_LINE, false],
  ];
  for (const [name, document, vatRule] of cases) {
    it(`${name}: carries what the law asks and adds up`, async () => {
      checkDocument(textOf(await invoicePdf(document)), document, vatRule);
    });
  }

  it('shows the discount the issue found hidden, and a credit note’s minus signs', async () => {
    const invoice = textOf(await invoicePdf(EHF_INVOICE));
    expect(invoice).toMatch(/Rørleggertime\s+7,5 timer\s+779,42\s+10\s+584,57\s+25\s+5 261,08/);
    const credit = textOf(await invoicePdf(EHF_CREDIT_NOTE));
    expect(credit).toMatch(/Rørleggertime\s+-7,5 timer\s+779,42\s+10\s+-584,57\s+25\s+-5 261,08/);
    expect(credit).toMatch(/Sum eks\. mva\s+-5 261,08/);
  });

  it('writes any text the standard fonts lack as the nearest they have, on every document', async () => {
    const odd = { ...EHF_INVOICE, invoiceText: `Rabatt \u22125 % til Ödön Kovács \u2013 Łódź ${formatQuantity(-2)}` };
    expect(textOf(await invoicePdf(odd))).toContain('Rabatt -5 % til Ödön Kovács – ?ódz -2');
  });
});

/** A database of its own with the small seed, where the run has no image or template of it. */
async function seededSmall(): Promise<Database> {
  const db = await openTestDatabase();
  await prepareDatabase(db, 'small');
  return db;
}

describe('invoice and credit-note PDFs of the seed, read back', () => {
  let db: Database;
  beforeAll(async () => {
    db = (await openFromImage('small')) ?? (await openFromTemplate('small')) ?? (await seededSmall());
  }, 240_000);
  afterAll(async () => {
    await db?.close();
  });

  /** One document of each kind the seed has (the first by id, so the same every run). */
  const KINDS: Record<string, string> = {
    'several rates and a discount': `i.type = 'INVOICE' AND (SELECT count(DISTINCT l.tax_percent) FROM invoice_line l WHERE l.invoice_id = i.id) >= 2
      AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id AND l.discount_percent > 0)`,
    'a credit note with a discount': `i.type = 'CREDITNOTE' AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id AND l.discount_percent > 0)`,
    'a customer abroad': `cu.country_code <> 'NO'`,
    'a client not VAT registered': 'NOT c.vat_bound',
    'a seller not in Foretaksregisteret': 'NOT EXISTS (SELECT 1 FROM brreg_company b WHERE b.org_no = c.org_no AND b.is_in_business_enterprise_register)',
    'a delivery period': 'i.delivery_end_date IS NOT NULL',
    'hours delivered before the invoice date': "i.delivery_date < i.jour_date AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id AND l.unit = 'timer' AND l.quantity <> trunc(l.quantity))",
    'VAT per line would have drifted': `EXISTS (SELECT 1 FROM invoice_tax_summary s WHERE s.invoice_id = i.id AND s.tax_amount_ore <>
      (SELECT sum(round(l.amount_ex_tax_ore * l.tax_percent / 100)) FROM invoice_line l WHERE l.invoice_id = i.id AND l.tax_percent = s.tax_percent))`,
    'a buyer in the VAT register': 'EXISTS (SELECT 1 FROM brreg_company b WHERE b.org_no = cu.org_no AND b.is_in_vat_register)',
  };

  it('has one of each kind, and each carries what the law asks and adds up line by line', { timeout: 120_000 }, async () => {
    const picked: [string, number][] = [];
    for (const [kind, where] of Object.entries(KINDS)) {
      const [row] = await db.query<{ id: number }>(
        `SELECT i.id::int AS id FROM invoice i JOIN client c ON c.id = i.client_id JOIN customer cu ON cu.id = i.customer_id WHERE ${where} ORDER BY i.id LIMIT 1`,
      );
      expect(row, kind).toBeDefined();
      picked.push([kind, row!.id]);
    }
    const documents = await invoiceDocuments(db, [1, 2, 3, 4, 5], picked.map(([, id]) => id));
    for (const [kind, id] of picked) {
      const document = documents.get(id)!;
      expect(document, kind).toBeDefined();
      checkDocument(textOf(await invoicePdf(document)), document);
    }
  });
});

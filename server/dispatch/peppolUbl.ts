import type { InvoiceDocument } from '../documents/documentData';

/**
 * EHF: an invoice or credit note as a PEPPOL BIS Billing 3.0 UBL 2.1 document (the format of the
 * Norwegian invoice network). Amounts come from the invoice's lines in øre and are checked to add up,
 * to the øre, to the amounts stored on the invoice; a document that does not is refused (the entry fails
 * with 'Feil i beløpsberegning' and goes to amount correction) rather than sent wrong.
 */

export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Norwegian organisation numbers in PEPPOL (ISO 6523 ICD 0192, Enhetsregisteret). */
export const NORWEGIAN_ORG_NO_SCHEME = '0192';

/** A structured address, as UBL wants it (the PDF gets lines). */
export interface UblAddress {
  readonly street: string | null;
  readonly additionalStreet: string | null;
  readonly postalZone: string | null;
  readonly city: string | null;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
}

export interface UblParties {
  readonly supplierAddress: UblAddress;
  readonly customerOrgNo: string;
  readonly customerAddress: UblAddress;
}

/** Thrown when the invoice's lines, VAT and totals do not add up to what the invoice stores. */
export class UblAmountMismatch extends Error {}

interface UblLine {
  readonly name: string;
  readonly quantity: number;
  /** Øre, sign as in the document (positive for both invoices and credit notes). */
  readonly amount: number;
  readonly percent: number;
}

const NS = {
  INVOICE: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CREDITNOTE: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Øre as a UBL amount with two decimals ("1234.50", "-0.05"). */
export function ublAmount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const money = (tag: string, ore: number) => `<cbc:${tag} currencyID="NOK">${ublAmount(ore)}</cbc:${tag}>`;
const text = (tag: string, value: string | null | undefined) => (value ? `<cbc:${tag}>${escape(value)}</cbc:${tag}>` : '');

function percentText(percent: number): string {
  return Number.isInteger(percent) ? String(percent) : percent.toFixed(2).replace(/0+$/, '');
}

/** The VAT category of a rate: S standard (a rate above 0), Z zero rated; O when the client is not VAT registered. */
function category(percent: number, vatBound: boolean): { id: 'S' | 'Z' | 'O'; percent: string | null } {
  if (!vatBound) return { id: 'O', percent: null };
  return percent > 0 ? { id: 'S', percent: percentText(percent) } : { id: 'Z', percent: '0' };
}

function taxCategory(tag: 'TaxCategory' | 'ClassifiedTaxCategory', percent: number, vatBound: boolean): string {
  const c = category(percent, vatBound);
  const exemption = c.id === 'O' ? '<cbc:TaxExemptionReason>Ikke merverdiavgiftspliktig</cbc:TaxExemptionReason>' : '';
  return `<cac:${tag}><cbc:ID>${c.id}</cbc:ID>${c.percent === null ? '' : `<cbc:Percent>${c.percent}</cbc:Percent>`}${tag === 'TaxCategory' ? exemption : ''}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:${tag}>`;
}

function address(a: UblAddress): string {
  return (
    '<cac:PostalAddress>' +
    text('StreetName', a.street) +
    text('AdditionalStreetName', a.additionalStreet) +
    text('CityName', a.city) +
    text('PostalZone', a.postalZone) +
    `<cac:Country><cbc:IdentificationCode>${escape(a.countryCode)}</cbc:IdentificationCode></cac:Country>` +
    '</cac:PostalAddress>'
  );
}

/** The document's lines in UBL terms; an invoice without product lines is invoiced per VAT row of its summary. */
function linesOf(invoice: InvoiceDocument, sign: number): UblLine[] {
  const product = invoice.lines.filter((line) => line.amountExTax !== null);
  if (product.length > 0) {
    return product.map((line) => ({
      name: line.text.trim() || 'Vare',
      quantity: line.quantity === null || line.quantity === 0 ? 1 : Math.abs(line.quantity),
      amount: sign * line.amountExTax!,
      percent: line.taxPercent ?? 0,
    }));
  }
  return invoice.vat.map((row) => ({
    name: `${invoice.type === 'INVOICE' ? 'Faktura' : 'Kreditnota'} ${invoice.jourNr}, ${percentText(row.taxPercent)} % mva`,
    quantity: 1,
    amount: sign * row.amountExTax,
    percent: row.taxPercent,
  }));
}

/** The UBL totals of the document, in øre; throws UblAmountMismatch when they differ from the stored amounts. */
export function ublTotals(invoice: InvoiceDocument): {
  lines: UblLine[];
  subtotals: { percent: number; taxable: number; tax: number }[];
  lineTotal: number;
  tax: number;
  rounding: number;
  payable: number;
} {
  const sign = invoice.type === 'CREDITNOTE' ? -1 : 1;
  const lines = linesOf(invoice, sign);
  if (lines.length === 0) throw new UblAmountMismatch('Dokumentet har ingen linjer');
  const byRate = new Map<number, number>();
  // Not VAT registered: one breakdown of category O for all lines (BR-O-01, BR-O-08), whatever rates the lines carry.
  const rateOf = (line: UblLine) => (invoice.sender.vatBound ? line.percent : 0);
  for (const line of lines) byRate.set(rateOf(line), (byRate.get(rateOf(line)) ?? 0) + line.amount);
  const subtotals = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([percent, taxable]) => ({ percent, taxable, tax: invoice.sender.vatBound ? Math.round((taxable * percent) / 100) : 0 }));
  const lineTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const tax = subtotals.reduce((sum, row) => sum + row.tax, 0);
  const rounding = sign * invoice.rounding;
  const payable = lineTotal + tax + rounding;
  const stored = { ex: sign * invoice.amountExTax, tax: sign * invoice.taxAmount, inc: sign * invoice.amountIncTax };
  if (lineTotal !== stored.ex || tax !== stored.tax || payable !== stored.inc) {
    throw new UblAmountMismatch(
      `Linjene gir ${ublAmount(lineTotal)} + mva ${ublAmount(tax)} + øreavrunding ${ublAmount(rounding)} = ${ublAmount(payable)}; ` +
        `fakturaen har ${ublAmount(stored.ex)} + ${ublAmount(stored.tax)} = ${ublAmount(stored.inc)}`,
    );
  }
  return { lines, subtotals, lineTotal, tax, rounding, payable };
}

/** Line price: the line amount per unit, to four decimals (PEPPOL allows the line amount to differ from quantity × price by rounding only). */
function unitPrice(line: UblLine): string {
  const price = line.amount / 100 / line.quantity;
  return Number.isInteger(price * 100) ? ublAmount(Math.round(price * 100)) : price.toFixed(4);
}

/** The PEPPOL BIS 3 invoice or credit note of `invoice`, as UTF-8 XML. */
export function peppolUbl(invoice: InvoiceDocument, parties: UblParties): string {
  const isInvoice = invoice.type === 'INVOICE';
  const root = isInvoice ? 'Invoice' : 'CreditNote';
  const totals = ublTotals(invoice);
  const vatBound = invoice.sender.vatBound;
  const supplierOrgNo = invoice.sender.orgNo;
  const lineTag = isInvoice ? 'InvoiceLine' : 'CreditNoteLine';
  const quantityTag = isInvoice ? 'InvoicedQuantity' : 'CreditedQuantity';

  const supplier =
    '<cac:AccountingSupplierParty><cac:Party>' +
    `<cbc:EndpointID schemeID="${NORWEGIAN_ORG_NO_SCHEME}">${supplierOrgNo}</cbc:EndpointID>` +
    `<cac:PartyName><cbc:Name>${escape(invoice.sender.name)}</cbc:Name></cac:PartyName>` +
    address(parties.supplierAddress) +
    (vatBound ? `<cac:PartyTaxScheme><cbc:CompanyID>NO${supplierOrgNo}MVA</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : '') +
    '<cac:PartyTaxScheme><cbc:CompanyID>Foretaksregisteret</cbc:CompanyID><cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>' +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${escape(invoice.sender.name)}</cbc:RegistrationName><cbc:CompanyID schemeID="${NORWEGIAN_ORG_NO_SCHEME}">${supplierOrgNo}</cbc:CompanyID></cac:PartyLegalEntity>` +
    (invoice.sender.email || invoice.sender.phone
      ? `<cac:Contact>${text('Telephone', invoice.sender.phone)}${text('ElectronicMail', invoice.sender.email)}</cac:Contact>`
      : '') +
    '</cac:Party></cac:AccountingSupplierParty>';

  const customer =
    '<cac:AccountingCustomerParty><cac:Party>' +
    `<cbc:EndpointID schemeID="${NORWEGIAN_ORG_NO_SCHEME}">${parties.customerOrgNo}</cbc:EndpointID>` +
    `<cac:PartyIdentification><cbc:ID>${invoice.recipient.nr}</cbc:ID></cac:PartyIdentification>` +
    `<cac:PartyName><cbc:Name>${escape(invoice.recipient.name)}</cbc:Name></cac:PartyName>` +
    address(parties.customerAddress) +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${escape(invoice.recipient.name)}</cbc:RegistrationName><cbc:CompanyID schemeID="${NORWEGIAN_ORG_NO_SCHEME}">${parties.customerOrgNo}</cbc:CompanyID></cac:PartyLegalEntity>` +
    '</cac:Party></cac:AccountingCustomerParty>';

  const paymentMeans =
    isInvoice && invoice.sender.accountNumber
      ? '<cac:PaymentMeans><cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>' +
        text('PaymentID', invoice.kid) +
        `<cac:PayeeFinancialAccount><cbc:ID>${invoice.sender.accountNumber}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>`
      : '';

  const taxTotal =
    `<cac:TaxTotal>${money('TaxAmount', totals.tax)}` +
    totals.subtotals
      .map((row) => `<cac:TaxSubtotal>${money('TaxableAmount', row.taxable)}${money('TaxAmount', row.tax)}${taxCategory('TaxCategory', row.percent, vatBound)}</cac:TaxSubtotal>`)
      .join('') +
    '</cac:TaxTotal>';

  const monetaryTotal =
    '<cac:LegalMonetaryTotal>' +
    money('LineExtensionAmount', totals.lineTotal) +
    money('TaxExclusiveAmount', totals.lineTotal) +
    money('TaxInclusiveAmount', totals.lineTotal + totals.tax) +
    (totals.rounding !== 0 ? money('PayableRoundingAmount', totals.rounding) : '') +
    money('PayableAmount', totals.payable) +
    '</cac:LegalMonetaryTotal>';

  const lines = totals.lines
    .map(
      (line, index) =>
        `<cac:${lineTag}><cbc:ID>${index + 1}</cbc:ID>` +
        `<cbc:${quantityTag} unitCode="EA">${line.quantity}</cbc:${quantityTag}>` +
        money('LineExtensionAmount', line.amount) +
        `<cac:Item><cbc:Name>${escape(line.name.slice(0, 200))}</cbc:Name>${taxCategory('ClassifiedTaxCategory', line.percent, vatBound)}</cac:Item>` +
        `<cac:Price><cbc:PriceAmount currencyID="NOK">${unitPrice(line)}</cbc:PriceAmount></cac:Price>` +
        `</cac:${lineTag}>`,
    )
    .join('');

  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="${NS[invoice.type]}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">` +
    `<cbc:CustomizationID>${PEPPOL_CUSTOMIZATION_ID}</cbc:CustomizationID>` +
    `<cbc:ProfileID>${PEPPOL_PROFILE_ID}</cbc:ProfileID>` +
    `<cbc:ID>${invoice.jourNr}</cbc:ID>` +
    `<cbc:IssueDate>${invoice.jourDate}</cbc:IssueDate>` +
    (isInvoice ? `<cbc:DueDate>${invoice.dueDate}</cbc:DueDate><cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>` : '<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>') +
    text('Note', invoice.invoiceText) +
    '<cbc:DocumentCurrencyCode>NOK</cbc:DocumentCurrencyCode>' +
    // PEPPOL-EN16931-R003: a buyer reference or an order reference; the customer's own reference, else its number with the client.
    `<cbc:BuyerReference>${escape(invoice.yourRef || String(invoice.recipient.nr))}</cbc:BuyerReference>` +
    (invoice.refInvoiceNr === null ? '' : `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${invoice.refInvoiceNr}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>`) +
    supplier +
    customer +
    paymentMeans +
    taxTotal +
    monetaryTotal +
    lines +
    `</${root}>`
  );
}

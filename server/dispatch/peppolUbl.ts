import { FORETAKSREGISTERET, grossOfLine } from '../../src/domain/documents/salesDocument';
import { peppolAmountFailures, peppolLineFailures, type EhfAmounts, type EhfBreakdown, type EhfLineAmounts, type VatCategory } from '../../src/domain/ehf/peppolAmountRules';
import { vatSummaryOfLines } from '../../src/domain/vat/taxRows';
import type { DocumentLine, InvoiceDocument } from '../documents/documentData';

/**
 * EHF: an invoice or credit note as a PEPPOL BIS Billing 3.0 UBL 2.1 document (the format of the Norwegian
 * invoice network). Its amounts are the invoice's own: the lines as stored (quantity, the agreed unit price and
 * the line's discount as an allowance on the line), the VAT breakdown as stored on the invoice (invoices issued
 * before the one VAT rule keep the VAT they were issued with), and the stored totals. The document is refused
 * (the entry fails with 'Feil i beløpsberegning' and goes to amount correction) only when PEPPOL's own amount
 * rules would refuse it (peppolAmountRules.ts, their tolerances included), or when it would state other totals
 * than the invoice and its ledger post.
 */

export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** Norwegian organisation numbers in PEPPOL (ISO 6523 ICD 0192, Enhetsregisteret). */
export const NORWEGIAN_ORG_NO_SCHEME = '0192';
/** UNCL5189 allowance reason code 95, Discount, and our wording of it (BR-42: a reason or a code; we give both). */
const DISCOUNT_REASON = { code: '95', text: 'Rabatt' } as const;

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

/** Thrown when the document PEPPOL's rules would refuse, or one that would not state the invoice's own totals. */
export class UblAmountMismatch extends Error {}

/** A line as the UBL writes it: its amounts in øre and signed as the UBL has them (a credit note's positive). */
interface UblLine extends EhfLineAmounts {
  readonly name: string;
  readonly unitCode: string;
  /** PriceAmount as written: two decimals for an agreed price, up to four for a price worked out from the amount. */
  readonly priceText: string;
}

/** The document's amounts as the UBL states them, with its lines as written. */
export interface UblAmounts extends EhfAmounts {
  readonly lines: readonly UblLine[];
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

/** A quantity as UBL writes it: a decimal with at most three decimals ("7.5", "-2"). */
const quantityText = (quantity: number) => String(Number(quantity.toFixed(3)) + 0);

/** The VAT category of a rate: S standard (a rate above 0), Z zero rated; O when the client is not VAT registered. */
function categoryOf(percent: number, vatBound: boolean): { id: VatCategory; percent: number | null } {
  if (!vatBound) return { id: 'O', percent: null };
  return percent > 0 ? { id: 'S', percent } : { id: 'Z', percent: 0 };
}

function taxCategory(tag: 'TaxCategory' | 'ClassifiedTaxCategory', category: VatCategory, percent: number | null): string {
  const exemption = category === 'O' ? '<cbc:TaxExemptionReason>Ikke merverdiavgiftspliktig</cbc:TaxExemptionReason>' : '';
  return `<cac:${tag}><cbc:ID>${category}</cbc:ID>${percent === null ? '' : `<cbc:Percent>${percentText(percent)}</cbc:Percent>`}${tag === 'TaxCategory' ? exemption : ''}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:${tag}>`;
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

/** The product's units as UN/ECE Recommendation 20 codes (PEPPOL's unit code list); anything else is counted in pieces. */
const UNIT_CODES: Readonly<Record<string, string>> = { timer: 'HUR', time: 'HUR', mnd: 'MON', dag: 'DAY', km: 'KMT', liter: 'LTR', kg: 'KGM', m: 'MTR', stk: 'EA' };

/**
 * A stored product line in UBL terms. It keeps its agreed unit price and its discount as an allowance on the line
 * when those give its amount (PEPPOL-EN16931-R120: quantity × price − allowances = amount, within 0,02); a line
 * whose stored figures do not (imported with a unit price that is not the agreed one) is written at the price
 * its amount gives per unit, which states no more than what is stored.
 */
function ublLineOf(line: DocumentLine, sign: number, vatBound: boolean): UblLine {
  const net = sign * line.amountExTax!;
  const { id: category, percent } = categoryOf(line.taxPercent ?? 0, vatBound);
  const base = { name: line.text.trim() || 'Vare', unitCode: UNIT_CODES[(line.unit ?? '').trim().toLowerCase()] ?? 'EA', net, category, percent };
  if (line.quantity !== null && line.quantity !== 0 && line.unitPrice !== null) {
    const flip = line.unitPrice < 0 ? -1 : 1;
    const quantity = sign * flip * line.quantity;
    const price = flip * line.unitPrice;
    const discount = sign * (line.discountAmount ?? 0);
    const withPercent = line.discountPercent !== null && line.discountPercent > 0;
    const allowances = discount === 0 ? [] : [{ amount: discount, base: withPercent ? grossOfLine(quantity, price) : null, percent: withPercent ? line.discountPercent : null }];
    const agreed: UblLine = { ...base, quantity, price, allowances, priceText: ublAmount(price) };
    if (discount >= 0 && peppolLineFailures(agreed).length === 0) return agreed;
  }
  const count = line.quantity === null || line.quantity === 0 ? 1 : Math.abs(line.quantity);
  const quantity = net < 0 ? -count : count;
  const price = Math.abs(net) / count;
  return { ...base, quantity, price, allowances: [], priceText: Number.isInteger(price) ? ublAmount(price) : (price / 100).toFixed(4) };
}

/** The document's lines in UBL terms; an invoice without product lines is invoiced per VAT row of its summary. */
function linesOf(invoice: InvoiceDocument, sign: number): UblLine[] {
  const vatBound = invoice.sender.vatBound;
  const product = invoice.lines.filter((line) => line.amountExTax !== null);
  if (product.length > 0) return product.map((line) => ublLineOf(line, sign, vatBound));
  return invoice.vat.map((row) => {
    const { id: category, percent } = categoryOf(row.taxPercent, vatBound);
    const net = sign * row.amountExTax;
    return {
      name: `${invoice.type === 'INVOICE' ? 'Faktura' : 'Kreditnota'} ${invoice.jourNr}, ${percentText(row.taxPercent)} % mva`,
      unitCode: 'EA',
      quantity: net < 0 ? -1 : 1,
      price: Math.abs(net),
      priceText: ublAmount(Math.abs(net)),
      allowances: [],
      net,
      category,
      percent,
    };
  });
}

/**
 * The VAT breakdown: the invoice's stored VAT rows, one per category and rate (for a client not VAT registered
 * one of category O); an invoice without stored rows gets the one VAT rule's rows of its lines.
 */
function breakdownOf(invoice: InvoiceDocument, lines: readonly UblLine[], sign: number): EhfBreakdown[] {
  const vatBound = invoice.sender.vatBound;
  const rows =
    invoice.vat.length > 0
      ? invoice.vat.map((row) => ({ percent: row.taxPercent, taxable: sign * row.amountExTax, tax: sign * row.taxAmount }))
      : vatSummaryOfLines(lines.map((line) => ({ taxCode: 0, taxPercent: line.percent ?? 0, amountExTax: line.net }))).map((row) => ({
          percent: row.taxPercent,
          taxable: row.amountExTax,
          tax: row.amountIncTax - row.amountExTax,
        }));
  const byCategory = new Map<string, EhfBreakdown>();
  for (const row of rows) {
    const { id, percent } = categoryOf(row.percent, vatBound);
    const key = `${id}:${percent ?? ''}`;
    const before = byCategory.get(key);
    byCategory.set(key, { category: id, percent, taxable: (before?.taxable ?? 0) + row.taxable, tax: (before?.tax ?? 0) + row.tax });
  }
  return [...byCategory.values()].sort((a, b) => (b.percent ?? 0) - (a.percent ?? 0));
}

/**
 * The UBL amounts of the document, in øre. Throws UblAmountMismatch when PEPPOL's amount rules fail, or when the
 * totals differ from the invoice's stored amounts (the EHF would ask another amount than the ledger holds).
 */
export function ublTotals(invoice: InvoiceDocument): UblAmounts {
  const sign = invoice.type === 'CREDITNOTE' ? -1 : 1;
  const lines = linesOf(invoice, sign);
  if (lines.length === 0) throw new UblAmountMismatch('Dokumentet har ingen linjer');
  const breakdown = breakdownOf(invoice, lines, sign);
  const lineTotal = lines.reduce((sum, line) => sum + line.net, 0);
  const taxTotal = breakdown.reduce((sum, row) => sum + row.tax, 0);
  const rounding = sign * invoice.rounding;
  const amounts = { lines, breakdown, lineTotal, taxExclusive: lineTotal, taxTotal, taxInclusive: lineTotal + taxTotal, rounding, payable: lineTotal + taxTotal + rounding };
  const failures = peppolAmountFailures(amounts);
  if (failures.length > 0) throw new UblAmountMismatch(failures.map((failure) => `${failure.rule}: ${failure.detail}`).join('; '));
  const stored = { ex: sign * invoice.amountExTax, tax: sign * invoice.taxAmount, inc: sign * invoice.amountIncTax };
  if (lineTotal !== stored.ex || taxTotal !== stored.tax || amounts.payable !== stored.inc) {
    throw new UblAmountMismatch(
      `Linjene gir ${ublAmount(lineTotal)} + mva ${ublAmount(taxTotal)} + øreavrunding ${ublAmount(rounding)} = ${ublAmount(amounts.payable)}; ` +
        `fakturaen har ${ublAmount(stored.ex)} + ${ublAmount(stored.tax)} = ${ublAmount(stored.inc)}`,
    );
  }
  return amounts;
}

function lineAllowances(line: UblLine): string {
  return line.allowances
    .map(
      (allowance) =>
        '<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator>' +
        `<cbc:AllowanceChargeReasonCode>${DISCOUNT_REASON.code}</cbc:AllowanceChargeReasonCode><cbc:AllowanceChargeReason>${DISCOUNT_REASON.text}</cbc:AllowanceChargeReason>` +
        (allowance.percent === null ? '' : `<cbc:MultiplierFactorNumeric>${percentText(allowance.percent)}</cbc:MultiplierFactorNumeric>`) +
        money('Amount', allowance.amount) +
        (allowance.base === null ? '' : money('BaseAmount', allowance.base)) +
        '</cac:AllowanceCharge>',
    )
    .join('');
}

/** The PEPPOL BIS 3 invoice or credit note of `invoice`, as UTF-8 XML. */
export function peppolUbl(invoice: InvoiceDocument, parties: UblParties): string {
  const isInvoice = invoice.type === 'INVOICE';
  const root = isInvoice ? 'Invoice' : 'CreditNote';
  const totals = ublTotals(invoice);
  const vatBound = invoice.sender.vatBound;
  const supplierOrgNo = invoice.sender.orgNo;
  const vatIdentifier = (orgNo: string) =>
    `<cac:PartyTaxScheme><cbc:CompanyID>NO${orgNo}MVA</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`;
  const lineTag = isInvoice ? 'InvoiceLine' : 'CreditNoteLine';
  const quantityTag = isInvoice ? 'InvoicedQuantity' : 'CreditedQuantity';

  const supplier =
    '<cac:AccountingSupplierParty><cac:Party>' +
    `<cbc:EndpointID schemeID="${NORWEGIAN_ORG_NO_SCHEME}">${supplierOrgNo}</cbc:EndpointID>` +
    `<cac:PartyName><cbc:Name>${escape(invoice.sender.name)}</cbc:Name></cac:PartyName>` +
    address(parties.supplierAddress) +
    // BT-31 seller VAT identifier (bokføringsforskriften § 5-1-2); NO-R-002 / foretaksregisterloven § 10-2 only for a
    // seller the company register has in Foretaksregisteret.
    (vatBound ? vatIdentifier(supplierOrgNo) : '') +
    (invoice.sender.inBusinessRegister ? `<cac:PartyTaxScheme><cbc:CompanyID>${FORETAKSREGISTERET}</cbc:CompanyID><cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : '') +
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
    // BT-48 buyer VAT identifier, for a buyer in the VAT register; never on a seller's invoice without VAT (BR-O-02).
    (vatBound && invoice.recipient.vatRegistered && parties.customerAddress.countryCode === 'NO' ? vatIdentifier(parties.customerOrgNo) : '') +
    `<cac:PartyLegalEntity><cbc:RegistrationName>${escape(invoice.recipient.name)}</cbc:RegistrationName><cbc:CompanyID schemeID="${NORWEGIAN_ORG_NO_SCHEME}">${parties.customerOrgNo}</cbc:CompanyID></cac:PartyLegalEntity>` +
    '</cac:Party></cac:AccountingCustomerParty>';

  const paymentMeans =
    isInvoice && invoice.sender.accountNumber
      ? '<cac:PaymentMeans><cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>' +
        text('PaymentID', invoice.kid) +
        `<cac:PayeeFinancialAccount><cbc:ID>${invoice.sender.accountNumber}</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>`
      : '';

  // Bokføringsforskriften § 5-1-1 nr. 4: the delivery, a day (BT-72 actual delivery date) or a period (BG-14).
  const { delivery } = invoice;
  const invoicePeriod = delivery.endDate === null ? '' : `<cac:InvoicePeriod><cbc:StartDate>${delivery.date}</cbc:StartDate><cbc:EndDate>${delivery.endDate}</cbc:EndDate></cac:InvoicePeriod>`;
  const deliveryDate = delivery.endDate === null ? `<cac:Delivery><cbc:ActualDeliveryDate>${delivery.date}</cbc:ActualDeliveryDate></cac:Delivery>` : '';

  const taxTotal =
    `<cac:TaxTotal>${money('TaxAmount', totals.taxTotal)}` +
    totals.breakdown
      .map((row) => `<cac:TaxSubtotal>${money('TaxableAmount', row.taxable)}${money('TaxAmount', row.tax)}${taxCategory('TaxCategory', row.category, row.percent)}</cac:TaxSubtotal>`)
      .join('') +
    '</cac:TaxTotal>';

  const monetaryTotal =
    '<cac:LegalMonetaryTotal>' +
    money('LineExtensionAmount', totals.lineTotal) +
    money('TaxExclusiveAmount', totals.taxExclusive) +
    money('TaxInclusiveAmount', totals.taxInclusive) +
    (totals.rounding !== 0 ? money('PayableRoundingAmount', totals.rounding) : '') +
    money('PayableAmount', totals.payable) +
    '</cac:LegalMonetaryTotal>';

  const lines = totals.lines
    .map(
      (line, index) =>
        `<cac:${lineTag}><cbc:ID>${index + 1}</cbc:ID>` +
        `<cbc:${quantityTag} unitCode="${line.unitCode}">${quantityText(line.quantity)}</cbc:${quantityTag}>` +
        money('LineExtensionAmount', line.net) +
        lineAllowances(line) +
        `<cac:Item><cbc:Name>${escape(line.name.slice(0, 200))}</cbc:Name>${taxCategory('ClassifiedTaxCategory', line.category, line.percent)}</cac:Item>` +
        `<cac:Price><cbc:PriceAmount currencyID="NOK">${line.priceText}</cbc:PriceAmount></cac:Price>` +
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
    invoicePeriod +
    (invoice.refInvoiceNr === null ? '' : `<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${invoice.refInvoiceNr}</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>`) +
    supplier +
    customer +
    deliveryDate +
    paymentMeans +
    taxTotal +
    monetaryTotal +
    lines +
    `</${root}>`
  );
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidOrgNumber } from '../../src/domain/identifiers/orgNumber';
import { EHF_CREDIT_NOTE, EHF_INVOICE, EHF_INVOICE_VAT_PER_LINE, EHF_INVOICE_WITHOUT_VAT, EHF_PARTIES } from '../../tests/fixtures/ehfDocuments';
import { peppolUbl, ublAmount, UblAmountMismatch } from './peppolUbl';

/**
 * The EHF documents against PEPPOL BIS Billing 3.0: the UBL 2.1 element order of what we write, the
 * mandatory elements of the business rules (BR-01 … BR-16, BR-CO-*, PEPPOL-EN16931-R003, the Norwegian
 * 0192 endpoints), and totals that add up to the øre. The checker is first run on the official examples
 * in /work/shared/standards, so it is known to accept what PEPPOL accepts.
 */

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const STANDARDS = '/work/shared/standards/peppol-bis-billing-3';

/** The UBL 2.1 sequence of the root's children we may write (a subset of the schema's, in its order). */
const ROOT_ORDER: Record<'Invoice' | 'CreditNote', readonly string[]> = {
  Invoice: [
    'UBLExtensions', 'UBLVersionID', 'CustomizationID', 'ProfileID', 'ProfileExecutionID', 'ID', 'CopyIndicator', 'UUID', 'IssueDate', 'IssueTime',
    'DueDate', 'InvoiceTypeCode', 'Note', 'TaxPointDate', 'DocumentCurrencyCode', 'TaxCurrencyCode', 'PricingCurrencyCode', 'PaymentCurrencyCode',
    'PaymentAlternativeCurrencyCode', 'AccountingCostCode', 'AccountingCost', 'LineCountNumeric', 'BuyerReference', 'InvoicePeriod', 'OrderReference',
    'BillingReference', 'DespatchDocumentReference', 'ReceiptDocumentReference', 'StatementDocumentReference', 'OriginatorDocumentReference',
    'ContractDocumentReference', 'AdditionalDocumentReference', 'ProjectReference', 'Signature', 'AccountingSupplierParty', 'AccountingCustomerParty',
    'PayeeParty', 'BuyerCustomerParty', 'SellerSupplierParty', 'TaxRepresentativeParty', 'Delivery', 'DeliveryTerms', 'PaymentMeans', 'PaymentTerms',
    'PrepaidPayment', 'AllowanceCharge', 'TaxExchangeRate', 'PricingExchangeRate', 'PaymentExchangeRate', 'PaymentAlternativeExchangeRate', 'TaxTotal',
    'WithholdingTaxTotal', 'LegalMonetaryTotal', 'InvoiceLine',
  ],
  CreditNote: [
    'UBLExtensions', 'UBLVersionID', 'CustomizationID', 'ProfileID', 'ProfileExecutionID', 'ID', 'CopyIndicator', 'UUID', 'IssueDate', 'IssueTime',
    'TaxPointDate', 'CreditNoteTypeCode', 'Note', 'DocumentCurrencyCode', 'TaxCurrencyCode', 'PricingCurrencyCode', 'PaymentCurrencyCode',
    'PaymentAlternativeCurrencyCode', 'AccountingCostCode', 'AccountingCost', 'LineCountNumeric', 'BuyerReference', 'InvoicePeriod',
    'DiscrepancyResponse', 'OrderReference', 'BillingReference', 'DespatchDocumentReference', 'ReceiptDocumentReference', 'ContractDocumentReference',
    'AdditionalDocumentReference', 'StatementDocumentReference', 'OriginatorDocumentReference', 'ProjectReference', 'Signature',
    'AccountingSupplierParty', 'AccountingCustomerParty', 'PayeeParty', 'BuyerCustomerParty', 'SellerSupplierParty', 'TaxRepresentativeParty',
    'Delivery', 'DeliveryTerms', 'PaymentMeans', 'PaymentTerms', 'TaxExchangeRate', 'PricingExchangeRate', 'PaymentExchangeRate',
    'PaymentAlternativeExchangeRate', 'AllowanceCharge', 'TaxTotal', 'LegalMonetaryTotal', 'CreditNoteLine',
  ],
};
const PARTY_ORDER = ['EndpointID', 'PartyIdentification', 'PartyName', 'PostalAddress', 'PartyTaxScheme', 'PartyLegalEntity', 'Contact'];
const ADDRESS_ORDER = ['StreetName', 'AdditionalStreetName', 'CityName', 'PostalZone', 'CountrySubentity', 'AddressLine', 'Country'];
const LINE_ORDER = ['ID', 'Note', 'InvoicedQuantity', 'CreditedQuantity', 'LineExtensionAmount', 'AccountingCost', 'InvoicePeriod', 'OrderLineReference', 'DocumentReference', 'AllowanceCharge', 'Item', 'Price'];
const TOTAL_ORDER = ['LineExtensionAmount', 'TaxExclusiveAmount', 'TaxInclusiveAmount', 'AllowanceTotalAmount', 'ChargeTotalAmount', 'PrepaidAmount', 'PayableRoundingAmount', 'PayableAmount'];

const children = (element: Element) => [...element.children];
const child = (element: Element, ns: string, name: string) => children(element).find((c) => c.namespaceURI === ns && c.localName === name);
const all = (element: Element, ns: string, name: string) => children(element).filter((c) => c.namespaceURI === ns && c.localName === name);
const textOf = (element: Element | undefined) => element?.textContent?.trim() ?? '';
/** An amount as øre, exactly (no floating point). */
const ore = (element: Element | undefined) => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(textOf(element));
  if (!match) throw new Error(`not a UBL amount with at most 2 decimals: '${textOf(element)}'`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0')));
};

function inOrder(element: Element, order: readonly string[], where: string): string[] {
  const names = children(element).map((c) => c.localName);
  const unknown = names.filter((n) => !order.includes(n));
  const positions = names.filter((n) => order.includes(n)).map((n) => order.indexOf(n));
  const problems = unknown.map((n) => `${where}: ${n} is not in the UBL sequence we check`);
  for (let i = 1; i < positions.length; i++) if (positions[i]! < positions[i - 1]!) problems.push(`${where}: ${names[i]} out of UBL order`);
  return problems;
}

// jsdom (already here for the SPA's tests) parses the XML with namespaces; it ships no types, hence the named import.
const JSDOM_MODULE = 'jsdom';
const { JSDOM } = (await import(JSDOM_MODULE)) as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };

/** The problems of a PEPPOL BIS 3 document, as far as these checks go; [] when none. */
function peppolProblems(xml: string): string[] {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length) return ['not well-formed XML'];
  const root = document.documentElement;
  const kind = root.localName as 'Invoice' | 'CreditNote';
  if (!['Invoice', 'CreditNote'].includes(kind) || root.namespaceURI !== `urn:oasis:names:specification:ubl:schema:xsd:${kind}-2`) return ['not a UBL invoice or credit note'];
  const problems = inOrder(root, ROOT_ORDER[kind], kind);
  const need = (ok: boolean, rule: string) => {
    if (!ok) problems.push(rule);
  };
  need(textOf(child(root, CBC, 'CustomizationID')) === 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0', 'BR-01 CustomizationID of BIS 3');
  need(textOf(child(root, CBC, 'ProfileID')).startsWith('urn:fdc:peppol.eu:2017:poacc:billing:'), 'PEPPOL-EN16931-R001 ProfileID');
  need(textOf(child(root, CBC, 'ID')) !== '', 'BR-02 invoice number');
  need(/^\d{4}-\d{2}-\d{2}$/.test(textOf(child(root, CBC, 'IssueDate'))), 'BR-03 issue date');
  need(['380', '381', '383', '384', '386', '393', '395', '575', '623', '780', '396'].includes(textOf(child(root, CBC, kind === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode'))), 'BR-04 type code');
  need(textOf(child(root, CBC, 'DocumentCurrencyCode')) !== '', 'BR-05 currency');
  need(textOf(child(root, CBC, 'BuyerReference')) !== '' || child(root, CAC, 'OrderReference') !== undefined, 'PEPPOL-EN16931-R003 buyer or order reference');
  for (const side of ['AccountingSupplierParty', 'AccountingCustomerParty']) {
    const party = child(child(root, CAC, side) ?? root, CAC, 'Party');
    if (!party) {
      problems.push(`${side} missing`);
      continue;
    }
    problems.push(...inOrder(party, PARTY_ORDER, side));
    const endpoint = child(party, CBC, 'EndpointID');
    need(endpoint !== undefined && endpoint.getAttribute('schemeID') !== null, `PEPPOL-EN16931-R020/R010 ${side} electronic address with scheme`);
    if (endpoint?.getAttribute('schemeID') === '0192') need(isValidOrgNumber(textOf(endpoint)), `PEPPOL-COMMON-R043 ${side} 0192 org no (MOD11)`);
    const legal = child(party, CAC, 'PartyLegalEntity');
    need(textOf(child(legal ?? party, CBC, 'RegistrationName')) !== '', `BR-06/BR-07 ${side} name`);
    const address = child(party, CAC, 'PostalAddress');
    need(address !== undefined && textOf(child(child(address, CAC, 'Country') ?? address, CBC, 'IdentificationCode')) !== '', `BR-09/BR-11 ${side} country`);
    if (address) problems.push(...inOrder(address, ADDRESS_ORDER, `${side} address`));
  }
  const totals = child(root, CAC, 'LegalMonetaryTotal');
  if (!totals) return [...problems, 'BR-12..BR-15 LegalMonetaryTotal missing'];
  problems.push(...inOrder(totals, TOTAL_ORDER, 'LegalMonetaryTotal'));
  const lineTag = kind === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  const lines = all(root, CAC, lineTag);
  need(lines.length > 0, 'BR-16 at least one line');
  let lineSum = 0;
  for (const line of lines) {
    problems.push(...inOrder(line, LINE_ORDER, lineTag));
    need(textOf(child(line, CBC, 'ID')) !== '', 'BR-21 line id');
    need(child(line, CBC, kind === 'Invoice' ? 'InvoicedQuantity' : 'CreditedQuantity')?.getAttribute('unitCode') != null, 'BR-22/BR-23 quantity and unit');
    const item = child(line, CAC, 'Item');
    need(textOf(child(item ?? line, CBC, 'Name')) !== '', 'BR-25 item name');
    need(child(item ?? line, CAC, 'ClassifiedTaxCategory') !== undefined, 'BR-CO-04 line VAT category');
    need(child(child(line, CAC, 'Price') ?? line, CBC, 'PriceAmount') !== undefined, 'BR-26 item net price');
    lineSum += ore(child(line, CBC, 'LineExtensionAmount'));
  }
  const taxTotals = all(root, CAC, 'TaxTotal').filter((t) => all(t, CAC, 'TaxSubtotal').length > 0);
  need(taxTotals.length === 1, 'BR-CO-18 one VAT breakdown');
  const taxTotal = taxTotals[0];
  const subtotals = taxTotal ? all(taxTotal, CAC, 'TaxSubtotal') : [];
  const taxSum = subtotals.reduce((sum, s) => sum + ore(child(s, CBC, 'TaxAmount')), 0);
  for (const subtotal of subtotals) {
    const percent = Number(textOf(child(child(subtotal, CAC, 'TaxCategory') ?? subtotal, CBC, 'Percent')) || '0');
    const taxable = ore(child(subtotal, CBC, 'TaxableAmount'));
    // BR-S-09 / BR-CO-17: the VAT of a category is its taxable amount times its rate, within one currency unit.
    need(Math.abs(Math.abs(ore(child(subtotal, CBC, 'TaxAmount'))) - Math.round((Math.abs(taxable) * percent) / 100)) < 100, `BR-S-09 VAT of ${percent} %`);
  }
  const amount = (name: string) => ore(child(totals, CBC, name));
  need(amount('LineExtensionAmount') === lineSum, 'BR-CO-10 sum of line amounts');
  const allowances = child(totals, CBC, 'AllowanceTotalAmount') ? amount('AllowanceTotalAmount') : 0;
  const charges = child(totals, CBC, 'ChargeTotalAmount') ? amount('ChargeTotalAmount') : 0;
  need(amount('TaxExclusiveAmount') === amount('LineExtensionAmount') - allowances + charges, 'BR-CO-13 total without VAT');
  need(taxTotal !== undefined && ore(child(taxTotal, CBC, 'TaxAmount')) === taxSum, 'BR-CO-14 VAT total is the sum of the breakdown');
  need(amount('TaxInclusiveAmount') === amount('TaxExclusiveAmount') + taxSum, 'BR-CO-15 total with VAT');
  const rounding = child(totals, CBC, 'PayableRoundingAmount') ? amount('PayableRoundingAmount') : 0;
  const prepaid = child(totals, CBC, 'PrepaidAmount') ? amount('PrepaidAmount') : 0;
  need(amount('PayableAmount') === amount('TaxInclusiveAmount') - prepaid + rounding, 'BR-CO-16 amount due');
  return problems;
}

const invoice = EHF_INVOICE;
const parties = EHF_PARTIES;

describe('PEPPOL BIS 3 checks (the checker itself)', () => {
  it('accepts the official examples, the Norwegian one and a credit note included', () => {
    for (const file of ['base-example.xml', 'Norwegian-example-1.xml', 'base-creditnote-correction.xml', 'vat-category-Z.xml']) {
      const problems = peppolProblems(fs.readFileSync(path.join(STANDARDS, file), 'utf8'))
        // The examples use elements we never write; the checks of what we write still run on them.
        .filter((p) => !p.includes('is not in the UBL sequence we check'));
      expect(problems, file).toEqual([]);
    }
  });

  it('finds a wrong total, a missing element and a wrong order', () => {
    const good = peppolUbl(invoice, parties);
    expect(peppolProblems(good.replace('<cbc:PayableAmount currencyID="NOK">19459.68</cbc:PayableAmount>', '<cbc:PayableAmount currencyID="NOK">19459.69</cbc:PayableAmount>'))).toContain('BR-CO-16 amount due');
    expect(peppolProblems(good.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, ''))).toContain('PEPPOL-EN16931-R003 buyer or order reference');
    expect(peppolProblems(good.replace('<cbc:DocumentCurrencyCode>NOK</cbc:DocumentCurrencyCode>', '')).join()).toContain('BR-05');
    const swapped = good.replace(/(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(<cbc:DueDate>[^<]*<\/cbc:DueDate>)/, '$2$1');
    expect(peppolProblems(swapped).join()).toContain('out of UBL order');
  });
});

describe('EHF documents (peppolUbl)', () => {
  it('writes an invoice that passes the checks, with totals to the øre and the Norwegian identifiers', () => {
    const xml = peppolUbl(invoice, parties);
    expect(peppolProblems(xml)).toEqual([]);
    expect(xml).toContain('<cbc:PayableAmount currencyID="NOK">19459.68</cbc:PayableAmount>');
    expect(xml).toContain('<cbc:CompanyID>NO923609016MVA</cbc:CompanyID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0192">974760673</cbc:EndpointID>');
    expect(xml).toContain('<cbc:PaymentID>0010023400017</cbc:PaymentID>');
    expect(xml).toContain('Levering november &amp; desember &lt;ekstra&gt;');
    expect(xml).toContain('<cbc:PriceAmount currencyID="NOK">111.11</cbc:PriceAmount>');
    // The buyer's VAT identifier, and the seller's Foretaksregisteret (it is registered there).
    expect(xml).toContain('<cbc:CompanyID>NO974760673MVA</cbc:CompanyID>');
    expect(xml.match(/<cbc:CompanyID>Foretaksregisteret<\/cbc:CompanyID>/g)).toHaveLength(1);
    // The delivery date (bokføringsforskriften § 5-1-1 nr. 4), and units by UN/ECE rec. 20.
    expect(xml).toContain('<cac:Delivery><cbc:ActualDeliveryDate>2026-11-18</cbc:ActualDeliveryDate></cac:Delivery>');
    expect(xml).not.toContain('InvoicePeriod');
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="HUR">8</cbc:InvoicedQuantity>');
  });

  it('writes a line discount as an allowance on the line, at the agreed unit price', () => {
    const xml = peppolUbl(invoice, parties);
    const line = /<cac:InvoiceLine><cbc:ID>3<\/cbc:ID>.*?<\/cac:InvoiceLine>/.exec(xml)![0];
    expect(line).toContain('<cbc:InvoicedQuantity unitCode="HUR">7.5</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="NOK">5261.08</cbc:LineExtensionAmount>');
    expect(line).toContain(
      '<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>' +
        '<cbc:AllowanceChargeReason>Rabatt</cbc:AllowanceChargeReason><cbc:MultiplierFactorNumeric>10</cbc:MultiplierFactorNumeric>' +
        '<cbc:Amount currencyID="NOK">584.57</cbc:Amount><cbc:BaseAmount currencyID="NOK">5845.65</cbc:BaseAmount></cac:AllowanceCharge>',
    );
    expect(line).toContain('<cbc:PriceAmount currencyID="NOK">779.42</cbc:PriceAmount>');
  });

  it('keeps the VAT of an invoice issued with VAT rounded per line, which PEPPOL accepts (within one unit)', () => {
    const xml = peppolUbl(EHF_INVOICE_VAT_PER_LINE, parties);
    expect(peppolProblems(xml)).toEqual([]);
    expect(xml).toContain('<cac:TaxSubtotal><cbc:TaxableAmount currencyID="NOK">0.06</cbc:TaxableAmount><cbc:TaxAmount currencyID="NOK">0.03</cbc:TaxAmount>');
    // One krone off is beyond PEPPOL's tolerance: refused.
    const beyond = { ...EHF_INVOICE_VAT_PER_LINE, vat: [{ taxPercent: 25, amountExTax: 6, taxAmount: 102, amountIncTax: 108 }], taxAmount: 102, amountIncTax: 108 };
    expect(() => peppolUbl(beyond, parties)).toThrow(/BR-S-09/);
  });

  it('writes a credit note with positive amounts and the credited invoice, and carries rounding', () => {
    const credit = EHF_CREDIT_NOTE;
    const xml = peppolUbl(credit, parties);
    expect(peppolProblems(xml)).toEqual([]);
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    expect(xml).toContain('<cac:InvoiceDocumentReference><cbc:ID>100234</cbc:ID></cac:InvoiceDocumentReference>');
    expect(xml).toContain('<cbc:PayableRoundingAmount currencyID="NOK">-0.35</cbc:PayableRoundingAmount>');
    expect(xml).toContain('<cbc:PayableAmount currencyID="NOK">6576.00</cbc:PayableAmount>');
    // The credited line as the invoice had it: 7,5 at 779,42 less 10 %, with positive amounts.
    expect(xml).toContain('<cbc:CreditedQuantity unitCode="HUR">7.5</cbc:CreditedQuantity><cbc:LineExtensionAmount currencyID="NOK">5261.08</cbc:LineExtensionAmount>');
    expect(xml).toContain('<cbc:Amount currencyID="NOK">584.57</cbc:Amount>');
  });

  it('invoices per VAT row when the invoice has no product lines, and as O without VAT for a client not VAT registered', () => {
    const fromSummary = peppolUbl(
      { ...invoice, lines: [] },
      parties,
    );
    expect(peppolProblems(fromSummary)).toEqual([]);
    // Its buyer is in the VAT register, but an invoice without VAT names no VAT identifier at all (BR-O-02).
    const exempt = peppolUbl(EHF_INVOICE_WITHOUT_VAT, parties);
    expect(peppolProblems(exempt)).toEqual([]);
    expect(exempt).not.toContain('MVA</cbc:CompanyID>');
    expect(exempt).toContain('<cbc:ID>O</cbc:ID>');
    // A sole proprietorship not in Foretaksregisteret does not say it is; a delivery period is the invoice period.
    expect(exempt).not.toContain('Foretaksregisteret');
    expect(exempt).toContain('<cac:InvoicePeriod><cbc:StartDate>2026-11-01</cbc:StartDate><cbc:EndDate>2026-11-30</cbc:EndDate></cac:InvoicePeriod>');
    expect(exempt).not.toContain('ActualDeliveryDate');
  });

  it('refuses an invoice whose stored amounts do not add up to its lines, rather than send it wrong', () => {
    expect(() => peppolUbl({ ...invoice, amountExTax: invoice.amountExTax + 1 }, parties)).toThrow(UblAmountMismatch);
    expect(() => peppolUbl({ ...invoice, taxAmount: invoice.taxAmount - 1 }, parties)).toThrow(UblAmountMismatch);
    // A 25 % row whose base is a krone off its lines (BR-S-08).
    const offBase = { ...invoice, vat: [{ ...invoice.vat[0]!, amountExTax: invoice.vat[0]!.amountExTax + 100 }, invoice.vat[1]!] };
    expect(() => peppolUbl(offBase, parties)).toThrow(/BR-S-08/);
  });

  it('writes a line whose stored price does not give its amount at the price its amount gives', () => {
    const imported = { ...invoice, lines: invoice.lines.map((line, i) => (i === 2 ? { ...line, unitPrice: 12_000 } : line)) };
    const xml = peppolUbl(imported, parties);
    expect(peppolProblems(xml)).toEqual([]);
    expect(xml).toContain('<cbc:InvoicedQuantity unitCode="EA">3</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="NOK">333.33</cbc:LineExtensionAmount>');
    expect(xml).toContain('<cbc:PriceAmount currencyID="NOK">111.11</cbc:PriceAmount>');
  });

  it('writes øre as UBL amounts exactly', () => {
    expect([0, 5, -5, 100, 123456, -123456].map(ublAmount)).toEqual(['0.00', '0.05', '-0.05', '1.00', '1234.56', '-1234.56']);
  });
});

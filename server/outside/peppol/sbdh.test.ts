import fs from 'node:fs';
import path from 'node:path';
import { Schema } from 'node-schematron';
import { describe, expect, it } from 'vitest';
import { EHF_CREDIT_NOTE, EHF_INVOICE, EHF_INVOICE_WITHOUT_VAT, EHF_PARTIES } from '../../../tests/fixtures/ehfDocuments';
import { peppolUbl } from '../../dispatch/peppolUbl';
import { parseXml } from '../xmlTree';
import { BIS_BILLING } from './identifiers';
import { readInvoiceResponse, readSbdh, wrapInSbdh } from './sbdh';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/outside/peppol');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const INSTANCE = '4b1f0a52-2f0e-4d8a-9c1e-2b8f8a6f1c11';
const documents = {
  invoice: peppolUbl(EHF_INVOICE, EHF_PARTIES),
  'credit note': peppolUbl(EHF_CREDIT_NOTE, EHF_PARTIES),
  'invoice of a client not VAT registered': peppolUbl(EHF_INVOICE_WITHOUT_VAT, EHF_PARTIES),
};

describe('the SBDH envelope of EHF documents (Peppol Business Message Envelope 2.0)', () => {
  it("reads the specification's own example instance (§3.1)", () => {
    const { envelope, payload } = readSbdh(fixture('sbdh-example.xml'));
    expect(envelope).toEqual({
      sender: '0088:7315458756324',
      receiver: '0088:4562458856624',
      standard: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      typeVersion: '2.1',
      instanceId: '123123',
      type: 'Invoice',
      createdAt: '2019-02-01T15:42:10Z',
      documentType: `busdox-docid-qns::${BIS_BILLING.invoice}`,
      process: `cenbii-procid-ubl::${BIS_BILLING.process}`,
      countryC1: 'BE',
    });
    expect(payload.local).toBe('Invoice');
  });

  it.each(Object.entries(documents))('wraps an %s with the identifiers of the UBL it carries', (_name, ubl) => {
    const sbdh = wrapInSbdh(ubl, { instanceId: INSTANCE, createdAt: new Date('2026-11-28T09:30:00.123Z'), countryC1: 'NO' });
    const { envelope, payload } = readSbdh(sbdh);
    const isCreditNote = payload.local === 'CreditNote';
    expect(envelope).toEqual({
      sender: `0192:${EHF_INVOICE.sender.orgNo}`,
      receiver: `0192:${EHF_PARTIES.customerOrgNo}`,
      standard: `urn:oasis:names:specification:ubl:schema:xsd:${isCreditNote ? 'CreditNote' : 'Invoice'}-2`,
      typeVersion: '2.1',
      instanceId: INSTANCE,
      type: isCreditNote ? 'CreditNote' : 'Invoice',
      createdAt: '2026-11-28T09:30:00Z',
      documentType: `busdox-docid-qns::${isCreditNote ? BIS_BILLING.creditNote : BIS_BILLING.invoice}`,
      process: `cenbii-procid-ubl::${BIS_BILLING.process}`,
      countryC1: 'NO',
    });
    // The payload is the UBL unchanged (its declaration aside).
    expect(sbdh).toContain(ubl.replace(/^<\?xml[^>]*\?>\s*/, ''));
    // Same structure as the specification's example: the header's elements in its order.
    const header = parseXml(sbdh).children[0]!;
    expect(header.children.map((c) => c.local)).toEqual(parseXml(fixture('sbdh-example.xml')).children[0]!.children.map((c) => c.local));
  });

  it("passes the BIS Billing 3.0.21 envelope rules (BR-SBDH-1/-2), which fail an envelope that names another receiver", () => {
    const rules = Schema.fromString(fixture('PeppolBIS-Envelope-Rules.sch'));
    for (const ubl of Object.values(documents)) {
      const sbdh = wrapInSbdh(ubl, { instanceId: INSTANCE, createdAt: new Date(), countryC1: 'NO' });
      const results = rules.validateString(sbdh, { debug: true });
      expect(results.filter((r) => !r.isReport).map((r) => r.assertId)).toEqual([]);
      const wrongReceiver = sbdh.replace(`<Receiver><Identifier Authority="iso6523-actorid-upis">0192:${EHF_PARTIES.customerOrgNo}`, '<Receiver><Identifier Authority="iso6523-actorid-upis">0192:999999999');
      expect(rules.validateString(wrongReceiver).filter((r) => !r.isReport).map((r) => r.assertId)).toEqual(['BR-SBDH-1']);
    }
  }, 120_000);

  it('refuses to wrap what is not a BIS invoice or credit note, and a country that is not ISO 3166 alpha-2', () => {
    expect(() => wrapInSbdh('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>', { instanceId: INSTANCE, createdAt: new Date(), countryC1: 'NO' })).toThrow(/not a UBL invoice/);
    expect(() => wrapInSbdh(documents.invoice, { instanceId: INSTANCE, createdAt: new Date(), countryC1: 'Norge' })).toThrow(/COUNTRY_C1/);
  });
});

describe('BIS Invoice Response 3 (the official use-case examples)', () => {
  it('reads a rejection with its reason, an acceptance and an in-process status', () => {
    const rejected = readInvoiceResponse(parseXml(fixture('T111-uc004a-invoice-is-rejected.xml')));
    expect(rejected).toMatchObject({
      responseCode: 'RE',
      documentId: 'inv021',
      documentTypeCode: '380',
      senderEndpoint: '0196:6963495890',
      receiverEndpoint: '0196:6841569459',
      statusReasons: [{ code: 'REF', text: 'A textual explanation for why the invoice is being rejected. E.g. PO reference is missing.' }],
    });
    expect(readInvoiceResponse(parseXml(fixture('T111-uc003-invoice-is-accepted.xml'))).responseCode).toBe('AP');
    expect(readInvoiceResponse(parseXml(fixture('T111-uc001-invoice-in-process.xml'))).responseCode).toBe('IP');
  });
});

import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { decimalAmount, writePain001, type CreditTransferInitiation } from './pain001';

const schema = readFileSync(new URL('../../../tests/fixtures/iso20022/pain.001.001.03.xsd', import.meta.url), 'utf8');

const transfer: CreditTransferInitiation = {
  messageId: 'RETUR-2026-11-28-1', createdAt: '2026-11-28T10:15:00', initiatingParty: 'NorLink <Inkasso & Faktura>',
  debtorName: 'Fjord Regnskap AS', debtorAccount: '12345678903', debtorBic: 'DNBANOKK', executionDate: '2026-11-30',
  payments: [
    { endToEndId: 'UNMATCHED-17', amount: 123456, creditorName: 'Kari Nordmann', creditorAccount: '98765432106', text: 'Tilbakebetaling av innbetaling uten treff 20.11.2026' },
    { endToEndId: 'UNMATCHED-18', amount: 5, creditorName: 'Ærlig Øl AS', creditorAccount: '11112222333', text: 'x'.repeat(200) },
  ],
};

describe('pain.001.001.03 for the bank', () => {
  it('validates against the ISO 20022 schema', async () => {
    const result = await validateXML({ xml: [{ fileName: 'retur.xml', contents: writePain001(transfer) }], schema: [{ fileName: 'pain.001.001.03.xsd', contents: schema }] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('a document the schema refuses is caught by the same validation (the test can fail)', async () => {
    const broken = writePain001(transfer).replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>XXX</PmtMtd>');
    const result = await validateXML({ xml: [{ fileName: 'retur.xml', contents: broken }], schema: [{ fileName: 'pain.001.001.03.xsd', contents: schema }] });
    expect(result.valid).toBe(false);
  });

  it('carries the amounts, their sum and the accounts as BBAN; text escaped and cut to 140', () => {
    const xml = writePain001({ ...transfer, debtorBic: null });
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>1234.61</CtrlSum>');
    expect(xml).toContain('<InstdAmt Ccy="NOK">1234.56</InstdAmt>');
    expect(xml).toContain('<Othr><Id>98765432106</Id><SchmeNm><Cd>BBAN</Cd></SchmeNm></Othr>');
    expect(xml).toContain('NorLink &lt;Inkasso &amp; Faktura&gt;');
    expect(xml).toContain(`<Ustrd>${'x'.repeat(140)}</Ustrd>`);
    expect(xml).toContain('<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>');
  });

  it('refuses what cannot be paid', () => {
    expect(decimalAmount(1)).toBe('0.01');
    expect(() => decimalAmount(0)).toThrow(RangeError);
    expect(() => writePain001({ ...transfer, payments: [] })).toThrow(RangeError);
    expect(() => writePain001({ ...transfer, debtorAccount: '123' })).toThrow(RangeError);
  });
});

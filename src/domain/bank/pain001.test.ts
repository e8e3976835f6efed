import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { bankText, decimalAmount, writePain001, type CreditTransferInitiation } from './pain001';

/** Our schema of the pain.001.001.03 subset we write (tests/fixtures/iso20022/README.md). */
const schema = readFileSync(new URL('../../../tests/fixtures/iso20022/norlink-pain.001.001.03-subset.xsd', import.meta.url), 'utf8');
const validate = (xml: string) =>
  validateXML({ xml: [{ fileName: 'retur.xml', contents: xml }], schema: [{ fileName: 'norlink-pain.001.001.03-subset.xsd', contents: schema }] });

const transfer: CreditTransferInitiation = {
  messageId: 'RETUR-2026-11-28-1', createdAt: '2026-11-28T10:15:00', initiatingParty: 'NorLink <Inkasso & Faktura>',
  debtorName: 'Fjord Regnskap AS', debtorAccount: '12345678903', debtorBic: 'DNBANOKK', executionDate: '2026-11-30',
  payments: [
    { endToEndId: 'UNMATCHED-17', amount: 123456, creditorName: 'Kari Nordmann', creditorAccount: '98765432106', text: 'Tilbakebetaling av innbetaling uten treff 20.11.2026' },
    { endToEndId: 'UNMATCHED-18', amount: 5, creditorName: 'Ærlig Øl AS', creditorAccount: '11112222333', text: 'x'.repeat(200) },
  ],
};

describe('pain.001.001.03 for the bank', () => {
  it('validates against our schema of the message and the guide', async () => {
    const result = await validate(writePain001(transfer));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each([
    ['a payment method the guide does not use', (xml: string) => xml.replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>CHK</PmtMtd>')],
    ['an account that is not eleven digits', (xml: string) => xml.replace('<Id>98765432106</Id>', '<Id>9876543210</Id>')],
    ['an amount with three decimals', (xml: string) => xml.replace('1234.56', '1234.567')],
    ['another currency', (xml: string) => xml.replace('Ccy="NOK">1234.56', 'Ccy="SEK">1234.56')],
    ['a character outside the guide’s set', (xml: string) => xml.replace('Kari Nordmann', 'Kari Nordmann!')],
    ['elements out of order', (xml: string) => xml.replace(/<MsgId>(.*?)<\/MsgId><CreDtTm>(.*?)<\/CreDtTm>/, '<CreDtTm>$2</CreDtTm><MsgId>$1</MsgId>')],
    ['a second unstructured remittance text', (xml: string) => xml.replace('</Ustrd>', '</Ustrd><Ustrd>mer</Ustrd>')],
    ['a malformed BIC', (xml: string) => xml.replace('<BIC>DNBANOKK</BIC>', '<BIC>DNBANO1K</BIC>')],
  ])('the schema refuses %s (the validation can fail)', async (_what, spoil) => {
    const result = await validate(spoil(writePain001(transfer)));
    expect(result.valid).toBe(false);
  });

  it('states the number of transactions and their sum in the header and the payment block', () => {
    const xml = writePain001(transfer);
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="NOK">([\d.]+)<\/InstdAmt>/g)].map((m) => Math.round(Number(m[1]) * 100));
    const stated = [...xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>\s*<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((m) => [Number(m[1]), m[2]]);
    expect(stated).toEqual([
      [amounts.length, decimalAmount(amounts.reduce((a, b) => a + b, 0))],
      [amounts.length, decimalAmount(amounts.reduce((a, b) => a + b, 0))],
    ]);
  });

  it('carries the amounts and the accounts as BBAN; texts kept to the guide’s characters, escaped and cut to 140', () => {
    const xml = writePain001({ ...transfer, debtorBic: null });
    expect(xml).toContain('<NbOfTxs>2</NbOfTxs><CtrlSum>1234.61</CtrlSum>');
    expect(xml).toContain('<InstdAmt Ccy="NOK">1234.56</InstdAmt>');
    expect(xml).toContain('<Othr><Id>98765432106</Id><SchmeNm><Cd>BBAN</Cd></SchmeNm></Othr>');
    expect(xml).toContain('<Nm>NorLink Inkasso &amp; Faktura</Nm>');
    expect(xml).toContain(`<Ustrd>${'x'.repeat(140)}</Ustrd>`);
    expect(xml).toContain('<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>');
    expect(writePain001({ ...transfer, debtorBic: 'dnbanokk' })).toContain('<Othr><Id>NOTPROVIDED</Id></Othr>');
  });

  it('bankText keeps Norwegian letters and drops what the bank does not take', () => {
    expect(bankText('Åse  Ærø – «Øl» €5 😀', 70)).toBe('Åse Ærø Øl 5');
    expect(bankText('e\u0301', 5)).toBe('é');
    expect(bankText('   ', 5)).toBe('');
  });

  it('refuses what cannot be paid', () => {
    expect(decimalAmount(1)).toBe('0.01');
    expect(() => decimalAmount(0)).toThrow(RangeError);
    expect(() => writePain001({ ...transfer, payments: [] })).toThrow(RangeError);
    expect(() => writePain001({ ...transfer, debtorAccount: '123' })).toThrow(RangeError);
    expect(() => writePain001({ ...transfer, debtorName: '«»' })).toThrow(RangeError);
  });
});

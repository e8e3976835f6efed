import { describe, expect, it } from 'vitest';
import { camt054File, ENTITY_BOMB, EXTERNAL_ENTITY } from '../../tests/fixtures/camt054';
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
import { chunksOf, readCamt054 } from './camt054Reader';

const read = (text: string | Buffer, chunkSize?: number) => {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (!chunkSize) return readCamt054(chunksOf(bytes));
  const chunks: Buffer[] = [];
  for (let n = 0; n < bytes.length; n += chunkSize) chunks.push(bytes.subarray(n, n + chunkSize));
  return readCamt054(chunks);
};

describe('reading camt.054', () => {
  it('reads each TxDtls as a payment: reference, øre, KID, free-text invoice number, booking date, credit or debit', async () => {
    const file = camt054File(
      [
        { reference: 'A1', amount: 132_700, kid: '0000700001' },
        { reference: 'A2', amount: 99, text: 'Faktura 700002 æøå' },
        { reference: 'A3', amount: 5000, debit: true, bookingDate: '2026-11-19' },
      ],
      { perEntry: 2 },
    );
    // Chunks of 7 bytes split tags, texts and the UTF-8 of æøå: the reader does not care where a chunk ends.
    for (const size of [undefined, 7]) {
      const result = await read(file, size);
      expect(result).toEqual({
        ok: true,
        payments: [
          { position: 0, bankReference: 'A1', amount: 132_700, currency: 'NOK', credit: true, bankDate: '2026-11-20', kid: '0000700001', invoiceNumber: null },
          { position: 1, bankReference: 'A2', amount: 99, currency: 'NOK', credit: true, bankDate: '2026-11-20', kid: null, invoiceNumber: 700002 },
          { position: 2, bankReference: 'A3', amount: 5000, currency: 'NOK', credit: false, bankDate: '2026-11-19', kid: null, invoiceNumber: null },
        ],
      });
    }
  });

  it('takes the entry’s amount and reference for an entry without transaction details', async () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn><Ntfctn>
      <Ntry><Amt Ccy="NOK">10.50000</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><DtTm>2026-11-18T10:00:00</DtTm></BookgDt><AcctSvcrRef>E-9</AcctSvcrRef></Ntry>
      </Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
    expect(await read(xml)).toEqual({
      ok: true,
      payments: [{ position: 0, bankReference: 'E-9', amount: 1050, currency: 'NOK', credit: true, bankDate: '2026-11-18', kid: null, invoiceNumber: null }],
    });
  });

  it('refuses an entity bomb and an external entity at the DOCTYPE, expanding and reading nothing', async () => {
    expect(await read(ENTITY_BOMB)).toEqual({ ok: false, reason: FILE_DOCTYPE_REFUSED });
    expect(await read(EXTERNAL_ENTITY)).toEqual({ ok: false, reason: FILE_DOCTYPE_REFUSED });
  });

  it('refuses what is not a camt.054 file, with its reason', async () => {
    expect(await read('%PDF-1.4 not xml')).toEqual({ ok: false, reason: FILE_NOT_XML });
    expect(await read('')).toEqual({ ok: false, reason: FILE_NOT_XML });
    expect(await read(Buffer.from([0x3c, 0x61, 0xff, 0xfe, 0x3e]))).toEqual({ ok: false, reason: FILE_NOT_UTF8 });
    expect(await read('<?xml version="1.0" encoding="ISO-8859-1"?><a/>')).toEqual({ ok: false, reason: FILE_ENCODING_UNSUPPORTED });
    expect(await read('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt/></Document>')).toEqual({ ok: false, reason: FILE_NOT_CAMT054 });
    expect(await read('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02"><BkToCstmrDbtCdtNtfctn></BkToCstmrDbtCdtNtfctn></Document>')).toEqual({ ok: false, reason: FILE_NO_PAYMENTS });
    const truncated = await read(camt054File([{ reference: 'A', amount: 1 }]).slice(0, -30));
    expect(truncated.ok).toBe(false);
    expect(!truncated.ok && truncated.reason.startsWith(FILE_MALFORMED)).toBe(true);
    const badAmount = await read(camt054File([{ reference: 'A', amount: 1 }]).replace('0.01</Amt></TxAmt>', '0.015</Amt></TxAmt>'));
    expect(!badAmount.ok && badAmount.reason.startsWith(FILE_BAD_AMOUNT)).toBe(true);
  });
});

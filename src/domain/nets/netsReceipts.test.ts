import { describe, expect, it } from 'vitest';
import { rejectionList, transmissionReceiptList } from '../../../tests/support/outside/netsReceiptLists';
import {
  isMandateRejection,
  looksLikeReceiptList,
  readReceiptList,
  RECEIPT_EMPTY,
  RECEIPT_UNKNOWN_COLUMNS,
  receiptBadLine,
  receiptColumnCount,
} from './netsReceipts';

describe('Nets receipt lists (L226, L00202) read back', () => {
  it('L226: each transmission received or rejected, numbers as the fixed-width files give them', () => {
    const text = transmissionReceiptList([
      { dataSender: '12345678', transmissionNumber: '0000042', status: 'Godkjent' },
      { dataSender: '12345678', transmissionNumber: '43', status: 'Avvist', message: 'Feil format; record 3' },
    ]);
    expect(readReceiptList(text)).toEqual({
      ok: true,
      value: {
        kind: 'TRANSMISSIONS',
        receipts: [
          { dataSender: '12345678', transmissionNumber: '0000042', accepted: true, message: null },
          { dataSender: '12345678', transmissionNumber: '0000043', accepted: false, message: 'Feil format; record 3' },
        ],
      },
    });
  });

  it('L00202: rejected claims and warnings, each with its reason; "FBO FINNES IKKE" rejects the mandate', () => {
    const text = rejectionList([
      { dataSender: '12345678', transmissionNumber: '0000042', assignmentNumber: '0000042', transactionNumber: 1, kid: '0001234000010016', amountOre: 10_000, message: 'FBO FINNES IKKE' },
      { dataSender: '12345678', transmissionNumber: '0000042', assignmentNumber: '0000042', transactionNumber: 2, kid: '0001234000010024', amountOre: 250_050, message: 'Betalingstransaksjonen har høyere beløp enn på FBO' },
      { dataSender: '12345678', transmissionNumber: '0000042', assignmentNumber: '0000042', transactionNumber: 3, kid: '0001234000010032', amountOre: 5, severity: 'Advarsel', message: 'FBO FINNES IKKE' },
    ]);
    const read = readReceiptList(text);
    expect(read.ok && read.value.kind).toBe('REJECTIONS');
    const rejections = read.ok && read.value.kind === 'REJECTIONS' ? read.value.rejections : [];
    expect(rejections.map((r) => [r.transactionNumber, r.kid, r.severity, r.message])).toEqual([
      [1, '0001234000010016', 'REJECTED', 'FBO FINNES IKKE'],
      [2, '0001234000010024', 'REJECTED', 'Betalingstransaksjonen har høyere beløp enn på FBO'],
      [3, '0001234000010032', 'WARNING', 'FBO FINNES IKKE'],
    ]);
    expect(rejections.map(isMandateRejection)).toEqual([true, false, false]);
    expect(rejections[0]).toMatchObject({ dataSender: '12345678', transmissionNumber: '0000042', assignmentNumber: '0000042' });
  });

  it('columns are found by their titles in any order; unknown titles, broken lines and bad numbers refuse the list whole', () => {
    expect(readReceiptList('Status;Forsendelses-nr.;DATAAVSENDER\r\nAvvist;7;1\r\n')).toEqual({
      ok: true, value: { kind: 'TRANSMISSIONS', receipts: [{ dataSender: '00000001', transmissionNumber: '0000007', accepted: false, message: null }] },
    });
    expect(readReceiptList('')).toEqual({ ok: false, error: RECEIPT_EMPTY });
    expect(readReceiptList('Dato;Beløp\r\n1;2\r\n')).toEqual({ ok: false, error: RECEIPT_UNKNOWN_COLUMNS });
    expect(readReceiptList('Dataavsender;Forsendelsesnr;Status\r\n1;2\r\n')).toEqual({ ok: false, error: receiptColumnCount(2, 2, 3) });
    expect(readReceiptList('Dataavsender;Forsendelsesnr;Status\r\n1;2;Kanskje\r\n')).toEqual({ ok: false, error: receiptBadLine(2, 'status') });
    expect(readReceiptList('Dataavsender;Forsendelsesnr;Status\r\n1;12345678;OK\r\n')).toEqual({ ok: false, error: receiptBadLine(2, 'forsendelsesnummer') });
    expect(readReceiptList('Dataavsender;Forsendelsesnr;Oppdragsnr;KID;Melding\r\n1;2;3;12a;FBO FINNES IKKE\r\n')).toEqual({ ok: false, error: receiptBadLine(2, 'KID') });
  });

  it('tells a receipt list from a fixed-width Nets file', () => {
    expect(looksLikeReceiptList(transmissionReceiptList([]))).toBe(true);
    expect(looksLikeReceiptList(`NY000010${'0'.repeat(72)}\r\n`)).toBe(false);
  });
});

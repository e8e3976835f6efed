import { describe, expect, it } from 'vitest';
import { EHF_CREDIT_NOTE, EHF_INVOICE } from '../../tests/fixtures/ehfDocuments';
import { invoicePdf, reminderPdf } from './invoicePdf';

/**
 * pdfLayout.ts parses a standard font's metrics once per process and remembers the glyphs and widths of
 * texts; every document after the first borrows them. The first document of this file is pdfkit's own
 * work from scratch: the later ones must be the same bytes.
 */
describe('invoice PDFs with the shared font metrics', () => {
  it('gives the same bytes as the first, unshared document, whatever was written in between', async () => {
    const first = await invoicePdf(EHF_INVOICE);
    const creditNote = await invoicePdf(EHF_CREDIT_NOTE);
    const reminder = await reminderPdf({
      id: 1,
      reminderType: 'REMINDER1',
      createdDate: '2026-12-10',
      dueDate: '2026-12-24',
      kid: EHF_INVOICE.kid,
      invoiceNr: EHF_INVOICE.jourNr,
      invoiceDate: EHF_INVOICE.jourDate,
      invoiceAmount: EHF_INVOICE.amountIncTax,
      restAmount: EHF_INVOICE.amountIncTax,
      fee: 3_500,
      interest: 1_234,
      interestPeriods: [{ from: '2026-11-11', to: '2026-12-10', days: 30, yearDays: 365, principal: EHF_INVOICE.amountIncTax, basisPoints: 1200, interest: 1_234, ruleId: null }],
      interestSources: [{ from: '2026-01-01', basisPoints: 1200, text: 'Kred: satser fra 1. januar 2026', url: null }],
      sum: EHF_INVOICE.amountIncTax + 4_734,
      sender: EHF_INVOICE.sender,
      recipient: EHF_INVOICE.recipient,
      text: { title: 'Purring', body: 'Vi kan ikke se å ha mottatt betaling for fakturaen.' },
    });
    const again = await invoicePdf(EHF_INVOICE);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(again.equals(first)).toBe(true);
    expect(creditNote.equals(first)).toBe(false);
    // Each document names both fonts in its own file.
    for (const pdf of [first, creditNote, reminder, again]) {
      const text = pdf.toString('latin1');
      expect(text).toContain('/BaseFont /Helvetica\n');
      expect(text).toContain('/BaseFont /Helvetica-Bold');
    }
  });

  it('wraps and measures a text the same the second time as the first', async () => {
    const long = { ...EHF_INVOICE, invoiceText: 'Æ ø å '.repeat(40), lines: EHF_INVOICE.lines.map((line) => ({ ...line, text: `${line.text} `.repeat(12) })) };
    const once = await invoicePdf(long);
    const twice = await invoicePdf(long);
    expect(twice.equals(once)).toBe(true);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../dates/isoDate';
import { taxRowFromIncTax } from '../vat/taxRows';
import { validateEntry, type EntryContext, type EntryDraft } from './entryValidation';

const today = '2026-05-13';
const high = { code: 3, percent: 25 };

const invoice: EntryDraft = {
  entryType: 'INVOICE',
  jourNr: 1001,
  refInvoiceNr: null,
  jourDate: today,
  dueDate: addDays(today, 14),
  deliveryDate: null,
  deliveryEndDate: null,
  yourRef: '',
  shipmentType: 'PAPER',
  amountIncTax: 12500,
  rounding: 0,
  taxRows: [taxRowFromIncTax(high, 12500)],
};

const creditNote: EntryDraft = {
  ...invoice,
  entryType: 'CREDITNOTE',
  refInvoiceNr: 1000,
  dueDate: null,
  amountIncTax: -12500,
  taxRows: [taxRowFromIncTax(high, -12500)],
};

const context: EntryContext = { today, clientVatBound: true, journalNumberInUse: false };

const issuesOf = (draft: Partial<EntryDraft>, ctx: Partial<EntryContext> = {}, base: EntryDraft = invoice) =>
  validateEntry({ ...base, ...draft }, { ...context, ...ctx }).issues;

describe('validateEntry', () => {
  it('passes a clean invoice and a clean credit note', () => {
    expect(validateEntry(invoice, context)).toEqual({ issues: [], canSave: true });
    expect(validateEntry(creditNote, context)).toEqual({ issues: [], canSave: true });
  });

  describe('invoice date', () => {
    it('warns when more than 90 days away, not at 90, in either direction', () => {
      const warning = { field: 'jourDate', severity: 'warning', message: 'Dato er mer enn 90 dager unna' };
      const dueLater = (jourDate: string) => ({ jourDate, dueDate: addDays(jourDate, 14) });
      expect(issuesOf(dueLater(addDays(today, 90)))).toEqual([]);
      expect(issuesOf(dueLater(addDays(today, 91)))).toEqual([warning]);
      expect(issuesOf({ jourDate: addDays(today, -90), dueDate: today })).toEqual([]);
      expect(issuesOf({ jourDate: addDays(today, -91), dueDate: today })).toEqual([warning]);
      expect(validateEntry({ ...invoice, ...dueLater(addDays(today, 91)) }, context).canSave).toBe(true);
    });

    it('is required', () => {
      expect(issuesOf({ jourDate: null })).toEqual([{ field: 'jourDate', severity: 'error', message: 'Fakturadato må fylles ut' }]);
    });
  });

  describe('delivery (bokføringsforskriften § 5-1-1 nr. 4)', () => {
    it('is the invoice date when empty, a day or a period otherwise, but a period may not end before it starts', () => {
      const backwards = { field: 'deliveryEndDate', severity: 'error', message: 'Leveringsperioden kan ikke slutte før den begynner' };
      expect(issuesOf({ deliveryDate: addDays(today, -3) })).toEqual([]);
      expect(issuesOf({ deliveryDate: addDays(today, -30), deliveryEndDate: addDays(today, -1) })).toEqual([]);
      expect(issuesOf({ deliveryDate: today, deliveryEndDate: today })).toEqual([]);
      expect(issuesOf({ deliveryDate: today, deliveryEndDate: addDays(today, -1) })).toEqual([backwards]);
      // Without a first day the period starts on the invoice date.
      expect(issuesOf({ deliveryEndDate: addDays(today, 5) })).toEqual([]);
      expect(issuesOf({ deliveryEndDate: addDays(today, -1) })).toEqual([backwards]);
      expect(validateEntry({ ...invoice, deliveryEndDate: addDays(today, -1) }, context).canSave).toBe(false);
    });
  });

  describe('due date', () => {
    it('may equal the invoice date but not precede it', () => {
      expect(issuesOf({ dueDate: today })).toEqual([]);
      const result = validateEntry({ ...invoice, dueDate: addDays(today, -1) }, context);
      expect(result.issues).toEqual([{ field: 'dueDate', severity: 'error', message: 'Forfallsdato kan ikke være før fakturadato' }]);
      expect(result.canSave).toBe(false);
    });

    it('warns when more than 10 days in the past: 10 days is fine, 11 is not', () => {
      const jourDate = addDays(today, -30);
      expect(issuesOf({ jourDate, dueDate: addDays(today, -10) })).toEqual([]);
      expect(issuesOf({ jourDate, dueDate: addDays(today, -11) })).toEqual([
        { field: 'dueDate', severity: 'warning', message: 'Forfallsdato er mer enn 10 dager i fortiden' },
      ]);
    });

    it('can be both before the invoice date and far in the past', () => {
      expect(issuesOf({ jourDate: addDays(today, -5), dueDate: addDays(today, -20) }).map((i) => i.message)).toEqual([
        'Forfallsdato kan ikke være før fakturadato',
        'Forfallsdato er mer enn 10 dager i fortiden',
      ]);
    });

    it('is required for invoices, and checked without an invoice date only for the past rule', () => {
      expect(issuesOf({ dueDate: null })).toEqual([{ field: 'dueDate', severity: 'error', message: 'Forfallsdato må fylles ut' }]);
      expect(issuesOf({ jourDate: null, dueDate: addDays(today, -11) }).map((i) => i.message)).toEqual([
        'Fakturadato må fylles ut',
        'Forfallsdato er mer enn 10 dager i fortiden',
      ]);
    });

    it('is not checked at all on credit notes, where it is disabled', () => {
      expect(issuesOf({ dueDate: addDays(today, -40) }, {}, creditNote)).toEqual([]);
      expect(issuesOf({ dueDate: null }, {}, creditNote)).toEqual([]);
    });
  });

  describe('journal and ref numbers', () => {
    it('warn above 2147483647, not at it', () => {
      expect(issuesOf({ jourNr: 2147483647 })).toEqual([]);
      expect(issuesOf({ jourNr: 2147483648 })).toEqual([
        { field: 'jourNr', severity: 'warning', message: 'Denne verdien støttes ikke i DOS' },
      ]);
      expect(issuesOf({ refInvoiceNr: 2147483647 }, {}, creditNote)).toEqual([]);
      expect(issuesOf({ refInvoiceNr: 2147483648 }, {}, creditNote)).toEqual([
        { field: 'refInvoiceNr', severity: 'warning', message: 'Denne verdien støttes ikke i DOS' },
      ]);
      expect(issuesOf({ jourNr: null })).toEqual([]);
    });

    it('ignore a ref number on an invoice, which has no such field', () => {
      expect(issuesOf({ refInvoiceNr: 2147483648 })).toEqual([]);
    });

    it('block saving when the server says the number is in use', () => {
      const result = validateEntry(invoice, { ...context, journalNumberInUse: true });
      expect(result.issues).toEqual([{ field: 'jourNr', severity: 'error', message: 'Nummeret er allerede i bruk' }]);
      expect(result.canSave).toBe(false);
    });
  });

  describe('shipment', () => {
    it('refuses eFaktura on a credit note', () => {
      expect(issuesOf({ shipmentType: 'EFAKTURA' }, {}, creditNote)).toEqual([
        { field: 'shipmentType', severity: 'error', message: 'Kreditnota kan ikke sendes som eFaktura' },
      ]);
      expect(issuesOf({ shipmentType: 'EFAKTURA' })).toEqual([]);
      expect(issuesOf({ shipmentType: null })).toEqual([]);
    });

    it('requires Deres ref. for EHF', () => {
      expect(issuesOf({ shipmentType: 'EHF', yourRef: ' ' })).toEqual([
        { field: 'yourRef', severity: 'error', message: 'Deres ref. må fylles ut ved EHF-forsendelse' },
      ]);
      expect(issuesOf({ shipmentType: 'EHF', yourRef: 'Fakturamottak' })).toEqual([]);
    });

    it("tells that a client without VAT is sending EHF, without blocking", () => {
      const result = validateEntry({ ...invoice, shipmentType: 'EHF', yourRef: 'Fakturamottak' }, { ...context, clientVatBound: false });
      expect(result.issues).toEqual([{ field: 'shipmentType', severity: 'warning', message: 'Klienten er ikke MVA-pliktig' }]);
      expect(result.canSave).toBe(true);
    });
  });

  describe('amounts', () => {
    it('reds a rounding of 1,00 kr but not 0,99 kr', () => {
      const withRounding = (rounding: number) => ({ rounding, amountIncTax: 12500 + rounding });
      expect(issuesOf(withRounding(99))).toEqual([]);
      expect(issuesOf(withRounding(-99))).toEqual([]);
      expect(issuesOf(withRounding(100))).toEqual([
        { field: 'rounding', severity: 'error', message: 'Øreavrunding kan ikke være mer enn 1 krone' },
      ]);
      expect(issuesOf(withRounding(-100)).map((i) => i.field)).toEqual(['rounding']);
    });

    it('reds a VAT summary that misses the total by one øre', () => {
      expect(issuesOf({ amountIncTax: 12501 })).toEqual([
        { field: 'taxSummary', severity: 'error', message: 'MVA sum stemmer ikke med beløp' },
      ]);
      expect(issuesOf({ amountIncTax: 12501, rounding: 1 })).toEqual([]);
    });
  });

  it('canSave is exactly "no issue is an error"', () => {
    const draft = fc.record({
      jourNr: fc.option(fc.integer({ min: 1, max: 2 ** 32 })),
      jourDate: fc.option(fc.integer({ min: -200, max: 200 }).map((d) => addDays(today, d))),
      dueDate: fc.option(fc.integer({ min: -200, max: 200 }).map((d) => addDays(today, d))),
      shipmentType: fc.constantFrom('PAPER', 'EMAIL', 'EHF', 'EFAKTURA', 'AVTALEGIRO', null),
      yourRef: fc.constantFrom('', 'Ola'),
      rounding: fc.integer({ min: -150, max: 150 }),
      entryType: fc.constantFrom('INVOICE', 'CREDITNOTE'),
    });
    fc.assert(
      fc.property(draft, fc.boolean(), fc.boolean(), (d, vatBound, inUse) => {
        const result = validateEntry({ ...invoice, ...d }, { today, clientVatBound: vatBound, journalNumberInUse: inUse });
        expect(result.canSave).toBe(result.issues.every((issue) => issue.severity === 'warning'));
      }),
    );
  });
});

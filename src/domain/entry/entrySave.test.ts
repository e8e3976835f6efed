import { describe, expect, it } from 'vitest';
import { TAX_CODE_TWICE_MESSAGE, UNKNOWN_TAX_CODE_MESSAGE } from '../vat/amountChange';
import { CLIENT_NOT_VAT_BOUND_MESSAGE, YOUR_REF_REQUIRED_FOR_EHF_MESSAGE } from './ehf';
import { checkEntryForSave, effectiveShipment, entryTaxRows, JOURNAL_NUMBER_NOT_POSITIVE_MESSAGE, TAX_ROW_AMOUNTS_MISMATCH_MESSAGE } from './entrySave';
import { INVOICE_DATE_REQUIRED_MESSAGE, NUMBER_IN_USE_MESSAGE, type EntryDraft } from './entryValidation';

const RATES = [
  { code: 3, percent: 25 },
  { code: 31, percent: 15 },
  { code: 4, percent: 0 },
  { code: 6, percent: 0 },
];

const draft = (changes: Partial<EntryDraft> = {}): EntryDraft => ({
  entryType: 'INVOICE',
  jourNr: 10,
  refInvoiceNr: null,
  jourDate: '2026-11-20',
  dueDate: '2026-12-04',
  deliveryDate: null,
  deliveryEndDate: null,
  yourRef: '',
  shipmentType: 'PAPER',
  amountIncTax: 125_000,
  rounding: 0,
  taxRows: [{ taxCode: 3, taxPercent: 25, amountExTax: 100_000, amountIncTax: 125_000 }],
  ...changes,
});
const context = { today: '2026-11-20', clientVatBound: true, journalNumberInUse: false };

describe('the entry rows the server stores', () => {
  it('takes rows computed either way at their rate, a credit note negative', () => {
    const rows = entryTaxRows([{ taxCode: 3, amountExTax: 100_000, amountIncTax: 125_000 }, { taxCode: 31, amountExTax: 9_661, amountIncTax: 11_110 }], RATES, true, 'CREDITNOTE');
    expect(rows).toEqual({
      ok: true,
      value: [
        { taxCode: 3, taxPercent: 25, amountExTax: -100_000, amountIncTax: -125_000 },
        { taxCode: 31, taxPercent: 15, amountExTax: -9_661, amountIncTax: -11_110 },
      ],
    });
  });

  it('refuses a rate not offered, code 6, a rate twice and amounts that do not belong together', () => {
    const messages = (input: Parameters<typeof entryTaxRows>[0], vatBound = true) => {
      const rows = entryTaxRows(input, RATES, vatBound, 'INVOICE');
      return rows.ok ? [] : rows.error.map((issue) => [issue.field, issue.message]);
    };
    expect(messages([{ taxCode: 3, amountExTax: 100, amountIncTax: 125 }], false)).toEqual([['taxSummary.0.taxCode', CLIENT_NOT_VAT_BOUND_MESSAGE]]);
    expect(messages([{ taxCode: 4, amountExTax: 100, amountIncTax: 100 }], false)).toEqual([]);
    expect(messages([{ taxCode: 6, amountExTax: 100, amountIncTax: 100 }])).toEqual([['taxSummary.0.taxCode', UNKNOWN_TAX_CODE_MESSAGE]]);
    expect(messages([{ taxCode: 3, amountExTax: 100, amountIncTax: 125 }, { taxCode: 3, amountExTax: 4, amountIncTax: 5 }])).toEqual([['taxSummary.1.taxCode', TAX_CODE_TWICE_MESSAGE]]);
    expect(messages([{ taxCode: 3, amountExTax: 100, amountIncTax: 126 }])).toEqual([['taxSummary.0.amountIncTax', TAX_ROW_AMOUNTS_MISMATCH_MESSAGE]]);
    // 2 øre typed including 25 %: the base computed back is 2 øre (2 / 1,25 = 1,6), but 2 + round(0,5) = 3, so
    // this row's VAT is not its base × rate rounded once and is refused, as the old either-way check let it through.
    expect(messages([{ taxCode: 3, amountExTax: 2, amountIncTax: 2 }])).toEqual([['taxSummary.0.amountIncTax', TAX_ROW_AMOUNTS_MISMATCH_MESSAGE]]);
    expect(messages([{ taxCode: 3, amountExTax: 2, amountIncTax: 3 }])).toEqual([]);
  });
});

describe('the form rules on the server', () => {
  it('refuses only what is there on creation, and everything on save', () => {
    const empty = draft({ jourNr: null, jourDate: null, dueDate: null, amountIncTax: 0, taxRows: [], shipmentType: 'EHF' });
    expect(checkEntryForSave(empty, context, 'create').errors).toEqual([]);
    expect(checkEntryForSave(empty, context, 'save').errors.map((issue) => issue.message)).toEqual([INVOICE_DATE_REQUIRED_MESSAGE, 'Forfallsdato må fylles ut', YOUR_REF_REQUIRED_FOR_EHF_MESSAGE]);
    expect(checkEntryForSave(draft(), { ...context, journalNumberInUse: true }, 'create').errors).toEqual([{ field: 'jourNr', severity: 'error', message: NUMBER_IN_USE_MESSAGE }]);
    expect(checkEntryForSave(draft({ jourNr: 0 }), context, 'save').errors.map((issue) => issue.message)).toEqual([JOURNAL_NUMBER_NOT_POSITIVE_MESSAGE]);
  });

  it('keeps the warnings as texts and names the request fields', () => {
    const check = checkEntryForSave(draft({ jourNr: 2_147_483_648, rounding: 100, amountIncTax: 125_100 }), context, 'save');
    expect(check.warnings).toEqual(['Denne verdien støttes ikke i DOS']);
    expect(check.errors.map((issue) => issue.field)).toEqual(['rounding']);
  });

  it("sends an entry the customer's way, but a credit note never by eFaktura", () => {
    expect(effectiveShipment(null, 'EFAKTURA', 'INVOICE')).toBe('EFAKTURA');
    expect(effectiveShipment(null, 'EFAKTURA', 'CREDITNOTE')).toBe('PAPER');
    expect(effectiveShipment('EMAIL', 'EFAKTURA', 'CREDITNOTE')).toBe('EMAIL');
  });
});

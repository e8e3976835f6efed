import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_TOO_LARGE_MESSAGE } from './rounding';
import {
  AMOUNT_BELOW_SETTLED_MESSAGE,
  changedAmounts,
  CREDITNOTE_AMOUNT_NOT_NEGATIVE_MESSAGE,
  invoicePartAfterChange,
  rowFromTypedIncTax,
  TAX_CODE_TWICE_MESSAGE,
  UNKNOWN_TAX_CODE_MESSAGE,
  validateAmountChangeForm,
} from './amountChange';
import { VAT_SUM_MISMATCH_MESSAGE } from './vatSumCheck';

const RATES = [
  { code: 3, percent: 25 },
  { code: 31, percent: 15 },
  { code: 33, percent: 12 },
  { code: 4, percent: 0 },
];

describe('the VAT rows of an amount change', () => {
  it('computes each row including VAT from its amount excluding VAT and its code, and the totals', () => {
    const result = changedAmounts({ amount: 136_201, rounding: 1, taxSummary: [{ taxCode: 3, amountExTax: 100_000 }, { taxCode: 33, amountExTax: 10_000 }] }, RATES, 'INVOICE');
    expect(result).toEqual({
      ok: true,
      value: {
        rows: [
          { taxCode: 3, taxPercent: 25, amountExTax: 100_000, amountIncTax: 125_000 },
          { taxCode: 33, taxPercent: 12, amountExTax: 10_000, amountIncTax: 11_200 },
        ],
        amountIncTax: 136_201,
        amountExTax: 110_000,
        taxAmount: 26_200,
        rounding: 1,
      },
    });
  });

  it('refuses rows that do not make up the amount, unknown and repeated codes, a rounding of a krone, and a credit note above zero', () => {
    expect(changedAmounts({ amount: 125_001, rounding: 0, taxSummary: [{ taxCode: 3, amountExTax: 100_000 }] }, RATES, 'INVOICE')).toEqual({
      ok: false,
      error: [{ field: 'amount', message: VAT_SUM_MISMATCH_MESSAGE }],
    });
    const refused = changedAmounts(
      { amount: 10_000, rounding: 100, taxSummary: [{ taxCode: 7, amountExTax: 1 }, { taxCode: 3, amountExTax: 1 }, { taxCode: 3, amountExTax: 2 }] },
      RATES,
      'CREDITNOTE',
    );
    expect(refused.ok ? [] : refused.error).toEqual([
      { field: 'taxSummary.0.taxCode', message: UNKNOWN_TAX_CODE_MESSAGE },
      { field: 'taxSummary.2.taxCode', message: TAX_CODE_TWICE_MESSAGE },
      { field: 'rounding', message: ROUNDING_TOO_LARGE_MESSAGE },
      { field: 'amount', message: CREDITNOTE_AMOUNT_NOT_NEGATIVE_MESSAGE },
    ]);
  });

  it('property: rows typed including VAT, sent excluding VAT, are accepted by the server with the amount the dialog showed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...RATES), { minLength: 1, maxLength: 4, selector: (rate) => rate.code }),
        fc.array(fc.integer({ min: -5_000_000_00, max: 5_000_000_00 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: -99, max: 99 }),
        (rates, typed, rounding) => {
          const rows = rates.map((rate, i) => rowFromTypedIncTax(rate, typed[i]!));
          const amount = rows.reduce((sum, row) => sum + row.amountIncTax, 0) + rounding;
          const type = amount > 0 ? 'INVOICE' : 'CREDITNOTE';
          fc.pre(amount !== 0);
          const result = changedAmounts({ amount, rounding, taxSummary: rows.map((row) => ({ taxCode: row.taxCode, amountExTax: row.amountExTax })) }, RATES, type);
          expect(result.ok && result.value.rows).toEqual(rows);
          expect(result.ok && result.value.amountExTax + result.value.taxAmount + result.value.rounding).toBe(amount);
          rows.forEach((row, i) => expect(Math.abs(row.amountIncTax - typed[i]!)).toBeLessThanOrEqual(1));
        },
      ),
    );
  });
});

describe('the invoice part after an amount change', () => {
  it('keeps what was paid or credited, and refuses an amount below it', () => {
    expect(invoicePartAfterChange({ amountIncTax: 125_000, invoicePart: 25_000 }, 150_000)).toEqual({ ok: true, value: 50_000 });
    expect(invoicePartAfterChange({ amountIncTax: 125_000, invoicePart: 25_000 }, 100_000)).toEqual({ ok: true, value: 0 });
    expect(invoicePartAfterChange({ amountIncTax: 125_000, invoicePart: 25_000 }, 99_999)).toEqual({ ok: false, error: AMOUNT_BELOW_SETTLED_MESSAGE });
    expect(invoicePartAfterChange({ amountIncTax: -20_000, invoicePart: -5_000 }, -30_000)).toEqual({ ok: true, value: -15_000 });
    expect(invoicePartAfterChange({ amountIncTax: -20_000, invoicePart: -5_000 }, -14_000)).toEqual({ ok: false, error: AMOUNT_BELOW_SETTLED_MESSAGE });
  });
});

describe('the change-amount dialog', () => {
  const values = { amountIncTax: '1 375,00', rounding: '', rows: [{ taxPercent: 25, amountIncTax: '1 250,00' }, { taxPercent: 0, amountIncTax: '125' }] };

  it('accepts rows that make up the amount, and puts a mismatch on the amount and a bad row on its field', () => {
    expect(validateAmountChangeForm(values, 'INVOICE')).toEqual([]);
    expect(validateAmountChangeForm({ ...values, amountIncTax: '1 375,01' }, 'INVOICE')).toEqual([{ field: 'amountIncTax', message: VAT_SUM_MISMATCH_MESSAGE }]);
    expect(validateAmountChangeForm({ ...values, rounding: '0,01', amountIncTax: '1 375,01' }, 'INVOICE')).toEqual([]);
    expect(validateAmountChangeForm({ ...values, rows: [values.rows[0]!, { taxPercent: 0, amountIncTax: 'abc' }] }, 'INVOICE')).toEqual([
      { field: 'rows.1.amountIncTax', message: 'Ugyldig beløp' },
    ]);
    expect(validateAmountChangeForm({ ...values, amountIncTax: '' }, 'INVOICE')).toEqual([{ field: 'amountIncTax', message: 'Beløp mangler' }]);
  });
});

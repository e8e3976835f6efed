import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryOf, deliveryText, formatQuantity, grossOfLine, lineAddsUp, orgNumberText } from './salesDocument';

describe('what a sales document carries', () => {
  it('writes an organisation number with MVA only for a party in the VAT register', () => {
    expect(orgNumberText('923609016', true)).toBe('Org.nr. 923 609 016 MVA');
    expect(orgNumberText('923609016', false)).toBe('Org.nr. 923 609 016');
  });

  it('delivers on the invoice date unless a date or a period was registered', () => {
    expect(deliveryOf('2026-11-20', null, null)).toEqual({ date: '2026-11-20', endDate: null });
    expect(deliveryOf('2026-11-20', '2026-11-18', null)).toEqual({ date: '2026-11-18', endDate: null });
    expect(deliveryOf('2026-11-20', '2026-11-01', '2026-11-30')).toEqual({ date: '2026-11-01', endDate: '2026-11-30' });
    // A period without its start runs from the invoice date; one that ends the day it starts is that day.
    expect(deliveryOf('2026-11-20', null, '2026-11-25')).toEqual({ date: '2026-11-20', endDate: '2026-11-25' });
    expect(deliveryOf('2026-11-20', '2026-11-18', '2026-11-18')).toEqual({ date: '2026-11-18', endDate: null });
  });

  it('names a delivery day and a delivery period', () => {
    expect(deliveryText({ date: '2026-11-18', endDate: null })).toEqual({ label: 'Leveringsdato', value: '18.11.2026' });
    expect(deliveryText({ date: '2026-11-01', endDate: '2026-11-30' })).toEqual({ label: 'Leveringsperiode', value: '01.11.2026–30.11.2026' });
  });

  it('reads a line as quantity × price − discount = amount, to the øre', () => {
    // The invoice 14053: 7,5 × 779,42 = 5 845,65, less 10 % (584,57) is 5 261,08.
    expect(grossOfLine(7.5, 77_942)).toBe(584_565);
    expect(lineAddsUp({ quantity: 7.5, unitPrice: 77_942, discountPercent: 10, discountAmount: 58_457, amount: 526_108 })).toBe(true);
    expect(lineAddsUp({ quantity: 7.5, unitPrice: 77_942, discountPercent: 10, discountAmount: 0, amount: 526_108 })).toBe(false);
    // Half an øre rounds away from zero, a credit note's line as its invoice's.
    expect(grossOfLine(7.5, 77_941)).toBe(584_558);
    expect(grossOfLine(-7.5, 77_941)).toBe(-584_558);
  });

  it('property: a credit note’s line mirrors its invoice’s', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 0, max: 10_000_000 }), (halves, price) => {
        expect(grossOfLine(-halves / 2, price)).toBe(-grossOfLine(halves / 2, price) + 0);
      }),
    );
  });

  it('writes quantities as nb-NO does, with the minus the fonts have', () => {
    expect(formatQuantity(7.5)).toBe('7,5');
    expect(formatQuantity(-7.5)).toBe('-7,5');
    expect(formatQuantity(1234.125)).toBe('1\u00A0234,125');
    expect(formatQuantity(10)).toBe('10');
    expect(formatQuantity(0)).toBe('0');
    expect(formatQuantity(11.11)).toBe('11,11');
  });
});

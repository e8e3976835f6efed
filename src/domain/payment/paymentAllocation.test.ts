import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationIssues,
  applyAllocation,
  bankDateIssue,
  matchesPaidAmount,
  partsTotal,
  paymentAmountIssue,
  remainderIssue,
  remainderOf,
  remainderTone,
  reverseAllocation,
  suggestAllocation,
  type PartAmounts,
} from './paymentAllocation';

const ore = fc.integer({ min: 0, max: 10_000_000 });
const rest = fc.record({ invoicePart: ore, interestPart: fc.integer({ min: 0, max: 100_000 }), feePart: fc.integer({ min: 0, max: 50_000 }) });
const rests = fc.array(rest, { minLength: 1, maxLength: 12 });
const amount = fc.integer({ min: 1, max: 50_000_000 });

describe('suggested allocation (properties)', () => {
  it('never allocates more than a part’s rest, nor below zero', () => {
    fc.assert(
      fc.property(amount, rests, (paid, open) => {
        suggestAllocation(paid, open).forEach((allocated, n) => expect(allocationIssues(allocated, open[n]!)).toEqual({}));
      }),
    );
  });

  it('allocates exactly the amount, or everything open when the amount is larger (the rest is the credit)', () => {
    fc.assert(
      fc.property(amount, rests, (paid, open) => {
        const allocated = suggestAllocation(paid, open);
        const openTotal = open.reduce((sum, r) => sum + partsTotal(r), 0);
        expect(paid - remainderOf(paid, allocated)).toBe(Math.min(paid, openTotal));
        expect(remainderOf(paid, allocated)).toBe(Math.max(0, paid - openTotal));
        expect(remainderIssue(paid, allocated)).toBeNull();
      }),
    );
  });

  it('covers fee, then interest, then the invoice part', () => {
    fc.assert(
      fc.property(amount, rest, (paid, open) => {
        const [allocated] = suggestAllocation(paid, [open]) as [PartAmounts];
        if (allocated.interestPart > 0) expect(allocated.feePart).toBe(open.feePart);
        if (allocated.invoicePart > 0) expect(allocated.interestPart).toBe(open.interestPart);
      }),
    );
  });

  it('reversal restores every part exactly', () => {
    fc.assert(
      fc.property(amount, rests, (paid, open) => {
        suggestAllocation(paid, open).forEach((allocated, n) => {
          const after = applyAllocation(open[n]!, allocated);
          expect(Object.values(after).every((value) => value >= 0)).toBe(true);
          expect(reverseAllocation(after, allocated)).toEqual(open[n]);
        });
      }),
    );
  });
});

describe('allocation by example', () => {
  it('spreads 1 500,00 over a fee of 70, interest of 30 and an invoice part of 2 000', () => {
    expect(suggestAllocation(150_000, [{ invoicePart: 200_000, interestPart: 3_000, feePart: 7_000 }])).toEqual([
      { feePart: 7_000, interestPart: 3_000, invoicePart: 140_000 },
    ]);
  });

  it('names the part allocated beyond its rest or below zero', () => {
    const open = { invoicePart: 1_000, interestPart: 0, feePart: 500 };
    expect(allocationIssues({ invoicePart: 1_001, interestPart: 0, feePart: -1 }, open)).toEqual({
      invoicePart: 'Kan ikke fordele mer enn restbeløpet',
      feePart: 'Fordelt beløp kan ikke være negativt',
    });
  });

  it('colours the remainder: credit (Tilgode) when positive, red when negative, grey at zero', () => {
    expect([remainderTone(1), remainderTone(-1), remainderTone(0)]).toEqual(['credit', 'overAllocated', 'settled']);
    expect(remainderIssue(100, [{ invoicePart: 101, interestPart: 0, feePart: 0 }])).toBe('Det er fordelt mer enn innbetalt beløp');
  });

  it('wants an amount above zero and a bank date not after today', () => {
    expect(paymentAmountIssue(0)).toBe('Beløpet må være større enn 0');
    expect(paymentAmountIssue(1)).toBeNull();
    expect(bankDateIssue('2026-11-24', '2026-11-23')).toBe('Bankdato kan ikke være fram i tid');
    expect(bankDateIssue('2026-11-23', '2026-11-23')).toBeNull();
  });
});

describe('matching a paid amount (Find invoice)', () => {
  const invoice = { restAmount: 132_700, invoicePart: 120_000, amountExTax: 100_000, amountIncTax: 125_000 };
  it('matches the rest, the invoice part, or the amount ex or incl tax, and nothing else', () => {
    for (const amount of [132_700, 120_000, 100_000, 125_000]) expect(matchesPaidAmount(invoice, amount)).toBe(true);
    for (const amount of [0, 4_200, 132_701, 25_000]) expect(matchesPaidAmount(invoice, amount)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ALLOCATION_BEYOND_REST_MESSAGE, PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE } from './paymentAllocation';
import {
  accountDigits,
  ALLOCATION_NONE,
  ALLOCATION_OVER_AMOUNT,
  offeredAmount,
  RETURN_ACCOUNT_INVALID,
  RETURN_DATE_INVALID,
  RETURN_DATE_PAST,
  RETURN_NAME_MISSING,
  RETURN_TEXT_MISSING,
  returnIssues,
  suggestedReturnText,
  workbenchIssues,
  workbenchParts,
} from './unmatchedPayments';

const rest = (invoicePart: number, interestPart = 0, feePart = 0) => ({ invoicePart, interestPart, feePart });

describe('the workbench’s allocation', () => {
  it('covers fees, then interest, then the invoice with the amount typed', () => {
    expect(workbenchParts({ rest: rest(125_000, 4_200, 3_500), amount: 5_000 })).toEqual({ feePart: 3_500, interestPart: 1_500, invoicePart: 0 });
    expect(workbenchParts({ rest: rest(125_000, 4_200, 3_500), amount: 132_700 })).toEqual(rest(125_000, 4_200, 3_500));
  });

  it('offers a newly ticked invoice what the invoices ticked before left, at most its rest', () => {
    expect(offeredAmount(100_000, [], rest(60_000))).toBe(60_000);
    expect(offeredAmount(100_000, [{ rest: rest(60_000), amount: 60_000 }], rest(60_000))).toBe(40_000);
    expect(offeredAmount(100_000, [{ rest: rest(200_000), amount: 100_000 }], rest(60_000))).toBe(0);
  });

  it('refuses nothing ticked, an amount of zero or beyond the rest, and more than was paid; what is left is credit', () => {
    expect(workbenchIssues(100_000, [])).toEqual({ whole: ALLOCATION_NONE, rows: [] });
    expect(workbenchIssues(100_000, [{ rest: rest(50_000), amount: 0 }, { rest: rest(50_000), amount: 50_001 }])).toEqual({
      whole: null,
      rows: [PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE, ALLOCATION_BEYOND_REST_MESSAGE],
    });
    expect(workbenchIssues(100_000, [{ rest: rest(80_000), amount: 80_000 }, { rest: rest(80_000), amount: 20_001 }]).whole).toBe(ALLOCATION_OVER_AMOUNT);
    expect(workbenchIssues(100_000, [{ rest: rest(80_000), amount: 80_000 }, { rest: rest(80_000), amount: 10_000 }])).toEqual({ whole: null, rows: [null, null] });
  });
});

describe('a return to the payer', () => {
  const form = { creditorName: 'Ola Nordmann', creditorAccount: '1234.56.78903', text: 'Tilbakebetaling', executionDate: '2026-11-22' };

  it('takes an account typed with dots or spaces', () => {
    expect(accountDigits('1234 56.78903')).toBe('12345678903');
    expect(returnIssues(form, '2026-11-22')).toEqual([]);
  });

  it('names every field the bank could not execute', () => {
    expect(returnIssues({ creditorName: '«»', creditorAccount: '12345678904', text: ' ', executionDate: '2026-11-21' }, '2026-11-22')).toEqual([
      { field: 'creditorName', message: RETURN_NAME_MISSING },
      { field: 'creditorAccount', message: RETURN_ACCOUNT_INVALID },
      { field: 'text', message: RETURN_TEXT_MISSING },
      { field: 'executionDate', message: RETURN_DATE_PAST },
    ]);
    expect(returnIssues({ ...form, executionDate: '22.11.2026' }, '2026-11-22')).toEqual([{ field: 'executionDate', message: RETURN_DATE_INVALID }]);
  });

  it('suggests a message with the day the money was paid', () => {
    expect(suggestedReturnText('2026-11-20')).toBe('Tilbakebetaling av innbetaling 20.11.2026 som ikke kunne knyttes til en faktura');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '../identifiers/email';
import {
  NEW_BANK_ACCOUNT_INVALID,
  SOFT_REMINDER_DAY_MESSAGE,
  SOFT_REMINDER_DAYS,
  isSoftReminderDay,
  newBankAccountOf,
  validateClientSettings,
  validateSoftReminder,
} from './clientSettings';

describe('the soft payment reminder (part 2 §5, §9)', () => {
  it('is sent on day 5 to 12 after the due date, no other', () => {
    expect(SOFT_REMINDER_DAYS).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (day) => {
        expect(isSoftReminderDay(day)).toBe(day >= 5 && day <= 12);
        expect(validateSoftReminder({ sendOnDay: day })).toEqual(day >= 5 && day <= 12 ? [] : [{ field: 'sendOnDay', message: SOFT_REMINDER_DAY_MESSAGE }]);
      }),
    );
    expect(isSoftReminderDay(5.5)).toBe(false);
    expect(isSoftReminderDay(Number.NaN)).toBe(false);
  });
});

describe('the editable client settings (part 2 §3.2)', () => {
  it('take a new account number that passes MOD11, or none; a receipt e-mail that is valid, or none', () => {
    expect(validateClientSettings({ newBankAccount: '', receiptEmail: '' })).toEqual([]);
    expect(validateClientSettings({ newBankAccount: '1234.56.78903', receiptEmail: 'kvittering@firma.no' })).toEqual([]);
    expect(validateClientSettings({ newBankAccount: '1234 56 78904', receiptEmail: 'kvittering@' })).toEqual([
      { field: 'newBankAccount', message: NEW_BANK_ACCOUNT_INVALID },
      { field: 'receiptEmail', message: EMAIL_INVALID_MESSAGE },
    ]);
    expect(validateClientSettings({ newBankAccount: '123', receiptEmail: ' ' })).toEqual([{ field: 'newBankAccount', message: NEW_BANK_ACCOUNT_INVALID }]);
  });

  it('store the account as its eleven digits, an empty field as none', () => {
    expect(newBankAccountOf('1234 56 78903')).toBe('12345678903');
    expect(newBankAccountOf('  ')).toBeNull();
  });
});

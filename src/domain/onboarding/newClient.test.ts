import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NO_INVALID,
  BASE_MISSING,
  COMPANY_NAME_MISSING,
  EU_LIMITS_ORDER,
  firstStepWithErrors,
  newClientDefaults,
  ORG_NO_INVALID,
  POST_NO_MISSING,
  validateNewClient,
  type PendingRegistration,
} from './newClient';

const PENDING: PendingRegistration = {
  companyName: 'Havbris Regnskap AS', orgNo: '912345678', contactPerson: 'Ola Hav', email: 'ola@havbris.no', phoneNo: '91234567',
  bankAccount: '1234 56 78903', product: 'MONITOR', addressLine1: 'Kaigata 1', postNo: '5003', cityName: 'BERGEN',
};

describe('the new client (part 2 §4, §5, §9)', () => {
  it("starts from part 2 §9's defaults", () => {
    const values = newClientDefaults('2026-11-23');
    expect(values).toMatchObject({
      creditDays: 15, daysReminder1: 14, daysReminder3: 17, daysReminderB: 14, daysDebtCollect: 17, countryCode: 'NO', vatBound: true,
      autoCollect: false, euFeeEnabled: true, invoiceAmountLimit1: 1000, invoiceAmountLimit2: 5000, feeRate1: 80, feeRate2: 160, feeRate3: 280,
      billingInterval: 'Monthly', reminderPrice: 0, smsPrice: 3.9, nyfakturaUserPrice: 56,
    });
    expect(values.invoicePrices).toEqual({ NOSEND: 17, PAPER: 36, EMAIL: 36, EINVOICE: 36, AVTALEGIRO: 36 });
    expect(values.creditnotePrices).toEqual({ NOSEND: 17, PAPER: 36, EMAIL: 36, EINVOICE: 36 });
    expect(values.portoInvoice).toEqual({ PAPER: 16, EMAIL: 0.5, EINVOICE: 4 });
  });

  it.each([
    ['MONITOR', false],
    ['PROD', true],
    ['ALL', true],
  ] as const)('takes a %s registration with invoice PDF, credit-note PDF and dispatch %s', (product, on) => {
    const values = newClientDefaults('2026-11-23', { ...PENDING, product });
    expect(values).toMatchObject({ prodInvoicePdf: on, prodCreditnotePdf: on, dispatchInvoices: on, name: 'Havbris Regnskap AS', accountNo: '1234 56 78903' });
  });

  it('accepts a complete client, and names each missing or wrong company-step field', () => {
    const complete = { ...newClientDefaults('2026-11-23', PENDING), officerId: 2 };
    expect(validateNewClient(complete)).toEqual([]);
    const issues = validateNewClient({ ...newClientDefaults('2026-11-23'), orgNo: '12345678', accountNo: '1234 56 7890' });
    expect(issues).toEqual([
      { field: 'officerId', message: BASE_MISSING },
      { field: 'name', message: COMPANY_NAME_MISSING },
      { field: 'orgNo', message: ORG_NO_INVALID },
      { field: 'postNo', message: POST_NO_MISSING },
      { field: 'accountNo', message: ACCOUNT_NO_INVALID },
    ]);
  });

  it('checks the EU fee only when it is enabled', () => {
    const values = { ...newClientDefaults('2026-11-23', PENDING), officerId: 2, invoiceAmountLimit2: 1000 };
    expect(validateNewClient(values)).toEqual([{ field: 'invoiceAmountLimit2', message: EU_LIMITS_ORDER }]);
    expect(validateNewClient({ ...values, euFeeEnabled: false })).toEqual([]);
  });

  it('finds the first step, in the wizard order, with an error', () => {
    expect(firstStepWithErrors(['subscriptionAmount', 'invoiceAmountLimit2'])).toBe('service');
    expect(firstStepWithErrors(['creditDays', 'accountNo'])).toBe('company');
    expect(firstStepWithErrors([])).toBeNull();
  });
});

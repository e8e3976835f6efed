import { describe, expect, it } from 'vitest';
import { errorBody, responseValidators } from './generated/validators';

describe('legacy API validators', () => {
  it('accept the shared error body', () => {
    expect(errorBody({ status: 409, message: 'Denne e-postadressen finnes allerede i registeret', code: '12' })).toBe(true);
    expect(errorBody({ message: 'uten status' })).toBe(false);
  });

  it('have no JSON validator for binary downloads', () => {
    expect(responseValidators['GET /Document/ICEntry/{id}']).toBeUndefined();
    expect(responseValidators['GET /DebtCollection/Reminders/approved/{bundleId}']?.operationId).toBe('getApprovedReminderBundle');
  });

  it('check dates and limits', async () => {
    const listPendingReminderBundles = await responseValidators['GET /DebtCollection/Reminders/pending']!.load();
    const bundle = { bundleId: 3, runDate: '2025-02-03', numberOfReminders: 2 };
    expect(listPendingReminderBundles([bundle])).toBe(true);
    expect(listPendingReminderBundles([{ ...bundle, runDate: '03.02.2025' }])).toBe(false);
    expect(listPendingReminderBundles([{ ...bundle, numberOfReminders: -1 }])).toBe(false);
    expect(listPendingReminderBundles([{ ...bundle, bundleId: 2147483648 }])).toBe(false);
  });
});

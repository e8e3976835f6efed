import { describe, it, expect } from 'vitest';
import { defaultLedgerMonths, ledgerMonthInputBounds, ledgerPeriod } from './ledgerRange';

describe('ledger range', () => {
  it('defaults from the previous month to the current month', () => {
    expect(defaultLedgerMonths('2026-05-13')).toEqual({ fromMonth: '2026-04', toMonth: '2026-05' });
    expect(defaultLedgerMonths('2026-01-31')).toEqual({ fromMonth: '2025-12', toMonth: '2026-01' });
    expect(defaultLedgerMonths('2026-03-31')).toEqual({ fromMonth: '2026-02', toMonth: '2026-03' });
  });

  it('asks for the first day of the first month to the last day of the last', () => {
    expect(ledgerPeriod({ fromMonth: '2024-01', toMonth: '2024-02' })).toEqual({ from: '2024-01-01', to: '2024-02-29' });
    expect(() => ledgerPeriod({ fromMonth: '2024-13', toMonth: '2024-02' })).toThrow(RangeError);
  });

  it('bounds the start by the end and the end by the start', () => {
    expect(ledgerMonthInputBounds({ fromMonth: '2026-04', toMonth: '2026-05' })).toEqual({ fromMax: '2026-05', toMin: '2026-04' });
  });
});

import { describe, expect, it } from 'vitest';
import { isRefreshedBy, readKey } from './readKeys';

const read = (path: string, params?: Record<string, unknown>) => ({ api: 'legacy' as const, path, ...(params ? { params } : {}), fetch: async () => null });

describe('read keys and websocket endPoints', () => {
  it('keys a read by API, path and parameters', () => {
    expect(readKey(read('DebtCollection/Cases', { fromDate: '2026-11-01' }))).toEqual(['legacy', 'DebtCollection/Cases', { fromDate: '2026-11-01' }]);
    expect(readKey(read('countries'))).toEqual(['legacy', 'countries', null]);
  });

  it('refreshes the same path and the paths below it', () => {
    const key = readKey(read('DebtCollection/Cases/Pending'));
    expect(isRefreshedBy(key, 'DebtCollection/Cases/Pending')).toBe(true);
    expect(isRefreshedBy(key, 'DebtCollection/Cases')).toBe(true);
    expect(isRefreshedBy(key, '/DebtCollection/Cases/')).toBe(true);
  });

  it('leaves siblings, longer names and other keys alone', () => {
    const key = readKey(read('DebtCollection/Cases/Pending'));
    expect(isRefreshedBy(key, 'DebtCollection/Payments')).toBe(false);
    expect(isRefreshedBy(key, 'DebtCollection/Case')).toBe(false);
    expect(isRefreshedBy(key, 'DebtCollection/Cases/Pending/7')).toBe(false);
    expect(isRefreshedBy(key, '')).toBe(false);
    expect(isRefreshedBy(['session'], 'session')).toBe(false);
  });
});

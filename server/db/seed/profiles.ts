/** Seed profiles: how much data a fresh database gets (server/db/README.md lists the measured sizes). */
export interface SeedProfile {
  readonly name: string;
  readonly clients: number;
  readonly customers: number;
  /** Average number of invoices per customer (credit notes come on top, about 5 % of invoices). */
  readonly invoicesPerCustomer: number;
  /** When set, the first client gets exactly this many customers (benchmarks of one huge client). */
  readonly bigClientCustomers?: number;
}

export const SEED_PROFILES = {
  /** Tests: every kind of row, small enough to seed in a few seconds. */
  small: { name: 'small', clients: 20, customers: 2_000, invoicesPerCustomer: 5 },
  /** The default for `npm start`: a realistic back office. */
  demo: { name: 'demo', clients: 200, customers: 50_000, invoicesPerCustomer: 5 },
  /** Benchmarks: a million customers, one client with 200 000 of them. */
  large: { name: 'large', clients: 400, customers: 1_000_000, invoicesPerCustomer: 1, bigClientCustomers: 200_000 },
} as const satisfies Record<string, SeedProfile>;

export type SeedProfileName = keyof typeof SEED_PROFILES;

export function isSeedProfileName(value: string): value is SeedProfileName {
  return Object.hasOwn(SEED_PROFILES, value);
}

/** A profile with another number of customers (`npm run seed -- --customers N`), scaled like `large`. */
export function profileWithCustomers(customers: number): SeedProfile {
  if (!Number.isInteger(customers) || customers < 100) throw new Error('--customers must be a whole number of at least 100');
  if (customers <= SEED_PROFILES.demo.customers) {
    return { name: `custom-${customers}`, clients: Math.max(20, Math.round(customers / 250)), customers, invoicesPerCustomer: 5 };
  }
  return {
    name: `custom-${customers}`,
    clients: Math.min(999, Math.max(200, Math.round(customers / 2500))),
    customers,
    invoicesPerCustomer: 1,
    bigClientCustomers: Math.round(customers / 5),
  };
}

/**
 * The fixed "today" the tests and benchmarks seed with, so their data is the same whatever day they run. A new
 * database of `npm start` or `npm run seed` is seeded as of the day it is made (SEED_TODAY overrides it).
 */
export const TEST_SEED_TODAY = '2026-11-22';
export const DEFAULT_SEED = 20261122;

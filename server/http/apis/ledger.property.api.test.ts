import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPeriod } from '../../../src/domain/dates/ledgerRange';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let authorization: string;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
  authorization = `Bearer ${(login.json() as { token: string }).token}`;
}, 120_000);
afterAll(() => server.close());

const ore = (kroner: number) => Math.round(kroner * 100);
const month = (index: number) => `${2015 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

interface LedgerAnswer {
  posts: { amount: number }[];
  summary: { ibAmount: number; sumDebet: number; sumCredit: number; ubAmount: number };
}

async function ledger(customer: { client_id: number; nr: number }, from: number, to: number, openOnly: boolean): Promise<LedgerAnswer> {
  const period = ledgerPeriod({ fromMonth: month(from), toMonth: month(to) });
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/service/clients/${customer.client_id}/customers/${customer.nr}/ledgers?start=${period.from}&end=${period.to}&openOnly=${openOnly}`,
    headers: { authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LedgerAnswer;
}

describe('Kundereskontro, as a property over random periods', () => {
  it('opening balance plus the period’s posts is the closing balance to the øre, the sums split the posts, and back-to-back periods chain', async () => {
    const customers = await server.db.query<{ id: number; client_id: number; nr: number }>(
      `SELECT cu.id::int, cu.client_id, cu.nr FROM customer cu ORDER BY (SELECT count(*) FROM invoice i WHERE i.customer_id = cu.id) DESC, cu.id LIMIT 5`,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...customers),
        // Months from January 2015 to December 2029: before, across and after the seeded data.
        fc.integer({ min: 0, max: 179 }),
        fc.integer({ min: 0, max: 36 }),
        fc.integer({ min: 1, max: 36 }),
        fc.boolean(),
        async (customer, from, length, nextLength, openOnly) => {
          const to = Math.min(from + length, 179);
          const first = await ledger(customer, from, to, openOnly);
          const posts = first.posts.reduce((sum, post) => sum + ore(post.amount), 0);
          expect(ore(first.summary.ibAmount) + posts).toBe(ore(first.summary.ubAmount));
          expect(ore(first.summary.sumDebet) + ore(first.summary.sumCredit)).toBe(posts);
          expect(first.posts.filter((post) => post.amount > 0).reduce((sum, post) => sum + ore(post.amount), 0)).toBe(ore(first.summary.sumDebet));
          // The closing balance is every post up to the period's end, counted independently of the ledger's query.
          const [expected] = await server.db.query<{ ub: number }>(
            `SELECT coalesce(sum(amount_ore), 0)::float8 AS ub FROM ledger_post
              WHERE customer_id = $1 AND journal_date <= $2::date AND (NOT $3 OR rest_amount_ore <> 0)`,
            [customer.id, ledgerPeriod({ fromMonth: month(from), toMonth: month(to) }).to, openOnly],
          );
          expect(ore(first.summary.ubAmount)).toBe(expected!.ub);
          if (to < 179) {
            const next = await ledger(customer, to + 1, Math.min(to + nextLength, 179), openOnly);
            expect(ore(next.summary.ibAmount)).toBe(ore(first.summary.ubAmount));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_MISSING,
  CURRENCY_MISSING,
  DATE_MISSING,
  FROM_NUMBER_MISSING,
  NAME_MISSING,
  REMINDER_RULE_GROUP,
  REMINDER_RULE_TYPES,
  RULE_ADD_FAILED,
  TO_NUMBER_MISSING,
  type ReminderRuleType,
} from '../../../src/domain/reminderRules/reminderRules';
import { contractResponseCheck, loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let teknisk: string;
let saksbehandler: string;
const published: string[][] = [];
const check: Record<string, (body: unknown) => string> = {};

async function login(username: string, password: string) {
  const response = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password } });
  return `Bearer ${(response.json() as { token: string }).token}`;
}

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  teknisk = await login('teknisk', 'teknisk-demo');
  saksbehandler = await login('saksbehandler', 'saksbehandler-demo');
  check.listReminderRules = await contractResponseCheck('service', 'listReminderRules');
  const contract = await loadContractResponses();
  check.addReminderRule = (body) => contract.violations('service', 'addReminderRule', 201, body).join('; ');
}, 120_000);
afterAll(() => server.close());

const rulesOf = async (query = '', authorization = teknisk) => {
  const response = await server.app.inject({ method: 'GET', url: `/api/service/debt-collection/reminder-rules${query}`, headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  expect(check.listReminderRules!(response.json())).toBe('');
  return response.json() as Record<string, { id: number; clientId: number }[]>;
};
const add = (clientId: number, type: ReminderRuleType, payload: object, authorization = teknisk) =>
  server.app.inject({ method: 'POST', url: `/api/service/clients/${clientId}/debt-collection/reminder-rules/${type}`, payload, headers: { authorization } });
const remove = (clientId: number, type: ReminderRuleType, ruleId: number, authorization = teknisk) =>
  server.app.inject({ method: 'DELETE', url: `/api/service/clients/${clientId}/debt-collection/reminder-rules/${type}/${ruleId}`, headers: { authorization } });

async function clientOfBase(base: number): Promise<number> {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = $1 ORDER BY id LIMIT 1', [base]);
  return row!.id;
}

const VALID: Record<ReminderRuleType, object> = {
  AMOUNT_LIMIT: { amount: 123.45 },
  EXCLUDE_INVOICE_AMOUNT: { amount: 99 },
  EXCLUDE_INVOICE_DATE_RANGE: { fromDate: '2026-01-01', toDate: '2026-03-31' },
  SKIP_FOREIGN_ADDRESSES: {},
  EXCLUDE_INVOICE_NUMBER_RANGE: { fromNumber: 500, toNumber: 700, inclusive: false },
  EXCLUDE_CURRENCY: { currencyCode: 'dkk', text: 'Danske kroner' },
  EXCLUDE_CUSTOMER: { text: 'Kari Nordmann' },
  EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE: {},
};

describe('reminder rules (part 2 §7.4)', () => {
  it('lists the rules of the bases grouped as §3.6 names the groups', async () => {
    const all = await rulesOf();
    expect(Object.keys(all).sort()).toEqual(Object.values(REMINDER_RULE_GROUP).sort());
    const clientIds = Object.values(all).flat().map((rule) => rule.clientId);
    expect(clientIds.length).toBeGreaterThan(0);
    const limited = Object.values(await rulesOf('', saksbehandler)).flat();
    const bases = await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id IN (1, 2)');
    const inBases = new Set(bases.map((row) => row.id));
    expect(limited.every((rule) => inBases.has(rule.clientId))).toBe(true);
    expect(limited.length).toBeLessThan(clientIds.length);
  });

  it('adds one rule of each type, answers it, refuses it a second time and deletes it', async () => {
    const clientId = await clientOfBase(3);
    await server.db.query('DELETE FROM reminder_rule WHERE client_id = $1', [clientId]);
    for (const type of REMINDER_RULE_TYPES) {
      published.length = 0;
      const added = await add(clientId, type, VALID[type]);
      expect(added.statusCode, added.body).toBe(201);
      expect(check.addReminderRule!(added.json())).toBe('');
      const rule = added.json() as { id: number; clientId: number };
      expect(rule.clientId).toBe(clientId);
      expect(published).toEqual([['debt-collection/reminder-rules']]);
      const group = (await rulesOf(`?clientId=${clientId}`))[REMINDER_RULE_GROUP[type]]!;
      expect(group.map((row) => row.id)).toEqual([rule.id]);

      const again = await add(clientId, type, VALID[type]);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: RULE_ADD_FAILED });

      expect((await remove(clientId, type, rule.id)).statusCode).toBe(204);
      expect((await remove(clientId, type, rule.id)).statusCode).toBe(404);
    }
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reminder_rule WHERE client_id = $1', [clientId]);
    expect(count!.n).toBe(0);
  });

  it('stores the values as sent: øre, upper-case currency, the range flag', async () => {
    const clientId = await clientOfBase(4);
    const currency = (await add(clientId, 'EXCLUDE_CURRENCY', { currencyCode: 'gbp' })).json() as { currencyCode: string };
    expect(currency.currencyCode).toBe('GBP');
    const amount = (await add(clientId, 'AMOUNT_LIMIT', { amount: 1.005 })).json() as { id: number; amount: number };
    const [row] = await server.db.query<{ amount_ore: string }>('SELECT amount_ore::text FROM reminder_rule WHERE id = $1', [amount.id]);
    expect(row!.amount_ore).toBe('101');
  });

  it("refuses each dialog's missing field with the dialog's own message, writing nothing", async () => {
    const clientId = await clientOfBase(5);
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reminder_rule');
    const cases: [ReminderRuleType, object, string[]][] = [
      ['AMOUNT_LIMIT', {}, [AMOUNT_MISSING]],
      ['EXCLUDE_INVOICE_AMOUNT', {}, [AMOUNT_MISSING]],
      ['EXCLUDE_CUSTOMER', { text: ' ' }, [NAME_MISSING]],
      ['EXCLUDE_CURRENCY', { text: 'uten valuta' }, [CURRENCY_MISSING]],
      ['EXCLUDE_INVOICE_DATE_RANGE', { fromDate: '2026-01-01' }, [DATE_MISSING]],
      ['EXCLUDE_INVOICE_NUMBER_RANGE', {}, [FROM_NUMBER_MISSING, TO_NUMBER_MISSING]],
    ];
    for (const [type, payload, messages] of cases) {
      const response = await add(clientId, type, payload);
      expect(response.statusCode, type).toBe(400);
      const body = response.json() as { fieldErrors: { path: string; message: string }[] };
      expect(body.fieldErrors.map((error) => error.message)).toEqual(messages);
      expect(body.fieldErrors.every((error) => error.path.startsWith('body.'))).toBe(true);
    }
    expect((await add(clientId, 'AMOUNT_LIMIT', { amount: 1e300 })).statusCode).toBe(400);
    const [after] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reminder_rule');
    expect(after!.n).toBe(before!.n);
  });

  it('treats a client outside the bases as not found, for adding and deleting', async () => {
    const outside = await clientOfBase(4);
    expect((await add(outside, 'SKIP_FOREIGN_ADDRESSES', {}, saksbehandler)).statusCode).toBe(404);
    const rule = (await add(outside, 'EXCLUDE_CUSTOMER', { text: 'Ola Utenfor' })).json() as { id: number };
    expect((await remove(outside, 'EXCLUDE_CUSTOMER', rule.id, saksbehandler)).statusCode).toBe(404);
    expect((await remove(outside, 'AMOUNT_LIMIT', rule.id)).statusCode).toBe(404);
    expect((await remove(outside, 'EXCLUDE_CUSTOMER', rule.id)).statusCode).toBe(204);
  });

  it('adds a rule once when two officers add it at the same moment', async () => {
    const clientId = await clientOfBase(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(clientId, 'EXCLUDE_CUSTOMER', { text: 'Samtidig Samtidigsen' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });
});

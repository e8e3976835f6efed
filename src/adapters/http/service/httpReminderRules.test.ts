import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_RULE_TYPES } from '../../../domain/reminderRules/reminderRules';
import { signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { ApiFailure } from '../shared/answer';
import { recordingNotifier } from '../shared/fakes';
import { httpReminderRules } from './httpReminderRules';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpReminderRules(await signedInServiceClient(origin, notifier));
}

describe('httpReminderRules against the reference server', () => {
  it('reads the rules by type, adds one in øre, refuses it twice and deletes it', async () => {
    const api = await port();
    const all = await api.rules(null).fetch();
    expect(Object.keys(all)).toEqual([...REMINDER_RULE_TYPES]);
    const [client] = await server.db.query<{ id: number }>('SELECT id FROM client ORDER BY id LIMIT 1');
    const values = { amount: 12_345, currencyCode: null, text: null, fromDate: null, toDate: null, fromNumber: null, toNumber: null, inclusive: true };
    const rule = await api.add(client!.id, 'EXCLUDE_INVOICE_AMOUNT', values);
    expect(rule).toMatchObject({ type: 'EXCLUDE_INVOICE_AMOUNT', clientId: client!.id, amount: 12_345 });
    const ofClient = await api.rules(client!.id).fetch();
    expect(ofClient.EXCLUDE_INVOICE_AMOUNT.map((row) => row.id)).toContain(rule.id);
    expect(notifier.notices).toEqual([]);

    await expect(api.add(client!.id, 'EXCLUDE_INVOICE_AMOUNT', values)).rejects.toEqual(new ApiFailure(409, 'Kunne ikke legge til regelen. Finnes den fra før?'));
    await api.remove(rule);
    expect((await api.rules(client!.id).fetch()).EXCLUDE_INVOICE_AMOUNT.map((row) => row.id)).not.toContain(rule.id);
  });
});

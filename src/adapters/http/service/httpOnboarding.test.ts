import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientDefaults, ORG_NO_INVALID } from '../../../domain/onboarding/newClient';
import { signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpOnboarding } from './httpOnboarding';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpOnboarding(await signedInServiceClient(origin, notifier));
}

const VALUES = { ...newClientDefaults('2026-11-23'), officerId: 2, name: 'Adapterklient AS', orgNo: '923 456 789', postNo: '0155', accountNo: '1234.56.78903', agencyId: 30 };

describe('httpOnboarding against the reference server', () => {
  it("creates a client at its base's next number from the wizard's values, once per key, and gives the refused fields back", async () => {
    const api = await port();
    const next = (await api.nextClientNumbers().fetch()).find((row) => row.base === 2)!;
    const request = { values: VALUES, idempotencyKey: crypto.randomUUID(), pendingId: null };
    expect(await api.createClient(request)).toEqual({ created: { id: next.clientId, name: 'Adapterklient AS' } });
    expect(await api.createClient(request)).toEqual({ created: { id: next.clientId, name: 'Adapterklient AS' } });
    const prices = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_price WHERE client_id = $1', [next.clientId]);
    expect(prices[0]!.n).toBe(5 + 5 + 4 + 3 + 3 + 3);
    const refused = await api.createClient({ values: { ...VALUES, orgNo: '12' }, idempotencyKey: crypto.randomUUID(), pendingId: null });
    expect(refused).toEqual({ refused: [{ field: 'orgNo', message: ORG_NO_INVALID }] });
  });
});

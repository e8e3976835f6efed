import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInLegacyClient, signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpCollectionAgencies } from './httpCollectionAgencies';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

async function port() {
  return httpCollectionAgencies(await signedInLegacyClient(origin, notifier), await signedInServiceClient(origin, notifier));
}

describe('httpCollectionAgencies against the reference server', () => {
  it('lists the agencies, reads one with its clients, saves its e-mail setup, and answers null for an unknown one', async () => {
    const api = await port();
    const agencies = await api.agencies().fetch();
    const byEmail = agencies.find((agency) => agency.shipmentType === 'EMAIL' && agency.id !== 50)!;
    const agency = (await api.agency(byEmail.id).fetch())!;
    expect(agency).toMatchObject({ id: byEmail.id, name: byEmail.name, setup: { shipmentType: 'EMAIL', emailAddress: byEmail.emailAddress } });
    const saved = await api.updateEmailSetup(agency, { email: 'adapter@example.no', emailAddress: 'saker-adapter@example.no' });
    expect(saved).toEqual({ ...agency, email: 'adapter@example.no', setup: { ...agency.setup, emailAddress: 'saker-adapter@example.no' } });
    expect((await api.agencies().fetch()).find((row) => row.id === agency.id)!.emailAddress).toBe('saker-adapter@example.no');
    const [linked] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_settings WHERE agency_id = $1', [agency.id]);
    expect(await api.clients(agency.id).fetch()).toHaveLength(linked!.n);
    expect(await api.agency(99).fetch()).toBeNull();
    expect(notifier.notices).toEqual([]);
  });
});

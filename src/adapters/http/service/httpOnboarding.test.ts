import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientDefaults, ORG_NO_INVALID } from '../../../domain/onboarding/newClient';
import { signedInLegacyClient, signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { httpRegisterLookups } from '../legacy/httpRegisterLookups';
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

describe('httpRegisterLookups against the reference server (the wizard\'s look-ups)', () => {
  it('finds a postal code\'s city and a company with its register states, and answers null for unknown ones without a toast', async () => {
    const [company] = await server.db.query<{ org_no: string; name: string; is_bankrupt: boolean; is_in_vat_register: boolean }>(
      'SELECT org_no, name, is_bankrupt, is_in_vat_register FROM brreg_company ORDER BY is_bankrupt DESC, org_no LIMIT 1',
    );
    const [postal] = await server.db.query<{ post_no: string; city_name: string }>('SELECT post_no, city_name FROM postal_code ORDER BY post_no LIMIT 1');
    const api = httpRegisterLookups(await signedInLegacyClient(origin, notifier), await signedInServiceClient(origin, notifier));
    const noticesBefore = notifier.notices.length;
    expect(await api.company(company!.org_no)).toMatchObject({
      name: company!.name,
      orgNo: company!.org_no,
      isBankrupt: company!.is_bankrupt,
      isInVatRegister: company!.is_in_vat_register,
    });
    expect(await api.company('000000000')).toBeNull();
    expect(await api.cityName(postal!.post_no)).toBe(postal!.city_name);
    expect(await api.cityName('0000')).toBeNull();
    expect(notifier.notices.slice(noticesBefore)).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/testApp';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { createDataClient } from './dataClient';
import { httpPendingCounts } from './httpPendingCounts';

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/data`;
}, 120_000);
afterAll(() => server.close());

describe('pending counts over HTTP against the real server', () => {
  it('reads each count as the database has it for an officer of every base', async () => {
    const login = await server.sessions.login('teknisk', 'teknisk-demo', 'data');
    if (login?.audience !== 'data') throw new Error('teknisk could not log in');
    const notifier = recordingNotifier();
    const counts = httpPendingCounts(createDataClient({ baseUrl, notifier, tokens: fakeTokens(async () => false, login.accessToken) }));

    const [failed] = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM production_entry WHERE status = 'FAILED'");
    const failedRead = counts.count('failedProductions');
    expect(failedRead.path).toBe('pending/productions/failed');
    expect(await failedRead.fetch()).toBe(failed!.n);

    const bundles = await counts.collectionBundles().fetch();
    expect(bundles.cases).toBeGreaterThanOrEqual(0);
    expect(bundles.payments).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(bundles.cases + bundles.payments)).toBe(true);
    for (const queue of ['unconfirmedCustomers', 'reports', 'dosImportFiles', 'productions', 'reminderBundles'] as const) {
      expect(await counts.count(queue).fetch()).toBeGreaterThanOrEqual(0);
    }
    expect(notifier.notices).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { json, startTestServer, type TestServer } from '../shared/testServer';
import { createDataClient } from './dataClient';
import { httpChangelog } from './httpChangelog';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const client = (notifier = recordingNotifier()) => createDataClient({ baseUrl: `${server.origin}/api/data`, notifier, tokens: fakeTokens(async () => false) });

describe('the changelog feed', () => {
  it('reads the items with the bearer token, keyed by the path the server announces', async () => {
    server.route('GET /api/data/changelog', (req, res) =>
      req.headers.authorization === 'Bearer access-1'
        ? json(res, 200, [
            { version: '1.65.3', updateDate: '2026-11-18T13:00:00Z', product: 'nl', changes: '<ul><li>Ny</li></ul>', showBannerNL: true },
            { version: '3.5.3', updateDate: '2026-11-20T12:00:00Z', product: 'nf', changes: '<p>NyFaktura</p>' },
          ])
        : json(res, 401, { status: 401, message: 'Nei' }),
    );
    const read = httpChangelog(client()).entries();
    expect(read).toMatchObject({ api: 'data', path: 'changelog' });
    expect(await read.fetch()).toEqual([
      { version: '1.65.3', updateDate: '2026-11-18T13:00:00Z', product: 'nl', changes: '<ul><li>Ny</li></ul>', showBanner: true },
      { version: '3.5.3', updateDate: '2026-11-20T12:00:00Z', product: 'nf', changes: '<p>NyFaktura</p>', showBanner: false },
    ]);
  });

  it('fails an answer that breaks the contract and names the field', async () => {
    server.route('GET /api/data/changelog', (_req, res) => json(res, 200, [{ version: '1.65.3', product: 'xx', updateDate: '2026-11-18T13:00:00Z', changes: '' }]));
    const notifier = recordingNotifier();
    await expect(httpChangelog(client(notifier)).entries().fetch()).rejects.toMatchObject({ name: 'ResponseShapeError', path: 'response[0].product' });
    expect(notifier.notices).toHaveLength(1);
  });
});

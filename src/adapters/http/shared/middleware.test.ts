import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataClient } from '../data/dataClient';
import { createDataSessionCalls } from '../data/dataSession';
import { createLegacyClient } from '../legacy/legacyClient';
import { createServiceClient } from '../service/serviceClient';
import { fakeTokens, recordingNotifier, type FakeTokens } from './fakes';
import { asRead, CHANGE_FAILED, UNKNOWN_ERROR } from './reportingMiddleware';
import { ResponseShapeError } from './responseValidation';
import { json, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tokens whose renew() calls the real POST session/access of the test server (the browser would send its session cookie). */
function renewingTokens(): FakeTokens {
  return fakeTokens(async (tokens) => {
    const renewed = await createDataSessionCalls({ baseUrl: `${server.origin}/api/data` }).exchange();
    if ('status' in renewed) return false;
    tokens.access = renewed.dataToken;
    return true;
  });
}

/** What POST session/access answers: a tab's tokens of the session. */
const grant = (token: string) => ({
  token,
  legacyToken: 'legacy-2',
  serviceToken: 'service-2',
  profile: { userId: 1, name: 'Tora Teknisk', email: 't@norlink.example', roles: [], bases: [1] },
  activeBases: [1],
  expiresAt: '2999-01-01T00:00:00Z',
});

function dataClient(tokens: FakeTokens, notifier = recordingNotifier()) {
  return { notifier, client: createDataClient({ baseUrl: `${server.origin}/api/data`, notifier, tokens }) };
}

describe('data API: 401 → one shared renewal, one retry each', () => {
  it('renews once for ten concurrent 401s and all ten succeed after their retry (bodies resent)', async () => {
    server.route('POST /api/data/session/access', async (req, res) => {
      await delay(30);
      if (req.headers.authorization) return json(res, 401, { status: 401, message: 'Ugyldig' });
      json(res, 200, grant('access-2'));
    });
    server.route('GET /api/data/pending/productions', (req, res) =>
      req.headers.authorization === 'Bearer access-2' ? json(res, 200, { count: 7 }) : json(res, 401, { status: 401, message: 'Utløpt' }),
    );
    const started: string[] = [];
    server.route('POST /api/data/aws/codebuild/projects/start', (req, res) => {
      if (req.headers.authorization !== 'Bearer access-2') return json(res, 401, { status: 401, message: 'Utløpt' });
      started.push((JSON.parse(req.body) as { projectName: string }).projectName);
      res.writeHead(204).end();
    });
    const tokens = renewingTokens();
    const { client, notifier } = dataClient(tokens);

    const reads = Array.from({ length: 9 }, () => client.GET('/pending/productions'));
    const change = client.POST('/aws/codebuild/projects/start', { body: { projectName: 'norlink-web' } });
    const results = await Promise.all(reads);
    const changed = await change;

    expect(server.hits('POST /api/data/session/access')).toBe(1);
    expect(tokens.renewCalls).toBe(1);
    expect(results.map((r) => r.data?.count)).toEqual(Array(9).fill(7));
    expect(changed.response.status).toBe(204);
    expect(started).toEqual(['norlink-web']);
    expect(server.hits('GET /api/data/pending/productions')).toBe(18);
    expect(tokens.expiredSignals).toBe(0);
    expect(notifier.notices).toEqual([]);
  });

  it('a 401 arriving after the renewal finished retries with the new token without renewing again', async () => {
    server.route('POST /api/data/session/access', (_req, res) => json(res, 200, grant('access-2')));
    let slow = true;
    server.route('GET /api/data/pending/reports', async (req, res) => {
      if (req.headers.authorization === 'Bearer access-2') return json(res, 200, { count: 1 });
      if (slow) {
        slow = false;
        await delay(80);
      }
      json(res, 401, { status: 401, message: 'Utløpt' });
    });
    const tokens = renewingTokens();
    const { client } = dataClient(tokens);
    const [late, early] = await Promise.all([client.GET('/pending/reports'), delay(5).then(() => client.GET('/pending/reports'))]);
    expect(late.data?.count).toBe(1);
    expect(early.data?.count).toBe(1);
    expect(server.hits('POST /api/data/session/access')).toBe(1);
  });

  it('after a failed renewal: no retry, the expiry is signalled once, and later 401s do not renew again', async () => {
    server.route('POST /api/data/session/access', (_req, res) => json(res, 401, { status: 401, message: 'Refresh-token er brukt opp' }));
    server.route('GET /api/data/pending/productions', (_req, res) => json(res, 401, { status: 401, message: 'Utløpt' }));
    const tokens = renewingTokens();
    const { client, notifier } = dataClient(tokens);

    const results = await Promise.all(Array.from({ length: 10 }, () => client.GET('/pending/productions')));
    expect(results.every((r) => r.response.status === 401 && r.data === undefined)).toBe(true);
    expect(server.hits('POST /api/data/session/access')).toBe(1);
    expect(server.hits('GET /api/data/pending/productions')).toBe(10);
    expect(tokens.expiredSignals).toBe(1);

    await client.GET('/pending/productions');
    expect(server.hits('POST /api/data/session/access')).toBe(1);
    expect(tokens.expiredSignals).toBe(1);
    expect(notifier.notices).toEqual([]); // 401 on reads is silent; the login dialog takes over
  });

  it('a retry that meets 401 again is final (no loop)', async () => {
    server.route('POST /api/data/session/access', (_req, res) => json(res, 200, grant('access-2')));
    server.route('GET /api/data/pending/reports', (_req, res) => json(res, 401, { status: 401, message: 'Nei' }));
    const tokens = renewingTokens();
    const { client } = dataClient(tokens);
    const result = await client.GET('/pending/reports');
    expect(result.response.status).toBe(401);
    expect(server.hits('GET /api/data/pending/reports')).toBe(2);
    expect(server.hits('POST /api/data/session/access')).toBe(1);
  });
});

describe('auth headers per API', () => {
  it('data: bearer access token; legacy: X-Session-Token; service: bearer service token', async () => {
    server.route('GET /api/data/pending/reports', (_req, res) => json(res, 200, { count: 0 }));
    server.route('GET /api/legacy/CustomerType', (_req, res) => json(res, 200, []));
    server.route('GET /api/service/countries', (_req, res) => json(res, 200, { main: [{ name: 'Norge', code: 'NO' }], other: [] }));
    const tokens = renewingTokens();
    const notifier = recordingNotifier();
    await createDataClient({ baseUrl: `${server.origin}/api/data`, notifier, tokens }).GET('/pending/reports');
    await createLegacyClient({ baseUrl: `${server.origin}/api/legacy`, notifier, tokens }).GET('/CustomerType');
    const countries = await createServiceClient({ baseUrl: `${server.origin}/api/service/`, notifier, tokens }).GET('/countries');
    const [data, legacy, service] = server.requests;
    expect(data?.headers.authorization).toBe('Bearer access-1');
    expect(legacy?.headers['x-session-token']).toBe('legacy-session');
    expect(legacy?.headers.authorization).toBeUndefined();
    expect(service?.headers.authorization).toBe('Bearer service-token');
    expect(countries.data?.main[0]?.code).toBe('NO');
    expect(notifier.notices).toEqual([]);
  });
});

describe('run-time validation of JSON answers', () => {
  it('reports a shape mismatch with its field path and message, and the call fails', async () => {
    server.route('GET /api/data/pending/productions', (_req, res) => json(res, 200, { count: 'mange' }));
    const { client, notifier } = dataClient(renewingTokens());
    const error = await client.GET('/pending/productions').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ path: 'response.count', problem: 'must be integer', operationId: 'countPendingProductions' });
    expect(notifier.notices).toHaveLength(1);
    expect(notifier.notices[0]?.message).toContain('response.count must be integer');
    expect(notifier.notices[0]?.detail).toBe(`${server.origin}/api/data/pending/productions`);
  });

  it('names a missing property deep inside an array', async () => {
    const entry = { entryId: 1, clientId: 1001, customerNr: 5, customerName: 'Ola Nordmann', jourNr: 100234, amount: 1250.5, shipmentType: 'PAPER', type: 'INVOICE' };
    server.route('GET /api/legacy/Production/BatchList', (_req, res) =>
      json(res, 200, [{ clientId: 1001, clientName: 'Fjordkraft AS', shipments: [], numberOfProductions: 1, sumAmount: 1250.5, entries: [entry, { ...entry, customerName: undefined }] }]),
    );
    const notifier = recordingNotifier();
    const client = createLegacyClient({ baseUrl: `${server.origin}/api/legacy`, notifier, tokens: renewingTokens() });
    await expect(client.GET('/Production/BatchList')).rejects.toMatchObject({ path: 'response[0].entries[1].customerName' });
    expect(notifier.notices[0]?.message).toContain('response[0].entries[1].customerName');
  });

  it('passes a valid answer through untouched', async () => {
    const issues = [{ id: '10001', key: 'NL-17', summary: 'Purring sendt dobbelt', created: '2025-03-04T08:15:00Z', statusName: 'Åpen', statusColor: 'yellow' }];
    server.route('GET /api/data/issue-tracker/issues', (_req, res) => json(res, 200, issues));
    const { client, notifier } = dataClient(renewingTokens());
    const { data } = await client.GET('/issue-tracker/issues');
    expect(data).toEqual(issues);
    expect(notifier.notices).toEqual([]);
  });
});

describe('a checked answer is parsed once', () => {
  it('hands the caller the object the check parsed, also for a streamed answer without Content-Length', async () => {
    const issues = [{ id: '10001', key: 'NL-17', summary: 'Purring sendt dobbelt', created: '2025-03-04T08:15:00Z', statusName: 'Åpen', statusColor: 'yellow' }];
    server.route('GET /api/data/issue-tracker/issues', (_req, res) => {
      // Chunked, as the server streams a client's customer list: no Content-Length.
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write(JSON.stringify(issues).slice(0, 20));
      res.end(JSON.stringify(issues).slice(20));
    });
    const { client } = dataClient(renewingTokens());
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const { data, response } = await client.GET('/issue-tracker/issues');
      expect(data).toEqual(issues);
      // Only parses of this body count (the test's own machinery parses other things).
      expect(parse.mock.calls.filter(([text]) => text === JSON.stringify(issues))).toHaveLength(1);
      expect(await response.text()).toBe(JSON.stringify(issues));
    } finally {
      parse.mockRestore();
    }
  });
});

describe('error reporting (part 1 §8)', () => {
  const service = (notifier = recordingNotifier()) => ({
    notifier,
    client: createServiceClient({ baseUrl: `${server.origin}/api/service`, notifier, tokens: renewingTokens() }),
  });

  it('401 and 404 on reads are silent', async () => {
    server.route('GET /api/service/clients/4711', (_req, res) => json(res, 404, { status: 404, message: 'Klient ikke funnet' }));
    server.route('GET /api/service/countries', (_req, res) => json(res, 401, { status: 401, message: 'Ikke innlogget' }));
    const { client, notifier } = service();
    const missing = await client.GET('/clients/{clientId}', { params: { path: { clientId: 4711 } } });
    const unauthorised = await client.GET('/countries');
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ status: 404, message: 'Klient ikke funnet' });
    expect(unauthorised.response.status).toBe(401);
    expect(notifier.notices).toEqual([]);
  });

  it('other failed reads: "<status>: <server message>" with the URL', async () => {
    server.route('GET /api/service/countries', (_req, res) => json(res, 503, { status: 503, message: 'Databasen svarer ikke' }));
    const { client, notifier } = service();
    await client.GET('/countries');
    expect(notifier.notices).toEqual([{ severity: 'error', message: '503: Databasen svarer ikke', detail: `${server.origin}/api/service/countries` }]);
  });

  it("failed changes: 'Kommunikasjonsfeil med API' with status and server message", async () => {
    server.route('PUT /api/service/Invoice/77/Number', (_req, res) =>
      json(res, 409, { status: 409, message: 'Nummeret er allerede i bruk', fieldErrors: [{ path: 'body.newNumber', message: 'i bruk' }] }),
    );
    const { client, notifier } = service();
    const result = await client.PUT('/Invoice/{invoiceId}/Number', {
      params: { path: { invoiceId: 77 } },
      body: { clientId: 1001, invoiceId: 77, oldNumber: 100, newNumber: 101 },
    });
    expect(result.response.status).toBe(409);
    expect(notifier.notices).toEqual([{ severity: 'error', message: CHANGE_FAILED, detail: '409: Nummeret er allerede i bruk' }]);
  });

  it("failed changes without a server message fall back to 'Ukjent feil'", async () => {
    server.route('DELETE /api/service/persons/5', (_req, res) => void res.writeHead(500).end());
    const { client, notifier } = service();
    await client.DELETE('/persons/{id}', { params: { path: { id: 5 } } });
    expect(notifier.notices).toEqual([{ severity: 'error', message: 'Kommunikasjonsfeil med API', detail: `500: ${UNKNOWN_ERROR}` }]);
  });

  it("a change that gets no answer at all is reported as 'Ukjent feil' and rejects", async () => {
    server.route('DELETE /api/service/persons/6', (req, res) => void res.socket?.destroy());
    const { client, notifier } = service();
    await expect(client.DELETE('/persons/{id}', { params: { path: { id: 6 } } })).rejects.toBeDefined();
    expect(notifier.notices).toEqual([{ severity: 'error', message: CHANGE_FAILED, detail: UNKNOWN_ERROR }]);
  });

  it('a POST named a read (asRead) is reported as a failed read; any other POST stays a failed change', async () => {
    server.route('POST /api/service/Customer/Search', (_req, res) => json(res, 503, { status: 503, message: 'Søket er midlertidig utilgjengelig' }));
    server.route('POST /api/service/clients/1001/revoke-termination', (_req, res) => json(res, 409, { status: 409, message: 'Klienten er ikke oppsagt' }));
    const { client, notifier } = service();
    await client.POST('/Customer/Search', { body: { term: 'Hansen', searchIn: 'text', maxItems: 10 }, middleware: [asRead] });
    await client.POST('/clients/{clientId}/revoke-termination', { params: { path: { clientId: 1001 } }, body: {} });
    expect(notifier.notices).toEqual([
      { severity: 'error', message: '503: Søket er midlertidig utilgjengelig', detail: `${server.origin}/api/service/Customer/Search` },
      { severity: 'error', message: CHANGE_FAILED, detail: '409: Klienten er ikke oppsagt' },
    ]);
  });

  it('a request its caller aborted is not reported (the search that newer typing replaced)', async () => {
    server.route('POST /api/service/Customer/Search', async (_req, res) => {
      await delay(200);
      json(res, 200, []);
    });
    const { client, notifier } = service();
    const abandon = new AbortController();
    const search = client.POST('/Customer/Search', { body: { term: 'Hansen', searchIn: 'text', maxItems: 10 }, signal: abandon.signal });
    await delay(20);
    abandon.abort();
    await expect(search).rejects.toBeDefined();
    expect(notifier.notices).toEqual([]);
  });
});

describe('binary downloads', () => {
  it('returns PDF bytes intact', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 256)), Buffer.from('\n%%EOF\n')]);
    server.route('GET /api/legacy/Document/ICEntry/42', (req, res) => {
      if (req.headers['x-session-token'] !== 'legacy-session') return json(res, 401, { status: 401, message: 'Ikke innlogget' });
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
      res.end(pdf);
    });
    const notifier = recordingNotifier();
    const client = createLegacyClient({ baseUrl: `${server.origin}/api/legacy`, notifier, tokens: renewingTokens() });
    const { data, response } = await client.GET('/Document/ICEntry/{id}', { params: { path: { id: 42 } }, parseAs: 'arrayBuffer' });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(data as ArrayBuffer).equals(pdf)).toBe(true);
    expect(notifier.notices).toEqual([]);
  });

  it('returns a legacy import file as text', async () => {
    server.route('GET /api/legacy/DosFile/9', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('1001;Ærlig Øl AS;1250,50\n');
    });
    const client = createLegacyClient({ baseUrl: `${server.origin}/api/legacy`, notifier: recordingNotifier(), tokens: renewingTokens() });
    const { data } = await client.GET('/DosFile/{id}', { params: { path: { id: 9 }, query: { preview: true } }, parseAs: 'text' });
    expect(data).toBe('1001;Ærlig Øl AS;1250,50\n');
    expect(server.requests[0]?.path).toBe('/api/legacy/DosFile/9');
  });
});

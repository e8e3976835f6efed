import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from '../../../src/domain/dates/isoDate';
import { MAX_TERMINATION_PDF_BYTES, TERMINATION_FILE_NOT_PDF_MESSAGE } from '../../../src/domain/termination/terminationFile';
import { TERMINATION_DATE_IN_FUTURE_MESSAGE, TERMINATION_PDF_REQUIRED_MESSAGE } from '../../../src/domain/termination/terminationValidation';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

// Part 2 §4 client termination, §7.1 termination calls, §7.3 termination attachment: over HTTP on PGlite and PostgreSQL.
let server: TestApp;
let auth = '';
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];
let active: number;
let bankrupt: number;
let inactive: number;
let outside: number;
const today = toIsoDate(new Date());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdfFile = (name = 'oppsigelse.pdf', bytes: Buffer = PDF) => ({ name, content: bytes.toString('base64') });

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'saksbehandler', password: 'saksbehandler-demo' } });
  auth = `Bearer ${(login.json() as { token: string }).token}`;
  contract = await loadContractResponses();
  // As clientTabs.api.test.ts: base 1 is the demo officer's, base 5 is not.
  const bases = [1];
  const pick = async (where: string) =>
    (await server.db.query<{ id: number }>(
      `SELECT c.id FROM client c LEFT JOIN brreg_company b ON b.org_no = c.org_no WHERE c.officer_id = ANY($1::int[]) AND ${where} ORDER BY c.id LIMIT 1`,
      [bases],
    ))[0]!.id;
  active = await pick('c.is_active AND c.termination_date IS NULL AND NOT coalesce(b.is_bankrupt, false)');
  bankrupt = await pick('c.is_active AND c.termination_date IS NULL AND b.is_bankrupt').catch(async () => {
    // The small seed may have no active bankrupt client without a termination: make one.
    const id = await pick('c.is_active AND c.termination_date IS NULL AND NOT coalesce(b.is_bankrupt, false) AND c.id <> ' + active);
    await server.db.query('UPDATE brreg_company SET is_bankrupt = true WHERE org_no = (SELECT org_no FROM client WHERE id = $1)', [id]);
    return id;
  });
  // A client whose service ended yesterday (the small seed gives this officer none).
  inactive = await pick(`c.is_active AND c.termination_date IS NULL AND NOT coalesce(b.is_bankrupt, false) AND c.id NOT IN (${active}, ${bankrupt})`);
  await server.db.query('UPDATE client SET is_active = false, termination_date = $2, end_of_service_date = $3 WHERE id = $1', [inactive, addDays(today, -60), addDays(today, -1)]);
  outside = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 5 ORDER BY id LIMIT 1'))[0]!.id;
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload: payload as object }) });

const logOf = async (clientId: number) => (await call('GET', `clients/${clientId}/termination-log`)).json() as Array<Record<string, unknown>>;
const clientRow = async (clientId: number) =>
  (await server.db.query<Record<string, unknown>>(
    'SELECT is_active, termination_date::text AS t, end_of_service_date::text AS e, termination_note AS note FROM client WHERE id = $1',
    [clientId],
  ))[0]!;
const counts = async (clientId: number) =>
  (await server.db.query<{ logs: number; files: number }>(
    'SELECT (SELECT count(*)::int FROM client_termination_log WHERE client_id = $1) AS logs, (SELECT count(*)::int FROM stored_file) AS files',
    [clientId],
  ))[0]!;

describe('a client terminated, postponed, revoked', () => {
  it('registers a termination with its PDF, logs it, announces the client, and serves the PDF back', async () => {
    const endOfService = addDays(today, 30);
    published.length = 0;
    const put = await call('PUT', `clients/${active}/termination`, {
      terminationNote: 'Klienten har sagt opp',
      terminationDate: today,
      endOfServiceDate: endOfService,
      base64File: pdfFile('../../etc/<script>oppsigelse.pdf'),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(contract.violations('service', 'updateTermination', 200, put.json())).toEqual([]);
    expect(put.json()).toMatchObject({ clientId: active, isActive: true, terminationDate: today, endOfServiceDate: endOfService, terminationNote: 'Klienten har sagt opp' });
    expect(published).toContainEqual([`clients/${active}`, `clients/${active}/termination`, `clients/${active}/termination-log`]);

    const got = await call('GET', `clients/${active}/termination`);
    expect(contract.violations('service', 'getTermination', 200, got.json())).toEqual([]);
    expect(got.json()).toEqual(put.json());
    expect((await call('GET', `clients/${active}`)).json()).toMatchObject({ terminationDate: today, endOfServiceDate: endOfService });

    const log = await logOf(active);
    expect(contract.violations('service', 'listTerminationLog', 200, log)).toEqual([]);
    expect(log[0]).toMatchObject({ eventTag: 'TERMINATED', eventText: 'Oppsigelse registrert', terminationNote: 'Klienten har sagt opp', type: 'TERMINATION' });
    const attachment = log[0]!.attachment as { id: number; fileName: string; clientId: number };
    // The hostile name is data: kept as given, never used as a path.
    expect(attachment).toMatchObject({ clientId: active, fileName: '../../etc/<script>oppsigelse.pdf', mimeType: 'application/pdf' });

    const download = await call('GET', `clients/${active}/attachment/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('../../etc/<script>oppsigelse.pdf')}`);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // Another client's path to the same file, or a client outside the bases, finds nothing.
    expect((await call('GET', `clients/${bankrupt}/attachment/${attachment.id}`)).statusCode).toBe(404);
    expect((await call('GET', `clients/${outside}/attachment/${attachment.id}`)).statusCode).toBe(404);
  });

  it('postpones it without a new PDF (the stored one stands), logged as POSTPONED', async () => {
    const later = addDays(today, 60);
    const put = await call('PUT', `clients/${active}/termination`, { terminationDate: today, endOfServiceDate: later });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ endOfServiceDate: later, terminationNote: null });
    const [latest] = await logOf(active);
    expect(latest).toMatchObject({ eventTag: 'POSTPONED', eventText: 'Oppsigelse utsatt', endOfServiceDate: later, attachment: null });
  });

  it('revokes it with a comment: dates cleared, the client active, the comment logged', async () => {
    published.length = 0;
    const revoke = await call('POST', `clients/${active}/revoke-termination`, { comment: 'Klienten ombestemte seg' });
    expect(revoke.statusCode, revoke.body).toBe(204);
    expect(await clientRow(active)).toEqual({ is_active: true, t: null, e: null, note: null });
    expect(published).toContainEqual([`clients/${active}`, `clients/${active}/termination`, `clients/${active}/termination-log`]);
    expect((await logOf(active))[0]).toMatchObject({ eventTag: 'REVOKED', eventText: 'Oppsigelse opphevet', terminationNote: 'Klienten ombestemte seg' });
  });

  it('refuses to revoke when there is nothing to revoke (409), writing nothing', async () => {
    const before = await counts(active);
    const revoke = await call('POST', `clients/${active}/revoke-termination`, {});
    expect(revoke.statusCode).toBe(409);
    expect(await counts(active)).toEqual(before);
  });

  it('after a revoke, a new termination needs its PDF again', async () => {
    const before = await counts(active);
    const put = await call('PUT', `clients/${active}/termination`, { terminationDate: today, endOfServiceDate: today });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors).toContainEqual({ path: 'body.base64File', message: TERMINATION_PDF_REQUIRED_MESSAGE });
    expect(await counts(active)).toEqual(before);
  });
});

describe('refusals, with nothing written', () => {
  it('refuses a termination date in the future (400)', async () => {
    const before = { ...(await counts(active)), row: await clientRow(active) };
    const put = await call('PUT', `clients/${active}/termination`, {
      terminationDate: addDays(today, 1),
      endOfServiceDate: addDays(today, 30),
      base64File: pdfFile(),
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors).toContainEqual({ path: 'body.terminationDate', message: TERMINATION_DATE_IN_FUTURE_MESSAGE });
    expect({ ...(await counts(active)), row: await clientRow(active) }).toEqual(before);
  });

  it('refuses an end of service in the past (400)', async () => {
    const before = await counts(active);
    const put = await call('PUT', `clients/${active}/termination`, { terminationDate: today, endOfServiceDate: addDays(today, -1), base64File: pdfFile() });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors.map((e: { path: string }) => e.path)).toContain('body.endOfServiceDate');
    expect(await counts(active)).toEqual(before);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name (400)', async () => {
    const before = await counts(active);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const put = await call('PUT', `clients/${active}/termination`, { terminationDate: today, endOfServiceDate: today, base64File: pdfFile('bilde.pdf', png) });
    expect(put.statusCode).toBe(400);
    expect(put.json().fieldErrors).toContainEqual({ path: 'body.base64File.content', message: TERMINATION_FILE_NOT_PDF_MESSAGE });
    // A name not ending in .pdf is refused by the contract.
    const named = await call('PUT', `clients/${active}/termination`, { terminationDate: today, endOfServiceDate: today, base64File: pdfFile('oppsigelse.exe') });
    expect(named.statusCode).toBe(400);
    expect(await counts(active)).toEqual(before);
    expect((await clientRow(active)).t).toBeNull();
  });

  it('refuses a PDF over the size limit (413)', async () => {
    const before = await counts(active);
    const large = Buffer.alloc(MAX_TERMINATION_PDF_BYTES + 1, 0x20);
    PDF.copy(large);
    const put = await call('PUT', `clients/${active}/termination`, { terminationDate: today, endOfServiceDate: today, base64File: pdfFile('stor.pdf', large) });
    expect(put.statusCode).toBe(413);
    expect(await counts(active)).toEqual(before);
  }, 60_000);

  it("refuses to change an inactive client's termination (409); the client must be reactivated", async () => {
    const before = await counts(inactive);
    const put = await call('PUT', `clients/${inactive}/termination`, { terminationDate: today, endOfServiceDate: today, base64File: pdfFile() });
    expect(put.statusCode).toBe(409);
    expect(await counts(inactive)).toEqual(before);
  });

  it('hides a client outside the bases (404) on every call, changing nothing', async () => {
    const row = await clientRow(outside);
    for (const [method, path, body] of [
      ['GET', 'termination', undefined],
      ['GET', 'termination-log', undefined],
      ['PUT', 'termination', { terminationDate: today, endOfServiceDate: today, base64File: pdfFile() }],
      ['POST', 'revoke-termination', {}],
    ] as const) {
      expect((await call(method, `clients/${outside}/${path}`, body)).statusCode).toBe(404);
    }
    expect(await clientRow(outside)).toEqual(row);
  });

  it('refuses bad input from the contract with 400 naming the field', async () => {
    for (const body of [{ terminationDate: 'i går', endOfServiceDate: today }, { endOfServiceDate: today }, { terminationDate: today, endOfServiceDate: today, extra: 1 }]) {
      const put = await call('PUT', `clients/${active}/termination`, body);
      expect(put.statusCode).toBe(400);
      expect(put.json().fieldErrors.length).toBeGreaterThan(0);
    }
    expect((await call('POST', `clients/${active}/revoke-termination`, { comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('GET', 'clients/abc/termination')).statusCode).toBe(400);
  });
});

describe('bankruptcy and reactivation', () => {
  it('logs the termination of a bankrupt company as BANKRUPT', async () => {
    const put = await call('PUT', `clients/${bankrupt}/termination`, {
      terminationNote: 'Bedriften er konkurs',
      terminationDate: today,
      endOfServiceDate: today,
      base64File: pdfFile(),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await logOf(bankrupt))[0]).toMatchObject({ eventTag: 'BANKRUPT', terminationNote: 'Bedriften er konkurs' });
  });

  it('reactivates a client whose service has ended, with an optional comment', async () => {
    const revoke = await call('POST', `clients/${inactive}/revoke-termination`, {});
    expect(revoke.statusCode, revoke.body).toBe(204);
    expect(await clientRow(inactive)).toMatchObject({ is_active: true, t: null, e: null });
    expect((await logOf(inactive))[0]).toMatchObject({ eventTag: 'REACTIVATED', eventText: 'Klient reaktivert', terminationNote: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { FILE_LOCKED } from './dosImportHandlers';

let server: TestApp;
let allBases: Record<string, string>;
let base2Only: Record<string, string>;
const announced: string[][] = [];

interface ImportFile {
  id: number;
  fileName: string;
  clientId: number;
  category: 'Invoice' | 'Other';
  createdTime: string;
  downloadedTime: string | null;
  isLocked: boolean;
  sumAmount: number;
}

async function legacyLogin(user: string, password: string): Promise<Record<string, string>> {
  const response = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user, password } });
  return { 'x-session-token': (response.json() as { access_token: string }).access_token };
}

async function clientBase(clientId: number): Promise<number> {
  const [row] = await server.db.query<{ officer_id: number }>('SELECT officer_id FROM client WHERE id = $1', [clientId]);
  return row!.officer_id;
}

/** A fresh pending file of a client in `base`, so each test has its own file to download or lock. */
async function addPendingFile(category: 'Invoice' | 'Other' = 'Invoice', base = 1): Promise<ImportFile> {
  const content = 'H001001\r\nT000000\r\n';
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO legacy_import_file (file_name, client_id, officer_id, subject, category, created_time, content, file_length)
     SELECT 'TEST' || c.id || '.txt', c.id, c.officer_id, 'Test', $1, now(), $2, $3 FROM client c WHERE c.officer_id = $4 ORDER BY c.id LIMIT 1
     RETURNING id::int AS id`,
    [category, content, content.length, base],
  );
  return (await pending()).find((file) => file.id === row!.id)!;
}

const get = (url: string, headers = allBases) => server.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers = allBases) => server.app.inject({ method: 'POST', url, headers });
const pending = async (headers = allBases, query = '') => (await get(`/api/legacy/Production/DosImport/Pending${query}`, headers)).json() as ImportFile[];
const history = async (query = '') => (await get(`/api/legacy/Production/DosImport/History${query}`)).json() as ImportFile[];

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => announced.push([...endPoints]));
  allBases = await legacyLogin('teknisk', 'teknisk-demo');
  // Leder chooses base 2 only; the choice is kept per officer, so teknisk keeps every base.
  const leder = await legacyLogin('leder', 'leder-demo');
  const selected = await server.app.inject({ method: 'POST', url: '/api/legacy/Officer/select', headers: leder, payload: { bases: [2] } });
  base2Only = { 'x-session-token': (selected.json() as { access_token: string }).access_token };
});
afterAll(() => server.close());

describe('the pending legacy import files (GET Production/DosImport/Pending)', () => {
  it('lists the files not downloaded yet, oldest first, with their client and the sum in kroner', async () => {
    const files = await pending();
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((file) => file.downloadedTime === null)).toBe(true);
    const times = files.map((file) => file.createdTime);
    expect(times).toEqual([...times].sort());
    const [row] = await server.db.query<{ sum_amount_ore: string; client_name: string }>(
      'SELECT f.sum_amount_ore::text, c.name AS client_name FROM legacy_import_file f JOIN client c ON c.id = f.client_id WHERE f.id = $1',
      [files[0]!.id],
    );
    expect(files[0]).toMatchObject({ clientName: row!.client_name, sumAmount: Number(row!.sum_amount_ore) / 100 });
  });

  it('filters by category', async () => {
    const all = await pending();
    const invoices = await pending(allBases, '?category=Invoice');
    const other = await pending(allBases, '?category=Other');
    expect(invoices.every((file) => file.category === 'Invoice')).toBe(true);
    expect(other.every((file) => file.category === 'Other')).toBe(true);
    expect(invoices.length + other.length).toBe(all.length);
  });

  it('shows only the files of the bases the officer has chosen', async () => {
    const all = await pending();
    const mine = await pending(base2Only);
    const bases = await Promise.all(mine.map((file) => clientBase(file.clientId)));
    expect(bases.every((base) => base === 2)).toBe(true);
    const expected = (await Promise.all(all.map(async (file) => ((await clientBase(file.clientId)) === 2 ? file.id : null)))).filter((id) => id !== null);
    expect(mine.map((file) => file.id)).toEqual(expected);
  });

  it('keeps to the chosen bases in a later session too, as the pending-count badge does', async () => {
    const inBase2 = await addPendingFile('Invoice', 2);
    const inBase1 = await addPendingFile('Invoice', 1);
    const later = await legacyLogin('leder', 'leder-demo');
    const ids = (await pending(later)).map((file) => file.id);
    expect(ids).toContain(inBase2.id);
    expect(ids).not.toContain(inBase1.id);
    const data = (await server.app.inject({ method: 'POST', url: '/api/data/login', payload: { username: 'leder', password: 'leder-demo' } })).json() as {
      access_token: string;
    };
    const badge = await server.app.inject({ method: 'GET', url: '/api/data/pending/dos-import-files', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(badge.json()).toEqual({ count: (await pending(later)).length });
  });

  it('refuses an unknown category and a missing session', async () => {
    expect((await get('/api/legacy/Production/DosImport/Pending?category=Faktura')).statusCode).toBe(400);
    expect((await get('/api/legacy/Production/DosImport/Pending', {})).statusCode).toBe(401);
  });
});

describe('the archived legacy import files (GET Production/DosImport/History)', () => {
  it('lists downloaded files newest first, at most maxItems', async () => {
    const files = await history('?maxItems=5');
    expect(files).toHaveLength(5);
    expect(files.every((file) => file.downloadedTime !== null)).toBe(true);
    const times = files.map((file) => file.createdTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('keeps to the days between fromDate and toDate (Oslo time), both included', async () => {
    const files = await history('?fromDate=2026-10-01&toDate=2026-10-31');
    expect(files.length).toBeGreaterThan(0);
    const days = files.map((file) => new Date(file.createdTime).toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' }));
    expect(days.every((day) => day >= '2026-10-01' && day <= '2026-10-31')).toBe(true);
    const [{ count }] = (await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM legacy_import_file
        WHERE downloaded_time IS NOT NULL AND (created_time AT TIME ZONE 'Europe/Oslo')::date BETWEEN '2026-10-01' AND '2026-10-31'`,
    )) as [{ count: number }];
    expect(files).toHaveLength(count);
  });

  it('refuses a period that ends before it starts, naming the field', async () => {
    const response = await get('/api/legacy/Production/DosImport/History?fromDate=2026-11-02&toDate=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0].path).toBe('query.fromDate');
  });
});

describe('downloading a file (GET DosFile/{id})', () => {
  it('previews the text without archiving the file, and announces nothing', async () => {
    const [file] = await pending();
    expect(file).toBeDefined();
    announced.length = 0;
    const response = await get(`/api/legacy/DosFile/${file!.id}?preview=true`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^H\d{6}\d{8}\r\n/);
    expect((await pending()).map((f) => f.id)).toContain(file!.id);
    expect(announced).toEqual([]);
  });

  it('archives the file on the first real download and announces the lists and the badge', async () => {
    const file = await addPendingFile();
    announced.length = 0;
    const response = await get(`/api/legacy/DosFile/${file!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${file!.fileName}"`);
    expect(response.body.length).toBeGreaterThan(0);
    expect((await pending()).map((f) => f.id)).not.toContain(file!.id);
    const archived = (await history('?maxItems=10000')).find((f) => f.id === file!.id);
    expect(archived?.downloadedTime).not.toBeNull();
    expect(announced).toEqual([['Production/DosImport/Pending', 'Production/DosImport/History', 'pending/dos-import-files']]);

    announced.length = 0;
    expect((await get(`/api/legacy/DosFile/${file!.id}`)).statusCode).toBe(200);
    expect(announced).toEqual([]);
  });

  it('answers 404 for a file that does not exist or lies outside the chosen bases', async () => {
    expect((await get('/api/legacy/DosFile/2147483647')).statusCode).toBe(404);
    const [row] = await server.db.query<{ id: number }>(
      'SELECT f.id::int AS id FROM legacy_import_file f JOIN client c ON c.id = f.client_id WHERE c.officer_id <> 2 ORDER BY f.id LIMIT 1',
    );
    expect((await get(`/api/legacy/DosFile/${row!.id}?preview=true`, base2Only)).statusCode).toBe(404);
  });

  it('refuses an id that is not a positive number', async () => {
    expect((await get('/api/legacy/DosFile/0')).statusCode).toBe(400);
    expect((await get('/api/legacy/DosFile/abc')).statusCode).toBe(400);
  });
});

describe('locking a file (POST Production/DosImport/{fileId}/Lock and /Unlock)', () => {
  it('locks and unlocks per file id; a locked file can be previewed but not downloaded', async () => {
    const file = await addPendingFile('Other');
    announced.length = 0;
    expect((await post(`/api/legacy/Production/DosImport/${file!.id}/Lock`)).statusCode).toBe(204);
    expect((await pending()).find((f) => f.id === file!.id)?.isLocked).toBe(true);
    expect(announced).toEqual([['Production/DosImport/Pending', 'Production/DosImport/History']]);

    const refused = await get(`/api/legacy/DosFile/${file!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, message: FILE_LOCKED });
    expect((await pending()).map((f) => f.id)).toContain(file!.id);
    expect((await get(`/api/legacy/DosFile/${file!.id}?preview=true`)).statusCode).toBe(200);

    expect((await post(`/api/legacy/Production/DosImport/${file!.id}/Unlock`)).statusCode).toBe(204);
    expect((await pending()).find((f) => f.id === file!.id)?.isLocked).toBe(false);
    expect((await get(`/api/legacy/DosFile/${file!.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown file or one outside the chosen bases, and changes nothing', async () => {
    announced.length = 0;
    expect((await post('/api/legacy/Production/DosImport/2147483647/Lock')).statusCode).toBe(404);
    const [row] = await server.db.query<{ id: number; is_locked: boolean }>(
      'SELECT f.id::int AS id, f.is_locked FROM legacy_import_file f JOIN client c ON c.id = f.client_id WHERE c.officer_id <> 2 ORDER BY f.id LIMIT 1',
    );
    expect((await post(`/api/legacy/Production/DosImport/${row!.id}/${row!.is_locked ? 'Unlock' : 'Lock'}`, base2Only)).statusCode).toBe(404);
    const [after] = await server.db.query<{ is_locked: boolean }>('SELECT is_locked FROM legacy_import_file WHERE id = $1', [row!.id]);
    expect(after!.is_locked).toBe(row!.is_locked);
    expect(announced).toEqual([]);
  });
});

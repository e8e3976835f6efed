import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_KIND_REFUSED } from '../../files/storedFiles';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { UNKNOWN_FILE_MESSAGE } from './clientHandlers';

// Part 2 §2.2 notes and §7.3 files: note attachments through the Files capability, on PGlite and PostgreSQL.
let server: TestApp;
const auth: Record<string, string> = {};
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];
let inBases: number;
let outside: number;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR rest of a tiny image')]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  for (const username of ['saksbehandler', 'teknisk']) {
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password: `${username}-demo` } });
    auth[username] = `Bearer ${(login.json() as { token: string }).token}`;
  }
  contract = await loadContractResponses();
  inBases = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 1 ORDER BY id LIMIT 1'))[0]!.id;
  outside = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 5 ORDER BY id LIMIT 1'))[0]!.id;
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, user = 'saksbehandler') =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization: auth[user]! }, ...(payload ? { payload } : {}) });

function upload(fileName: string, bytes: Buffer, user = 'saksbehandler', contentType = 'application/octet-stream') {
  const boundary = 'norlink-note-file';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  return server.app.inject({
    method: 'POST',
    url: '/api/service/files',
    headers: { authorization: auth[user]!, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function uploaded(fileName: string, bytes: Buffer, user = 'saksbehandler'): Promise<number> {
  const response = await upload(fileName, bytes, user);
  expect(response.statusCode, response.body).toBe(201);
  expect(contract.violations('service', 'uploadFile', 201, response.json())).toEqual([]);
  return (response.json() as { fileId: number }).fileId;
}

const fileCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_file'))[0]!.n;

async function noteWith(clientId: number, files: number[], user = 'saksbehandler'): Promise<number> {
  const response = await call('POST', `notes/clients/${clientId}`, { title: 'Med vedlegg', text: 'Se vedlegget', date: '2099-02-02', tags: [], files }, user);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
}

describe('note attachments', () => {
  it('uploads a file, attaches it to a note, downloads it exactly, and strikes it through when deleted', async () => {
    const fileId = await uploaded('kvittering.png', PNG);
    const noteId = await noteWith(inBases, [fileId]);
    const notes = (await call('GET', `notes/clients/${inBases}`)).json() as { id: number; files: { id: number; fileName: string; fileType: string; isDeleted: boolean }[] }[];
    expect(notes.find((note) => note.id === noteId)!.files).toEqual([{ id: fileId, fileName: 'kvittering.png', fileType: 'image/png', isDeleted: false }]);

    const download = await call('GET', `files/${fileId}/data`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''kvittering.png");

    published.length = 0;
    expect((await call('DELETE', `files/${fileId}`)).statusCode).toBe(204);
    expect(published).toContainEqual([`notes/clients/${inBases}`, `clients/${inBases}`]);
    const after = (await call('GET', `notes/clients/${inBases}`)).json() as { id: number; files: { id: number; isDeleted: boolean }[] }[];
    expect(after.find((note) => note.id === noteId)!.files).toEqual([expect.objectContaining({ id: fileId, isDeleted: true })]);
    expect((await call('GET', `files/${fileId}/data`)).statusCode).toBe(404);
    const audit = await server.db.query<{ client_ids: string[] }>(`SELECT client_ids::text[] FROM audit_event WHERE operation = 'deleteFile' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.client_ids.map(Number)).toContain(inBases);
  });

  it('reads the kind from the bytes: a renamed executable is refused with nothing stored, a PDF named .txt is a PDF', async () => {
    const before = await fileCount();
    const refused = await upload('faktura.pdf', Buffer.from('MZ\x90\x00 this is no pdf'), 'saksbehandler', 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ message: FILE_KIND_REFUSED });
    expect(await fileCount()).toBe(before);
    const fileId = await uploaded('notat.txt', PDF);
    const [row] = await server.db.query<{ content_type: string }>('SELECT content_type FROM stored_file WHERE id = $1', [fileId]);
    expect(row!.content_type).toBe('application/pdf');
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = await fileCount();
    const response = await upload('stor.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(response.statusCode).toBe(413);
    expect(await fileCount()).toBe(before);
  });

  it('keeps a hostile file name as data only, and sends it back encoded in the header', async () => {
    const hostile = '<img src=x onerror=alert(1)>; rm -rf ~ & %00 æøå.png';
    const fileId = await uploaded(hostile, PNG);
    const [row] = await server.db.query<{ file_name: string }>('SELECT file_name FROM stored_file WHERE id = $1', [fileId]);
    expect(row!.file_name).toBe(hostile);
    const download = await call('GET', `files/${fileId}/data`);
    expect(download.statusCode).toBe(200);
    const disposition = download.headers['content-disposition'] as string;
    expect(disposition).toMatch(/^attachment; filename="[\w.-]+"; filename\*=UTF-8''[\w.%~*'()!-]+$/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(hostile);
    // A path in the name is never a path: only its last segment is kept, as text.
    const traversing = await uploaded('../../etc/passwd.pdf', PDF);
    expect((await server.db.query<{ file_name: string }>('SELECT file_name FROM stored_file WHERE id = $1', [traversing]))[0]!.file_name).toBe('passwd.pdf');
  });

  it("keeps an officer's files to the notes within the bases: another's upload cannot be attached, read or deleted", async () => {
    const mine = await uploaded('mitt.pdf', PDF);
    // Before a note carries it, the upload is its uploader's alone.
    expect((await call('GET', `files/${mine}/data`, undefined, 'teknisk')).statusCode).toBe(404);
    const refused = await call('POST', `notes/clients/${inBases}`, { title: 'Lånt', text: 'x', date: '2099-02-02', files: [mine] }, 'teknisk');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: UNKNOWN_FILE_MESSAGE });
    expect((await call('DELETE', `files/${mine}`, undefined, 'teknisk')).statusCode).toBe(404);

    // A file on a note of a client outside the bases is not found.
    const theirs = await uploaded('deres.pdf', PDF, 'teknisk');
    await noteWith(outside, [theirs], 'teknisk');
    expect((await call('GET', `files/${theirs}/data`)).statusCode).toBe(404);
    expect((await call('DELETE', `files/${theirs}`)).statusCode).toBe(404);
    expect((await call('GET', `files/${theirs}/data`, undefined, 'teknisk')).statusCode).toBe(200);
    // Nor can a file already on one note be attached to another.
    const again = await call('POST', `notes/clients/${inBases}`, { title: 'Igjen', text: 'x', date: '2099-02-02', files: [theirs] }, 'teknisk');
    expect(again.statusCode).toBe(400);
    expect((await call('GET', 'files/999999999/data')).statusCode).toBe(404);
  });

  it('deletes an upload no note carries', async () => {
    const fileId = await uploaded('angret.pdf', PDF);
    expect((await call('DELETE', `files/${fileId}`)).statusCode).toBe(204);
    expect(await server.db.query('SELECT 1 FROM stored_file WHERE id = $1', [fileId])).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/testApp';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { createLegacyClient } from './legacyClient';
import { httpLegacyImportFiles } from './httpLegacyImportFiles';

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/legacy`;
}, 120_000);
afterAll(() => server.close());

async function importFiles() {
  const login = await server.sessions.login('teknisk', 'teknisk-demo', 'legacy');
  if (login?.audience !== 'legacy') throw new Error('teknisk could not log in');
  const notifier = recordingNotifier();
  const tokens = { ...fakeTokens(async () => false), legacyToken: () => login.accessToken };
  return { port: httpLegacyImportFiles(createLegacyClient({ baseUrl, notifier, tokens })), notifier };
}

async function addPendingFile(category: 'Invoice' | 'Other'): Promise<number> {
  const content = 'H001001\r\nT000000\r\n';
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO legacy_import_file (file_name, client_id, officer_id, subject, category, sum_amount_ore, created_time, content, file_length)
     SELECT 'ADAPTER.txt', c.id, c.officer_id, 'Adaptertest', $1, 123456, now(), $2, $3 FROM client c ORDER BY c.id LIMIT 1
     RETURNING id::int AS id`,
    [category, content, content.length],
  );
  return row!.id;
}

describe('legacy import files over HTTP against the real server', () => {
  it('reads the pending files of one category, keyed by the read path the server announces, with the sum in øre', async () => {
    const { port, notifier } = await importFiles();
    const id = await addPendingFile('Other');
    const read = port.pending('Other');
    expect(read).toMatchObject({ api: 'legacy', path: 'Production/DosImport/Pending', params: { category: 'Other' } });
    const files = await read.fetch();
    expect(files.every((file) => file.category === 'Other')).toBe(true);
    expect(files.find((file) => file.id === id)).toMatchObject({ fileName: 'ADAPTER.txt', subject: 'Adaptertest', sumAmount: 123456, isLocked: false, downloadedTime: null });
    expect(await port.pending('Invoice').fetch()).not.toContainEqual(expect.objectContaining({ id }));
    expect(notifier.notices).toEqual([]);
  });

  it('previews without archiving, downloads the text (archiving it), and locks and unlocks', async () => {
    const { port, notifier } = await importFiles();
    const id = await addPendingFile('Invoice');
    expect(await port.preview(id)).toBe('H001001\r\nT000000\r\n');
    await port.lock(id);
    expect((await port.pending('Invoice').fetch()).find((file) => file.id === id)?.isLocked).toBe(true);
    await port.unlock(id);
    expect((await port.pending('Invoice').fetch()).find((file) => file.id === id)?.isLocked).toBe(false);
    expect(await port.download(id)).toBe('H001001\r\nT000000\r\n');
    expect((await port.pending('Invoice').fetch()).map((file) => file.id)).not.toContain(id);
    expect(notifier.notices).toEqual([]);
  });

  it('fails the download of a locked file and tells the officer the status and the reason', async () => {
    const { port, notifier } = await importFiles();
    const id = await addPendingFile('Invoice');
    await port.lock(id);
    await expect(port.download(id)).rejects.toMatchObject({ name: 'ApiFailure', status: 409 });
    expect(notifier.notices).toEqual([expect.objectContaining({ severity: 'error', message: '409: Filen er låst og kan ikke lastes ned' })]);
  });

  it('fails a lock of a file that does not exist', async () => {
    const { port } = await importFiles();
    await expect(port.lock(2147483647)).rejects.toMatchObject({ status: 404 });
  });
});

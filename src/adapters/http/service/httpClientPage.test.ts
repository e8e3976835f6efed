import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { recordingNotifier } from '../shared/fakes';
import { toIsoDate } from '../../../domain/dates/isoDate';
import { httpClientPage } from './httpClientPage';

// Against the real server and database: the answers must pass the contract's response validators.
let server: TestApp;
let origin: string;
const notifier = recordingNotifier();

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

describe('httpClientPage against the reference server', () => {
  it('reads a client and its notes, writes, changes and deletes a note, and answers null for an unknown client without a toast', async () => {
    const api = httpClientPage(await signedInServiceClient(origin, notifier));
    const [row] = await server.db.query<{ id: number; name: string }>('SELECT id, name FROM client WHERE EXISTS (SELECT 1 FROM note WHERE client_id = client.id) ORDER BY id LIMIT 1');
    expect(await api.client(row!.id).fetch()).toMatchObject({ id: row!.id, name: row!.name });
    expect(await api.client(999_999).fetch()).toBeNull();
    const [tag] = await api.noteTags().fetch();
    const id = await api.createNote(row!.id, { title: 'Adaptermerknad', text: 'Tekst', date: '2099-12-31', tags: [tag!.id] });
    const [first] = await api.notes(row!.id, '').fetch();
    expect(first).toMatchObject({ id, title: 'Adaptermerknad', tags: [{ id: tag!.id }] });
    await api.updateNote(id, { title: 'Endret', text: 'Ny tekst', date: '2099-12-31', tags: [] });
    expect(await api.notes(row!.id, 'endret').fetch()).toMatchObject([{ id, title: 'Endret', tags: [] }]);
    await api.deleteNote(id);
    expect((await api.notes(row!.id, '').fetch()).some((note) => note.id === id)).toBe(false);
    expect(notifier.notices).toEqual([]);
  });

  it('creates, lists, changes and deletes a contact person, sending an empty e-mail and phone as null', async () => {
    const api = httpClientPage(await signedInServiceClient(origin, notifier));
    const [row] = await server.db.query<{ id: number }>('SELECT id FROM client ORDER BY id LIMIT 1');
    const form = { firstName: 'Adapter', lastName: '', email: '', phone: '', role: 'Daglig leder', comment: '' };
    await api.createPerson(row!.id, form);
    const created = (await api.persons(row!.id).fetch()).find((person) => person.firstName === 'Adapter')!;
    expect(created).toMatchObject({ lastName: null, email: null, phone: null, role: 'Daglig leder' });
    await api.updatePerson(created.id, { ...form, email: 'adapter@firma.no' });
    expect((await api.persons(row!.id).fetch()).find((person) => person.id === created.id)?.email).toBe('adapter@firma.no');
    await api.deletePerson(created.id);
    expect((await api.persons(row!.id).fetch()).some((person) => person.id === created.id)).toBe(false);
    expect(notifier.notices).toEqual([]);
  });

  it('terminates a client with a PDF, reads the status, the log and the PDF back, and revokes it', async () => {
    const api = httpClientPage(await signedInServiceClient(origin, notifier));
    const [row] = await server.db.query<{ id: number; orgNo: string }>(
      `SELECT c.id, c.org_no AS "orgNo" FROM client c JOIN brreg_company b ON b.org_no = c.org_no
        WHERE c.is_active AND c.termination_date IS NULL AND NOT b.is_bankrupt ORDER BY c.id LIMIT 1`,
    );
    const today = toIsoDate(new Date());
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    expect(await api.companyBankrupt(row!.orgNo).fetch()).toBe(false);
    const saved = await api.saveTermination(row!.id, { note: 'Sagt opp', terminationDate: today, endOfServiceDate: today, file: { name: 'oppsigelse.pdf', bytes } });
    expect(saved).toEqual({ isActive: true, terminationDate: today, endOfServiceDate: today, terminationNote: 'Sagt opp' });
    expect(await api.termination(row!.id).fetch()).toEqual(saved);
    const [entry] = await api.terminationLog(row!.id).fetch();
    expect(entry).toMatchObject({ eventTag: 'TERMINATED', terminationNote: 'Sagt opp', attachment: { fileName: 'oppsigelse.pdf' } });
    const file = await api.downloadTerminationAttachment(row!.id, entry!.attachment!.id);
    expect(file.fileName).toBe('oppsigelse.pdf');
    expect(new Uint8Array(await file.content.arrayBuffer())).toEqual(bytes);
    await api.revokeTermination(row!.id, null);
    expect(await api.termination(row!.id).fetch()).toMatchObject({ terminationDate: null, endOfServiceDate: null });
    expect(notifier.notices).toEqual([]);
  });
});

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
    const id = await api.createNote(row!.id, { title: 'Adaptermerknad', text: 'Tekst', date: '2099-12-31', tags: [tag!.id], files: [] });
    const [first] = await api.notes(row!.id, '').fetch();
    expect(first).toMatchObject({ id, title: 'Adaptermerknad', tags: [{ id: tag!.id }] });
    // A search the seed's own notes (e.g. 'Endret fakturaoppsett') cannot meet.
    await api.updateNote(id, { title: 'Endret adaptermerknad', text: 'Ny tekst', date: '2099-12-31', tags: [], files: [] });
    expect(await api.notes(row!.id, 'endret adaptermerknad').fetch()).toMatchObject([{ id, title: 'Endret adaptermerknad', tags: [] }]);
    await api.deleteNote(id);
    expect((await api.notes(row!.id, '').fetch()).some((note) => note.id === id)).toBe(false);
    expect(notifier.notices).toEqual([]);
  });

  it('uploads a note attachment as multipart, reads it back, strikes it through, and reads the full customer list', async () => {
    const api = httpClientPage(await signedInServiceClient(origin, notifier));
    const [row] = await server.db.query<{ id: number }>('SELECT id FROM client WHERE EXISTS (SELECT 1 FROM customer WHERE client_id = client.id) ORDER BY id LIMIT 1');
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
    const fileId = await api.uploadFile(new File([bytes], 'avtale æ.pdf', { type: 'application/pdf' }));
    const noteId = await api.createNote(row!.id, { title: 'Vedlegg', text: '', date: '2099-12-30', tags: [], files: [fileId] });
    const downloaded = await api.downloadFile(fileId);
    expect(downloaded.fileName).toBe('avtale æ.pdf');
    expect(new Uint8Array(await downloaded.content.arrayBuffer())).toEqual(bytes);
    await api.deleteFile(fileId);
    const [note] = (await api.notes(row!.id, '').fetch()).filter((n) => n.id === noteId);
    expect(note!.files).toEqual([{ id: fileId, fileName: 'avtale æ.pdf', fileType: 'application/pdf', isDeleted: true }]);
    const customers = await api.customers(row!.id).fetch();
    const [count] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer WHERE client_id = $1', [row!.id]);
    expect(customers).toHaveLength(count!.n);
    expect(Object.keys(customers.at(0)!).sort()).toEqual(['email', 'id', 'name', 'nr', 'phone', 'type']);
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

  it('reads and saves the settings, the soft reminder, a reminder text and an import source', async () => {
    const api = httpClientPage(await signedInServiceClient(origin, notifier));
    const [row] = await server.db.query<{ id: number }>('SELECT id FROM client ORDER BY id LIMIT 1');
    const clientId = row!.id;
    const settings = (await api.client(clientId).fetch())!.settings!;
    expect(settings.readOnly.dueDays).toEqual(expect.any(Number));
    await api.updateSettings(clientId, { ...settings.editable, paymentForm: 'BREVGIRO', newBankAccount: '1234 56 78903', receiptEmail: ' ' });
    expect((await api.client(clientId).fetch())!.settings!.editable).toMatchObject({ paymentForm: 'BREVGIRO', newBankAccount: '12345678903', receiptEmail: '' });

    await api.updateSoftReminder(clientId, { isEnabled: true, sendOnDay: 8, sendOnEmail: true, sendOnSMS: false });
    expect(await api.softReminder(clientId).fetch()).toMatchObject({ isEnabled: true, sendOnDay: 8 });

    const standard = (await api.reminderTexts(clientId).fetch()).find((text) => text.reminderType === 'REMINDER2' && text.languageCode === 'NO')!;
    if (standard.clientId !== null) await api.deleteReminderText(clientId, standard.id);
    const reset = (await api.reminderTexts(clientId).fetch()).find((text) => text.reminderType === 'REMINDER2' && text.languageCode === 'NO')!;
    await api.saveReminderText(clientId, reset, { reminderType: 'REMINDER2', languageCode: 'NO', title: '', text: 'Adaptertekst' });
    const own = (await api.reminderTexts(clientId).fetch()).find((text) => text.reminderType === 'REMINDER2' && text.languageCode === 'NO')!;
    expect(own).toMatchObject({ clientId, title: null, text: 'Adaptertekst' });
    await api.saveReminderText(clientId, own, { reminderType: 'REMINDER2', languageCode: 'NO', title: 'Tittel', text: 'Endret' });
    expect((await api.reminderTexts(clientId).fetch()).find((text) => text.id === own.id)).toMatchObject({ title: 'Tittel', text: 'Endret' });

    await api.createSource(clientId, { source: 'FTP', activatedAt: '2099-01-01', personId: null, comment: '', username: 'adapter', fileFormat: '' });
    const created = (await api.sources(clientId).fetch()).find((source) => source.username === 'adapter')!;
    expect(created).toMatchObject({ source: 'FTP', activatedAt: '2099-01-01', fileFormat: null });
    await api.updateSource(created.id, { source: 'AMCS', activatedAt: '2099-01-02', personId: null, comment: 'x', username: 'adapter', fileFormat: '' });
    expect((await api.sources(clientId).fetch()).find((source) => source.id === created.id)).toMatchObject({ source: 'AMCS', username: null, comment: 'x' });
    await api.deleteSource(created.id);
    expect((await api.sources(clientId).fetch()).some((source) => source.id === created.id)).toBe(false);
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

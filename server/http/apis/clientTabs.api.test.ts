import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_BANK_ACCOUNT_INVALID } from '../../../src/domain/client/clientSettings';
import { SOURCE_FILE_FORMAT_UNKNOWN, SOURCE_HAS_NO_FTP_SETUP, SOURCE_PERSON_INVALID, SOURCE_USERNAME_MISSING } from '../../../src/domain/client/importSource';
import { REMINDER_TEXT_MISSING } from '../../../src/domain/client/reminderText';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { REMINDER_TEXT_KIND_FIXED_MESSAGE } from './clientHandlers';

// Part 2 §2.2 settings, reminderTexts and sources, §7.3: a client's settings and soft reminder, its reminder texts with edit and
// delete-and-reset, and its import sources with add, edit and delete, on PGlite and PostgreSQL.
let server: TestApp;
let auth = '';
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];
let inBases: number;
let outside: number;

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'saksbehandler', password: 'saksbehandler-demo' } });
  auth = `Bearer ${(login.json() as { token: string }).token}`;
  contract = await loadContractResponses();
  inBases = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 1 ORDER BY id LIMIT 1'))[0]!.id;
  outside = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 5 ORDER BY id LIMIT 1'))[0]!.id;
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization: auth }, ...(payload ? { payload } : {}) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(operationId: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200): Promise<any> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(contract.violations('service', operationId, status, body)).toEqual([]);
  return body;
}

const auditedOperations = async (clientId: number) =>
  (await server.db.query<{ operation: string }>('SELECT operation FROM audit_event WHERE $1 = ANY(client_ids::int[]) ORDER BY id', [clientId])).map((row) => row.operation);

/** Gives the client its own REMINDER1 text in Norwegian (in place of any it had); its id. */
async function ownText(clientId: number): Promise<number> {
  await server.db.query(`DELETE FROM reminder_text WHERE client_id = $1 AND reminder_type = 'REMINDER1' AND language_code = 'NO'`, [clientId]);
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO reminder_text (client_id, reminder_type, reminder_label, language_code, title, text)
     VALUES ($1, 'REMINDER1', 'Purring 1', 'NO', 'Egen tittel', 'Egen tekst') RETURNING id`,
    [clientId],
  );
  return row!.id;
}

const reminder1No = (texts: Array<Record<string, unknown>>) => texts.find((t) => t.reminderType === 'REMINDER1' && t.languageCode === 'NO');

describe('clients/{id}/debt-collection/reminder-texts', () => {
  it("lists the client's own text in place of the default, and deleting it returns the default", async () => {
    const own = await ownText(inBases);
    const listed = await call('GET', `clients/${inBases}/debt-collection/reminder-texts`);
    expect(listed.statusCode).toBe(200);
    expect(contract.violations('service', 'listReminderTexts', 200, listed.json())).toEqual([]);
    expect(reminder1No(listed.json())).toMatchObject({ id: own, clientId: inBases, text: 'Egen tekst' });

    published.length = 0;
    expect((await call('DELETE', `clients/${inBases}/debt-collection/reminder-texts/${own}`)).statusCode).toBe(204);
    expect(published).toContainEqual([`clients/${inBases}/debt-collection/reminder-texts`]);
    const after = (await call('GET', `clients/${inBases}/debt-collection/reminder-texts`)).json();
    expect(reminder1No(after)).toMatchObject({ clientId: null });
  });

  it('refuses to delete a default text or another client\'s text, and hides clients outside the bases', async () => {
    const defaultId = (await server.db.query<{ id: number }>('SELECT id FROM reminder_text WHERE client_id IS NULL ORDER BY id LIMIT 1'))[0]!.id;
    expect((await call('DELETE', `clients/${inBases}/debt-collection/reminder-texts/${defaultId}`)).statusCode).toBe(404);
    expect((await server.db.query('SELECT 1 FROM reminder_text WHERE id = $1', [defaultId])).length).toBe(1);
    const othersText = await ownText(outside);
    expect((await call('DELETE', `clients/${inBases}/debt-collection/reminder-texts/${othersText}`)).statusCode).toBe(404);
    expect((await call('DELETE', `clients/${outside}/debt-collection/reminder-texts/${othersText}`)).statusCode).toBe(404);
    expect((await server.db.query('SELECT 1 FROM reminder_text WHERE id = $1', [othersText])).length).toBe(1);
    expect((await call('GET', `clients/${outside}/debt-collection/reminder-texts`)).statusCode).toBe(404);
  });
});

describe('clients/{id}/sources', () => {
  it("lists a client's import sources as the contract says, and hides clients outside the bases", async () => {
    const [withSources] = await server.db.query<{ client_id: number; n: number }>(
      'SELECT s.client_id, count(*)::int AS n FROM import_source s JOIN client c ON c.id = s.client_id WHERE c.officer_id = 1 GROUP BY s.client_id ORDER BY s.client_id LIMIT 1',
    );
    const listed = await call('GET', `clients/${withSources!.client_id}/sources`);
    expect(listed.statusCode).toBe(200);
    expect(contract.violations('service', 'listClientSources', 200, listed.json())).toEqual([]);
    expect(listed.json()).toHaveLength(withSources!.n);
    expect((await call('GET', `clients/${outside}/sources`)).statusCode).toBe(404);
  });
});

describe('client settings (part 2 §3.2, §7.3)', () => {
  const settingsRow = async (clientId: number) =>
    (await server.db.query<Record<string, unknown>>(
      'SELECT payment_form, new_bank_account, approve_reminders, receipt_for_cases_sent, receipt_email, use_html_email, prod_invoice_pdf FROM client_settings WHERE client_id = $1',
      [clientId],
    ))[0]!;

  it("answers the client's settings with the read-only ones in GET clients/{id}", async () => {
    const client = await ok('getClient', 'GET', `clients/${inBases}`);
    expect(client.settings).toMatchObject({ production: expect.any(Object), reminder: expect.any(Object), debtCollection: expect.any(Object), report: expect.any(Object) });
    expect(client.settings.readOnly).toMatchObject({ useInvoiceKid: expect.any(Boolean), dueDays: expect.any(Number), autoInkasso: expect.any(Boolean) });
    const production = await ok('getClientProdSettings', 'GET', `clients/${inBases}/prod-settings`);
    expect(production).toEqual(client.settings.production);
  });

  it('changes the fields named, in one audited transaction, and announces the client read', async () => {
    published.length = 0;
    const saved = await ok('updateClientSettings', 'PUT', `clients/${inBases}/settings`, {
      production: { paymentForm: 'BREVGIRO', newBankAccount: '12345678903', prodInvoicePdf: false },
      reminder: { approveReminders: true },
      debtCollection: { receiptForCasesSent: true, receiptEmail: 'kvittering@firma.no' },
      report: { useHtmlEmail: false },
    });
    expect(saved.production).toEqual({ prodInvoicePdf: false, paymentForm: 'BREVGIRO', newBankAccount: '12345678903' });
    expect(saved.debtCollection).toEqual({ receiptForCasesSent: true, receiptEmail: 'kvittering@firma.no' });
    expect(await settingsRow(inBases)).toEqual({
      payment_form: 'BREVGIRO', new_bank_account: '12345678903', approve_reminders: true, receipt_for_cases_sent: true,
      receipt_email: 'kvittering@firma.no', use_html_email: false, prod_invoice_pdf: false,
    });
    expect(published).toContainEqual([`clients/${inBases}`, `clients/${inBases}/prod-settings`]);
    expect(await auditedOperations(inBases)).toContain('updateClientSettings');

    const production = await ok('updateClientProductionSettings', 'PUT', `clients/${inBases}/settings/production`, { newBankAccount: null, paymentForm: 'NONE' });
    expect(production.production).toMatchObject({ paymentForm: 'NONE', newBankAccount: null });
    const reminder = await ok('updateClientReminderSettings', 'PUT', `clients/${inBases}/settings/reminder`, { remindersOnEmail: true, approveReminders: false });
    expect(reminder.reminder).toMatchObject({ remindersOnEmail: true, approveReminders: false });
    expect(reminder.production).toMatchObject({ paymentForm: 'NONE', prodInvoicePdf: false });
  });

  it('refuses a bad account number or e-mail, and a client outside the bases, with nothing changed', async () => {
    const before = await settingsRow(inBases);
    const badAccount = await call('PUT', `clients/${inBases}/settings`, { production: { newBankAccount: '12345678904' }, report: { useHtmlEmail: true } });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json()).toMatchObject({ message: NEW_BANK_ACCOUNT_INVALID, fieldErrors: [{ path: 'body.production.newBankAccount', message: NEW_BANK_ACCOUNT_INVALID }] });
    const badEmail = await call('PUT', `clients/${inBases}/settings`, { debtCollection: { receiptEmail: 'kvittering@' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors?.[0]?.path).toMatch(/receiptEmail/);
    expect((await call('PUT', `clients/${inBases}/settings`, { production: { paymentForm: 'KONTANT' } })).statusCode).toBe(400);
    expect((await call('PUT', `clients/${inBases}/settings`, {})).statusCode).toBe(400);
    expect(await settingsRow(inBases)).toEqual(before);

    const outsideBefore = await settingsRow(outside);
    expect((await call('PUT', `clients/${outside}/settings`, { report: { useHtmlEmail: !outsideBefore.use_html_email } })).statusCode).toBe(404);
    expect((await call('GET', `clients/${outside}/prod-settings`)).statusCode).toBe(404);
    expect(await settingsRow(outside)).toEqual(outsideBefore);
  });
});

describe('clients/{id}/dunning/soft-reminder-setup (part 2 §5 Soft reminder)', () => {
  it('answers the defaults before any setup, saves day 5 to 12 and refuses any other day with nothing changed', async () => {
    await server.db.query('DELETE FROM client_soft_reminder_setup WHERE client_id = $1', [inBases]);
    const initial = await ok('getSoftReminderSetup', 'GET', `clients/${inBases}/dunning/soft-reminder-setup`);
    expect(initial).toMatchObject({ clientId: inBases, isEnabled: false, sendOnDay: 5 });

    published.length = 0;
    const saved = await ok('updateSoftReminderSetup', 'PUT', `clients/${inBases}/dunning/soft-reminder-setup`, { isEnabled: true, sendOnDay: 12, sendOnEmail: true, sendOnSMS: true });
    expect(saved).toMatchObject({ clientId: inBases, isEnabled: true, sendOnDay: 12, sendOnSMS: true });
    expect(published).toContainEqual([`clients/${inBases}/dunning/soft-reminder-setup`]);
    expect(await auditedOperations(inBases)).toContain('updateSoftReminderSetup');

    for (const sendOnDay of [4, 13, 7.5]) {
      const refused = await call('PUT', `clients/${inBases}/dunning/soft-reminder-setup`, { isEnabled: true, sendOnDay, sendOnEmail: true, sendOnSMS: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors?.[0]?.path).toMatch(/sendOnDay/);
    }
    expect(await ok('getSoftReminderSetup', 'GET', `clients/${inBases}/dunning/soft-reminder-setup`)).toMatchObject({ sendOnDay: 12, sendOnSMS: true });
    expect((await call('PUT', `clients/${outside}/dunning/soft-reminder-setup`, { isEnabled: true, sendOnDay: 6, sendOnEmail: true, sendOnSMS: false })).statusCode).toBe(404);
    expect((await server.db.query('SELECT 1 FROM client_soft_reminder_setup WHERE client_id = $1 AND send_on_day = 6', [outside])).length).toBe(0);
  });
});

describe('editing a reminder text (part 2 §2.2 reminderTexts)', () => {
  it("gives the client its own text from a default, updates it, and refuses a changed type or a default's id", async () => {
    await server.db.query(`DELETE FROM reminder_text WHERE client_id = $1`, [inBases]);
    published.length = 0;
    const created = await ok('createReminderText', 'POST', `clients/${inBases}/debt-collection/reminder-texts`, { reminderType: 'REMINDER2', languageCode: 'EN', title: 'Second', text: 'Pay now' }, 201);
    expect(created).toMatchObject({ clientId: inBases, reminderType: 'REMINDER2', languageCode: 'EN', reminderLabel: 'Purring 2', title: 'Second', text: 'Pay now' });
    expect(published).toContainEqual([`clients/${inBases}/debt-collection/reminder-texts`]);
    // Saving the same type and language again changes the client's one text.
    const again = await ok('createReminderText', 'POST', `clients/${inBases}/debt-collection/reminder-texts`, { reminderType: 'REMINDER2', languageCode: 'EN', text: 'Pay today' }, 201);
    expect(again).toMatchObject({ id: created.id, title: null, text: 'Pay today' });

    const updated = await ok('updateReminderText', 'PUT', `clients/${inBases}/debt-collection/reminder-texts/${created.id}`, { reminderType: 'REMINDER2', languageCode: 'EN', title: 'Reminder two', text: 'Please pay' });
    expect(updated).toMatchObject({ id: created.id, title: 'Reminder two', text: 'Please pay' });
    const listed = (await call('GET', `clients/${inBases}/debt-collection/reminder-texts`)).json() as Array<Record<string, unknown>>;
    expect(listed.find((t) => t.reminderType === 'REMINDER2' && t.languageCode === 'EN')).toMatchObject({ id: created.id, text: 'Please pay' });
    expect(await auditedOperations(inBases)).toEqual(expect.arrayContaining(['createReminderText', 'updateReminderText']));

    const kind = await call('PUT', `clients/${inBases}/debt-collection/reminder-texts/${created.id}`, { reminderType: 'REMINDER1', languageCode: 'EN', text: 'x' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ message: REMINDER_TEXT_KIND_FIXED_MESSAGE });
    const blank = await call('PUT', `clients/${inBases}/debt-collection/reminder-texts/${created.id}`, { reminderType: 'REMINDER2', languageCode: 'EN', text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: [{ path: 'body.text', message: REMINDER_TEXT_MISSING }] });
    expect((await call('POST', `clients/${inBases}/debt-collection/reminder-texts`, { reminderType: 'REMINDER9', languageCode: 'NO', text: 'x' })).statusCode).toBe(400);
    const defaultId = (await server.db.query<{ id: number }>('SELECT id FROM reminder_text WHERE client_id IS NULL ORDER BY id LIMIT 1'))[0]!.id;
    expect((await call('PUT', `clients/${inBases}/debt-collection/reminder-texts/${defaultId}`, { reminderType: 'REMINDER1', languageCode: 'NO', text: 'x' })).statusCode).toBe(404);
    expect((await server.db.query('SELECT text FROM reminder_text WHERE id = $1', [created.id]))[0]).toEqual({ text: 'Please pay' });
    expect((await call('POST', `clients/${outside}/debt-collection/reminder-texts`, { reminderType: 'REMINDER1', languageCode: 'NO', text: 'x' })).statusCode).toBe(404);
    expect((await server.db.query('SELECT 1 FROM reminder_text WHERE client_id = $1 AND text = $2', [outside, 'x'])).length).toBe(0);
  });
});

describe('adding, editing and deleting import sources (part 2 §3.8, §5 Import source)', () => {
  const sourcesOf = async (clientId: number) => (await server.db.query<{ id: number }>('SELECT id FROM import_source WHERE client_id = $1 ORDER BY id', [clientId])).map((row) => row.id);

  it('offers the sources of §3.8', async () => {
    const types = await ok('listSourceTypes', 'GET', 'sources');
    expect(types.map((t: { source: string }) => t.source)).toEqual(['FTP', 'SFTP', 'GOLFBOX', 'POWEROFFICE', 'AMCS', 'IIZY', 'REG-PAPER', 'REG-PDF', 'API-REST', 'API-FILE']);
  });

  it('adds, edits and deletes a source, announcing the list and the client, audited', async () => {
    const [person] = await server.db.query<{ id: number }>(
      `INSERT INTO person (client_id, created_at, created_by, first_name, role) VALUES ($1, now(), 'test', 'Kari', 'IT ansvarlig') RETURNING id`,
      [inBases],
    );
    published.length = 0;
    const created = await ok('createClientSource', 'POST', `clients/${inBases}/sources`, { source: 'SFTP', activatedAt: '2026-12-01', username: ' kunde1 ', personId: person!.id, comment: '' }, 201);
    expect(created).toMatchObject({ clientId: inBases, source: 'SFTP', activatedAt: '2026-12-01', username: 'kunde1', fileFormat: null, personId: person!.id, comment: null });
    expect(published).toContainEqual([`clients/${inBases}/sources`, `clients/${inBases}`]);
    const client = await ok('getClient', 'GET', `clients/${inBases}`);
    expect(client.counts.sources).toBe((await sourcesOf(inBases)).length);

    const updated = await ok('updateSource', 'PUT', `sources/${created.id}`, { source: 'GOLFBOX', activatedAt: '2026-11-01', username: 'ignored', fileFormat: 'CSV', personId: null });
    expect(updated).toMatchObject({ id: created.id, source: 'GOLFBOX', activatedAt: '2026-11-01', username: null, fileFormat: null, personId: null });

    expect((await call('DELETE', `sources/${created.id}`)).statusCode).toBe(204);
    expect(await sourcesOf(inBases)).not.toContain(created.id);
    expect((await call('DELETE', `sources/${created.id}`)).statusCode).toBe(404);
    expect(await auditedOperations(inBases)).toEqual(expect.arrayContaining(['createClientSource', 'updateSource', 'deleteSource']));
  });

  it('refuses FTP without a username, another client\'s person and clients outside the bases, writing nothing', async () => {
    const before = await sourcesOf(inBases);
    const noUser = await call('POST', `clients/${inBases}/sources`, { source: 'FTP', activatedAt: '2026-12-01', fileFormat: 'CSV' });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toMatchObject({ message: SOURCE_USERNAME_MISSING, fieldErrors: [{ path: 'body.username', message: SOURCE_USERNAME_MISSING }] });
    const [othersPerson] = await server.db.query<{ id: number }>(
      `INSERT INTO person (client_id, created_at, created_by, first_name, role) VALUES ($1, now(), 'test', 'Ola', 'Daglig leder') RETURNING id`,
      [outside],
    );
    const foreign = await call('POST', `clients/${inBases}/sources`, { source: 'AMCS', activatedAt: '2026-12-01', personId: othersPerson!.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ fieldErrors: [{ path: 'body.personId', message: SOURCE_PERSON_INVALID }] });
    expect((await call('POST', `clients/${inBases}/sources`, { source: 'DROPBOX', activatedAt: '2026-12-01' })).statusCode).toBe(400);
    expect((await call('POST', `clients/${inBases}/sources`, { source: 'AMCS', activatedAt: '2026-13-01' })).statusCode).toBe(400);
    expect(await sourcesOf(inBases)).toEqual(before);

    const [theirs] = await server.db.query<{ id: number }>(`INSERT INTO import_source (client_id, source, activated_at) VALUES ($1, 'AMCS', '2026-01-01') RETURNING id`, [outside]);
    expect((await call('POST', `clients/${outside}/sources`, { source: 'AMCS', activatedAt: '2026-12-01' })).statusCode).toBe(404);
    expect((await call('PUT', `sources/${theirs!.id}`, { source: 'IIZY', activatedAt: '2026-12-01' })).statusCode).toBe(404);
    expect((await call('DELETE', `sources/${theirs!.id}`)).statusCode).toBe(404);
    expect((await server.db.query('SELECT source FROM import_source WHERE id = $1', [theirs!.id]))[0]).toEqual({ source: 'AMCS' });
  });

  it('lists the FTP file formats, and gives an FTP source its setup: username, file format and server', async () => {
    const formats = await ok('listFtpFileFormats', 'GET', 'sources/ftp/formats');
    expect(formats.map((f: { value: string }) => f.value)).toEqual(['CSV', 'XML', 'EHF']);
    expect(formats.every((f: { label: string }) => f.label.length > 0)).toBe(true);

    const created = await ok('createClientSource', 'POST', `clients/${inBases}/sources`, { source: 'SFTP', activatedAt: '2026-12-01', username: 'kunde-ftp', fileFormat: 'XML' }, 201);
    const setup = await ok('getSourceFtpSetup', 'GET', `sources/${created.id}/ftp`);
    expect(setup).toEqual({ sourceId: created.id, username: 'kunde-ftp', fileFormat: 'XML', server: 'sftp.norlink.no' });
    // A change to the source announces its FTP setup too.
    published.length = 0;
    await ok('updateSource', 'PUT', `sources/${created.id}`, { source: 'FTP', activatedAt: '2026-12-01', username: 'kunde-ftp', fileFormat: null });
    expect(published).toContainEqual([`clients/${inBases}/sources`, `clients/${inBases}`, `sources/${created.id}/ftp`]);
    expect(await ok('getSourceFtpSetup', 'GET', `sources/${created.id}/ftp`)).toEqual({ sourceId: created.id, username: 'kunde-ftp', fileFormat: null, server: 'ftp.norlink.no' });
    expect((await call('DELETE', `sources/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `sources/${created.id}/ftp`)).statusCode).toBe(404);
  });

  it('refuses an unknown file format, the FTP setup of another kind of source, of a source outside the bases, and a bad id', async () => {
    const before = await sourcesOf(inBases);
    const unknown = await call('POST', `clients/${inBases}/sources`, { source: 'FTP', activatedAt: '2026-12-01', username: 'kunde', fileFormat: 'DOCX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: SOURCE_FILE_FORMAT_UNKNOWN, fieldErrors: [{ path: 'body.fileFormat', message: SOURCE_FILE_FORMAT_UNKNOWN }] });
    expect(await sourcesOf(inBases)).toEqual(before);

    const golfbox = await ok('createClientSource', 'POST', `clients/${inBases}/sources`, { source: 'GOLFBOX', activatedAt: '2026-12-01' }, 201);
    const notFtp = await call('GET', `sources/${golfbox.id}/ftp`);
    expect(notFtp.statusCode).toBe(404);
    expect(notFtp.json()).toMatchObject({ message: SOURCE_HAS_NO_FTP_SETUP });
    const [theirs] = await server.db.query<{ id: number }>(
      `INSERT INTO import_source (client_id, source, activated_at, username) VALUES ($1, 'FTP', '2026-01-01', 'deres') RETURNING id`,
      [outside],
    );
    expect((await call('GET', `sources/${theirs!.id}/ftp`)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const response = await call('GET', `sources/${bad}/ftp`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fieldErrors?.[0]?.path, bad).toBe('path.id');
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/service/sources/ftp/formats' })).statusCode).toBe(401);
  });
});

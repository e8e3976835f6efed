import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_TITLE_MISSING } from '../../../src/domain/client/clientNote';
import { PERSON_FIRST_NAME_MISSING, PERSON_ROLE_MISSING } from '../../../src/domain/client/clientPerson';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';
import { UNKNOWN_TAG_MESSAGE } from './clientHandlers';

// Part 2 §2.2 and §7.1/§7.3: the client page's detail and notes, on PGlite and PostgreSQL.
let server: TestApp;
const auth: Record<string, string> = {};
let contract: Awaited<ReturnType<typeof loadContractResponses>>;
const published: string[][] = [];
let inBases: { id: number; name: string };
let outside: { id: number };

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  for (const username of ['teknisk', 'saksbehandler']) {
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username, password: `${username}-demo` } });
    auth[username] = `Bearer ${(login.json() as { token: string }).token}`;
  }
  contract = await loadContractResponses();
  inBases = (await server.db.query<{ id: number; name: string }>('SELECT id, name FROM client WHERE officer_id = 1 AND EXISTS (SELECT 1 FROM note WHERE client_id = client.id) ORDER BY id LIMIT 1'))[0]!;
  outside = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE officer_id = 5 ORDER BY id LIMIT 1'))[0]!;
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, user = 'saksbehandler') =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization: auth[user]! }, ...(payload ? { payload } : {}) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(operationId: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, status = 200): Promise<any> {
  const response = await call(method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(contract.violations('service', operationId, status, body)).toEqual([]);
  return body;
}

const noteCount = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM note'))[0]!.n;

describe('GET clients/{id}', () => {
  it("answers a client of the officer's bases and not one outside them", async () => {
    const client = await ok('getClient', 'GET', `clients/${inBases.id}`);
    expect(client).toMatchObject({ id: inBases.id, name: inBases.name, officerId: 1 });
    const [counts] = await server.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM note WHERE client_id = $1) AS notes, (SELECT count(*)::int FROM client_bank_account WHERE client_id = $1) AS banks,
              (SELECT count(*)::int FROM customer WHERE client_id = $1) AS customers, (SELECT count(*)::int FROM import_source WHERE client_id = $1) AS sources,
              (SELECT count(*)::int FROM person WHERE client_id = $1) AS persons`,
      [inBases.id],
    );
    expect(client.counts).toEqual(counts);
    expect(client.bankAccounts).toHaveLength(counts!.banks!);
    expect(client.bankAccounts[0]).toMatchObject({ accountType: 'Primary', accountNumber: expect.stringMatching(/^\d{11}$/) });
    expect((await call('GET', `clients/${outside.id}`)).statusCode).toBe(404);
    expect((await call('GET', `clients/${outside.id}`, undefined, 'teknisk')).statusCode).toBe(200);
  });
});

describe('notes of a client', () => {
  it('lists them newest first with their tags, and narrows them by a text in the title or the text', async () => {
    const notes = await ok('listClientNotes', 'GET', `notes/clients/${inBases.id}`);
    const expected = await server.db.query<{ id: number }>('SELECT id FROM note WHERE client_id = $1 ORDER BY date DESC, id DESC', [inBases.id]);
    expect(notes.map((n: { id: number }) => n.id)).toEqual(expected.map((row) => row.id));
    const word = (notes[0].title as string).split(' ')[0]!;
    const found = await ok('listClientNotes', 'GET', `notes/clients/${inBases.id}?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n: { title: string; text: string }) => `${n.title} ${n.text}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await call('GET', `notes/clients/${outside.id}`)).statusCode).toBe(404);
  });

  it('creates, changes and deletes a note, announcing each change and recording it in the audit trail', async () => {
    const [tag] = await server.db.query<{ id: number; name: string }>('SELECT id, name FROM note_tag ORDER BY id LIMIT 1');
    published.length = 0;
    const created = await ok('createClientNote', 'POST', `notes/clients/${inBases.id}`, { title: ' Telefonmøte ', text: 'Ringte om <b>faktura</b>', date: '2099-01-01', tags: [tag!.id] }, 201);
    const id = created.data.id as number;
    expect(published).toContainEqual([`notes/clients/${inBases.id}`, `clients/${inBases.id}`]);
    const [first] = await ok('listClientNotes', 'GET', `notes/clients/${inBases.id}`);
    expect(first).toMatchObject({ id, title: 'Telefonmøte', text: 'Ringte om <b>faktura</b>', date: '2099-01-01', createdBy: 'Siri Saksbehandler', tags: [{ id: tag!.id, name: tag!.name }] });
    const audit = await server.db.query<{ client_ids: string[] }>(`SELECT client_ids::text[] FROM audit_event WHERE operation = 'createClientNote' ORDER BY id DESC LIMIT 1`);
    expect(audit[0]!.client_ids.map(Number)).toContain(inBases.id);

    const changed = await ok('updateClientNote', 'PATCH', `notes/${id}`, { text: 'Lovet betaling fredag', tags: [] });
    expect(changed).toMatchObject({ id, title: 'Telefonmøte', text: 'Lovet betaling fredag', tags: [] });
    expect((await call('DELETE', `notes/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `notes/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `notes/${id}`, { text: 'x' })).statusCode).toBe(404);
  });

  it('refuses a blank title, an unknown tag and a note of a client outside the bases, writing nothing', async () => {
    const before = await noteCount();
    const blank = await call('POST', `notes/clients/${inBases.id}`, { title: '  ', text: '', date: '2026-11-24' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: NOTE_TITLE_MISSING, fieldErrors: [{ path: 'body.title', message: NOTE_TITLE_MISSING }] });
    const tag = await call('POST', `notes/clients/${inBases.id}`, { title: 'Ny', text: '', date: '2026-11-24', tags: [999_999] });
    expect(tag.json()).toMatchObject({ fieldErrors: [{ path: 'body.tags', message: UNKNOWN_TAG_MESSAGE }] });
    expect((await call('POST', `notes/clients/${outside.id}`, { title: 'Ny', text: '', date: '2026-11-24' })).statusCode).toBe(404);
    const [foreign] = await server.db.query<{ id: number }>('SELECT id FROM note WHERE client_id = $1 LIMIT 1', [outside.id]);
    if (foreign) expect((await call('DELETE', `notes/${foreign.id}`)).statusCode).toBe(404);
    expect(await noteCount()).toBe(before);
  });
});

describe('contact persons of a client', () => {
  it('lists, creates (empty e-mail and phone as null), changes and deletes a person, refusing bad fields and other bases', async () => {
    published.length = 0;
    const created = await ok('createPerson', 'POST', `clients/${inBases.id}/persons`, { firstName: ' Kari ', lastName: 'Nordmann', email: null, phone: '', role: 'Daglig leder' }, 201);
    expect(created).toMatchObject({ firstName: 'Kari', lastName: 'Nordmann', email: null, phone: null, role: 'Daglig leder', isActive: true, createdBy: 'Siri Saksbehandler' });
    expect(published).toContainEqual([`clients/${inBases.id}/persons`, `clients/${inBases.id}`]);
    const persons = await ok('listPersons', 'GET', `clients/${inBases.id}/persons`);
    expect(persons.map((p: { id: number }) => p.id)).toContain(created.id);
    const changed = await ok('updatePerson', 'PUT', `persons/${created.id}`, { firstName: 'Kari', email: 'kari@firma.no', role: 'Økonomiansvarlig' });
    expect(changed).toMatchObject({ id: created.id, email: 'kari@firma.no', role: 'Økonomiansvarlig', lastName: null });

    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM person'))[0]!.n;
    const refused = await call('POST', `clients/${inBases.id}/persons`, { firstName: ' ', role: ' ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: [{ path: 'body.firstName', message: PERSON_FIRST_NAME_MISSING }, { path: 'body.role', message: PERSON_ROLE_MISSING }] });
    expect((await call('POST', `clients/${outside.id}/persons`, { firstName: 'Ola', role: 'IT ansvarlig' })).statusCode).toBe(404);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM person'))[0]!.n).toBe(before);

    expect((await call('DELETE', `persons/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `persons/${created.id}`)).statusCode).toBe(404);
    const [foreign] = await server.db.query<{ id: number }>('SELECT p.id FROM person p JOIN client c ON c.id = p.client_id WHERE c.officer_id = 5 LIMIT 1');
    if (foreign) expect((await call('PUT', `persons/${foreign.id}`, { firstName: 'X', role: 'Y' })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractResponses } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

// Part 2 §2.2 reminderTexts and sources, §7.3: a client's reminder texts with delete-and-reset, and its import sources, on PGlite and PostgreSQL.
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

const call = (method: 'GET' | 'DELETE', url: string) => server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization: auth } });

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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_CLIENT_NOT_FOUND } from '../../../src/domain/settings/pendingClients';
import { contractResponseCheck } from '../../../tests/support/contractResponses';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
let headers: Record<string, string>;
const published: string[][] = [];
const check: Record<string, (body: unknown) => string> = {};

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'saksbehandler', password: 'saksbehandler-demo' } });
  headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
  for (const operationId of ['listPendingClients', 'getPendingClient']) check[operationId] = await contractResponseCheck('legacy', operationId);
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'DELETE', url: string) => server.app.inject({ method, url: `/api/legacy/${url}`, headers });

describe('pending client registrations (part 2 §7.5)', () => {
  it('lists the registrations and reads one by its string id', async () => {
    const list = await call('GET', 'Onboarding/ClientReg');
    expect(list.statusCode).toBe(200);
    expect(check.listPendingClients!(list.json())).toBe('');
    const rows = list.json() as { id: string; companyName: string; orgNo: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const one = await call('GET', `Onboarding/ClientReg/${encodeURIComponent(rows[0]!.id)}`);
    expect(one.statusCode).toBe(200);
    expect(check.getPendingClient!(one.json())).toBe('');
    expect(one.json()).toMatchObject({ id: rows[0]!.id, companyName: rows[0]!.companyName, orgNo: rows[0]!.orgNo, countryName: 'Norge' });
  });

  it('rejects (deletes) a registration once; an unknown one is "Kunne ikke finne registrering"', async () => {
    const [row] = (await call('GET', 'Onboarding/ClientReg')).json() as { id: string }[];
    published.length = 0;
    expect((await call('DELETE', `Onboarding/ClientReg/${encodeURIComponent(row!.id)}`)).statusCode).toBe(204);
    expect(published).toEqual([['Onboarding/ClientReg']]);
    const again = await call('DELETE', `Onboarding/ClientReg/${encodeURIComponent(row!.id)}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: PENDING_CLIENT_NOT_FOUND });
    expect((await call('GET', `Onboarding/ClientReg/${encodeURIComponent(row!.id)}`)).statusCode).toBe(404);
    expect(published).toEqual([['Onboarding/ClientReg']]);
  });
});

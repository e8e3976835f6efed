import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

async function tokenOf(username: string, password: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/data/login', payload: { username, password } });
  return (response.json() as { access_token: string }).access_token;
}

const get = (token: string) => server.app.inject({ method: 'GET', url: '/api/data/preferences', headers: { authorization: `Bearer ${token}` } });
const patch = (token: string, payload: unknown) =>
  server.app.inject({ method: 'PATCH', url: '/api/data/preferences', headers: { authorization: `Bearer ${token}` }, payload: payload as object });

describe('the officer preferences (data API GET/PATCH preferences)', () => {
  it('starts empty, keeps each field set, and leaves the others alone', async () => {
    const token = await tokenOf('saksbehandler', 'saksbehandler-demo');
    expect((await get(token)).json()).toEqual({ changelogReadAt: null, dismissedBannerVersion: null, searchOpensPage: false });

    const first = await patch(token, { dismissedBannerVersion: '1.65.3' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ changelogReadAt: null, dismissedBannerVersion: '1.65.3', searchOpensPage: false });

    await patch(token, { changelogReadAt: '2026-11-22T08:15:00.000Z', searchOpensPage: true });
    expect((await get(token)).json()).toEqual({ changelogReadAt: '2026-11-22T08:15:00.000Z', dismissedBannerVersion: '1.65.3', searchOpensPage: true });
  });

  it('survives a new login, and is each officer\'s own', async () => {
    const first = await tokenOf('leder', 'leder-demo');
    await patch(first, { dismissedBannerVersion: '1.64.0' });
    const again = await tokenOf('leder', 'leder-demo');
    expect((await get(again)).json()).toMatchObject({ dismissedBannerVersion: '1.64.0' });
    const other = await tokenOf('teknisk', 'teknisk-demo');
    expect((await get(other)).json()).toMatchObject({ dismissedBannerVersion: null });
  });

  it('announces the change on the websocket bus after it commits', async () => {
    const announced: string[] = [];
    const stop = server.bus.subscribe((endPoints) => announced.push(...endPoints));
    await patch(await tokenOf('teknisk', 'teknisk-demo'), { searchOpensPage: true });
    stop();
    expect(announced).toEqual(['preferences']);
  });

  it.each([
    [{}, 'body'],
    [{ searchOpensPage: 'ja' }, 'body.searchOpensPage'],
    [{ dismissedBannerVersion: 'siste' }, 'body.dismissedBannerVersion'],
    [{ changelogReadAt: 'i går' }, 'body.changelogReadAt'],
    [{ officerId: 2 }, 'body.officerId'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (payload, field) => {
    const token = await tokenOf('teknisk', 'teknisk-demo');
    const before = (await get(token)).json();
    const response = await patch(token, payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fieldErrors: { path: string }[] }).fieldErrors.map((e) => e.path)).toContain(field);
    expect((await get(token)).json()).toEqual(before);
  });

  it('needs a login', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/data/preferences' })).statusCode).toBe(401);
  });
});

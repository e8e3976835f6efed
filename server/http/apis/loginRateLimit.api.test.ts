import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

describe('the login calls', () => {
  it('slow down password guessing: the eleventh attempt within a minute gets 429, other APIs unaffected', async () => {
    const attempt = () => server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'teknisk', password: 'gjett' } });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, message: 'For mange forespørsler. Vent litt og prøv igjen.' });
    const otherApi = await server.app.inject({ method: 'POST', url: '/api/data/login', payload: { username: 'teknisk', password: 'teknisk-demo' } });
    expect(otherApi.statusCode).toBe(200);
  });
});

import type { AddressInfo } from 'node:net';
import type { NotifierPort } from '../../src/application/ports/notifier.port';
import { createLegacyClient, type LegacyClient } from '../../src/adapters/http/legacy/legacyClient';
import { createServiceClient, type ServiceClient } from '../../src/adapters/http/service/serviceClient';
import { startTestApp, type TestApp } from './testApp';

/**
 * The real server on the small seed, listening on a free port, for the adapter tests of every API: their
 * answers then pass the contract's response validators or fail the test.
 */
export async function startListeningTestApp(): Promise<{ server: TestApp; origin: string }> {
  const server = await startTestApp({ seed: 'small' });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, origin: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
}

/** A legacy-API client signed in as the Technical demo officer (every base). */
export async function signedInLegacyClient(origin: string, notifier: NotifierPort): Promise<LegacyClient> {
  const login = await fetch(`${origin}/api/legacy/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return createLegacyClient({ baseUrl: `${origin}/api/legacy`, notifier, tokens: { legacyToken: () => access_token } });
}

/** A service-API client signed in as the Technical demo officer (every base). */
export async function signedInServiceClient(origin: string, notifier: NotifierPort): Promise<ServiceClient> {
  const login = await fetch(`${origin}/api/service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teknisk', password: 'teknisk-demo' }),
  });
  const { token } = (await login.json()) as { token: string };
  return createServiceClient({ baseUrl: `${origin}/api/service`, notifier, tokens: { serviceToken: () => token } });
}

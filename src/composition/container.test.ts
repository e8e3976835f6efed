import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { loadSignedInServices, startRestoringSession, whenSignedIn } from './appContainer';
import { createContainer, resolve } from './container';
import { bindActivitiesArea } from './activities';
import { bindClientArea } from './clients';
import { bindCustomerArea } from './customers';
import { bindCustomerTypeArea } from './customerTypeArea';
import { bindEntryFormArea } from './entryForm';
import { bindPaymentsArea } from './payments';
import { bindRegistrationArea } from './registration';
import { bindSettingsServices } from './settings';
import { bindSignedInServices } from './signedInServices';
import { TOKENS } from './tokens';

// Nothing listens there: a tab that opens finds no session at once.
const config = {
  dataApiUrl: 'http://127.0.0.1:1/api/data',
  legacyApiUrl: 'http://127.0.0.1:1/api/legacy',
  serviceApiUrl: 'http://127.0.0.1:1/api/service',
  websocketUrl: 'ws://127.0.0.1:1/ws',
  healthUrl: 'http://127.0.0.1:1/healthz',
  sisterApplication: { label: 'NorLink NF', url: 'https://nf.example' },
};

/** The browser holds a session: the exchange of its cookie answers this tab's tokens. */
function browserWithSession() {
  const grant = {
    token: 'd',
    legacyToken: 'l',
    serviceToken: 's',
    profile: { userId: 7, name: 'Teknisk', email: 't@norlink.example', roles: ['Technical'], bases: [1] },
    activeBases: [1],
    expiresAt: '2999-01-01T00:00:00Z',
  };
  vi.stubGlobal('fetch', async (request: Request) =>
    request.url.endsWith('/api/data/session/access')
      ? new Response(JSON.stringify(grant), { headers: { 'content-type': 'application/json' } })
      : new Response(null, { status: 404 }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the composition root', () => {
  it('binds what the login page needs, and the signed-in services only when asked', async () => {
    const container = createContainer(config);
    expect(resolve(container, TOKENS.AppConfig)).toBe(config);
    await expect(resolve(container, TOKENS.BackendHealth).check()).resolves.toEqual({ reachable: false });
    expect(container.isBound(TOKENS.QueryClient)).toBe(false);
    expect(container.isBound(TOKENS.DebtCollection)).toBe(false);

    bindSignedInServices(container);
    // The areas bind their own ports when their chunk loads (composition per area); nothing is left unbound after them.
    expect(container.isBound(TOKENS.CustomerPages)).toBe(false);
    bindCustomerArea(container);
    bindCustomerTypeArea(container);
    bindActivitiesArea(container);
    bindSettingsServices(container);
    bindPaymentsArea(container);
    bindClientArea(container);
    bindRegistrationArea(container);
    bindEntryFormArea(container);
    for (const token of Object.values(TOKENS)) expect(container.isBound(token)).toBe(true);
    expect(resolve(container, TOKENS.DebtCollection).pendingBundles('cases').path).toBe('DebtCollection/Cases/Pending');
  });

  it('fetches and binds the signed-in services once, however many ask', async () => {
    const container = createContainer(config);
    await Promise.all([loadSignedInServices(container), loadSignedInServices(container)]);
    await loadSignedInServices(container);
    // A second binding would make the token ambiguous, and resolving it would throw.
    expect(resolve(container, TOKENS.QueryClient)).toBeDefined();
    expect(resolve(container, TOKENS.Search)).toBe(resolve(container, TOKENS.Search));
  });

  it('runs what waits for a signed-in officer once the browser’s session is taken, with the signed-in services bound', async () => {
    browserWithSession();
    const container = createContainer(config);
    const started = new Promise<boolean>((resolveStart) => whenSignedIn(container, (c) => resolveStart(c.isBound(TOKENS.QueryClient))));
    await expect(started).resolves.toBe(true);
  });

  it('at the tab’s start, downloads the signed-in services alongside the exchange when the browser seems signed in, and not otherwise', async () => {
    browserWithSession();
    const signedIn = createContainer(config);
    startRestoringSession(signedIn, 'theme=dark; norlink-signed-in=1');
    await vi.waitFor(() => expect(signedIn.isBound(TOKENS.QueryClient)).toBe(true));
    vi.unstubAllGlobals();

    const anonymous = createContainer(config);
    startRestoringSession(anonymous, 'theme=dark');
    await waitFor(resolve(anonymous, TOKENS.Session), (snapshot) => snapshot.matches('loggedOut'));
    // The chunk is in the module cache by now, so a download started by mistake would have bound them already.
    await new Promise((done) => setTimeout(done, 50));
    expect(anonymous.isBound(TOKENS.QueryClient)).toBe(false);
  });

  it('never runs what waits for a signed-in officer when the browser holds no session', async () => {
    const container = createContainer(config);
    let started = false;
    whenSignedIn(container, () => {
      started = true;
    });
    await waitFor(resolve(container, TOKENS.Session), (snapshot) => snapshot.matches('loggedOut'));
    await loadSignedInServices(container);
    expect(started).toBe(false);
  });

  it('starts the session from the browser’s: none means logged out', async () => {
    const session = resolve(createContainer(config), TOKENS.Session);
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(session.getSnapshot().context.profile).toBeNull();
  });

  it('lets the machine studio follow the running session, by its state only', async () => {
    const container = createContainer(config);
    const session = resolve(container, TOKENS.Session);
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(resolve(container, TOKENS.LiveMachines).list()).toEqual([
      { actorId: session.sessionId, machineId: 'session', value: 'loggedOut', activeStateIds: ['session', 'session.loggedOut'] },
    ]);
  });

  it('hands out one back-end health service per container', () => {
    const container = createContainer(config);
    expect(resolve(container, TOKENS.BackendHealth)).toBe(resolve(container, TOKENS.BackendHealth));
  });
});

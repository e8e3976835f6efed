import { describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { MemoryStorage } from '../../tests/support/memoryStorage';
import { loadSignedInServices, startRestoringSession, whenSignedIn } from './appContainer';
import { createContainer, resolve } from './container';
import { bindActivitiesArea } from './activities';
import { bindClientArea } from './clients';
import { bindCustomerArea } from './customers';
import { bindCustomerTypeArea } from './customerTypeArea';
import { bindEntryFormArea } from './entryForm';
import { bindLegalRules } from './legalRules';
import { bindPaymentsArea } from './payments';
import { bindRegistrationArea } from './registration';
import { bindSettingsServices } from './settings';
import { bindSignedInServices } from './signedInServices';
import { TOKENS } from './tokens';

const config = {
  dataApiUrl: 'http://x/api/data',
  legacyApiUrl: 'http://x/api/legacy',
  serviceApiUrl: 'http://x/api/service',
  websocketUrl: 'ws://x/ws',
  healthUrl: 'http://127.0.0.1:1/healthz',
  sisterApplication: { label: 'NorLink NF', url: 'https://nf.example' },
};

describe('the composition root', () => {
  it('binds what the login page needs, and the signed-in services only when asked', async () => {
    const container = createContainer(config, new MemoryStorage());
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
    bindLegalRules(container);
    for (const token of Object.values(TOKENS)) expect(container.isBound(token)).toBe(true);
    expect(resolve(container, TOKENS.DebtCollection).pendingBundles('cases').path).toBe('DebtCollection/Cases/Pending');
  });

  it('fetches and binds the signed-in services once, however many ask', async () => {
    const container = createContainer(config, new MemoryStorage());
    await Promise.all([loadSignedInServices(container), loadSignedInServices(container)]);
    await loadSignedInServices(container);
    // A second binding would make the token ambiguous, and resolving it would throw.
    expect(resolve(container, TOKENS.QueryClient)).toBeDefined();
    expect(resolve(container, TOKENS.Search)).toBe(resolve(container, TOKENS.Search));
  });

  it('runs what waits for a signed-in officer once a stored session is restored, with the signed-in services bound', async () => {
    const storage = new MemoryStorage();
    const profile = { userId: 7, name: 'Teknisk', roles: ['Technical'], bases: [1] };
    // No refresh token: the restore renews nothing and needs no server.
    storage.setItem('norlink.session', JSON.stringify({ refreshToken: null, legacyToken: 'l', serviceToken: 's', profile, expiresAt: '2999-01-01T00:00:00Z', selectedBases: [1] }));
    const container = createContainer(config, storage);
    const started = new Promise<boolean>((resolveStart) => whenSignedIn(container, (c) => resolveStart(c.isBound(TOKENS.QueryClient))));
    await expect(started).resolves.toBe(true);
  });

  it('at the tab’s start, downloads the signed-in services alongside the restore when a session is stored, and not otherwise', async () => {
    const stored = new MemoryStorage();
    const profile = { userId: 7, name: 'Teknisk', roles: ['Technical'], bases: [1] };
    stored.setItem('norlink.session', JSON.stringify({ refreshToken: null, legacyToken: 'l', serviceToken: 's', profile, expiresAt: '2999-01-01T00:00:00Z', selectedBases: [1] }));
    const signedIn = createContainer(config, stored);
    startRestoringSession(signedIn, stored);
    await vi.waitFor(() => expect(signedIn.isBound(TOKENS.QueryClient)).toBe(true));

    const empty = new MemoryStorage();
    const anonymous = createContainer(config, empty);
    startRestoringSession(anonymous, empty);
    await waitFor(resolve(anonymous, TOKENS.Session), (snapshot) => snapshot.matches('loggedOut'));
    // The chunk is in the module cache by now, so a download started by mistake would have bound them already.
    await new Promise((done) => setTimeout(done, 50));
    expect(anonymous.isBound(TOKENS.QueryClient)).toBe(false);
  });

  it('never runs what waits for a signed-in officer when no session is stored', async () => {
    const container = createContainer(config, new MemoryStorage());
    let started = false;
    whenSignedIn(container, () => {
      started = true;
    });
    await waitFor(resolve(container, TOKENS.Session), (snapshot) => snapshot.matches('loggedOut'));
    await loadSignedInServices(container);
    expect(started).toBe(false);
  });

  it('starts the session from the tab storage: nothing stored means logged out', async () => {
    const session = resolve(createContainer(config, new MemoryStorage()), TOKENS.Session);
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(session.getSnapshot().context.profile).toBeNull();
  });

  it('lets the machine studio follow the running session, by its state only', async () => {
    const container = createContainer(config, new MemoryStorage());
    const session = resolve(container, TOKENS.Session);
    await waitFor(session, (snapshot) => snapshot.matches('loggedOut'));
    expect(resolve(container, TOKENS.LiveMachines).list()).toEqual([
      { actorId: session.sessionId, machineId: 'session', value: 'loggedOut', activeStateIds: ['session', 'session.loggedOut'] },
    ]);
  });

  it('hands out one back-end health service per container', () => {
    const container = createContainer(config, new MemoryStorage());
    expect(resolve(container, TOKENS.BackendHealth)).toBe(resolve(container, TOKENS.BackendHealth));
  });
});

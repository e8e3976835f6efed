import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { CHOOSE_AT_LEAST_ONE_BASE, LEGACY_LOGIN_FAILED_MESSAGE, LOGIN_FAILED_MESSAGE } from '../../domain/session/sessionRules';
import type { Credentials, JoiningLogin, Profile, SessionGrant } from '../ports/sessionApi.port';
import type { SessionSignal } from '../ports/sessionSignals.port';
import { sessionMachine } from './sessionMachine';

const profile: Profile = { userId: 1, name: 'Tora Teknisk', email: 'teknisk@norlink.example', roles: ['Technical'], bases: [1, 2, 3] };
const credentials: Credentials = { username: 'teknisk', password: 'teknisk-demo' };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const ok = <T extends object>(value: T) => ({ ok: true as const, ...value });
const refused = (reason: 'rejected' | 'unavailable') => ({ ok: false as const, reason });
const fails = () => Promise.reject(new Error('network down'));
const grant = (overrides: Partial<SessionGrant> = {}) =>
  ok<SessionGrant>({ dataToken: 'data-9', legacyToken: 'legacy-9', serviceToken: 'service-9', profile, activeBases: [2], expiresAt: inAnHour(), ...overrides });

interface Fakes {
  /** The exchange the tab makes as it opens; `exchange` answers the later ones. */
  opening?: () => Promise<unknown>;
  exchange?: () => Promise<unknown>;
  loginLegacy?: (c: Credentials) => Promise<unknown>;
  loginData?: (login: JoiningLogin) => Promise<unknown>;
  loginService?: (login: JoiningLogin) => Promise<unknown>;
  selectBases?: (input: { accessToken: string; bases: readonly number[] }) => Promise<unknown>;
  logout?: (legacyToken: string) => Promise<unknown>;
}

/** The machine with fake actors; every fake answers well unless a test says otherwise. The browser holds no session at first. */
function start(fakes: Fakes = {}, clock?: SimulatedClock) {
  const calls = { forget: 0, selectBases: 0, exchange: 0, logout: [] as string[], announced: [] as SessionSignal[] };
  const f = {
    opening: async () => refused('rejected'),
    exchange: async () => refused('rejected'),
    loginLegacy: async () => ok({ token: 'legacy-1', profile, activeBases: [1, 2, 3], expiresAt: inAnHour() }),
    loginData: async () => ok({ accessToken: 'data-1' }),
    loginService: async () => ok({ token: 'service-1' }),
    selectBases: async ({ bases }: { bases: readonly number[] }) => ok({ accessToken: 'legacy-bases', bases }),
    logout: async () => ok({}),
    ...fakes,
  };
  const machine = sessionMachine.provide({
    actors: {
      exchange: fromPromise(() => (calls.exchange++ === 0 ? f.opening() : f.exchange()) as never),
      loginLegacy: fromPromise(({ input }) => f.loginLegacy(input) as never),
      loginData: fromPromise(({ input }) => f.loginData(input) as never),
      loginService: fromPromise(({ input }) => f.loginService(input) as never),
      selectBases: fromPromise(({ input }) => {
        calls.selectBases++;
        return f.selectBases(input) as never;
      }),
      logout: fromPromise(({ input }) => {
        // The server is asked while the tokens are still held: nothing is forgotten yet.
        calls.logout.push(`${input} (forgotten ${calls.forget})`);
        return f.logout(input) as never;
      }),
    },
    actions: {
      forget: () => void calls.forget++,
      announceSignedIn: () => void calls.announced.push({ type: 'signed-in' }),
      announceSignedOut: () => void calls.announced.push({ type: 'signed-out' }),
      announceBases: (_, bases) => void calls.announced.push({ type: 'bases-chosen', bases }),
    },
  });
  const actor = createActor(machine, clock ? { clock } : {});
  actor.start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
type StateValue = Parameters<ReturnType<Actor['getSnapshot']>['matches']>[0];
const settled = (actor: Actor, state: StateValue) => waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

async function loggedIn(fakes: Fakes = {}, clock?: SimulatedClock) {
  const session = start(fakes, clock);
  await settled(session.actor, 'loggedOut');
  session.actor.send({ type: 'LOGIN', credentials });
  await settled(session.actor, { loggedIn: 'active' });
  return session;
}

describe('the session machine', () => {
  describe('when the tab opens (a new tab, a reload)', () => {
    it('shows the login page when the browser holds no session', async () => {
      const { actor, calls } = start();
      await settled(actor, 'loggedOut');
      expect(calls.exchange).toBe(1);
      expect(actor.getSnapshot().context.profile).toBeNull();
    });

    it("is signed in at once in the browser's session, with the bases in force there", async () => {
      const { actor, calls } = start({ opening: async () => grant() });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({
        dataToken: 'data-9',
        legacyToken: 'legacy-9',
        serviceToken: 'service-9',
        selectedBases: [2],
        renewable: true,
        profile,
      });
      // Taking the session is no news for the other tabs.
      expect(calls.announced).toEqual([]);
    });

    it('shows the login page when the server cannot be reached', async () => {
      const { actor } = start({ opening: fails });
      await settled(actor, 'loggedOut');
    });
  });

  describe('logging in', () => {
    it('logs in to the legacy, data and service APIs in turn, keeps no password, and tells the other tabs', async () => {
      const order: string[] = [];
      const joined: JoiningLogin[] = [];
      const { actor, calls } = await loggedIn({
        loginLegacy: async () => (order.push('legacy'), ok({ token: 'legacy-1', profile, activeBases: [1, 2, 3], expiresAt: inAnHour() })),
        loginData: async (login) => (order.push('data'), joined.push(login), ok({ accessToken: 'data-1' })),
        loginService: async (login) => (order.push('service'), joined.push(login), ok({ token: 'service-1' })),
      });
      expect(order).toEqual(['legacy', 'data', 'service']);
      expect(joined).toEqual([
        { ...credentials, legacyToken: 'legacy-1' },
        { ...credentials, legacyToken: 'legacy-1' },
      ]);
      expect(actor.getSnapshot().context).toMatchObject({
        profile,
        legacyToken: 'legacy-1',
        dataToken: 'data-1',
        serviceToken: 'service-1',
        renewable: true,
        selectedBases: [1, 2, 3],
        credentials: null,
        failure: null,
      });
      expect(calls.announced).toEqual([{ type: 'signed-in' }]);
    });

    it('works in the bases the server says are in force, not in every base the officer may use (part 1 §4)', async () => {
      const { actor } = await loggedIn({ loginLegacy: async () => ok({ token: 'legacy-1', profile, activeBases: [1], expiresAt: inAnHour() }) });
      expect(actor.getSnapshot().context.profile?.bases).toEqual([1, 2, 3]);
      expect(actor.getSnapshot().context.selectedBases).toEqual([1]);
    });

    it("says 'Innlogging feilet' / 'Kunne ikke logge inn' for a wrong password, and tries no other API", async () => {
      let dataCalled = false;
      const { actor, calls } = start({
        loginLegacy: async () => refused('rejected'),
        loginData: async () => ((dataCalled = true), ok({ accessToken: 'x' })),
      });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await waitFor(actor, (s) => s.context.failure !== null);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context.failure).toEqual({ title: 'Innlogging feilet', message: LOGIN_FAILED_MESSAGE });
      expect(actor.getSnapshot().context.credentials).toBeNull();
      expect(dataCalled).toBe(false);
      expect(calls.announced).toEqual([]);
    });

    it.each([
      ['answers with a failure', async () => refused('unavailable')],
      ['cannot be reached', fails],
    ])('stops with the NorLink Java API alert when the legacy API %s', async (_, loginLegacy) => {
      const { actor } = start({ loginLegacy });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await waitFor(actor, (s) => s.context.failure !== null);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context.failure?.message).toBe(LEGACY_LOGIN_FAILED_MESSAGE);
    });

    it.each([
      ['refuses', async () => refused('unavailable')],
      ['cannot be reached', fails],
    ])('asks whether to go on when the data API %s; going on logs in without a data token', async (_, loginData) => {
      const { actor } = start({ loginData });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await settled(actor, { authenticating: 'confirmWithoutData' });
      actor.send({ type: 'CONTINUE' });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: null, renewable: false, serviceToken: 'service-1' });
    });

    it('stops when the officer declines to go on without the data API', async () => {
      const { actor } = start({ loginData: async () => refused('unavailable') });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await settled(actor, { authenticating: 'confirmWithoutData' });
      actor.send({ type: 'CANCEL' });
      await settled(actor, 'loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ credentials: null, profile: null, legacyToken: null });
    });

    it.each([
      ['refuses', async () => refused('rejected')],
      ['cannot be reached', fails],
    ])('asks whether to go on when the service API %s; going on tells the other tabs too', async (_, loginService) => {
      const { actor, calls } = start({ loginService });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await settled(actor, { authenticating: 'confirmWithoutService' });
      actor.send({ type: 'CONTINUE' });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: 'data-1', serviceToken: null, credentials: null });
      expect(calls.announced).toEqual([{ type: 'signed-in' }]);
    });

    it('stops when the officer declines to go on without the service API', async () => {
      const { actor } = start({ loginService: async () => refused('unavailable') });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await settled(actor, { authenticating: 'confirmWithoutService' });
      actor.send({ type: 'CANCEL' });
      await settled(actor, 'loggedOut');
    });
  });

  describe('renewal and expiry', () => {
    it("renews the tokens through the browser's session cookie", async () => {
      const { actor, calls } = await loggedIn({ exchange: async () => grant() });
      const exchangesAtLogin = calls.exchange;
      actor.send({ type: 'RENEW' });
      expect(actor.getSnapshot().matches({ loggedIn: 'renewing' })).toBe(true);
      await settled(actor, { loggedIn: 'active' });
      expect(calls.exchange).toBe(exchangesAtLogin + 1);
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: 'data-9', legacyToken: 'legacy-9', selectedBases: [2] });
    });

    it.each([
      ['refused', async () => refused('rejected')],
      ['failing', fails],
    ])('flags the session expired when renewal is %s, keeping the profile for the page', async (_, exchange) => {
      const { actor } = await loggedIn({ exchange });
      actor.send({ type: 'RENEW' });
      await settled(actor, 'expired');
      expect(actor.getSnapshot().context.profile).toEqual(profile);
    });

    it('flags the session expired at once when the login went without the data API (no session cookie)', async () => {
      const session = start({ loginData: async () => refused('unavailable') });
      await settled(session.actor, 'loggedOut');
      session.actor.send({ type: 'LOGIN', credentials });
      await settled(session.actor, { authenticating: 'confirmWithoutData' });
      session.actor.send({ type: 'CONTINUE' });
      await settled(session.actor, { loggedIn: 'active' });
      const exchanges = session.calls.exchange;
      session.actor.send({ type: 'RENEW' });
      expect(session.actor.getSnapshot().value).toBe('expired');
      expect(session.calls.exchange).toBe(exchanges);
    });

    it('flags the session expired when an API says so', async () => {
      const { actor } = await loggedIn();
      actor.send({ type: 'EXPIRED' });
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it('flags the session expired when its token passes its expiry', async () => {
      const clock = new SimulatedClock();
      const expiresAt = new Date(Date.now() + 60_000).toISOString();
      const { actor } = await loggedIn({ loginLegacy: async () => ok({ token: 'legacy-1', profile, activeBases: [1], expiresAt }) }, clock);
      clock.increment(30_000);
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      clock.increment(31_000);
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it("counts down to the end of the session a renewal brings (another tab's new login)", async () => {
      const clock = new SimulatedClock();
      const soon = new Date(Date.now() + 60_000).toISOString();
      const later = new Date(Date.now() + 600_000).toISOString();
      const { actor } = await loggedIn(
        {
          loginLegacy: async () => ok({ token: 'legacy-1', profile, activeBases: [1], expiresAt: soon }),
          exchange: async () => grant({ expiresAt: later }),
        },
        clock,
      );
      actor.send({ type: 'RENEW' });
      await settled(actor, { loggedIn: 'active' });
      clock.increment(61_000);
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      clock.increment(540_000);
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it('lets the officer log in again over the page, the profile kept throughout', async () => {
      let attempt = 0;
      const { actor } = await loggedIn({
        loginLegacy: async () => ok({ token: `legacy-${++attempt}`, profile, activeBases: [1], expiresAt: inAnHour() }),
      });
      actor.send({ type: 'RENEW' });
      await settled(actor, 'expired');
      const profiles: (Profile | null)[] = [];
      const subscription = actor.subscribe((s) => profiles.push(s.context.profile));
      actor.send({ type: 'LOGIN', credentials });
      await settled(actor, { loggedIn: 'active' });
      subscription.unsubscribe();
      expect(profiles.every((p) => p !== null)).toBe(true);
      expect(actor.getSnapshot().context.legacyToken).toBe('legacy-2');
    });

    it('keeps the login dialog open over the page when logging in again fails', async () => {
      let attempt = 0;
      const { actor } = await loggedIn({
        loginLegacy: async () => (++attempt === 1 ? ok({ token: 'legacy-1', profile, activeBases: [1], expiresAt: inAnHour() }) : refused('rejected')),
      });
      actor.send({ type: 'EXPIRED' });
      actor.send({ type: 'LOGIN', credentials: { ...credentials, password: 'feil' } });
      await waitFor(actor, (s) => s.matches('expired') && s.context.failure !== null);
      expect(actor.getSnapshot().context.failure?.message).toBe(LOGIN_FAILED_MESSAGE);
      expect(actor.getSnapshot().context.profile).toEqual(profile);
    });
  });

  describe('bases', () => {
    it("refuses an empty choice with 'Velg minst 1 base' and sends nothing", async () => {
      const { actor, calls } = await loggedIn();
      actor.send({ type: 'SELECT_BASES', bases: [] });
      expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
      expect(actor.getSnapshot().context.failure?.message).toBe(CHOOSE_AT_LEAST_ONE_BASE);
      expect(calls.selectBases).toBe(0);
    });

    it("drops the 'Velg minst 1 base' alert once bases are chosen", async () => {
      const { actor } = await loggedIn();
      actor.send({ type: 'SELECT_BASES', bases: [] });
      actor.send({ type: 'SELECT_BASES', bases: [2] });
      expect(actor.getSnapshot().context.failure).toBeNull();
      await settled(actor, { loggedIn: 'active' });
    });

    it('works in the bases the server settled on, with the token it gave, and tells the other tabs', async () => {
      const { actor, calls } = await loggedIn({ selectBases: async () => ok({ accessToken: 'legacy-bases', bases: [1, 3] }) });
      actor.send({ type: 'SELECT_BASES', bases: [3, 1] });
      expect(actor.getSnapshot().matches({ loggedIn: 'selectingBases' })).toBe(true);
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ selectedBases: [1, 3], legacyToken: 'legacy-bases', failure: null });
      expect(calls.announced).toContainEqual({ type: 'bases-chosen', bases: [1, 3] });
    });

    it.each([
      ['refused', async () => refused('rejected')],
      ['failing', fails],
    ])('keeps the bases as they were when the selection is %s, and tells no one', async (_, selectBases) => {
      const { actor, calls } = await loggedIn({ selectBases });
      actor.send({ type: 'SELECT_BASES', bases: [2] });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ selectedBases: [1, 2, 3], legacyToken: 'legacy-1' });
      expect(calls.announced).toEqual([{ type: 'signed-in' }]);
    });
  });

  describe('logging out', () => {
    it('ends the session on the server first, then clears tokens, profile and cached data, and tells the other tabs', async () => {
      const { actor, calls } = await loggedIn();
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      expect(actor.getSnapshot().context.profile).toEqual(profile);
      await settled(actor, 'loggedOut');
      expect(calls.logout).toEqual(['legacy-1 (forgotten 0)']);
      expect(actor.getSnapshot().context).toMatchObject({ profile: null, dataToken: null, legacyToken: null, serviceToken: null, renewable: false });
      expect(calls.forget).toBe(1);
      expect(calls.announced.at(-1)).toEqual({ type: 'signed-out' });
    });

    it.each([
      ['refuses it (the session was over already)', async () => refused('rejected')],
      ['cannot be reached', fails],
    ])('still clears everything, in every tab, when the server %s', async (_, logout) => {
      const { actor, calls } = await loggedIn({ logout });
      actor.send({ type: 'LOGOUT' });
      await settled(actor, 'loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ profile: null, legacyToken: null, serviceToken: null });
      expect(calls.forget).toBe(1);
      expect(calls.announced.at(-1)).toEqual({ type: 'signed-out' });
    });

    it('is possible from the expired dialog too', async () => {
      const { actor, calls } = await loggedIn();
      actor.send({ type: 'EXPIRED' });
      actor.send({ type: 'LOGOUT' });
      await settled(actor, 'loggedOut');
      expect(calls.logout).toEqual(['legacy-1 (forgotten 0)']);
      expect(calls.forget).toBe(1);
    });
  });

  describe('the other tabs of the browser', () => {
    it.each([
      ['working', (_actor: Actor) => undefined],
      ['under the expired dialog', (actor: Actor) => actor.send({ type: 'EXPIRED' })],
    ])("end here too when the officer chooses 'Logg ut' in another tab, while %s", async (_, before) => {
      const { actor, calls } = await loggedIn();
      before(actor);
      actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ profile: null, dataToken: null, legacyToken: null, serviceToken: null });
      expect(calls.forget).toBe(1);
      // The other tab has ended the session on the server already, and told the rest.
      expect(calls.logout).toEqual([]);
      expect(calls.announced).toEqual([{ type: 'signed-in' }]);
    });

    it('sign this tab in when the officer logs in in another one', async () => {
      let loggedInElsewhere = false;
      const { actor } = start({ exchange: async () => (loggedInElsewhere ? grant() : refused('rejected')) });
      await settled(actor, 'loggedOut');
      loggedInElsewhere = true;
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('restoring');
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ legacyToken: 'legacy-9', profile });
    });

    it('take this tab, under its expired dialog, into the new session of a login in another tab, the page kept', async () => {
      const { actor } = await loggedIn({ exchange: async () => grant({ legacyToken: 'legacy-new' }) });
      actor.send({ type: 'EXPIRED' });
      const profiles: (Profile | null)[] = [];
      const subscription = actor.subscribe((s) => profiles.push(s.context.profile));
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect(actor.getSnapshot().value).toBe('rejoining');
      await settled(actor, { loggedIn: 'active' });
      subscription.unsubscribe();
      expect(profiles.every((p) => p !== null)).toBe(true);
      expect(actor.getSnapshot().context.legacyToken).toBe('legacy-new');
    });

    it.each([
      ['holds no session after all', async () => refused('rejected')],
      ['cannot reach the server', fails],
    ])('leave the expired dialog open when the browser %s', async (_, exchange) => {
      const { actor } = await loggedIn({ exchange });
      actor.send({ type: 'EXPIRED' });
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      await settled(actor, 'expired');
      expect(actor.getSnapshot().context.profile).toEqual(profile);
    });

    it("move a working tab into the browser's new session when the officer logs in in another tab", async () => {
      const { actor } = await loggedIn({ exchange: async () => grant({ legacyToken: 'legacy-new', activeBases: [3] }) });
      actor.send({ type: 'SIGNED_IN_ELSEWHERE' });
      expect(actor.getSnapshot().matches({ loggedIn: 'renewing' })).toBe(true);
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ legacyToken: 'legacy-new', selectedBases: [3] });
    });

    it('show the bases chosen in another tab, asking no one', async () => {
      const { actor, calls } = await loggedIn();
      actor.send({ type: 'BASES_CHOSEN_ELSEWHERE', bases: [3] });
      expect(actor.getSnapshot().context.selectedBases).toEqual([3]);
      expect(actor.getSnapshot().matches({ loggedIn: 'active' })).toBe(true);
      expect(calls.selectBases).toBe(0);
      expect(calls.announced).toEqual([{ type: 'signed-in' }]);
    });
  });

  it('fails safe without the composition root: signed out, and a login stops with the legacy alert', async () => {
    const actor = createActor(sessionMachine).start();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'LOGIN', credentials });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe(LEGACY_LOGIN_FAILED_MESSAGE);
  });
});

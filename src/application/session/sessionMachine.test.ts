import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { CHOOSE_AT_LEAST_ONE_BASE, LEGACY_LOGIN_FAILED_MESSAGE, LOGIN_FAILED_MESSAGE } from '../../domain/session/sessionRules';
import type { Credentials, JoiningLogin, Profile } from '../ports/sessionApi.port';
import { sessionMachine, type RestoredSession } from './sessionMachine';

const profile: Profile = { userId: 1, name: 'Tora Teknisk', email: 'teknisk@norlink.example', roles: ['Technical'], bases: [1, 2, 3] };
const credentials: Credentials = { username: 'teknisk', password: 'teknisk-demo' };
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const ok = <T extends object>(value: T) => ({ ok: true as const, ...value });
const refused = (reason: 'rejected' | 'unavailable') => ({ ok: false as const, reason });
const fails = () => Promise.reject(new Error('network down'));

interface Fakes {
  restore?: () => Promise<RestoredSession | null>;
  loginLegacy?: (c: Credentials) => Promise<unknown>;
  loginData?: (login: JoiningLogin) => Promise<unknown>;
  loginService?: (login: JoiningLogin) => Promise<unknown>;
  renew?: (refreshToken: string) => Promise<unknown>;
  selectBases?: (input: { accessToken: string; bases: readonly number[] }) => Promise<unknown>;
  logout?: (legacyToken: string) => Promise<unknown>;
}

/** The machine with fake actors; every fake answers well unless a test says otherwise. */
function start(fakes: Fakes = {}, clock?: SimulatedClock) {
  const calls = { persist: 0, forget: 0, selectBases: 0, renew: [] as string[], logout: [] as string[] };
  const f = {
    restore: async () => null,
    loginLegacy: async () => ok({ token: 'legacy-1', profile, expiresAt: inAnHour() }),
    loginData: async () => ok({ accessToken: 'data-1', refreshToken: 'refresh-1' }),
    loginService: async () => ok({ token: 'service-1' }),
    renew: async () => ok({ accessToken: 'data-2', refreshToken: 'refresh-2' }),
    selectBases: async ({ bases }: { bases: readonly number[] }) => ok({ accessToken: 'legacy-bases', bases }),
    logout: async () => ok({}),
    ...fakes,
  };
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(() => f.restore()),
      loginLegacy: fromPromise(({ input }) => f.loginLegacy(input) as never),
      loginData: fromPromise(({ input }) => f.loginData(input) as never),
      loginService: fromPromise(({ input }) => f.loginService(input) as never),
      renew: fromPromise(({ input }) => {
        calls.renew.push(input);
        return f.renew(input) as never;
      }),
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
      persist: () => void calls.persist++,
      forget: () => void calls.forget++,
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
  describe('when the tab opens', () => {
    it('shows the login page when nothing is stored', async () => {
      const { actor } = start();
      await settled(actor, 'loggedOut');
      expect(actor.getSnapshot().context.profile).toBeNull();
    });

    it('picks up a stored session with its renewed data token', async () => {
      const restored: RestoredSession = {
        refreshToken: 'refresh-9',
        dataToken: 'data-9',
        legacyToken: 'legacy-9',
        serviceToken: 'service-9',
        profile,
        expiresAt: inAnHour(),
        selectedBases: [2],
      };
      const { actor, calls } = start({ restore: async () => restored });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: 'data-9', legacyToken: 'legacy-9', selectedBases: [2], profile });
      expect(calls.persist).toBe(1);
    });

    it('forgets a stored session that cannot be renewed', async () => {
      const { actor, calls } = start({ restore: fails });
      await settled(actor, 'loggedOut');
      expect(calls.forget).toBe(1);
    });
  });

  describe('logging in', () => {
    it('logs in to the legacy, data and service APIs in turn, and keeps no password', async () => {
      const order: string[] = [];
      const joined: JoiningLogin[] = [];
      const { actor, calls } = await loggedIn({
        loginLegacy: async () => (order.push('legacy'), ok({ token: 'legacy-1', profile, expiresAt: inAnHour() })),
        loginData: async (login) => (order.push('data'), joined.push(login), ok({ accessToken: 'data-1', refreshToken: 'refresh-1' })),
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
        refreshToken: 'refresh-1',
        serviceToken: 'service-1',
        selectedBases: [1, 2, 3],
        credentials: null,
        failure: null,
      });
      expect(calls.persist).toBe(1);
    });

    it("says 'Innlogging feilet' / 'Kunne ikke logge inn' for a wrong password, and tries no other API", async () => {
      let dataCalled = false;
      const { actor } = start({
        loginLegacy: async () => refused('rejected'),
        loginData: async () => ((dataCalled = true), ok({ accessToken: 'x', refreshToken: 'y' })),
      });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await waitFor(actor, (s) => s.context.failure !== null);
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context.failure).toEqual({ title: 'Innlogging feilet', message: LOGIN_FAILED_MESSAGE });
      expect(actor.getSnapshot().context.credentials).toBeNull();
      expect(dataCalled).toBe(false);
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
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: null, refreshToken: null, serviceToken: 'service-1' });
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
    ])('asks whether to go on when the service API %s', async (_, loginService) => {
      const { actor } = start({ loginService });
      await settled(actor, 'loggedOut');
      actor.send({ type: 'LOGIN', credentials });
      await settled(actor, { authenticating: 'confirmWithoutService' });
      actor.send({ type: 'CONTINUE' });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: 'data-1', serviceToken: null, credentials: null });
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
    it('renews the data token with the refresh token and stores the next one', async () => {
      const { actor, calls } = await loggedIn();
      actor.send({ type: 'RENEW' });
      expect(actor.getSnapshot().matches({ loggedIn: 'renewing' })).toBe(true);
      await settled(actor, { loggedIn: 'active' });
      expect(calls.renew).toEqual(['refresh-1']);
      expect(actor.getSnapshot().context).toMatchObject({ dataToken: 'data-2', refreshToken: 'refresh-2' });
      expect(calls.persist).toBe(2);
    });

    it.each([
      ['refused', async () => refused('rejected')],
      ['failing', fails],
    ])('flags the session expired when renewal is %s, keeping the profile for the page', async (_, renew) => {
      const { actor } = await loggedIn({ renew });
      actor.send({ type: 'RENEW' });
      await settled(actor, 'expired');
      expect(actor.getSnapshot().context.profile).toEqual(profile);
    });

    it('flags the session expired at once when there is no refresh token to renew with', async () => {
      const session = start({ loginData: async () => refused('unavailable') });
      await settled(session.actor, 'loggedOut');
      session.actor.send({ type: 'LOGIN', credentials });
      await settled(session.actor, { authenticating: 'confirmWithoutData' });
      session.actor.send({ type: 'CONTINUE' });
      await settled(session.actor, { loggedIn: 'active' });
      session.actor.send({ type: 'RENEW' });
      expect(session.actor.getSnapshot().value).toBe('expired');
      expect(session.calls.renew).toEqual([]);
    });

    it('flags the session expired when an API says so', async () => {
      const { actor } = await loggedIn();
      actor.send({ type: 'EXPIRED' });
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it('flags the session expired when its token passes its expiry', async () => {
      const clock = new SimulatedClock();
      const expiresAt = new Date(Date.now() + 60_000).toISOString();
      const { actor } = await loggedIn({ loginLegacy: async () => ok({ token: 'legacy-1', profile, expiresAt }) }, clock);
      clock.increment(30_000);
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
      clock.increment(31_000);
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it('lets the officer log in again over the page, the profile kept throughout', async () => {
      let attempt = 0;
      const { actor } = await loggedIn({
        renew: async () => refused('rejected'),
        loginLegacy: async () => ok({ token: `legacy-${++attempt}`, profile, expiresAt: inAnHour() }),
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
        loginLegacy: async () => (++attempt === 1 ? ok({ token: 'legacy-1', profile, expiresAt: inAnHour() }) : refused('rejected')),
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

    it('works in the bases the server settled on, with the token it gave', async () => {
      const { actor } = await loggedIn();
      actor.send({ type: 'SELECT_BASES', bases: [3, 1] });
      expect(actor.getSnapshot().matches({ loggedIn: 'selectingBases' })).toBe(true);
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ selectedBases: [3, 1], legacyToken: 'legacy-bases', failure: null });
    });

    it.each([
      ['refused', async () => refused('rejected')],
      ['failing', fails],
    ])('keeps the bases as they were when the selection is %s', async (_, selectBases) => {
      const { actor } = await loggedIn({ selectBases });
      actor.send({ type: 'SELECT_BASES', bases: [2] });
      await settled(actor, { loggedIn: 'active' });
      expect(actor.getSnapshot().context).toMatchObject({ selectedBases: [1, 2, 3], legacyToken: 'legacy-1' });
    });
  });

  describe('logging out', () => {
    it('ends the session on the server first, then clears tokens, profile and cached data', async () => {
      const { actor, calls } = await loggedIn();
      actor.send({ type: 'LOGOUT' });
      expect(actor.getSnapshot().value).toBe('loggingOut');
      expect(actor.getSnapshot().context.profile).toEqual(profile);
      await settled(actor, 'loggedOut');
      expect(calls.logout).toEqual(['legacy-1 (forgotten 0)']);
      expect(actor.getSnapshot().context).toMatchObject({ profile: null, dataToken: null, legacyToken: null, refreshToken: null, serviceToken: null });
      expect(calls.forget).toBe(1);
    });

    it.each([
      ['refuses it (the session was over already)', async () => refused('rejected')],
      ['cannot be reached', fails],
    ])('still clears everything when the server %s', async (_, logout) => {
      const { actor, calls } = await loggedIn({ logout });
      actor.send({ type: 'LOGOUT' });
      await settled(actor, 'loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ profile: null, legacyToken: null, serviceToken: null });
      expect(calls.forget).toBe(1);
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

  it('fails safe without the composition root: no stored session, and a login stops with the legacy alert', async () => {
    const actor = createActor(sessionMachine).start();
    await waitFor(actor, (s) => s.matches('loggedOut'));
    actor.send({ type: 'LOGIN', credentials });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe(LEGACY_LOGIN_FAILED_MESSAGE);
  });
});

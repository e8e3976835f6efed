import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { SessionApiPort } from '../application/ports/sessionApi.port';
import type { SessionStorePort } from '../application/ports/sessionStore.port';
import { sessionMachine, type RestoredSession } from '../application/session/sessionMachine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** A session from the tab's storage, its data token renewed; null when there is none or it has ended. */
async function restoreSession(api: SessionApiPort, store: SessionStorePort): Promise<RestoredSession | null> {
  const stored = store.load();
  if (!stored) return null;
  if (Date.parse(stored.expiresAt) <= Date.now()) {
    store.clear();
    return null;
  }
  if (!stored.refreshToken) return { ...stored, dataToken: null };
  const renewed = await api.renew(stored.refreshToken);
  // Without a data token the data API's first 401 opens the login dialog; the rest keeps working.
  if (!renewed.ok) return { ...stored, dataToken: null, refreshToken: null };
  return { ...stored, dataToken: renewed.accessToken, refreshToken: renewed.refreshToken };
}

/** The running session: the machine with the HTTP session calls and the tab's storage attached; `inspect` lets the machine studio follow it. */
export function createSessionActor(
  api: SessionApiPort,
  store: SessionStorePort,
  forgetCachedData: () => void,
  inspect?: (event: InspectionEvent) => void,
): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      restore: fromPromise(() => restoreSession(api, store)),
      loginLegacy: fromPromise(({ input }) => api.loginLegacy(input)),
      loginData: fromPromise(({ input }) => api.loginData(input)),
      loginService: fromPromise(({ input }) => api.loginService(input)),
      renew: fromPromise(({ input }) => api.renew(input)),
      selectBases: fromPromise(({ input }) => api.selectBases(input.accessToken, input.bases)),
      logout: fromPromise(({ input }) => api.logout(input)),
    },
    actions: {
      persist: ({ context }) => {
        if (!context.profile || !context.legacyToken || !context.expiresAt) return;
        store.save({
          refreshToken: context.refreshToken,
          legacyToken: context.legacyToken,
          serviceToken: context.serviceToken,
          profile: context.profile,
          expiresAt: context.expiresAt,
          selectedBases: context.selectedBases,
        });
      },
      forget: () => {
        store.clear();
        forgetCachedData();
      },
    },
  });
  return createActor(machine, { inspect }).start();
}

/** Every list and count depends on the active bases: once they change, everything cached is refreshed. */
export function refreshOnBaseChange(session: SessionActor, refresh: () => void): void {
  let bases = session.getSnapshot().context.selectedBases;
  session.subscribe(({ context }) => {
    if (context.selectedBases === bases) return;
    bases = context.selectedBases;
    refresh();
  });
}

import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { SessionApiPort } from '../application/ports/sessionApi.port';
import type { SessionSignal, SessionSignalsPort } from '../application/ports/sessionSignals.port';
import { sessionMachine, type SessionEvent } from '../application/session/sessionMachine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What another tab's announcement means to this tab's session. */
function eventOf(signal: SessionSignal): SessionEvent {
  switch (signal.type) {
    case 'signed-in':
      return { type: 'SIGNED_IN_ELSEWHERE' };
    case 'signed-out':
      return { type: 'SIGNED_OUT_ELSEWHERE' };
    case 'bases-chosen':
      return { type: 'BASES_CHOSEN_ELSEWHERE', bases: signal.bases };
  }
}

/**
 * The running session: the machine with the HTTP session calls attached, hearing and telling the browser's
 * other tabs through `signals`; `inspect` lets the machine studio follow it.
 */
export function createSessionActor(
  api: SessionApiPort,
  signals: SessionSignalsPort,
  forgetCachedData: () => void,
  inspect?: (event: InspectionEvent) => void,
): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      exchange: fromPromise(() => api.exchange()),
      loginLegacy: fromPromise(({ input }) => api.loginLegacy(input)),
      loginData: fromPromise(({ input }) => api.loginData(input)),
      loginService: fromPromise(({ input }) => api.loginService(input)),
      selectBases: fromPromise(({ input }) => api.selectBases(input.accessToken, input.bases)),
      logout: fromPromise(({ input }) => api.logout(input)),
    },
    actions: {
      forget: () => forgetCachedData(),
      announceSignedIn: () => signals.announce({ type: 'signed-in' }),
      announceSignedOut: () => signals.announce({ type: 'signed-out' }),
      announceBases: (_, bases) => signals.announce({ type: 'bases-chosen', bases }),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  // Heard for as long as the tab lives: the session actor is the tab's one session.
  signals.listen((signal) => actor.send(eventOf(signal)));
  return actor;
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

import { useSelector } from '@xstate/react';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import type { SessionActor } from '../../composition/session';

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

export function useSessionActor(): SessionActor {
  return useInjection(TOKENS.Session);
}

/** A slice of the session, re-rendering only when that slice changes. */
export function useSession<T>(select: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionActor(), select);
}

/** Which of the two partial-login questions is asked now, if any. */
export function pendingQuestion(snapshot: SessionSnapshot): 'data' | 'service' | null {
  if (snapshot.matches({ authenticating: 'confirmWithoutData' })) return 'data';
  if (snapshot.matches({ authenticating: 'confirmWithoutService' })) return 'service';
  return null;
}

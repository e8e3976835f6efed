import type { SessionSignal, SessionSignalsPort } from '../../application/ports/sessionSignals.port';

/** The channel every tab of this origin listens on. */
export const SESSION_CHANNEL = 'norlink.session';

function isSessionSignal(value: unknown): value is SessionSignal {
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as Record<string, unknown>;
  if (signal.type === 'signed-in' || signal.type === 'signed-out') return true;
  return signal.type === 'bases-chosen' && Array.isArray(signal.bases) && signal.bases.every((base) => Number.isInteger(base));
}

/**
 * The browser's other tabs, over a BroadcastChannel: it reaches every tab of this origin in this browser
 * (not other browsers, not other sites) and never the tab that posts. It carries no token, only what
 * happened. Without BroadcastChannel the tabs still meet the same server-side session, just later (at a
 * 401, or the session's end).
 */
export function broadcastSessionSignals(Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel): SessionSignalsPort {
  if (!Channel) return { announce: () => undefined, listen: () => () => undefined };
  const channel = new Channel(SESSION_CHANNEL);
  return {
    announce: (signal) => channel.postMessage(signal),
    listen(listener) {
      const onMessage = (event: MessageEvent) => {
        if (isSessionSignal(event.data)) listener(event.data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

import type { SessionSignal, SessionSignalsPort } from '../../src/application/ports/sessionSignals.port';

/** A tab that hears no other tab and tells none: a browser with one tab. */
export const ONE_TAB: SessionSignalsPort = { announce: () => undefined, listen: () => () => undefined };

/**
 * The tabs of one browser as BroadcastChannel links them: what one announces, every other hears
 * (asynchronously, as the channel delivers), never itself.
 */
export function browserTabs() {
  const listeners = new Map<number, Set<(signal: SessionSignal) => void>>();
  let next = 0;
  return {
    tab(): SessionSignalsPort {
      const id = next++;
      const own = new Set<(signal: SessionSignal) => void>();
      listeners.set(id, own);
      return {
        announce(signal) {
          for (const [other, heard] of listeners) {
            if (other !== id) for (const listener of heard) queueMicrotask(() => listener(signal));
          }
        },
        listen(listener) {
          own.add(listener);
          return () => own.delete(listener);
        },
      };
    },
  };
}

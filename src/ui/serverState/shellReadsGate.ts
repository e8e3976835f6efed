import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The longest the shell's own reads wait for a page's first read: a slow page never leaves the badges empty for long. */
export const SHELL_READS_WAIT_MS = 3_000;

interface Gate {
  holding: number;
  readonly listeners: Set<() => void>;
}

/** One gate per cache (per signed-in app; each test's cache its own). */
const gates = new WeakMap<QueryClient, Gate>();

function gateOf(queryClient: QueryClient): Gate {
  let gate = gates.get(queryClient);
  if (!gate) gates.set(queryClient, (gate = { holding: 0, listeners: new Set() }));
  return gate;
}

/**
 * A page's first read goes before the shell's own reads (pending badges, preferences, changelog): the
 * server answers from one single-threaded database, where nine shell reads sent with the page's read
 * queued ahead of it. They start once `settled` has (answered or failed), or after SHELL_READS_WAIT_MS.
 */
export function holdShellReads(queryClient: QueryClient, settled: Promise<unknown>): void {
  const gate = gateOf(queryClient);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    gate.holding -= 1;
    for (const listener of gate.listeners) listener();
  };
  gate.holding += 1;
  // A page may hold them from its render (usePageReadsStarted): the shell's components, rendering in the same
  // pass, read the count as they render; telling them now would update them in the middle of another's render.
  queueMicrotask(() => {
    for (const listener of gate.listeners) listener();
  });
  settled.then(release, release);
  setTimeout(release, SHELL_READS_WAIT_MS);
}

/** Whether the shell may read now (no page's first read is under way); pass it as useServerRead's `enabled`. */
export function useShellReadsAllowed(): boolean {
  const gate = gateOf(useQueryClient());
  const subscribe = useCallback(
    (listener: () => void) => {
      gate.listeners.add(listener);
      return () => gate.listeners.delete(listener);
    },
    [gate],
  );
  return useSyncExternalStore(subscribe, () => gate.holding === 0);
}

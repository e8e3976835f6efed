import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { useServerRead, type ServerReadOptions } from './useServerRead';

/** The longest the shell's own reads wait for a page's first read: a slow page never leaves the badges empty for long. */
export const SHELL_READS_WAIT_MS = 3_000;

interface Gate {
  holding: number;
  /** Settles when no page's first read holds the shell's reads. */
  open: Promise<void>;
  opened: () => void;
}

/** One gate per cache (per signed-in app; each test's cache its own). */
const gates = new WeakMap<QueryClient, Gate>();

function gateOf(queryClient: QueryClient): Gate {
  let gate = gates.get(queryClient);
  if (!gate) gates.set(queryClient, (gate = { holding: 0, open: Promise.resolve(), opened: () => undefined }));
  return gate;
}

/**
 * A page's first read goes before the shell's own reads (pending badges, preferences, changelog): the
 * server answers from one single-threaded database, where nine shell reads sent with the page's read
 * queued ahead of it. They start once `settled` has (answered or failed), or after SHELL_READS_WAIT_MS.
 */
export function holdShellReads(queryClient: QueryClient, settled: Promise<unknown>): void {
  const gate = gateOf(queryClient);
  if (gate.holding === 0) gate.open = new Promise((resolve) => (gate.opened = resolve));
  gate.holding += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    gate.holding -= 1;
    if (gate.holding === 0) gate.opened();
  };
  settled.then(release, release);
  setTimeout(release, SHELL_READS_WAIT_MS);
}

/** Settles once no page's first read holds the shell's reads (at once when none does). */
export function shellReadsOpen(queryClient: QueryClient): Promise<void> {
  return gateOf(queryClient).open;
}

/**
 * A read of the shell: its request waits while a page's first read is under way. The wait is inside the
 * read, not a render's `enabled`: opening the gate re-renders nothing, so it cannot interrupt the page's
 * first render, which is often under way when its read answers (that restart cost about 60 ms a load).
 */
export function useShellRead<T>(read: ServerRead<T>, options: ServerReadOptions = {}) {
  const queryClient = useQueryClient();
  return useServerRead<T>(
    {
      ...read,
      fetch: async (signal) => {
        await shellReadsOpen(queryClient);
        return read.fetch(signal);
      },
    },
    options,
  );
}

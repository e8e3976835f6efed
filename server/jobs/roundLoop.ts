/** A queue worked in rounds after commit: by kick, and by poll for what comes due on its own (retries). */
export interface RoundLoop {
  /** Something was committed to the queue: work now rather than at the next poll. */
  kick(): void;
  /** Works what is due until nothing is; resolves when the round is done (tests wait on it). */
  drain(): Promise<void>;
  /** Stops polling and waits for the round under way. */
  close(): Promise<void>;
  /** Whether close() has been called: a round in progress stops taking more work. */
  readonly closed: boolean;
}

/**
 * Runs `round` one at a time per process: a kick while a round runs queues one more, kicks while one is
 * queued share it. A failed round is logged with `label`; the next kick or poll tries again. The mail
 * outbox and the job runner both work their queues this way.
 */
export function startRoundLoop(round: () => Promise<void>, pollMs: number, label: string): RoundLoop {
  let tail: Promise<void> = Promise.resolve();
  let queued = false;
  let closed = false;

  function drain(): Promise<void> {
    if (closed || queued) return tail;
    queued = true;
    tail = tail.then(async () => {
      queued = false;
      await round().catch((error: unknown) => console.warn(`${label}: a round failed`, error));
    });
    return tail;
  }

  const timer = setInterval(() => void drain(), pollMs);
  timer.unref();
  void drain();
  return {
    kick: () => void drain(),
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      await tail;
    },
    get closed() {
      return closed;
    },
  };
}

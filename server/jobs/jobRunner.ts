import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { claimDueJobs, markJobDone, markJobFailed, type ClaimedJob } from './jobs';

/** Does one job; what it returns is kept as the job's outcome. Must be idempotent (a job may run again after a crash). */
export type JobHandler = (job: ClaimedJob, db: Database) => Promise<unknown>;

export interface JobRunnerOptions {
  /** The handler of each job kind; jobs of other kinds are left for a runner that knows them. */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  readonly batch?: number;
  /** How often the queue is looked at besides the kicks after commits (retries come due on their own). */
  readonly pollMs?: number;
  /** A name for this runner in claimed_by; a random one by default. */
  readonly name?: string;
}

export interface JobRunner {
  readonly name: string;
  /** Something was committed to the queue: run now rather than at the next poll. */
  kick(): void;
  /** Runs what is due until nothing is; resolves when the round is done (tests wait on it). */
  drain(): Promise<void>;
  /** Stops polling and waits for the round under way. */
  close(): Promise<void>;
}

/**
 * Runs the job queue after commit, with retry and backoff. One round at a time per process; several
 * processes share the queue through SKIP LOCKED. Started by the server; off in tests unless a test starts it.
 */
export function startJobRunner(db: Database, options: JobRunnerOptions): JobRunner {
  const name = options.name ?? `runner-${randomUUID()}`;
  const batch = options.batch ?? 50;
  const kinds = Object.keys(options.handlers);
  // Rounds run one after another; a kick while one runs queues one more, kicks while one is queued share it.
  let tail: Promise<void> = Promise.resolve();
  let queued = false;
  let closed = false;

  async function runJob(job: ClaimedJob): Promise<void> {
    try {
      const outcome = await options.handlers[job.kind]!(job, db);
      await markJobDone(db, job, name, outcome);
    } catch (error) {
      await markJobFailed(db, job, name, error instanceof Error ? error.message : String(error));
    }
  }

  async function runDue(): Promise<void> {
    // No handlers, nothing this runner could claim: no query every poll.
    if (kinds.length === 0) return;
    while (!closed) {
      const claimed = await claimDueJobs(db, kinds, batch, name);
      for (const job of claimed) await runJob(job);
      if (claimed.length < batch) return;
    }
  }

  function drain(): Promise<void> {
    if (closed || queued) return tail;
    queued = true;
    tail = tail.then(async () => {
      queued = false;
      await runDue().catch((error: unknown) => console.warn('background work: a round failed', error));
    });
    return tail;
  }

  const timer = setInterval(() => void drain(), options.pollMs ?? 5_000);
  timer.unref();
  void drain();
  return {
    name,
    kick: () => void drain(),
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      await tail;
    },
  };
}

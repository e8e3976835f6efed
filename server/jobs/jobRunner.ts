import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { EMBEDDED_OUTSIDE, type OutsideParties } from '../outside/outsideParties';
import { localChangeBus, type ChangeBus } from '../realtime/changeBus';
import { claimDueJobs, markJobDone, markJobFailed, type ClaimedJob } from './jobs';
import { startRoundLoop, type RoundLoop } from './roundLoop';

/** What a job may use besides the database: the change bus, to announce the reads its change made stale. */
export interface JobServices {
  readonly bus: ChangeBus;
  /** The mail outbox's sender, kicked by a job that wrote mail (none: the outbox keeps it, or the sender's poll finds it). */
  readonly mail?: { kick(): void };
  /** The outside parties (company register, PEPPOL network, access point) chosen by configuration; the runner always gives them. */
  readonly outside?: OutsideParties;
}

/** Does one job; what it returns is kept as the job's outcome. Must be idempotent (a job may run again after a crash). */
export type JobHandler = (job: ClaimedJob, db: Database, services: JobServices) => Promise<unknown>;

export interface JobRunnerOptions {
  /** The handler of each job kind; jobs of other kinds are left for a runner that knows them. */
  readonly handlers: Readonly<Record<string, JobHandler>>;
  /**
   * Jobs claimed at a time (1 by default): a job claimed is this runner's until done, so claiming one at a
   * time lets the other instances take the next ones (twenty dispatch jobs of 250 entries each are shared
   * out, not all held by the first runner to look), and no claimed job waits in a runner's hands long
   * enough to be taken for abandoned.
   */
  readonly batch?: number;
  /** How often the queue is looked at besides the kicks after commits (retries come due on their own). */
  readonly pollMs?: number;
  /** A name for this runner in claimed_by; a random one by default. */
  readonly name?: string;
  /** Where jobs announce the reads they changed (commitChange); a bus of this process only by default. */
  readonly bus?: ChangeBus;
  /** Kicked after a job wrote to the mail outbox. */
  readonly mail?: { kick(): void };
  /** A job left Running this long by a dead runner is claimed again (ABANDONED_JOB_SECONDS by default). */
  readonly abandonedAfterSeconds?: number;
  /** The outside parties; the embedded defaults when left out. */
  readonly outside?: OutsideParties;
}

export interface JobRunner extends Omit<RoundLoop, 'closed'> {
  readonly name: string;
}

/**
 * Runs the job queue after commit, with retry and backoff. One round at a time per process; several
 * processes share the queue through SKIP LOCKED. Started by the server; off in tests unless a test starts it.
 */
export function startJobRunner(db: Database, options: JobRunnerOptions): JobRunner {
  const name = options.name ?? `runner-${randomUUID()}`;
  const batch = options.batch ?? 1;
  const kinds = Object.keys(options.handlers);
  const services: JobServices = { bus: options.bus ?? localChangeBus(), outside: options.outside ?? EMBEDDED_OUTSIDE, ...(options.mail ? { mail: options.mail } : {}) };

  async function runJob(job: ClaimedJob): Promise<void> {
    try {
      const outcome = await options.handlers[job.kind]!(job, db, services);
      await markJobDone(db, job, name, outcome);
    } catch (error) {
      await markJobFailed(db, job, name, error instanceof Error ? error.message : String(error));
    }
  }

  async function runDue(): Promise<void> {
    // No handlers, nothing this runner could claim: no query every poll.
    if (kinds.length === 0) return;
    while (!loop.closed) {
      const claimed = await claimDueJobs(db, kinds, batch, name, options.abandonedAfterSeconds);
      for (const job of claimed) await runJob(job);
      if (claimed.length < batch) return;
    }
  }

  const loop = startRoundLoop(runDue, options.pollMs ?? 5_000, 'background work');
  return { name, kick: loop.kick, drain: loop.drain, close: loop.close };
}

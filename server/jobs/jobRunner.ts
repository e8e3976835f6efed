import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { localChangeBus, type ChangeBus } from '../realtime/changeBus';
import { claimDueJobs, markJobDone, markJobFailed, MAX_JOB_ATTEMPTS, releaseJobClaims, type ClaimedJob } from './jobs';
import { startRoundLoop, type RoundLoop } from './roundLoop';

/** What a job may use besides the database: the change bus, to announce the reads its change made stale. */
export interface JobServices {
  readonly bus: ChangeBus;
  /** The mail outbox's sender, kicked by a job that wrote mail (none: the outbox keeps it, or the sender's poll finds it). */
  readonly mail?: { kick(): void };
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
  /** Told of every job this runner finished with (the server logs it and counts it in the metrics). */
  readonly onJobDone?: (report: JobReport) => void;
}

/** What became of one job in this runner's hands: done, to be tried again, failed for good, or handed back at a stop. */
export interface JobReport {
  readonly id: number;
  readonly kind: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly outcome: 'done' | 'retry' | 'failed' | 'handed-back';
  readonly durationMs: number;
  readonly error?: string;
}

export interface JobRunner extends Omit<RoundLoop, 'closed'> {
  readonly name: string;
  /**
   * Stops at once from claiming more, waits up to `timeoutMs` for the job in hand, then hands back what it
   * still holds (releaseJobClaims), so another instance takes it without waiting for the claim to be abandoned.
   */
  stop(timeoutMs: number): Promise<void>;
}

/**
 * Runs the job queue after commit, with retry and backoff. One round at a time per process; several
 * processes share the queue through SKIP LOCKED. Started by the server; off in tests unless a test starts it.
 */
export function startJobRunner(db: Database, options: JobRunnerOptions): JobRunner {
  const name = options.name ?? `runner-${randomUUID()}`;
  const batch = options.batch ?? 1;
  const kinds = Object.keys(options.handlers);
  const services: JobServices = { bus: options.bus ?? localChangeBus(), ...(options.mail ? { mail: options.mail } : {}) };

  const inHand = new Map<number, { job: ClaimedJob; started: number }>();
  const report = (job: ClaimedJob, started: number, outcome: JobReport['outcome'], error?: string) =>
    options.onJobDone?.({ id: job.id, kind: job.kind, attempt: job.attempts + 1, outcome, durationMs: performance.now() - started, ...(error ? { error } : {}) });

  async function runJob(job: ClaimedJob): Promise<void> {
    const started = performance.now();
    inHand.set(job.id, { job, started });
    try {
      const outcome = await options.handlers[job.kind]!(job, db, services);
      await markJobDone(db, job, name, outcome);
      if (inHand.has(job.id)) report(job, started, 'done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markJobFailed(db, job, name, message);
      if (inHand.has(job.id)) report(job, started, job.attempts + 1 >= MAX_JOB_ATTEMPTS ? 'failed' : 'retry', message);
    } finally {
      inHand.delete(job.id);
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

  async function stop(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([loop.close(), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
    const handedBack = new Set((await releaseJobClaims(db, name)).map((job) => job.id));
    for (const [id, { job, started }] of inHand) {
      if (!handedBack.has(id)) continue;
      inHand.delete(id);
      report(job, started, 'handed-back');
    }
  }

  const loop = startRoundLoop(runDue, options.pollMs ?? 5_000, 'background work');
  return { name, kick: loop.kick, drain: loop.drain, close: loop.close, stop };
}

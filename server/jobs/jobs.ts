import type { Queryable } from '../db/database';

/** A unit of background work: `kind` names its handler, `key` makes asking twice for it give one job. */
export interface JobRequest {
  readonly kind: string;
  readonly key: string;
  readonly payload?: unknown;
}

/**
 * Puts a job in the queue inside the caller's transaction: it runs only if the change that asked for it
 * commits, and it is never lost once committed. A job with the same kind and key is not added again.
 * Returns the ids of the jobs added (fewer than asked when some existed).
 */
export async function enqueueJobs(tx: Queryable, jobs: readonly JobRequest[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO background_job (kind, job_key, payload)
     SELECT kind, job_key, payload FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS j(kind, job_key, payload)
     ON CONFLICT (kind, job_key) DO NOTHING
     RETURNING id::int`,
    [jobs.map((j) => j.kind), jobs.map((j) => j.key), jobs.map((j) => JSON.stringify(j.payload ?? {}))],
  );
  return rows.map((r) => r.id);
}

export interface ClaimedJob {
  readonly id: number;
  readonly kind: string;
  readonly key: string;
  readonly payload: unknown;
  /** Attempts made before this one. */
  readonly attempts: number;
}

/** A job left 'Running' this long (its runner died mid-job) is claimed again. */
export const ABANDONED_JOB_SECONDS = 300;

/**
 * Claims due jobs of the given kinds for one runner: marked 'Running' in a short transaction (SKIP LOCKED,
 * so several server instances on one PostgreSQL never take the same job). A job whose runner died is
 * claimed again after ABANDONED_JOB_SECONDS, so a handler must be idempotent (check what it already did).
 */
export async function claimDueJobs(
  db: { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> },
  kinds: readonly string[],
  limit: number,
  runner: string,
  abandonedAfterSeconds = ABANDONED_JOB_SECONDS,
): Promise<ClaimedJob[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; kind: string; job_key: string; payload: unknown; attempts: number }>(
      `UPDATE background_job SET status = 'Running', claimed_at = now(), claimed_by = $4
        WHERE id IN (SELECT id FROM background_job
                      WHERE kind = ANY($3::text[])
                        AND ((status = 'Pending' AND next_attempt_at <= now())
                          OR (status = 'Running' AND claimed_at < now() - make_interval(secs => $2)))
                      ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id::int, kind, job_key, payload, attempts`,
      [limit, abandonedAfterSeconds, kinds, runner],
    );
    return rows
      .map((r) => ({ id: r.id, kind: r.kind, key: r.job_key, payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload, attempts: r.attempts }))
      .sort((a, b) => a.id - b.id);
  });
}

/** After this many failed attempts a job is 'Failed' and kept with its error to be read. */
export const MAX_JOB_ATTEMPTS = 6;

/** The wait before attempt n+1: 10 s, 20 s, 40 s, ... at most half an hour. */
export function jobRetryDelaySeconds(attempts: number): number {
  return Math.min(10 * 2 ** Math.max(attempts - 1, 0), 1800);
}

/** Only the runner that holds the claim finishes the job: one whose claim was taken over changes nothing. */
export async function markJobDone(db: Queryable, job: ClaimedJob, runner: string, outcome: unknown): Promise<void> {
  await db.query(
    `UPDATE background_job SET status = 'Done', finished_at = now(), attempts = attempts + 1, outcome = $3::jsonb, last_error = NULL
      WHERE id = $1 AND status = 'Running' AND claimed_by = $2`,
    [job.id, runner, JSON.stringify(outcome ?? null)],
  );
}

/**
 * A stopping runner hands back the jobs it still holds (SIGTERM, server/ops/gracefulStop.ts): Pending and
 * due again at once, so another instance takes them now rather than after ABANDONED_JOB_SECONDS. The cut-short
 * attempt is not counted; a handler still running here changes nothing once its claim is gone (markJobDone
 * and markJobFailed check it), and every job is idempotent. Returns the jobs handed back.
 */
export async function releaseJobClaims(db: Queryable, runner: string): Promise<{ id: number; kind: string }[]> {
  return db.query<{ id: number; kind: string }>(
    `UPDATE background_job SET status = 'Pending', claimed_at = NULL, claimed_by = NULL, next_attempt_at = now()
      WHERE status = 'Running' AND claimed_by = $1
      RETURNING id::int, kind`,
    [runner],
  );
}

export async function markJobFailed(db: Queryable, job: ClaimedJob, runner: string, error: string): Promise<void> {
  const tried = job.attempts + 1;
  const final = tried >= MAX_JOB_ATTEMPTS;
  await db.query(
    `UPDATE background_job SET status = $3::text, attempts = $4, last_error = $5,
            finished_at = CASE WHEN $3::text = 'Failed' THEN now() END,
            next_attempt_at = now() + make_interval(secs => $6)
      WHERE id = $1 AND status = 'Running' AND claimed_by = $2`,
    [job.id, runner, final ? 'Failed' : 'Pending', tried, error.slice(0, 2000), jobRetryDelaySeconds(tried)],
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPostgres } from '../db/postgresDatabase';
import { openTestDatabase } from '../../tests/support/testDatabase';
import { startJobRunner, type JobReport } from './jobRunner';
import { claimDueJobs, enqueueJobs, markJobDone } from './jobs';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});

async function jobRows(kind: string) {
  return db.query<{ job_key: string; status: string; attempts: number; outcome: unknown; last_error: string | null; retry_later: boolean }>(
    `SELECT job_key, status, attempts, outcome, last_error, next_attempt_at > now() AS retry_later FROM background_job WHERE kind = $1 ORDER BY id`,
    [kind],
  );
}

describe('background work', () => {
  it('enqueues only with the change that commits, and once per key', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueJobs(tx, [{ kind: 'probe-rollback', key: 'a' }]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await jobRows('probe-rollback')).toEqual([]);

    const first = await db.transaction((tx) => enqueueJobs(tx, [{ kind: 'probe-key', key: 'a' }, { kind: 'probe-key', key: 'b' }]));
    const again = await db.transaction((tx) => enqueueJobs(tx, [{ kind: 'probe-key', key: 'a' }]));
    expect(first).toHaveLength(2);
    expect(again).toEqual([]);
    expect((await jobRows('probe-key')).map((r) => r.job_key)).toEqual(['a', 'b']);
  });

  it('runs due jobs, keeps their outcome, and retries a failing one later with its error', async () => {
    await db.transaction((tx) =>
      enqueueJobs(tx, [
        { kind: 'probe-run', key: '1', payload: { n: 2 } },
        { kind: 'probe-run', key: '2', payload: { n: -1 } },
      ]),
    );
    const runner = startJobRunner(db, {
      pollMs: 60_000,
      handlers: {
        'probe-run': async (job) => {
          const n = (job.payload as { n: number }).n;
          if (n < 0) throw new Error('negativt tall');
          return { doubled: n * 2 };
        },
      },
    });
    await runner.drain();
    await runner.close();
    const rows = await jobRows('probe-run');
    expect(rows[0]).toMatchObject({ status: 'Done', attempts: 1, outcome: { doubled: 4 }, last_error: null });
    expect(rows[1]).toMatchObject({ status: 'Pending', attempts: 1, last_error: 'negativt tall', retry_later: true });
  });

  it('claims a job again when its runner died, and the late runner then changes nothing', async () => {
    await db.transaction((tx) => enqueueJobs(tx, [{ kind: 'probe-abandoned', key: 'x' }]));
    const [dead] = await claimDueJobs(db, ['probe-abandoned'], 10, 'dead-runner');
    expect(await claimDueJobs(db, ['probe-abandoned'], 10, 'other')).toEqual([]);
    const [taken] = await claimDueJobs(db, ['probe-abandoned'], 10, 'other', 0);
    expect(taken?.id).toBe(dead?.id);
    await markJobDone(db, dead!, 'dead-runner', { by: 'dead' });
    await markJobDone(db, taken!, 'other', { by: 'other' });
    expect((await jobRows('probe-abandoned'))[0]).toMatchObject({ status: 'Done', attempts: 1, outcome: { by: 'other' } });
  });

  it('shares the queue between two runners with no job done twice', async () => {
    const count = 300;
    await db.transaction((tx) => enqueueJobs(tx, Array.from({ length: count }, (_, i) => ({ kind: 'probe-shared', key: String(i) }))));
    // On PostgreSQL the second runner has a pool of its own, as a second server instance would.
    const [{ schema } = { schema: '' }] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const url = process.env.TEST_DATABASE_URL;
    const secondDb = url ? openPostgres(url, { searchPath: `${schema},public` }) : db;
    const doneBy = new Map<string, string[]>();
    const handler = (runner: string) => async (job: { key: string }) => {
      doneBy.set(job.key, [...(doneBy.get(job.key) ?? []), runner]);
      await new Promise((resolve) => setImmediate(resolve));
      return null;
    };
    const a = startJobRunner(db, { name: 'a', batch: 10, pollMs: 60_000, handlers: { 'probe-shared': handler('a') } });
    const b = startJobRunner(secondDb, { name: 'b', batch: 10, pollMs: 60_000, handlers: { 'probe-shared': handler('b') } });
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.close(), b.close()]);
    if (secondDb !== db) await secondDb.close();

    expect(doneBy.size).toBe(count);
    expect([...doneBy.values()].filter((runners) => runners.length !== 1)).toEqual([]);
    const rows = await jobRows('probe-shared');
    expect(rows.every((r) => r.status === 'Done' && r.attempts === 1)).toBe(true);
    if (url) expect(new Set([...doneBy.values()].flat())).toEqual(new Set(['a', 'b']));
  });

  it('on stop, claims nothing more, reports each job, and hands back at once a job still running after the bound', async () => {
    await db.transaction((tx) => enqueueJobs(tx, [{ kind: 'probe-stop', key: 'slow' }, { kind: 'probe-stop', key: 'next' }]));
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    const reports: JobReport[] = [];
    const runner = startJobRunner(db, {
      name: 'stopping',
      pollMs: 60_000,
      handlers: {
        'probe-stop': async (job) => {
          started.push(job.key);
          await blocked;
          return { finished: job.key };
        },
      },
      onJobDone: (report) => reports.push(report),
    });
    for (let i = 0; i < 200 && started.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(['slow']);
    const stopped = performance.now();
    await runner.stop(100);
    // Handed back within the bound, not after ABANDONED_JOB_SECONDS: due for any other instance now.
    expect(performance.now() - stopped).toBeLessThan(5_000);
    const rows = await db.query<{ job_key: string; status: string; attempts: number; claimed_by: string | null; due: boolean }>(
      `SELECT job_key, status, attempts, claimed_by, next_attempt_at <= now() AS due FROM background_job WHERE kind = 'probe-stop' ORDER BY id`,
    );
    expect(rows).toEqual([
      { job_key: 'slow', status: 'Pending', attempts: 0, claimed_by: null, due: true },
      { job_key: 'next', status: 'Pending', attempts: 0, claimed_by: null, due: true },
    ]);
    expect(reports).toMatchObject([{ kind: 'probe-stop', attempt: 1, outcome: 'handed-back' }]);
    // The cut-short handler finishing late changes nothing, and the stopped runner took nothing more.
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await db.query<{ status: string }>(`SELECT status FROM background_job WHERE kind = 'probe-stop' AND job_key = 'slow'`))[0]?.status).toBe('Pending');
    expect(started).toEqual(['slow']);
    expect(reports).toHaveLength(1);

    // Another runner then does both, each reported done once.
    const done: JobReport[] = [];
    const other = startJobRunner(db, { pollMs: 60_000, handlers: { 'probe-stop': async () => null }, onJobDone: (report) => done.push(report) });
    await other.drain();
    await other.stop(1_000);
    expect(done.map((report) => report.outcome)).toEqual(['done', 'done']);
  });
});

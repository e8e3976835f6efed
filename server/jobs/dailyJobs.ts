import { isoText } from '../../src/domain/dates/calendarDay';
import { osloClock } from '../../src/domain/dates/osloClock';
import type { Database } from '../db/database';
import { enqueueJobs } from './jobs';

/**
 * The job kinds run once a day: each is put in the queue with the Oslo day as its key, so asking again the
 * same day (a restart, another instance, the next look) adds nothing, and the next day adds the next one.
 */
export const DAILY_JOB_KINDS: readonly string[] = ['clients.deactivate-ended', 'brreg.watch', 'reminders.run'];

/** How often the server looks whether a new day has begun. */
export const DAILY_JOB_LOOK_MS = 10 * 60_000;

/** Queues today's run of each daily job not queued yet; returns the ids added. */
export function enqueueDailyJobs(db: Database, today: string, kinds: readonly string[] = DAILY_JOB_KINDS): Promise<number[]> {
  return db.transaction((tx) => enqueueJobs(tx, kinds.map((kind) => ({ kind, key: today, payload: { day: today } }))));
}

export interface DailyJobs {
  close(): void;
}

/**
 * Queues the daily jobs at start and whenever the Oslo day has changed since (looked at every
 * DAILY_JOB_LOOK_MS), then kicks the runner so they run at once.
 */
export function startDailyJobs(db: Database, runner: { kick(): void }, { now = () => new Date(), lookMs = DAILY_JOB_LOOK_MS } = {}): DailyJobs {
  let queuedFor: string | null = null;
  const look = async () => {
    const today = isoText(osloClock(now()));
    if (today === queuedFor) return;
    try {
      await enqueueDailyJobs(db, today);
      queuedFor = today;
      runner.kick();
    } catch (error) {
      console.warn('daily jobs: could not queue', error);
    }
  };
  void look();
  const timer = setInterval(() => void look(), lookMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/openDatabase';
import { addDays } from '../../src/domain/dates/isoDate';
import { DEFAULT_SEED, SEED_PROFILES, TEST_SEED_TODAY } from '../../server/db/seed/profiles';
import { seedEverything } from '../../server/db/seed/seed';
import { previewReminders } from '../../server/reminders/reminderPreview';
import { runReminders } from '../../server/reminders/reminderRun';
import { invoiceLegalClock } from '../../server/rules/legalClockRead';
import { BENCH_CUSTOMERS, postgresBenchDatabase } from './benchData';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile } from './load';
import { within } from './reminderRun.bench';

/**
 * Issue 42 "Speed": the reminder run's preview over the demo data ≤ 10 s and over the 1 000 000-customer data set
 * ≤ 5 min (the run's budget), the run's own figures unchanged by it; the legal clock of one invoice ≤ 20 ms (p95),
 * the server time it adds to the invoice page's read.
 */
const DEMO_PREVIEW_MS = 10_000;
const LARGE_PREVIEW_MS = 300_000;
const CLOCK_P95_MS = 20;
const CLOCK_SAMPLES = 200;
const CLOCK_WARM_UP = 5;
/**
 * The day previewed: a week after the seed's day, whose run the seed has made. The case: the first run
 * after a week made one bundle of 6 034 reminders on the demo data. (Forgetting the seed's runs instead, as
 * reminderRun.bench does, would delete reminders whose fees are booked as posts.)
 */
const PREVIEW_DAY = addDays(TEST_SEED_TODAY, 7);
const LARGE_PGLITE = path.resolve(import.meta.dirname, `../../.bench-data/pglite-${BENCH_CUSTOMERS}`);

class RolledBack extends Error {
  constructor(readonly figures: Figure[]) {
    super('rolled back');
  }
}

/**
 * In one transaction that is rolled back (a data set gives the same figures again and a shared one is never
 * changed): the migrations the set lacks, any run of the day a server started on the set made forgotten, the
 * preview of the day timed, the legal clock of unpaid invoices spread over the set timed one by one on that day,
 * then the run of that day, whose counts must be the preview's.
 */
async function measure(db: Database, label: string, previewTarget: number): Promise<Figure[]> {
  try {
    await db.transaction(async (tx) => {
      await migrate(within(tx, db.kind));
      await tx.query('DELETE FROM reminder_run WHERE run_date = $1::date', [PREVIEW_DAY]);
      const started = performance.now();
      const preview = await previewReminders(tx, PREVIEW_DAY);
      const previewMs = performance.now() - started;

      const [officer] = await tx.query<{ bases: number[] }>(`SELECT bases FROM officer WHERE username = 'teknisk'`);
      // Spread over the whole set by a multiplicative hash of the id, the same invoices every time.
      const invoices = await tx.query<{ id: number }>(
        `SELECT id::float8 AS id FROM invoice WHERE type = 'INVOICE' AND is_active AND NOT is_settled AND rest_amount_ore > 0
          ORDER BY (id * 2654435761) % 1000003, id LIMIT $1`,
        [CLOCK_SAMPLES + CLOCK_WARM_UP],
      );
      const times: number[] = [];
      for (const [index, { id }] of invoices.entries()) {
        const from = performance.now();
        const clock = await invoiceLegalClock(tx, officer!.bases, id, PREVIEW_DAY);
        if (index >= CLOCK_WARM_UP) times.push(performance.now() - from);
        if (clock === null) throw new Error(`no legal clock for invoice ${id}`);
      }

      const run = await runReminders(tx, PREVIEW_DAY);
      const differs = Math.abs(run.reminders - preview.reminders) + Math.abs(run.stopped - preview.stopped);
      benchNotes.push(
        `preview on ${label} for ${PREVIEW_DAY} (the seed's day ${TEST_SEED_TODAY}): ${preview.clients.length} clients with work, ${preview.reminders} reminders, ${preview.stopped} stopped, ` +
          `fee ${preview.fee} kr, interest ${preview.interest} kr; the run then made ${run.reminders} reminders, ${run.stopped} stopped; ` +
          `legal clock over ${times.length} invoices; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`,
      );
      throw new RolledBack([
        { name: `${label}: preview of the reminder run`, value: previewMs, unit: 'ms', target: previewTarget },
        { name: `${label}: reminders + stopped the run made other than previewed`, value: differs, unit: '', target: 0 },
        { name: `${label}: legal clock of one invoice, p95`, value: percentile(times, 0.95), unit: 'ms', target: CLOCK_P95_MS },
        { name: `${label}: legal clock of one invoice, median`, value: percentile(times, 0.5), unit: 'ms' },
      ]);
    });
    throw new Error('unreachable');
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    return error.figures;
  }
}

/**
 * The demo data (the demo profile seeded into a fresh embedded database: minutes) and the million-customer set of
 * benchData.ts when it exists (.bench-data/pglite-1000000; PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL,
 * seeded there when missing). LEGAL_RULES_BENCH_DATA=demo skips the large set, =large the demo one.
 */
export const legalRules: Benchmark = {
  name: 'legal rules (preview, legal clock)',
  async run() {
    const which = process.env.LEGAL_RULES_BENCH_DATA ?? 'both';
    const figures: Figure[] = [];
    if (which !== 'large') {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-legal-rules-'));
      const db = await openDatabase({ databaseUrl: undefined, dataDir });
      try {
        await migrate(db);
        await db.transaction((tx) => seedEverything(tx, { profile: SEED_PROFILES.demo, today: TEST_SEED_TODAY, seed: DEFAULT_SEED }));
        figures.push(...(await measure(db, 'demo data (PGlite)', DEMO_PREVIEW_MS)));
      } finally {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    if (which !== 'demo') {
      if (fs.existsSync(`${LARGE_PGLITE}.ready`)) {
        const db = await openDatabase({ databaseUrl: undefined, dataDir: LARGE_PGLITE });
        try {
          figures.push(...(await measure(db, `${BENCH_CUSTOMERS} customers (PGlite)`, LARGE_PREVIEW_MS)));
        } finally {
          await db.close();
        }
      } else benchNotes.push(`legal rules: no ${LARGE_PGLITE} (seed it with the production stats bench, PRODUCTION_STATS_DATA=large); the large PGlite preview was skipped`);
      const postgres = await postgresBenchDatabase();
      if (postgres?.kind === 'postgres') {
        const db = await openDatabase({ databaseUrl: postgres.url, dataDir: os.tmpdir() });
        try {
          figures.push(...(await measure(db, `${BENCH_CUSTOMERS} customers (PostgreSQL)`, LARGE_PREVIEW_MS)));
        } finally {
          await db.close();
        }
      } else benchNotes.push('legal rules: no PostgreSQL configured (BENCH_DATABASE_URL or TEST_DATABASE_URL); the large PostgreSQL preview was skipped');
    }
    return figures;
  },
};

import type { Database, Queryable } from '../database';
import { ensurePublishedRules } from '../../rules/legalRuleTables';
import { seedDemoOfficers } from './demoOfficers';
import { generateSeed, type SeedCounts } from './generate';
import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { DEFAULT_SEED, isSeedProfileName, SEED_PROFILES, type SeedProfile } from './profiles';

const SEED_LOCK_KEY = 7_165_302;

export interface SeedSettings {
  readonly profile: SeedProfile;
  /** The day the data is "as of" (ISO date): the day a database is made, or SEED_TODAY; tests fix it. */
  readonly today: string;
  readonly seed: number;
}

/**
 * SEED_PROFILE (small | demo | large, default demo) and SEED_TODAY (ISO date, default the Oslo day of `now`)
 * from the environment: a new demo is as of the day it is made, so its default periods ('Denne uken') show data.
 */
export function seedSettingsFromEnv(env: NodeJS.ProcessEnv, now: Date = new Date()): SeedSettings {
  const name = env.SEED_PROFILE || 'demo';
  if (!isSeedProfileName(name)) {
    throw new Error(`SEED_PROFILE must be one of ${Object.keys(SEED_PROFILES).join(', ')}, not "${name}"`);
  }
  const today = env.SEED_TODAY || isoText(osloClock(now));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) throw new Error(`SEED_TODAY must be a date (yyyy-mm-dd), not "${today}"`);
  return { profile: SEED_PROFILES[name], today, seed: DEFAULT_SEED };
}

/**
 * Everything of a profile: the demo officers, then the generated data, then fresh planner statistics.
 * Runs in the caller's transaction.
 */
export async function seedEverything(tx: Queryable, settings: SeedSettings): Promise<SeedCounts> {
  await seedDemoOfficers(tx);
  // The seed's history is charged by the published figures, which the rule tables start from (issue 42).
  await ensurePublishedRules(tx);
  const counts = await withoutAuditTriggers(tx, () => generateSeed(tx, settings.profile, { today: settings.today, seed: settings.seed }));
  await analyzeTables(tx);
  return counts;
}

/**
 * The audit trail's triggers (migrations 0100, 0152) record nothing outside commitChange, but they are
 * off while the seed loads: as row triggers their check cost the demo seed 15-20 % of its time, and as
 * statement triggers with transition tables they would still gather every loaded row for nothing.
 * In the caller's transaction.
 */
async function withoutAuditTriggers<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  const watched = await tx.query<{ ddl: string }>(
    `SELECT format('ALTER TABLE %I %%s TRIGGER %I;', c.relname, g.tgname) AS ddl FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname LIKE 'audit\\_touched%' AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`,
  );
  const alter = (action: 'DISABLE' | 'ENABLE') => tx.exec(watched.map((t) => t.ddl.replace('%s', action)).join('\n'));
  if (watched.length) await alter('DISABLE');
  const result = await work();
  if (watched.length) await alter('ENABLE');
  return result;
}

/**
 * PGlite has no autovacuum, so without this its planner never learns the table sizes: it guessed 1 667
 * customers for the client that has 200 000 and sorted them all to read a page of the list. On PostgreSQL
 * it saves waiting for autovacuum. Only this schema's tables (tests share one PostgreSQL database).
 */
async function analyzeTables(tx: Queryable): Promise<void> {
  const tables = await tx.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`);
  await tx.exec(`ANALYZE ${tables.map((t) => t.name).join(', ')}`);
}

/**
 * Seeds an empty database once, in one transaction; a database that has officers is left alone.
 * The profile comes from SEED_PROFILE unless given.
 */
export async function seedIfEmpty(db: Database, settings: SeedSettings = seedSettingsFromEnv(process.env)): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Instances starting together against one PostgreSQL must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM officer');
    if ((row?.n ?? 0) > 0) return false;
    await seedEverything(tx, settings);
    return true;
  });
}

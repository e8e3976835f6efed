import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The benchmark data set: `npm run seed -- --customers 1000000` (client 1003 has 200 000 of them). */
export const BENCH_CUSTOMERS = 1_000_000;
/** Kept between runs (git-ignored): seeding a million customers takes minutes. */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../.bench-data');
const PGLITE_DIR = path.join(CACHE_DIR, `pglite-${BENCH_CUSTOMERS}`);
/** Written once the seed has finished, so a seed that was interrupted is started over. */
const PGLITE_READY = `${PGLITE_DIR}.ready`;
const POSTGRES_DATABASE = `norlink_bench_${BENCH_CUSTOMERS}`;

export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

async function seed(env: NodeJS.ProcessEnv, where: string): Promise<void> {
  console.error(`seeding the ${BENCH_CUSTOMERS.toLocaleString('en')}-customer data set into ${where} (once; minutes) ...`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', '--customers', String(BENCH_CUSTOMERS)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${where} failed (exit ${code})`);
  console.error(`seeded ${where} in ${Math.round((performance.now() - started) / 1000)} s`);
}

/** The embedded database of the data set in .bench-data/, seeded first when it is missing. */
export async function pgliteBenchDatabase(): Promise<BenchDatabase> {
  if (!fs.existsSync(PGLITE_READY)) {
    fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
    fs.mkdirSync(PGLITE_DIR, { recursive: true });
    await seed({ DATA_DIR: PGLITE_DIR, DATABASE_URL: '' }, PGLITE_DIR);
    fs.writeFileSync(PGLITE_READY, `${new Date().toISOString()}\n`);
  }
  return { kind: 'pglite', dataDir: PGLITE_DIR };
}

/**
 * The PostgreSQL database of the data set: BENCH_DATABASE_URL as given, or a database of its own on
 * the server of TEST_DATABASE_URL (created when missing). Seeded when it has no officers (the seed is
 * one transaction, so officers mean a whole data set). Null when no PostgreSQL is configured.
 */
export async function postgresBenchDatabase(): Promise<BenchDatabase | null> {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url && process.env.TEST_DATABASE_URL) {
    const server = new URL(process.env.TEST_DATABASE_URL);
    const admin = new pg.Client({ connectionString: server.href });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGRES_DATABASE]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${POSTGRES_DATABASE}`);
    } finally {
      await admin.end();
    }
    server.pathname = `/${POSTGRES_DATABASE}`;
    url = server.href;
  }
  if (!url) return null;
  if (!(await isSeeded(url))) await seed({ DATABASE_URL: url }, `PostgreSQL ${new URL(url).pathname.slice(1)}`);
  return { kind: 'postgres', url };
}

async function isSeeded(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ migrated: boolean }>(`SELECT to_regclass('officer') IS NOT NULL AS migrated`);
    if (!rows[0]?.migrated) return false;
    const officers = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM officer');
    return (officers.rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * `npm run seed -- [--profile small|demo|large] [--customers N] [--today yyyy-mm-dd] [--force]`
 * Seeds the database of DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL): migrates first, refuses a database
 * that is already seeded unless --force, which empties every table and seeds from scratch.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { migrate } from '../migrate';
import { openDatabase } from '../openDatabase';
import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { DEFAULT_SEED, isSeedProfileName, profileWithCustomers, SEED_PROFILES } from './profiles';
import { seedEverything } from './seed';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: process.env.SEED_PROFILE || 'demo' },
    customers: { type: 'string' },
    today: { type: 'string', default: process.env.SEED_TODAY || isoText(osloClock(new Date())) },
    force: { type: 'boolean', default: false },
  },
});

const profileName = values.profile ?? 'demo';
if (!isSeedProfileName(profileName)) {
  console.error(`--profile must be one of ${Object.keys(SEED_PROFILES).join(', ')}`);
  process.exit(2);
}
const profile = values.customers ? profileWithCustomers(Number(values.customers)) : SEED_PROFILES[profileName];
const config = loadConfig(process.env);
const db = await openDatabase(config);
try {
  const started = performance.now();
  await migrate(db);
  const counts = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM officer');
    if ((row?.n ?? 0) > 0) {
      if (!values.force) return null;
      const tables = await tx.query<{ name: string }>(
        `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY 1`,
      );
      await tx.exec(`TRUNCATE ${tables.map((t) => t.name).join(', ')} CASCADE`);
    }
    return seedEverything(tx, { profile, today: values.today!, seed: DEFAULT_SEED });
  });
  if (counts === null) {
    console.error('The database is already seeded. Use --force to empty it and seed again.');
    process.exitCode = 1;
  } else {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`Seeded ${where} with profile ${profile.name} in ${Math.round(performance.now() - started)} ms:`);
    for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(32)} ${count}`);
  }
} finally {
  await db.close();
}

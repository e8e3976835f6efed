import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgresDatabase';
import { prepareDatabase, type DatabaseContent } from './pgliteImages';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's prefix for the PostgreSQL databases it creates (postgresTemplates.setup.ts). */
    postgresRunPrefix?: string;
  }
}

/** Postgres refused CREATE DATABASE: the role lacks CREATEDB. */
const INSUFFICIENT_PRIVILEGE = '42501';

let createDatabaseRefused = false;

/**
 * A database of its own for one test file on the PostgreSQL of TEST_DATABASE_URL, copied from this run's
 * template of `content`, made by the first file that needs it. Migrating and seeding a schema took about
 * 3 s per file on an idle 2-core machine and 16 s or more under load; copying a template takes about
 * 0.5 s. Null on PGlite, outside a run that provides a prefix, and when the role may not create databases
 * (then the caller migrates and seeds a schema, as before).
 */
export async function openFromTemplate(content: DatabaseContent): Promise<Database | null> {
  const copy = await databaseFromTemplate(content);
  if (!copy) return null;
  const db = openPostgres(copy.url);
  return {
    ...db,
    async close() {
      await db.close();
      await copy.drop();
    },
  };
}

/**
 * A database of its own, copied from this run's template of `content`, by its URL (for a server started
 * as its own process, or PostgreSQL's own tools); null where openFromTemplate gives none.
 */
export async function databaseFromTemplate(content: DatabaseContent): Promise<{ url: string; drop(): Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  const prefix = runPrefix();
  if (!url || !prefix || createDatabaseRefused) return null;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const template = `${prefix}tpl_${content}`;
    await ensureTemplate(admin, url, template, content);
    const name = `${prefix}${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    return { url: databaseUrl(url, name), drop: () => dropDatabases(url, [name]) };
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
    createDatabaseRefused = true;
    return null;
  } finally {
    await admin.end();
  }
}

/** An empty database of its own on the PostgreSQL of TEST_DATABASE_URL (a restore's target), by its URL. */
export async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `${runPrefix() ?? 'norlink_test_'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return { url: databaseUrl(url, name), drop: () => dropDatabases(url, [name]) };
}

/** Made once per run under an advisory lock, since every worker's first file asks at about the same time. */
async function ensureTemplate(admin: pg.Client, url: string, template: string, content: DatabaseContent): Promise<void> {
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount) return;
    await admin.query(`CREATE DATABASE ${template}`);
    const db = openPostgres(databaseUrl(url, template));
    try {
      await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await prepareDatabase(db, content);
    } finally {
      await db.close();
    }
    // Copying needs a template nobody is connected to; without connections autovacuum leaves it alone too.
    await admin.query(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/**
 * Drops the named databases. Plain DROP DATABASE, not WITH (FORCE): PostgreSQL then stops an autovacuum
 * worker on the database itself, where FORCE would need the right to signal it and fail for a plain role.
 * A database still in use after a few tries is left for the run's teardown, with a warning.
 */
export async function dropDatabases(url: string, names: readonly string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of names) {
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if (attempt === 3) {
            console.warn(`could not drop the test database ${name}: ${(error as Error).message}`);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }
  } finally {
    await admin.end();
  }
}

function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function runPrefix(): string | undefined {
  try {
    return inject('postgresRunPrefix');
  } catch {
    // Not inside a vitest worker (a benchmark).
    return undefined;
  }
}

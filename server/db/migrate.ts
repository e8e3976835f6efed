import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: instances starting together against one PostgreSQL wait for each other here. */
export const MIGRATION_LOCK_KEY = 7_165_301;

export interface Migration {
  readonly name: string;
  readonly sql: string;
}

/** The plain-SQL migrations, applied in file-name order: one set for PGlite and PostgreSQL alike. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file, sql: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** The name of the last migration of this build: a database without it is not this build's to serve (readiness). */
export function latestMigrationName(dir = MIGRATIONS_DIR): string | undefined {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .at(-1);
}

/** Applies the migrations not applied yet, all in one transaction; returns their names. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      applied.push(migration.name);
    }
    // A table a migration added is watched by the audit trail like the others (migration 0100).
    const [audit] = await tx.query<{ ready: boolean }>("SELECT to_regproc('audit_watch_tables') IS NOT NULL AS ready");
    if (applied.length > 0 && audit?.ready) await tx.query('SELECT audit_watch_tables()');
    return applied;
  });
}

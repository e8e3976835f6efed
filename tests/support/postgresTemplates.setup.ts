import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropDatabases } from './postgresTemplates';

/**
 * Global setup of the server tests on PostgreSQL: a name prefix for the databases this run creates
 * (postgresTemplates.ts), and at the end every database with that prefix dropped, templates and what a
 * crashed test file left behind alike.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const prefix = `norlink_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresRunPrefix', prefix);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let names: string[];
    try {
      const found = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
      names = found.rows.map((row) => row.datname);
    } finally {
      await admin.end();
    }
    await dropDatabases(url, names);
  };
}

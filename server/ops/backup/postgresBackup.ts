import { spawn } from 'node:child_process';
import pg from 'pg';
import { writeWhole } from './backupFiles';

/**
 * The connection for PostgreSQL's own tools: the URL without its password (a command line is readable by
 * every user of the machine in `ps`), which goes in PGPASSWORD instead.
 */
function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', (error) => reject(new Error(`${command} could not be started (${error.message}); install PostgreSQL's client tools (Debian: postgresql-client)`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

/**
 * The PostgreSQL database of `databaseUrl` into `file` with pg_dump's custom format: one snapshot, so
 * consistent as of its start however many instances keep writing (pg_dump reads in one repeatable-read
 * transaction), compressed, and restorable table by table with pg_restore.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<{ bytes: number }> {
  const { dbname, env } = toolConnection(databaseUrl);
  return { bytes: await writeWhole(file, (temporary) => run('pg_dump', ['--format=custom', '--no-owner', '--file', temporary, '--dbname', dbname], env)) };
}

async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * A pg_dump backup into the database of `databaseUrl`, in one transaction (all or nothing). Into an empty
 * database unless `replace`, which drops what the backup holds first (stop every server before that).
 * Ends with ANALYZE: a dump carries no planner statistics, and without them the large lists are slow.
 */
export async function restorePostgres(file: string, databaseUrl: string, { replace = false }: { replace?: boolean } = {}): Promise<void> {
  if (!replace && (await hasTables(databaseUrl))) {
    throw new Error('The database is not empty. Restore into a new, empty database (createdb), or give --replace to replace its contents.');
  }
  const { dbname, env } = toolConnection(databaseUrl);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : []), '--dbname', dbname, file],
    env,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

import pg from 'pg';
import type { Database, Queryable } from './database';

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/**
 * PostgreSQL through a pool; each transaction holds one connection from BEGIN to COMMIT.
 * searchPath puts the tables in a schema of their own (tests share one database that way).
 */
export function openPostgres(databaseUrl: string, { searchPath }: { searchPath?: string } = {}): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 20,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    stats: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

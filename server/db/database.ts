/** What the server needs of a database: the same SQL on PGlite and on PostgreSQL. */
export interface Queryable {
  query<Row extends object>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements at once, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Every change runs in one transaction: all of it commits, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** How busy its connections are, for the metrics (none on a test's in-thread PGlite). */
  stats?(): DatabaseStats;
}

/** On PostgreSQL the pool's connections; on the embedded database its one thread and the statements waiting for it. */
export interface DatabaseStats {
  readonly connections: number;
  readonly idle: number;
  /** Callers waiting for a connection (PostgreSQL) or for the database thread (PGlite). */
  readonly waiting: number;
}

import type { Database } from '../db/database';

/** Why an instance should get no traffic now. */
export type NotReadyReason = 'starting' | 'migrating' | 'draining' | 'database unreachable' | 'not migrated';

export type ReadinessAnswer = { readonly ready: true } | { readonly ready: false; readonly reason: NotReadyReason };

export interface Readiness {
  /** SIGTERM: from now on /readyz says 'draining', so the load balancer sends new requests elsewhere. */
  startDraining(): void;
  readonly draining: boolean;
  check(): Promise<ReadinessAnswer>;
}

/**
 * A database that does not answer this fast counts as unreachable: the load balancer's check must not hang
 * (HAProxy's `timeout check` is set above it, scripts/cluster/haproxyConfig.ts), and an instance that is
 * merely busy must not be taken out.
 */
export const READINESS_DB_TIMEOUT_MS = 3_000;

/**
 * Readiness after the start (the start answers 'starting' and 'migrating' itself, startupResponder.ts):
 * not draining, the database answers within READINESS_DB_TIMEOUT_MS, and it has every migration this
 * build knows (a database restored from an older backup under a running server has not). One statement
 * answers both database questions.
 */
export function createReadiness(db: Database, latestMigration: string | undefined, timeoutMs = READINESS_DB_TIMEOUT_MS): Readiness {
  let draining = false;
  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async check() {
      if (draining) return { ready: false, reason: 'draining' };
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const migrated = db
        .query<{ migrated: boolean }>(
          latestMigration === undefined ? 'SELECT true AS migrated' : 'SELECT EXISTS (SELECT 1 FROM schema_migrations WHERE name = $1) AS migrated',
          latestMigration === undefined ? [] : [latestMigration],
        )
        .then(([row]) => row?.migrated === true, () => 'unreachable' as const);
      const answer = await Promise.race([migrated, timedOut]);
      clearTimeout(timer);
      if (answer === 'timeout' || answer === 'unreachable') return { ready: false, reason: 'database unreachable' };
      return answer ? { ready: true } : { ready: false, reason: 'not migrated' };
    },
  };
}

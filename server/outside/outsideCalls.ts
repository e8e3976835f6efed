import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * Every call to an outside register or network is a row (ARCHITECTURE.md §8; the files exchanged are outside_exchange, exchanges.ts): what was asked, when, how long it
 * took, its outcome and the SHA-256 of what came back. `request` is a URL or name without credentials.
 */
export interface OutsideCall {
  readonly party: 'brreg' | 'peppol-sml' | 'peppol-smp' | 'peppol-ap';
  readonly operation: string;
  readonly request: string;
  readonly startedAt: Date;
  readonly outcome: string;
  readonly httpStatus?: number;
  readonly response?: Buffer | string;
  readonly detail?: string;
}

export const sha256 = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

/** Credentials never reach the log: user and password of a URL are dropped. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

export async function recordCall(db: Queryable, exchange: OutsideCall): Promise<void> {
  await db.query(
    `INSERT INTO outside_call (party, operation, request, started_at, duration_ms, outcome, http_status, response_sha256, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      exchange.party,
      exchange.operation,
      withoutCredentials(exchange.request).slice(0, 2000),
      exchange.startedAt.toISOString(),
      Math.max(0, Date.now() - exchange.startedAt.getTime()),
      exchange.outcome,
      exchange.httpStatus ?? null,
      exchange.response === undefined ? null : sha256(exchange.response),
      exchange.detail?.slice(0, 2000) ?? null,
    ],
  );
}

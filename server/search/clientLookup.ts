import type { Queryable } from '../db/database';
import { containsPattern, startsWithPattern } from './likePattern';
import { numberPrefixRanges } from './numberPrefix';

/** openapi service-api ClientSummary; isActive false is struck through in the pickers. */
export interface ClientSummary {
  readonly id: number;
  readonly name: string;
  readonly isActive: boolean;
  readonly orgNo: string | null;
  readonly officerId: number | null;
}

export interface ClientQuery {
  /** Client ids starting with these digits. */
  readonly idPrefix?: string;
  /** Names holding this text anywhere (case-insensitive). */
  readonly nameText?: string;
  /** Clients with a bank account starting with these digits. */
  readonly bankAccountStart?: string;
  readonly isActive?: boolean;
  readonly maxItems: number;
  /** The officer's active bases: a client outside them is never found (its pages would not open). */
  readonly bases: readonly number[];
}

/**
 * Clients of the officer's bases for the pickers and /activities/: by id prefix (number ranges on the primary key), name
 * substring (trigram index on lower(name)), bank account prefix (client_bank_account's
 * text_pattern_ops index), active or not; all of them when nothing narrows the list.
 */
export async function findClients(db: Queryable, query: ClientQuery): Promise<ClientSummary[]> {
  const params: unknown[] = [query.maxItems];
  const filters = [`c.officer_id = ANY($${params.push(query.bases)}::int[])`];
  let from = 'client c';
  if (query.idPrefix !== undefined) {
    const { lo, hi } = numberPrefixRanges(query.idPrefix);
    from = `unnest($${params.push(lo)}::int[], $${params.push(hi)}::int[]) AS r (lo, hi) JOIN client c ON c.id BETWEEN r.lo AND r.hi`;
  }
  if (query.nameText !== undefined) filters.push(`lower(c.name) LIKE lower($${params.push(containsPattern(query.nameText))})`);
  if (query.bankAccountStart !== undefined) {
    filters.push(`c.id IN (SELECT client_id FROM client_bank_account WHERE account_number LIKE $${params.push(startsWithPattern(query.bankAccountStart))})`);
  }
  if (query.isActive !== undefined) filters.push(`c.is_active = $${params.push(query.isActive)}`);
  return db.query<ClientSummary>(
    `SELECT c.id, c.name, c.is_active AS "isActive", c.org_no AS "orgNo", c.officer_id AS "officerId"
       FROM ${from}
      WHERE ${filters.join(' AND ')}
      ORDER BY ${query.nameText !== undefined ? 'c.name, c.id' : 'c.id'}
      LIMIT $1`,
    params,
  );
}

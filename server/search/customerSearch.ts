import type { Queryable } from '../db/database';
import { containsPattern } from './likePattern';
import { numberPrefixRanges } from './numberPrefix';

/** One customer found (openapi service-api CustomerSearchHit): what the /search columns and the links need. */
export interface CustomerHit {
  readonly id: number;
  readonly nr: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly isClientActive: boolean;
  readonly name: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly email: string | null;
  readonly orgNo: string | null;
}

export interface CustomerSearchScope {
  /** Only this client's customers; all clients of the officer's bases when undefined. */
  readonly clientId: number | undefined;
  readonly maxItems: number;
  /** The officer's active bases: a customer of a client outside them is never found. */
  readonly bases: readonly number[];
}

/** `customer` rows of clients in the bases held by parameter `param` (the filter inside each limited read). */
const IN_BASES = (param: string) => `client_id IN (SELECT id FROM client WHERE officer_id = ANY(${param}::int[]))`;

const HIT_COLUMNS = `c.id::int AS id, c.nr, c.client_id AS "clientId", cl.name AS "clientName", cl.is_active AS "isClientActive",
  c.name, c.address_line1 AS "addressLine1", c.address_line2 AS "addressLine2", c.post_no AS "postNo", c.city_name AS "cityName",
  c.email, c.org_no AS "orgNo"`;

/**
 * The address as one searchable text. Must stay the expression of customer_address_trgm_idx
 * (migration 0004), or the trigram index is not used.
 */
const ADDRESS_TEXT = `lower(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(post_no, '') || ' ' || coalesce(city_name, ''))`;

/**
 * Customer numbers starting with the digits, in number order (12, 120, 121, ... 1200): each range of
 * numberPrefixRanges is an index range on (client_id, nr) within a client, or on (nr, client_id) over
 * all clients, read only as far as the limit.
 */
export async function customersByNumberPrefix(db: Queryable, digits: string, scope: CustomerSearchScope): Promise<CustomerHit[]> {
  const { lo, hi } = numberPrefixRanges(digits);
  if (lo.length === 0) return [];
  const inClient = scope.clientId !== undefined;
  return db.query<CustomerHit>(
    `SELECT ${HIT_COLUMNS}
       FROM unnest($1::int[], $2::int[]) AS r (lo, hi)
       CROSS JOIN LATERAL (
         SELECT * FROM customer
          WHERE nr BETWEEN r.lo AND r.hi AND ${IN_BASES('$4')} ${inClient ? 'AND client_id = $5' : ''}
          ORDER BY nr, client_id
          LIMIT $3) c
       JOIN client cl ON cl.id = c.client_id
      ORDER BY c.nr, c.client_id
      LIMIT $3`,
    inClient ? [lo, hi, scope.maxItems, scope.bases, scope.clientId] : [lo, hi, scope.maxItems, scope.bases],
  );
}

/**
 * Customers whose name, or address, or either, holds the text anywhere (case-insensitive; `%` and `_` literal),
 * through the trigram indexes on lower(name) and on the address text. The first matches found are
 * answered, sorted by name: ordering every match first would read thousands of rows for a common name.
 *
 * The plan is the planner's: a sequential scan that stops at the limit for texts it deems common, the
 * trigram index otherwise. Forcing the index (SET LOCAL enable_seqscan = off) was measured over the
 * benchmark's 171 name and address searches on the million-customer data, on PGlite: it takes the
 * rare-text outliers from about 200 ms down to 40–70 ms but makes the common texts ten times slower
 * (1–5 ms → 30–40 ms: the index reads every posting list of a common trigram before the first row), so
 * the median (9 → 22 ms) and the p95 (57 → 74 ms) both got worse.
 */
export async function customersByText(db: Queryable, text: string, searchIn: 'name' | 'address' | 'nameOrAddress', scope: CustomerSearchScope): Promise<CustomerHit[]> {
  const matches = {
    name: 'lower(name) LIKE lower($1)',
    address: `${ADDRESS_TEXT} LIKE lower($1)`,
    // Both trigram indexes, joined by a bitmap OR.
    nameOrAddress: `(lower(name) LIKE lower($1) OR ${ADDRESS_TEXT} LIKE lower($1))`,
  }[searchIn];
  const inClient = scope.clientId !== undefined;
  return db.query<CustomerHit>(
    `SELECT ${HIT_COLUMNS}
       FROM (SELECT * FROM customer WHERE ${matches} AND ${IN_BASES('$3')} ${inClient ? 'AND client_id = $4' : ''} LIMIT $2) c
       JOIN client cl ON cl.id = c.client_id
      ORDER BY c.name, c.client_id, c.nr`,
    inClient ? [containsPattern(text), scope.maxItems, scope.bases, scope.clientId] : [containsPattern(text), scope.maxItems, scope.bases],
  );
}

/** Customers with this e-mail or invoice e-mail address, the whole address, in any letter case. */
export async function customersByEmail(db: Queryable, email: string, scope: CustomerSearchScope): Promise<CustomerHit[]> {
  const inClient = scope.clientId !== undefined;
  return db.query<CustomerHit>(
    `SELECT ${HIT_COLUMNS}
       FROM customer c JOIN client cl ON cl.id = c.client_id
      WHERE (lower(c.email) = lower($1) OR lower(c.invoice_email) = lower($1)) AND cl.officer_id = ANY($3::int[]) ${inClient ? 'AND c.client_id = $4' : ''}
      ORDER BY c.client_id, c.nr
      LIMIT $2`,
    inClient ? [email, scope.maxItems, scope.bases, scope.clientId] : [email, scope.maxItems, scope.bases],
  );
}

/** A client's customers who pay from this bank account (11 digits); none when the client is outside the bases. */
export async function customersByBankAccount(db: Queryable, accountNumber: string, clientId: number, maxItems: number, bases: readonly number[]): Promise<CustomerHit[]> {
  return db.query<CustomerHit>(
    `SELECT ${HIT_COLUMNS}
       FROM customer c JOIN client cl ON cl.id = c.client_id
      WHERE c.client_id = $2 AND cl.officer_id = ANY($4::int[]) AND c.id IN (SELECT customer_id FROM customer_bank_account WHERE account_number = $1)
      ORDER BY c.nr
      LIMIT $3`,
    [accountNumber, clientId, maxItems, bases],
  );
}

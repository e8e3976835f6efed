import type { Queryable } from '../db/database';

/** Rows per read: the memory a full list holds at once, whatever the client's size. */
export const CUSTOMER_LIST_BATCH = 5_000;

/** Whether the client is one of the officer's active bases (a client outside them is "not found"). */
export async function clientInBases(db: Queryable, clientId: number, bases: readonly number[]): Promise<boolean> {
  return (await db.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [clientId, bases])).length > 0;
}

export async function countClientCustomers(db: Queryable, clientId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer WHERE client_id = $1', [clientId]);
  return row?.n ?? 0;
}

/**
 * Which JSON of each customer a page carries: its whole CustomerSummary, or the list's item (id, nr,
 * name, type, email, phoneNr) the client page's customers tab shows (migration 0190).
 */
export type CustomerListView = 'summary' | 'list';
const VIEW_COLUMN: Record<CustomerListView, string> = { summary: 'summary_json', list: 'list_json' };

interface Batch {
  /** The batch's CustomerSummary objects, comma-separated. */
  readonly json: string;
  readonly last: number;
  readonly n: number;
}

async function readBatch(db: Queryable, view: CustomerListView, clientId: number, afterNr: number, offset: number, limit: number): Promise<Batch | null> {
  const [batch] = await db.query<{ json: string | null; last: number | null; n: number }>(
    `SELECT string_agg(s.json, ',' ORDER BY s.nr) AS json, max(s.nr) AS last, count(*)::int AS n
       FROM (SELECT nr, ${VIEW_COLUMN[view]} AS json FROM customer
              WHERE client_id = $1 AND nr > $2
              ORDER BY nr
             OFFSET $3 LIMIT $4) s`,
    [clientId, afterNr, offset, limit],
  );
  return batch?.n && batch.json !== null && batch.last !== null ? { json: batch.json, last: batch.last, n: batch.n } : null;
}

/**
 * One page of a client's customers in number order, as the comma-separated JSON objects of the page's
 * items, a batch at a time; `counted` learns how many there were. A page of 999 999 (the pickers' full
 * list) is never held whole: each batch continues after the last number of the one before on the unique
 * (client_id, nr) index, and the next batch is read while the last one is being sent. Each customer
 * keeps its CustomerSummary as JSON text (migration 0008), and the database joins a batch's into one
 * string, so the server handles one string per batch rather than thousands of row objects.
 */
export async function* clientCustomerPageJson(
  db: Queryable,
  clientId: number,
  page: number,
  size: number,
  view: CustomerListView = 'summary',
  batchSize = CUSTOMER_LIST_BATCH,
  counted: (n: number) => void = () => undefined,
): AsyncGenerator<string> {
  let total = 0;
  let requested = Math.min(size, batchSize);
  let next = readBatch(db, view, clientId, 0, page * size, requested);
  for (;;) {
    const batch = await next;
    if (!batch) break;
    total += batch.n;
    const more = batch.n === requested && total < size;
    if (more) {
      requested = Math.min(size - total, batchSize);
      next = readBatch(db, view, clientId, batch.last, 0, requested);
      // Read ahead: if the officer goes away meanwhile, this batch is dropped without an unhandled rejection.
      next.catch(() => undefined);
    }
    yield batch.json;
    if (!more) break;
  }
  counted(total);
}

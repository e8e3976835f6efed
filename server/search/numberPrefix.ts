/** The largest value of an `integer` column (customer numbers, client ids). */
export const MAX_INTEGER = 2_147_483_647;

/**
 * A digit prefix as the number ranges it covers, in number order: "12" is 12, 120–129, 1200–1299, ...
 * up to `max`. Searching these ranges over a plain btree gives the matches in number order and stops
 * after the first few, where `nr::text LIKE '12%'` would read every match (11 111 of them in a client
 * with 200 000 customers) to sort them. A prefix with a leading zero names no number.
 */
export function numberPrefixRanges(prefix: string, max = MAX_INTEGER): { lo: number[]; hi: number[] } {
  const lo: number[] = [];
  const hi: number[] = [];
  if (!/^[1-9]\d*$/.test(prefix) || prefix.length > String(max).length) return { lo, hi };
  for (let scale = 1, start = Number(prefix); start <= max; scale *= 10, start *= 10) {
    lo.push(start);
    hi.push(Math.min(start + scale - 1, max));
  }
  return { lo, hi };
}

import type { ChangeBus } from '../realtime/changeBus';

export interface SearchCache {
  /** The cached answer for the key, or the one `search` gives (at most one search per key at a time). */
  get<T extends readonly unknown[]>(key: string, search: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export interface SearchCacheOptions {
  readonly bus: ChangeBus;
  /** The most answers kept; the least recently used goes first. */
  readonly maxEntries?: number;
  /** Larger answers (the /search page's long lists) are not kept: they would crowd out the popups'. */
  readonly maxRows?: number;
  /** A safety net for a change that was not announced: no answer is older than this. */
  readonly ttlMs?: number;
  readonly now?: () => number;
}

interface Entry {
  readonly answer: Promise<readonly unknown[]>;
  readonly expires: number;
}

/**
 * Search answers shared by every officer (searches span all bases), kept until any committed change
 * is announced on the change bus. Officers retype the same names (the SPA keeps its own answers for
 * 60 s for that reason), and the embedded database answers one query at a time, so a repeated search
 * must not queue behind the others. Any change empties the cache: which searches a change touches is
 * not worth guessing (an invoice's shipment or a client's name shows in the hits too), and changes are
 * rare next to searches. With PostgreSQL the bus reaches every instance, so each empties its own.
 */
export function createSearchCache({ bus, maxEntries = 2_000, maxRows = 100, ttlMs = 60_000, now = Date.now }: SearchCacheOptions): SearchCache {
  const entries = new Map<string, Entry>();
  bus.subscribe(() => entries.clear());

  return {
    get size() {
      return entries.size;
    },
    get<T extends readonly unknown[]>(key: string, search: () => Promise<T>): Promise<T> {
      const cached = entries.get(key);
      if (cached && cached.expires > now()) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.answer as Promise<T>;
      }
      const answer = search();
      const entry: Entry = { answer, expires: now() + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed or oversized answer is forgotten; `entries.get(key) === entry` leaves alone a newer
      // entry (and an answer read before a change emptied the cache is not put back).
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      answer.then((rows) => rows.length > maxRows && forget(), forget);
      return answer;
    },
  };
}

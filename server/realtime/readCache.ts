import type { ChangeBus } from './changeBus';

export interface ReadCache {
  /** The cached answer for `key`, or `load`'s; callers asking for the same key meanwhile share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Stops listening to the bus. */
  close(): void;
}

interface Entry {
  /** The answer callers get: a load in flight, or the last one that succeeded. */
  value: Promise<unknown>;
  loadedAt: number;
  refreshing: boolean;
}

/**
 * A small cache for hot reads (the polled badge counts), emptied whenever the change bus announces
 * a committed change. With PostgreSQL the bus reaches every instance, so every instance's cache is
 * emptied.
 *
 * `maxAgeMs` only bounds how long an answer can outlive a change the bus never heard of (a write
 * that bypassed commitChange, a lost LISTEN connection). So an answer past that age is still handed
 * out while one fresh read replaces it in the background: nobody waits on a query for that.
 */
export function createReadCache(bus: ChangeBus, { maxAgeMs, now = () => Date.now() }: { maxAgeMs: number; now?: () => number }): ReadCache {
  const entries = new Map<string, Entry>();
  // A read begun before a change may have seen the old data: once the change is announced its
  // answer must not land in the cache, nor reach a caller who asks after the change.
  let generation = 0;
  const unsubscribe = bus.subscribe(() => {
    generation++;
    entries.clear();
  });

  function start<T>(key: string, load: () => Promise<T>): Promise<T> {
    const startedIn = generation;
    const value = load();
    value.then(
      () => {
        if (generation !== startedIn) return;
        const entry = entries.get(key);
        if (entry?.value === value) entry.loadedAt = now();
        else entries.set(key, { value, loadedAt: now(), refreshing: false });
      },
      // A failed read is not remembered: the next caller tries again.
      () => {
        const entry = entries.get(key);
        if (generation !== startedIn || !entry) return;
        if (entry.value === value) entries.delete(key);
        else entry.refreshing = false;
      },
    );
    return value;
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (!entry) {
        const value = start(key, load);
        entries.set(key, { value, loadedAt: Infinity, refreshing: false });
        return value;
      }
      if (now() - entry.loadedAt >= maxAgeMs && !entry.refreshing) {
        entry.refreshing = true;
        void start(key, load).catch(() => undefined);
      }
      return entry.value as Promise<T>;
    },
    close: unsubscribe,
  };
}

import { describe, expect, it } from 'vitest';
import { localChangeBus } from './changeBus';
import { createReadCache } from './readCache';

function counter() {
  let loads = 0;
  return {
    load: () => Promise.resolve(++loads),
    get loads() {
      return loads;
    },
  };
}

describe('the read cache', () => {
  it('answers from the cache until the bus announces a change', async () => {
    const bus = localChangeBus();
    const cache = createReadCache(bus, { maxAgeMs: 60_000 });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    expect(await cache.get('a', source.load)).toBe(1);
    await bus.publish(['pending/productions']);
    expect(await cache.get('a', source.load)).toBe(2);
    cache.close();
  });

  it('shares one load between callers asking at once, per key', async () => {
    const cache = createReadCache(localChangeBus(), { maxAgeMs: 60_000 });
    const source = counter();
    const answers = await Promise.all([cache.get('a', source.load), cache.get('a', source.load), cache.get('b', source.load)]);
    expect(answers.sort()).toEqual([1, 1, 2]);
    expect(source.loads).toBe(2);
  });

  it('never hands a read begun before a change to a caller who asks after it', async () => {
    const bus = localChangeBus();
    const cache = createReadCache(bus, { maxAgeMs: 60_000 });
    let finish!: (value: string) => void;
    const before = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    await bus.publish(['pending/reports']);
    const after = cache.get('a', () => Promise.resolve('new'));
    finish('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('a', () => Promise.resolve('newer'))).toBe('new');
  });

  it('does not remember a failed read', async () => {
    const cache = createReadCache(localChangeBus(), { maxAgeMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('past maxAgeMs, still answers at once while one read in the background replaces the answer', async () => {
    let clock = 0;
    const cache = createReadCache(localChangeBus(), { maxAgeMs: 5_000, now: () => clock });
    const source = counter();
    await cache.get('a', source.load);
    clock = 4_999;
    expect(await cache.get('a', source.load)).toBe(1);
    clock = 5_000;
    const [stale, alsoStale] = await Promise.all([cache.get('a', source.load), cache.get('a', source.load)]);
    expect([stale, alsoStale]).toEqual([1, 1]);
    expect(source.loads).toBe(2);
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('keeps the old answer when the background read fails, and tries again on the next call', async () => {
    let clock = 0;
    const cache = createReadCache(localChangeBus(), { maxAgeMs: 5_000, now: () => clock });
    await cache.get('a', () => Promise.resolve('first'));
    clock = 6_000;
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', () => Promise.resolve('second'))).toBe('first');
    expect(await cache.get('a', () => Promise.resolve('third'))).toBe('second');
  });

  it('drops a background read that a change overtook', async () => {
    let clock = 0;
    const bus = localChangeBus();
    const cache = createReadCache(bus, { maxAgeMs: 5_000, now: () => clock });
    await cache.get('a', () => Promise.resolve('old'));
    clock = 6_000;
    let finish!: (value: string) => void;
    expect(await cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)))).toBe('old');
    await bus.publish(['pending/productions']);
    expect(await cache.get('a', () => Promise.resolve('after the change'))).toBe('after the change');
    finish('read before the change');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', () => Promise.resolve('unused'))).toBe('after the change');
  });

  it('stops listening when closed', async () => {
    const bus = localChangeBus();
    const cache = createReadCache(bus, { maxAgeMs: 60_000 });
    const source = counter();
    await cache.get('a', source.load);
    cache.close();
    await bus.publish(['pending/reports']);
    expect(await cache.get('a', source.load)).toBe(1);
  });
});

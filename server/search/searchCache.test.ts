import { describe, expect, it } from 'vitest';
import { localChangeBus } from '../realtime/changeBus';
import { createSearchCache } from './searchCache';

function counting(answer: readonly unknown[] = ['hit']) {
  const search = async () => {
    search.calls++;
    return answer;
  };
  search.calls = 0;
  return search;
}

describe('the search cache', () => {
  it('searches once per key, also when the same search comes again before the first answer', async () => {
    const cache = createSearchCache({ bus: localChangeBus() });
    const search = counting();
    const answers = await Promise.all([cache.get('a', search), cache.get('a', search)]);
    expect(await cache.get('a', search)).toEqual(['hit']);
    expect(answers).toEqual([['hit'], ['hit']]);
    expect(search.calls).toBe(1);
  });

  it('forgets everything when a change is announced', async () => {
    const bus = localChangeBus();
    const cache = createSearchCache({ bus });
    const search = counting();
    await cache.get('a', search);
    await bus.publish(['Invoice/1']);
    await cache.get('a', search);
    expect(search.calls).toBe(2);
  });

  it('keeps answers for the time-to-live only', async () => {
    let now = 0;
    const cache = createSearchCache({ bus: localChangeBus(), ttlMs: 1000, now: () => now });
    const search = counting();
    await cache.get('a', search);
    now = 999;
    await cache.get('a', search);
    now = 1000;
    await cache.get('a', search);
    expect(search.calls).toBe(2);
  });

  it('drops the least recently used answer when full', async () => {
    const cache = createSearchCache({ bus: localChangeBus(), maxEntries: 2 });
    const search = counting();
    await cache.get('a', search);
    await cache.get('b', search);
    await cache.get('a', search);
    await cache.get('c', search);
    expect(cache.size).toBe(2);
    await cache.get('a', search);
    expect(search.calls).toBe(3);
    await cache.get('b', search);
    expect(search.calls).toBe(4);
  });

  it('keeps neither failures nor long answers', async () => {
    const cache = createSearchCache({ bus: localChangeBus(), maxRows: 2 });
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    const long = counting([1, 2, 3]);
    await cache.get('b', long);
    await cache.get('b', long);
    expect(long.calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

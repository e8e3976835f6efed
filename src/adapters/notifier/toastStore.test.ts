import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the toast store', () => {
  it('shows a toast for 8 seconds', () => {
    const store = createToastStore();
    store.notify({ severity: 'error', message: 'Kommunikasjonsfeil med API', detail: '500: Ukjent feil' });
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(7_999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('lets the officer close a toast early, and tells subscribers of every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.notify({ severity: 'success', message: 'Kopiert e-post!' });
    store.dismiss(store.getSnapshot()[0]!.id);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(8_000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

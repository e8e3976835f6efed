import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue, type DebounceOptions } from './useDebouncedValue';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderDebounced(options: DebounceOptions<string> = {}) {
  return renderHook(({ value, opts }) => useDebouncedValue(value, 300, opts), { initialProps: { value: 'a', opts: options } });
}

describe('useDebouncedValue', () => {
  it('hands the value out once it has been still for the delay, counted from the render that saw it', () => {
    const { result, rerender } = renderDebounced();
    rerender({ value: 'ab', opts: {} });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('counts the delay from the keystroke when it is given, however late the render came', () => {
    const { result, rerender } = renderDebounced();
    const typedAt = performance.now();
    act(() => vi.advanceTimersByTime(120)); // a busy page renders the keystroke late
    rerender({ value: 'ab', opts: { changedAt: typedAt } });
    act(() => vi.advanceTimersByTime(179));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('runs onSettle with the settled value before the render that hands it out', () => {
    const seen: [string, string][] = [];
    const { result, rerender } = renderDebounced();
    rerender({ value: 'ab', opts: { onSettle: (value: string) => seen.push([value, result.current]) } });
    act(() => vi.advanceTimersByTime(300));
    expect(seen).toEqual([['ab', 'a']]);
    expect(result.current).toBe('ab');
  });
});

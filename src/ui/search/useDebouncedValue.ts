import { useEffect, useEffectEvent, useState } from 'react';

export interface DebounceOptions<T> {
  /**
   * Runs in the timer, before the render that hands the settled value out, so work that can start at
   * once (a search's request) does not wait for that render.
   */
  readonly onSettle?: (value: T) => void;
  /**
   * When the value changed (performance.now()), where the caller saw the keystroke: the delay counts
   * from then, not from this render's effects, which a busy page reaches late.
   */
  readonly changedAt?: number;
}

/** The value once it has stopped changing for `delayMs` (the search debounce of part 1 §9). */
export function useDebouncedValue<T>(value: T, delayMs: number, { onSettle, changedAt }: DebounceOptions<T> = {}): T {
  const [settled, setSettled] = useState(value);
  const settle = useEffectEvent((next: T) => {
    onSettle?.(next);
    setSettled(next);
  });
  useEffect(() => {
    const elapsed = changedAt === undefined ? 0 : Math.min(Math.max(performance.now() - changedAt, 0), delayMs);
    const timer = setTimeout(() => settle(value), delayMs - elapsed);
    return () => clearTimeout(timer);
  }, [value, delayMs, changedAt]);
  return settled;
}

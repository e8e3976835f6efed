import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_THROTTLE } from './loginThrottle';

describe('the login throttle per username', () => {
  it('lets five failures pass, then waits 1, 2, 4 ... seconds, never more than 30', () => {
    const throttle = createLoginThrottle();
    let now = 0;
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      now += throttle.waitSeconds('teknisk', now) * 1000;
      throttle.failed('teknisk', now);
      waits.push(throttle.waitSeconds('teknisk', now));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30]);
  });

  it('does not count or extend on attempts made while waiting, so the wait ends 30 s after the last counted guess', () => {
    const throttle = createLoginThrottle();
    let now = 0;
    for (let i = 0; i < 20; i++) {
      now += throttle.waitSeconds('leder', now) * 1000;
      throttle.failed('leder', now);
    }
    const lastCounted = now;
    for (let i = 1; i <= 29; i++) throttle.failed('leder', lastCounted + i * 1000);
    expect(throttle.waitSeconds('leder', lastCounted + LOGIN_THROTTLE.maxWaitSeconds * 1000)).toBe(0);
  });

  it('keeps usernames apart, ignores case, forgets after 15 minutes and clears on success', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 6; i++) throttle.failed('Teknisk', 0);
    expect(throttle.waitSeconds('teknisk', 0)).toBe(1);
    expect(throttle.waitSeconds('leder', 0)).toBe(0);
    expect(throttle.waitSeconds('teknisk', LOGIN_THROTTLE.forgetAfterMs + 1)).toBe(0);
    for (let i = 0; i < 6; i++) throttle.failed('teknisk', 0);
    throttle.succeeded('teknisk');
    expect(throttle.waitSeconds('teknisk', 0)).toBe(0);
  });

  it('tracks a bounded number of usernames', () => {
    const throttle = createLoginThrottle({ ...LOGIN_THROTTLE, maxTracked: 3, freeFailures: 0 });
    for (const name of ['a', 'b', 'c', 'd']) throttle.failed(name, 0);
    expect(throttle.waitSeconds('a', 0)).toBe(0);
    expect(throttle.waitSeconds('d', 0)).toBe(1);
  });
});

/**
 * Password guessing is slowed per username as well as per address (the address limit alone falls to an
 * attacker with many addresses). After a few failures a username waits before its next attempt, doubling
 * with each further failure up to a short cap. Attempts refused while waiting neither count nor extend the
 * wait, so an attacker cannot lock a real officer out for longer than the cap after their last counted
 * guess; a successful login clears the count. Kept in memory: with several instances each keeps its own.
 */
export interface LoginThrottle {
  /** Whole seconds before this username may try again; 0 when it may now. */
  waitSeconds(username: string, nowMs: number): number;
  failed(username: string, nowMs: number): void;
  succeeded(username: string): void;
}

export const LOGIN_THROTTLE = {
  /** Failures in a row a username may have before it has to wait. */
  freeFailures: 5,
  firstWaitSeconds: 1,
  maxWaitSeconds: 30,
  /** A username's failures are forgotten this long after its last one. */
  forgetAfterMs: 15 * 60_000,
  /** Usernames tracked at most; the oldest are forgotten first (bounded memory under a spray of names). */
  maxTracked: 10_000,
} as const;

export function loginThrottleMessage(seconds: number): string {
  return `For mange mislykkede innlogginger for denne brukeren. Vent ${seconds} sekunder og prøv igjen.`;
}

interface Failures {
  count: number;
  lastMs: number;
  /** Until when the next attempt is refused. */
  untilMs: number;
}

export function createLoginThrottle(limits: { readonly [K in keyof typeof LOGIN_THROTTLE]: number } = LOGIN_THROTTLE): LoginThrottle {
  const failures = new Map<string, Failures>();
  const key = (username: string) => username.trim().toLowerCase();
  const current = (username: string, nowMs: number) => {
    const entry = failures.get(key(username));
    if (entry && nowMs - entry.lastMs > limits.forgetAfterMs) {
      failures.delete(key(username));
      return undefined;
    }
    return entry;
  };
  return {
    waitSeconds(username, nowMs) {
      const entry = current(username, nowMs);
      return entry && entry.untilMs > nowMs ? Math.ceil((entry.untilMs - nowMs) / 1000) : 0;
    },
    failed(username, nowMs) {
      const entry = current(username, nowMs) ?? { count: 0, lastMs: nowMs, untilMs: 0 };
      if (entry.untilMs > nowMs) return;
      entry.count++;
      entry.lastMs = nowMs;
      const over = entry.count - limits.freeFailures;
      if (over > 0) entry.untilMs = nowMs + Math.min(limits.firstWaitSeconds * 2 ** (over - 1), limits.maxWaitSeconds) * 1000;
      failures.delete(key(username));
      failures.set(key(username), entry);
      if (failures.size > limits.maxTracked) failures.delete(failures.keys().next().value!);
    },
    succeeded(username) {
      failures.delete(key(username));
    },
  };
}

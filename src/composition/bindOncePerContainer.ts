import type { Container } from 'inversify';

/**
 * Runs `bind` for a container until it has succeeded once: callers during an attempt share it, a
 * success is kept, and a failed attempt is forgotten so that the next call tries again. A chunk lost
 * to the network or to a deploy must not leave every later signed-in page failing until a reload.
 */
export function bindOncePerContainer(bind: (container: Container) => Promise<void>): (container: Container) => Promise<void> {
  const attempts = new WeakMap<Container, Promise<void>>();
  return (container) => {
    const running = attempts.get(container);
    if (running) return running;
    const attempt = bind(container);
    attempts.set(container, attempt);
    // Attached before any caller's handler, so a caller that retries on the failure starts afresh.
    attempt.catch(() => attempts.delete(container));
    return attempt;
  };
}

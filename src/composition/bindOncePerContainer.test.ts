import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { bindOncePerContainer } from './bindOncePerContainer';

/** A bind whose attempts the test settles one by one, as a chunk download would. */
function controlledBind() {
  const attempts: { container: Container; succeed(): void; fail(error: Error): void }[] = [];
  const bind = (container: Container) =>
    new Promise<void>((resolve, reject) => {
      attempts.push({ container, succeed: resolve, fail: reject });
    });
  return { attempts, bind };
}

describe('bindOncePerContainer', () => {
  it('lets the callers during one attempt share it, and binds only once after a success', async () => {
    const { attempts, bind } = controlledBind();
    const load = bindOncePerContainer(bind);
    const container = new Container();
    const first = load(container);
    const second = load(container);
    expect(second).toBe(first);
    expect(attempts).toHaveLength(1);

    attempts[0]!.succeed();
    await Promise.all([first, second]);
    await load(container);
    expect(attempts).toHaveLength(1);
  });

  it('forgets a failed attempt, so the next call tries again and a success then stays', async () => {
    const { attempts, bind } = controlledBind();
    const load = bindOncePerContainer(bind);
    const container = new Container();
    const failing = [load(container), load(container)];
    attempts[0]!.fail(new Error('Failed to fetch dynamically imported module'));
    for (const caller of failing) await expect(caller).rejects.toThrow('Failed to fetch dynamically imported module');

    const retry = load(container);
    expect(attempts).toHaveLength(2);
    attempts[1]!.succeed();
    await expect(retry).resolves.toBeUndefined();
    await load(container);
    expect(attempts).toHaveLength(2);
  });

  it('retries at once when a caller asks again from its failure handler', async () => {
    const { attempts, bind } = controlledBind();
    const load = bindOncePerContainer(bind);
    const container = new Container();
    const retried = load(container).catch(() => load(container));
    attempts[0]!.fail(new Error('offline'));
    await vi.waitFor(() => expect(attempts).toHaveLength(2));
    attempts[1]!.succeed();
    await expect(retried).resolves.toBeUndefined();
  });

  it('keeps the containers apart', async () => {
    const { attempts, bind } = controlledBind();
    const load = bindOncePerContainer(bind);
    const [one, two] = [new Container(), new Container()];
    const loads = [load(one), load(two)];
    expect(attempts.map((attempt) => attempt.container)).toEqual([one, two]);
    attempts[0]!.fail(new Error('offline'));
    attempts[1]!.succeed();
    await expect(loads[0]).rejects.toThrow('offline');
    await expect(loads[1]).resolves.toBeUndefined();
    void load(two);
    void load(one);
    expect(attempts.map((attempt) => attempt.container)).toEqual([one, two, one]);
  });
});

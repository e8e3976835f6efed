import { describe, expect, it } from 'vitest';
import { localChangeBus, postgresChangeBus } from './changeBus';

describe('the change bus', () => {
  it('in one process, tells every subscriber until it unsubscribes, and ignores empty changes', async () => {
    const bus = localChangeBus();
    const seen: (readonly string[])[] = [];
    const unsubscribe = bus.subscribe((endPoints) => seen.push(endPoints));
    await bus.publish([]);
    await bus.publish(['/pending/productions']);
    unsubscribe();
    await bus.publish(['/pending/reports']);
    expect(seen).toEqual([['/pending/productions']]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('across instances on one PostgreSQL, tells the subscribers of every instance', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [first, second] = await Promise.all([postgresChangeBus(url), postgresChangeBus(url)]);
    try {
      const seenBySecond: (readonly string[])[] = [];
      second.subscribe((endPoints) => seenBySecond.push(endPoints));
      await first.publish(['/DebtCollection/Payments/Pending']);
      for (let i = 0; i < 100 && seenBySecond.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(seenBySecond).toEqual([['/DebtCollection/Payments/Pending']]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

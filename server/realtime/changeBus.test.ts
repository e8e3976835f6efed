import { randomUUID } from 'node:crypto';
import pg from 'pg';
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

  // Other test files may use the channel at the same time: each test looks for an endPoint of its own.
  const ownEndPoint = () => `test/${randomUUID()}`;

  it.skipIf(!process.env.TEST_DATABASE_URL)('across instances on one PostgreSQL, tells the subscribers of every instance once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const [first, second] = await Promise.all([postgresChangeBus(url), postgresChangeBus(url)]);
    const endPoint = ownEndPoint();
    try {
      const seenByFirst: string[] = [];
      const seenBySecond: string[] = [];
      first.subscribe((endPoints) => seenByFirst.push(...endPoints.filter((e) => e === endPoint)));
      second.subscribe((endPoints) => seenBySecond.push(...endPoints.filter((e) => e === endPoint)));
      await first.publish([endPoint]);
      // The instance that made the change knows it as soon as publish returns.
      expect(seenByFirst).toEqual([endPoint]);
      for (let i = 0; i < 100 && seenBySecond.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(seenBySecond).toEqual([endPoint]);
      // Its own NOTIFY comes back to it too, and must not tell its subscribers twice.
      await new Promise((r) => setTimeout(r, 100));
      expect(seenByFirst).toEqual([endPoint]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('ignores notices on its channel that are not its own format', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const bus = await postgresChangeBus(url);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const endPoint = ownEndPoint();
    try {
      const seen: unknown[] = [];
      bus.subscribe((endPoints) => seen.push(...endPoints));
      for (const payload of ['not json', '["old format"]', `{"from": "x", "endPoints": [1, "${endPoint}"]}`]) {
        await other.query("SELECT pg_notify('norlink_changes', $1)", [payload]);
      }
      await other.query("SELECT pg_notify('norlink_changes', $1)", [JSON.stringify({ from: 'another instance', endPoints: [endPoint] })]);
      for (let i = 0; i < 100 && !seen.includes(endPoint); i++) await new Promise((r) => setTimeout(r, 10));
      expect(seen.filter((e) => e === endPoint || e === 1 || e === 'old format')).toEqual([endPoint]);
    } finally {
      await other.end();
      await bus.close();
    }
  });
});

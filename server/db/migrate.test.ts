import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from './migrate';
import { openTestDatabase } from '../../tests/support/testDatabase';

describe('migrate', () => {
  it('applies every migration once, in order, and nothing the second time', async () => {
    const db = await openTestDatabase();
    const names = readMigrations().map((m) => m.name);
    expect(names).toEqual([...names].sort());
    expect(await migrate(db)).toEqual(names);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });

  it('applies nothing of a migration set that fails', async () => {
    const db = await openTestDatabase();
    await expect(
      migrate(db, [
        { name: '0001_ok.sql', sql: 'CREATE TABLE a (id int);' },
        { name: '0002_broken.sql', sql: 'CREATE TABLE b (id nonsense_type);' },
      ]),
    ).rejects.toThrow();
    const tables = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('a', 'schema_migrations')",
    );
    expect(tables[0]?.n).toBe(0);
    await db.close();
  });
});

import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * The key that signs access tokens lives in the database, created on first use: every instance on
 * one PostgreSQL verifies the others' tokens, and sessions survive a restart.
 */
export async function loadTokenSecret(db: Database): Promise<Buffer> {
  return db.transaction(async (tx) => {
    await tx.query("INSERT INTO server_secret (name, value) VALUES ('access-token', $1) ON CONFLICT (name) DO NOTHING", [
      randomBytes(32),
    ]);
    const [row] = await tx.query<{ value: Uint8Array }>("SELECT value FROM server_secret WHERE name = 'access-token'");
    if (!row) throw new Error('the access-token secret could not be stored');
    return Buffer.from(row.value);
  });
}

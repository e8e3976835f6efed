import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase';

describe('the embedded database', () => {
  // About the embedded database only: the PostgreSQL run of the server tests skips it.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('keeps every acknowledged write when the server process is killed with SIGKILL mid-stream', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-durability-'));
    try {
      const writer = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'durabilityWriter.ts')], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const acknowledged: number[] = [];
      let buffered = '';
      await new Promise<void>((resolve, reject) => {
        writer.on('error', reject);
        writer.on('exit', () => resolve());
        writer.stdout.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const lines = buffered.split('\n');
          buffered = lines.pop()!;
          acknowledged.push(...lines.map(Number));
          if (acknowledged.length >= 150 && writer.exitCode === null) writer.kill('SIGKILL');
        });
      });
      expect(writer.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(150);

      // The killed process left its lock behind; reopening takes it over and must find every row.
      const db = await openDatabase({ dataDir, databaseUrl: undefined });
      const rows = await db.query<{ id: number }>('SELECT id FROM durability_probe ORDER BY id');
      await db.close();
      const present = new Set(rows.map((r) => r.id));
      expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

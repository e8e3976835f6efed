import os from 'node:os';
import { freshDataDir, startServer, type RunningServer } from '../support/serverProcess';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { percentile } from './load';

/** Issue 17: the journal-number check on blur, server p95 ≤ 20 ms on the demo data. */
const P95_MS = 20;
const WARM_UP = 10;
const RUNS = 200;

async function serviceAuthorization(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/service/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'teknisk', password: 'teknisk-demo' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

/** A draft entry of the demo data, and a journal number its client already has (half the checks find it taken). */
async function someDraft(server: RunningServer, authorization: string) {
  const get = async <T>(path: string) => {
    const response = await fetch(`${server.url}/api/service${path}`, { headers: { authorization } });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [batch] = await get<{ clientId: number }[]>('/reg-entry/pending');
  if (!batch) throw new Error('the demo data has no draft entries');
  const entries = await get<{ id: number; customerId: number; jourNr: number | null }[]>(`/clients/${batch.clientId}/reg-entry/pending`);
  const taken = entries.find((entry) => entry.jourNr !== null)?.jourNr;
  return { clientId: batch.clientId, entry: entries[0]!, taken: taken ?? 1 };
}

export const journalNumber: Benchmark = {
  name: 'journal-number check on blur (demo seed, PGlite)',
  async run(): Promise<Figure[]> {
    const server = await startServer({
      port: 19_400 + Math.floor(Math.random() * 400),
      dataDir: freshDataDir('norlink-journal-'),
      env: { SEED_PROFILE: 'demo', DATABASE_URL: '' },
      timeoutMs: 600_000,
    });
    try {
      const authorization = await serviceAuthorization(server);
      const { clientId, entry, taken } = await someDraft(server, authorization);
      const check = async (jourNr: number) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/service/clients/${clientId}/reg-entry/validate-journal-number`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, customerId: entry.customerId, entryId: entry.id, entry: { id: entry.id, entryType: 'INVOICE', customerId: entry.customerId, jourNr } }),
        });
        const body = (await response.json()) as { validationStatus?: { validJournalNumber: boolean } };
        const ms = performance.now() - started;
        if (response.status !== 200 || !body.validationStatus) throw new Error(`${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
        return ms;
      };
      for (let i = 0; i < WARM_UP; i++) await check(taken);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await check(i % 2 ? taken : 900_000_000 + i));
      benchNotes.push(
        `journal-number check: ${RUNS} checks on client ${clientId} (half a taken number, half a free one); ` +
          `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`,
      );
      return [
        { name: `journal-number check, p95 of ${RUNS}`, value: percentile(times, 0.95), unit: 'ms', target: P95_MS },
        { name: `journal-number check, median of ${RUNS}`, value: percentile(times, 0.5), unit: 'ms' },
      ];
    } finally {
      await server.stop();
    }
  },
};

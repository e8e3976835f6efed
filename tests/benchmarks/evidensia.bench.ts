import os from 'node:os';
import type { Database } from '../../server/db/database';
import { openPglite } from '../../server/db/pgliteDatabase';
import { camt054File, type CamtTestPayment } from '../fixtures/camt054';
import { addOpenInvoices } from '../fixtures/openInvoices';
import { openTestDatabase } from '../support/testDatabase';
import { startTestApp } from '../support/testApp';
import { benchNotes, type Benchmark, type Figure } from './harness';
import { residentMb, watchPeakRss } from './processStats';

/** Issue 23: reading a camt.054 file of 10 000 payments ≤ 10 s end to end, memory bounded (streamed). */
const READ_MS = 10_000;
const PAYMENTS = 10_000;
/** The server's memory may grow by this much over its resting size while it reads the file (the file is 3.2 MB). */
const MEMORY_GROWTH_MB = 400;

/**
 * On the small (demo) seed, a client of its own with 10 000 open invoices (KIDs 0000 + number); a camt.054 file
 * paying each in full, 9 of 10 by KID and every tenth by invoice number and amount in the free text, booked in
 * batches of 50 per entry as banks do. Uploaded over HTTP (a listening server, multipart by fetch) and read to
 * the answer; every payment must come back registered.
 */
async function measure(label: string, db: Database): Promise<Figure[]> {
  const server = await startTestApp({ db, seed: 'small' });
  try {
    const open = await server.db.transaction((tx) => addOpenInvoices(tx, { clientId: 1990, invoices: PAYMENTS }));
    await server.db.query(`UPDATE invoice SET kid = '0000' || jour_nr WHERE client_id = $1`, [open.clientId]);
    const payments: CamtTestPayment[] = Array.from({ length: PAYMENTS }, (_, n) => {
      const number = 700001 + n;
      return n % 10 === 9
        ? { reference: `BENCH-${n}`, amount: 132_700, text: `Faktura ${number}` }
        : { reference: `BENCH-${n}`, amount: 132_700, kid: `0000${number}` };
    });
    const file = Buffer.from(camt054File(payments, { perEntry: 50, messageId: `BENCH-${label}` }));
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/api/legacy/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'teknisk', password: 'teknisk-demo' }) });
    const token = ((await login.json()) as { access_token: string }).access_token;

    global.gc?.();
    const restingMb = residentMb(process.pid);
    const peak = watchPeakRss(process.pid);
    const form = new FormData();
    form.append('files', new Blob([file], { type: 'text/xml' }), 'bench.xml');
    const started = performance.now();
    const response = await fetch(`${address}/api/legacy/EvidensiaUpload/Payment`, { method: 'POST', headers: { 'x-session-token': token }, body: form });
    const answer = (await response.json()) as { files?: { numberOfRegistered: number }[] };
    const ms = performance.now() - started;
    const peakMb = peak.stop();
    if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    const registered = answer.files?.[0]?.numberOfRegistered ?? 0;
    if (registered !== PAYMENTS) throw new Error(`${registered} of ${PAYMENTS} payments registered`);
    benchNotes.push(
      `evidensia camt.054 on ${label}: ${(file.length / 1024 / 1024).toFixed(1)} MB file, ${PAYMENTS} payments registered in ${ms.toFixed(0)} ms; ` +
        `resident ${restingMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB while reading (sampled); ` +
        `load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`,
    );
    return [
      { name: `${label}: read a camt.054 file of ${PAYMENTS} payments over HTTP`, value: ms, unit: 'ms', target: READ_MS },
      { name: `${label}: memory growth while reading it (peak RSS − resting)`, value: Math.max(0, peakMb - restingMb), unit: 'MB', target: MEMORY_GROWTH_MB },
    ];
  } finally {
    await server.close();
  }
}

export const evidensia: Benchmark[] = [
  { name: 'evidensia camt.054 on PGlite', run: async () => measure('PGlite', await openPglite(undefined)) },
  {
    name: 'evidensia camt.054 on PostgreSQL',
    async run() {
      if (process.env.TEST_DATABASE_URL) return measure('PostgreSQL', await openTestDatabase());
      benchNotes.push('evidensia camt.054 on PostgreSQL skipped: set TEST_DATABASE_URL to include it');
      return [];
    },
  },
];

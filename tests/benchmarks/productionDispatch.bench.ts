import type { Database } from '../../server/db/database';
import { openPgliteInWorker } from '../../server/db/pgliteWorkerDatabase';
import { openPostgres } from '../../server/db/postgresDatabase';
import { startJobRunner, type JobRunner } from '../../server/jobs/jobRunner';
import { startMailSender, type MailSender } from '../../server/mail/mailSender';
import { PRODUCTION_DISPATCH_JOB, productionDispatchJob } from '../../server/production/productionDispatch';
import { addPendingProductions, mixMailCount } from '../fixtures/pendingProductions';
import { startSmtpCapture } from '../support/smtpCapture';
import { startTestApp } from '../support/testApp';
import { openTestDatabase } from '../support/testDatabase';
import { benchNotes, onBothDatabases, type Benchmark, type Figure } from './harness';

/** The figure; PRODUCTION_DISPATCH_BENCH_ENTRIES measures fewer (a quick look on a loaded machine). */
const ENTRIES = Number(process.env.PRODUCTION_DISPATCH_BENCH_ENTRIES ?? 5_000);

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Issue 18 "Speed": approving 5 000 pending entries in one request (≤ 2 s server time), and their dispatch
 * (PDF + delivery to a local SMTP server and the print queue) at ≥ 100 entries per second, i.e. ≤ 10 ms
 * per entry. On PostgreSQL two "instances" (each its own connection pool, job runner and mail sender)
 * share the jobs, and the run checks that none was done twice. The database is the small seed plus
 * 5 000 entries (7 in 10 e-mailed, 2 in 10 printed, 1 in 10 failing on a bad address).
 */
async function measure(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const smtp = await startSmtpCapture();
  // PGlite on a thread of its own, in memory, as the server opens it (server/db/openDatabase.ts).
  const db: Database = kind === 'pglite' ? await openPgliteInWorker(undefined) : await openTestDatabase();
  const server = await startTestApp({ db, seed: 'small', smtpUrl: smtp.url });
  const extra: { db?: Database; mail?: MailSender } = {};
  const runners: JobRunner[] = [];
  try {
    const entries = await addPendingProductions(server.db, { count: ENTRIES, shipment: 'mix' });
    const login = await server.app.inject({ method: 'POST', url: '/api/legacy/login', payload: { user: 'teknisk', password: 'teknisk-demo' } });
    const headers = { 'x-session-token': (login.json() as { access_token: string }).access_token };
    const started = performance.now();
    const approveCpuStart = process.cpuUsage();
    const approved = await server.app.inject({ method: 'POST', url: '/api/legacy/Production/Approve', headers, payload: { entries } });
    const approveMs = performance.now() - started;
    const approveCpu = process.cpuUsage(approveCpuStart);
    if (approved.statusCode !== 204) throw new Error(`approve answered ${approved.statusCode}: ${approved.body}`);

    const handlers = { [PRODUCTION_DISPATCH_JOB]: productionDispatchJob };
    const dispatchStart = performance.now();
    const cpuStart = process.cpuUsage();
    runners.push(startJobRunner(server.db, { handlers, bus: server.bus, mail: server.mail!, name: 'instance-1', pollMs: 1_000 }));
    if (kind === 'postgres') {
      const [{ schema }] = (await server.db.query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
      extra.db = openPostgres(process.env.TEST_DATABASE_URL!, { searchPath: `${schema},public` });
      extra.mail = startMailSender(extra.db, smtp.url, undefined, { bus: server.bus });
      runners.push(startJobRunner(extra.db, { handlers, bus: server.bus, mail: extra.mail, name: 'instance-2', pollMs: 1_000 }));
    }
    const ids = entries.map((e) => e.entryId);
    await until(
      async () => {
        const [{ n }] = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM production_entry WHERE id = ANY($1::bigint[]) AND status = 'APPROVED'", [ids])) as [{ n: number }];
        return n === 0;
      },
      600_000,
      'the dispatch',
    );
    const dispatchedMs = performance.now() - dispatchStart;
    const dispatchedCpu = process.cpuUsage(cpuStart);
    await until(async () => smtp.received.length >= mixMailCount(ENTRIES), 600_000, 'the e-mails');
    const deliveredMs = performance.now() - dispatchStart;
    const deliveredCpu = process.cpuUsage(cpuStart);
    const cpuMsPerEntry = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000 / ENTRIES;

    const [check] = (await server.db.query<{ twice: number; sent: number; failed: number; printed: number; mailed: number }>(
      `SELECT count(*) FILTER (WHERE d.n > 1)::int AS twice, count(*) FILTER (WHERE e.status = 'SENT')::int AS sent,
              count(*) FILTER (WHERE e.status = 'FAILED')::int AS failed,
              (SELECT count(*)::int FROM print_queue q WHERE q.source_kind = 'production' AND q.source_id = ANY($1::bigint[])) AS printed,
              (SELECT count(*)::int FROM mail_outbox m WHERE m.source_kind = 'production' AND m.source_id = ANY($1::bigint[])) AS mailed
         FROM production_entry e
         CROSS JOIN LATERAL (SELECT (SELECT count(*) FROM print_queue q WHERE q.source_kind = 'production' AND q.source_id = e.id)
                                  + (SELECT count(*) FROM mail_outbox m WHERE m.source_kind = 'production' AND m.source_id = e.id) AS n) d
        WHERE e.id = ANY($1::bigint[])`,
      [ids],
    )) as [{ twice: number; sent: number; failed: number; printed: number; mailed: number }];
    const shares = await server.db.query<{ runner: string; jobs: number }>(
      `SELECT claimed_by AS runner, count(*)::int AS jobs FROM background_job WHERE kind = $1 GROUP BY claimed_by ORDER BY claimed_by`,
      [PRODUCTION_DISPATCH_JOB],
    );
    if (check.twice > 0 || check.sent + check.failed !== ENTRIES || check.printed + check.mailed !== check.sent) {
      throw new Error(`dispatch went wrong: ${JSON.stringify(check)}`);
    }
    if (new Set(smtp.received.map((m) => m.messageId)).size !== smtp.received.length) throw new Error('an e-mail arrived twice');
    console.error(
      `  ${kind}: ${check.sent} sent (${check.mailed} e-mailed, ${check.printed} printed), ${check.failed} failed; jobs per instance: ` +
        shares.map((s) => `${s.runner} ${s.jobs}`).join(', '),
    );
    if (kind === 'postgres' && shares.length < 2) benchNotes.push('production dispatch on PostgreSQL: one instance took every job');
    return [
      { name: `${kind}: approve ${ENTRIES} pending entries (one request, server time)`, value: approveMs, unit: 'ms', target: 2000 },
      { name: `${kind}: approve, CPU of this process`, value: (approveCpu.user + approveCpu.system) / 1000, unit: 'ms' },
      { name: `${kind}: dispatch, per entry (PDF + print queue or outbox)`, value: dispatchedMs / ENTRIES, unit: 'ms', target: 10 },
      { name: `${kind}: dispatch to the e-mails received, per entry`, value: deliveredMs / ENTRIES, unit: 'ms', target: 10 },
      { name: `${kind}: dispatch rate to the e-mails received`, value: ENTRIES / (deliveredMs / 1000), unit: 'entries/s' },
      // Load-independent: CPU time of this process (server, job runner, mail sender, PGlite, and the SMTP capture parsing every message).
      { name: `${kind}: CPU per entry, dispatch (this process)`, value: cpuMsPerEntry(dispatchedCpu), unit: 'ms' },
      { name: `${kind}: CPU per entry, to the e-mails received (this process)`, value: cpuMsPerEntry(deliveredCpu), unit: 'ms' },
    ];
  } finally {
    for (const runner of runners) await runner.close();
    await extra.mail?.close();
    await extra.db?.close();
    await server.close();
    await smtp.close();
  }
}

export const productionDispatch: Benchmark[] = onBothDatabases({ pglite: 'production dispatch (PGlite)', postgres: 'production dispatch (PostgreSQL, two instances)' }, measure);

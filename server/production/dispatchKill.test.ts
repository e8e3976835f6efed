import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPendingProductions, mixMailCount } from '../../tests/fixtures/pendingProductions';
import { freshDataDir, startServer, type RunningServer } from '../../tests/support/serverProcess';
import { copyImageTo, prepareDatabase } from '../../tests/support/pgliteImages';
import { startSmtpCapture, type SmtpCapture } from '../../tests/support/smtpCapture';
import { TEST_PGLITE_OPTIONS } from '../../tests/support/testDatabase';
import type { Database } from '../db/database';
import { pgliteAsDatabase } from '../db/pgliteDatabase';
import { openPostgres } from '../db/postgresDatabase';
import { MAIL_UNCERTAIN_ERROR } from '../../src/domain/customer/customerPageTexts';
import { DISPATCH_FAILURE_TEXTS } from '../../src/domain/production/dispatch';
import { MAIL_CONNECTIONS, mailMessageId } from '../mail/mailSender';

/**
 * Issue 18: the server is SIGKILLed while it dispatches approved entries, then started again. Every entry
 * ends SENT or FAILED exactly once, every delivery row exists once, and no e-mail reaches the SMTP server
 * (in this process) twice: each is Sent and received once, or, if it was handed over to SMTP when the
 * server was killed, Uncertain, received at most once, and its entry FAILED with the reason for an officer.
 * ENTRIES entries: 300 by default (1 000 took 230 s at machine load 20, 300 keeps the suite's time down; KILL_TEST_ENTRIES
 * changes it). The server runs as its own process, on PGlite in a data directory or on the PostgreSQL of
 * TEST_DATABASE_URL (a schema of its own).
 */
const ENTRIES = Number(process.env.KILL_TEST_ENTRIES ?? 300);
const PORT = 18_000 + (process.pid % 1000);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let smtp: SmtpCapture;
let dataDir: string;
let schema: string | undefined;
let databaseUrl: string | undefined;
let server: RunningServer | undefined;
let fixtures: { clientId: number; entryId: number }[] = [];

/** Opens the test's database from this process (PGlite only while no server runs). */
async function openDb(): Promise<Database> {
  if (databaseUrl) return openPostgres(process.env.TEST_DATABASE_URL!, { searchPath: `${schema},public` });
  return pgliteAsDatabase(await PGlite.create({ ...TEST_PGLITE_OPTIONS, dataDir }));
}

function serverEnv(): NodeJS.ProcessEnv {
  return {
    SMTP_URL: smtp.url,
    ABANDONED_CLAIM_SECONDS: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function legacy(url: string, pathName: string, init: { method: string; token?: string; body?: unknown }) {
  return fetch(`${url}/api/legacy/${pathName}`, {
    method: init.method,
    headers: { 'content-type': 'application/json', ...(init.token ? { 'x-session-token': init.token } : {}) },
    body: JSON.stringify(init.body),
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  dataDir = freshDataDir('norlink-kill-');
  let db: Database;
  if (onPostgres) {
    schema = `kill_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    databaseUrl = url.toString();
    db = await openDb();
    await prepareDatabase(db, 'small');
  } else {
    // A copy of the run's image of the small seed (made now if this run has none yet) is the data directory the server then opens.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const copied = await copyImageTo('small', dataDir);
    db = pgliteAsDatabase(await PGlite.create({ ...TEST_PGLITE_OPTIONS, dataDir }));
    if (!copied) await prepareDatabase(db, 'small');
  }
  fixtures = await addPendingProductions(db, { count: ENTRIES, shipment: 'mix' });
  await db.close();
}, 300_000);

afterAll(async () => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL');
  await smtp?.close();
  if (schema) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The e-mails handed over to SMTP and not yet marked when the server was killed (read with the server down). */
async function handedOverAtKill(): Promise<number[]> {
  const db = await openDb();
  try {
    const rows = await db.query<{ id: number }>(
      "SELECT id::int AS id FROM mail_outbox WHERE status = 'Sending' AND handed_over_at IS NOT NULL ORDER BY id",
    );
    return rows.map((row) => row.id);
  } finally {
    await db.close();
  }
}

describe('dispatch survives a SIGKILL', () => {
  it(`delivers each of ${ENTRIES} approved entries once across a kill and a restart, and no e-mail twice`, async () => {
    server = await startServer({ port: PORT, dataDir, env: serverEnv(), timeoutMs: 120_000 });
    const login = await legacy(server.url, 'login', { method: 'POST', body: { user: 'teknisk', password: 'teknisk-demo' } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const entries = fixtures;
    expect(entries).toHaveLength(ENTRIES);
    const entryIds = new Set(entries.map((e) => e.entryId));
    const approved = await legacy(server.url, 'Production/Approve', { method: 'POST', token, body: { entries } });
    expect(approved.status).toBe(204);

    // Killed mid-dispatch: after the first tenth of the e-mails arrived.
    await until(() => smtp.received.length >= ENTRIES / 10, 120_000, 'the first e-mails');
    server.process.kill('SIGKILL');
    await new Promise((resolve) => server!.process.once('exit', resolve));
    const atKill = smtp.received.length;
    // SMTP may or may not have taken these: they are never sent again, and become Uncertain after the restart.
    const handed = await handedOverAtKill();
    const receivedAtKill = new Set(smtp.received.map((m) => m.messageId));
    const neverArrived = handed.filter((id) => !receivedAtKill.has(mailMessageId(id))).length;

    server = await startServer({ port: PORT, dataDir, env: serverEnv(), timeoutMs: 120_000 });
    // Every approved entry with a good address is mailed: 7 in 10 of them (2 in 10 PAPER, 1 in 10 a bad address),
    // less those handed over at the kill that SMTP had not taken.
    const expectedMails = mixMailCount(ENTRIES);
    await until(() => new Set(smtp.received.map((m) => m.messageId)).size >= expectedMails - neverArrived, 180_000, 'every e-mail');
    // And the entries of the handed-over e-mails have failed: every entry with a bad address, and those.
    const badAddresses = ENTRIES - expectedMails - Math.floor(ENTRIES / 5);
    const failedOfMine = async () => {
      const response = await legacy(server!.url, 'Production/FailedList', { method: 'GET', token });
      return ((await response.json()) as { entryId: number }[]).filter((f) => entryIds.has(f.entryId)).length;
    };
    await until(async () => (await failedOfMine()) >= badAddresses + handed.length, 60_000, 'the uncertain entries to fail');
    // Nothing more is on its way: the outbox is empty of due mail once the server is stopped.
    await server.stop();
    server = undefined;

    const db = await openDb();
    try {
      const statuses = await db.query<{ status: string; n: number }>(
        `SELECT status, count(*)::int AS n FROM production_entry WHERE id = ANY($1::bigint[]) GROUP BY status ORDER BY status`,
        [entries.map((e) => e.entryId)],
      );
      expect(statuses.filter((s) => !['SENT', 'FAILED'].includes(s.status))).toEqual([]);
      const outbox = await db.query<{ id: number; entry: number; status: string; last_error: string | null }>(
        `SELECT id::int AS id, source_id::int AS entry, status, last_error FROM mail_outbox
          WHERE source_kind = 'production' AND source_id = ANY($1::bigint[]) ORDER BY id`,
        [entries.map((e) => e.entryId)],
      );
      const uncertain = outbox.filter((m) => m.status === 'Uncertain');
      const uncertainEntries = new Set(uncertain.map((m) => m.entry));
      const deliveries = await db.query<{ id: number; status: string; shipment_type: string; mails: number; printed: number; text: string | null }>(
        `SELECT e.id::int AS id, e.status, e.shipment_type, e.status_text AS text,
                (SELECT count(*)::int FROM mail_outbox m WHERE m.source_kind = 'production' AND m.source_id = e.id) AS mails,
                (SELECT count(*)::int FROM print_queue q WHERE q.source_kind = 'production' AND q.source_id = e.id) AS printed
           FROM production_entry e WHERE e.id = ANY($1::bigint[])`,
        [entries.map((e) => e.entryId)],
      );
      for (const entry of deliveries) {
        // Delivered once when SENT; a FAILED entry has none, except the one whose e-mail's fate is unknown.
        const expected = entry.status === 'SENT' || uncertainEntries.has(entry.id) ? 1 : 0;
        expect(entry.shipment_type === 'EMAIL' ? entry.mails : entry.printed, `entry ${entry.id} ${entry.status} ${entry.text}`).toBe(expected);
        expect(entry.shipment_type === 'EMAIL' ? entry.printed : entry.mails).toBe(0);
        // The entry of an Uncertain e-mail is in failed shipments with the reason, for an officer to check and resend.
        if (uncertainEntries.has(entry.id)) expect(entry).toMatchObject({ status: 'FAILED', text: DISPATCH_FAILURE_TEXTS.mailUncertain });
      }
      // Every e-mail is Sent, or Uncertain: the ones handed over to SMTP when the server was killed, at most one per connection.
      expect(outbox.filter((m) => m.status !== 'Sent' && m.status !== 'Uncertain')).toEqual([]);
      expect(uncertain.map((m) => m.id)).toEqual(handed);
      expect(uncertain.length).toBeLessThanOrEqual(MAIL_CONNECTIONS);
      for (const m of uncertain) expect(m.last_error).toBe(MAIL_UNCERTAIN_ERROR);
      // No e-mail received twice; a Sent one exactly once, an Uncertain one at most once.
      const received = smtp.received.map((m) => m.messageId);
      const distinct = new Set(received);
      expect(received.length).toBe(distinct.size);
      for (const m of outbox) {
        if (m.status === 'Sent') expect(distinct.has(mailMessageId(m.id)), `mail ${m.id}`).toBe(true);
      }
      const uncertainArrived = uncertain.filter((m) => distinct.has(mailMessageId(m.id))).length;
      expect(distinct.size).toBe(outbox.length - uncertain.length + uncertainArrived);
      console.log(
        `kill test: ${ENTRIES} entries, ${atKill} mails before the kill, ${outbox.length} mails in all, ` +
          `${uncertain.length} uncertain (${uncertainArrived} of them arrived), ${received.length - distinct.size} received twice; ` +
          statuses.map((s) => `${s.status} ${s.n}`).join(', '),
      );
    } finally {
      await db.close();
    }
  }, 600_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoText } from '../../src/domain/dates/calendarDay';
import { addDays } from '../../src/domain/dates/isoDate';
import { osloClock } from '../../src/domain/dates/osloClock';
import { SYSTEM_MADE_BY, TERMINATION_EVENT_TEXTS } from '../../src/domain/termination/terminationLog';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { enqueueDailyJobs, startDailyJobs } from '../jobs/dailyJobs';
import { BACKGROUND_JOB_HANDLERS } from '../jobs/handlers';
import { startJobRunner } from '../jobs/jobRunner';
import type { ClaimedJob } from '../jobs/jobs';
import { deactivateEndedClientsJob } from './clientDeactivation';

// Part 2 §4: a client whose end of service has passed is deactivated ('sluttet') by the daily background job,
// once, with a log entry, an audit row and the changed reads announced; a revoked termination never is.
// On PGlite and PostgreSQL (TEST_DATABASE_URL), one app for the file.
let server: TestApp;
let auth = '';
const published: string[][] = [];
const today = isoText(osloClock(new Date()));
let ended: number;
let endsToday: number;
let revoked: number;
let stillActive: number;

const clientRow = async (id: number) =>
  (await server.db.query<{ active: boolean; e: string | null }>('SELECT is_active AS active, end_of_service_date::text AS e FROM client WHERE id = $1', [id]))[0]!;
const logTags = async (id: number) =>
  (await server.db.query<{ tag: string }>('SELECT event_tag AS tag FROM client_termination_log WHERE client_id = $1 ORDER BY id', [id])).map((r) => r.tag);
const lastAuditId = async () => (await server.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM audit_event'))[0]!.id;
const jobOf = (day: string): ClaimedJob => ({ id: 0, kind: 'clients.deactivate-ended', key: day, payload: { day }, attempts: 0 });
const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: { authorization: auth }, ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
  const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: 'saksbehandler', password: 'saksbehandler-demo' } });
  auth = `Bearer ${(login.json() as { token: string }).token}`;
  // Only the clients of this test have a passed end of service: the seed's others are set inactive or cleared.
  await server.db.query(`UPDATE client SET is_active = false WHERE is_active AND end_of_service_date < $1::date`, [today]);
  const ids = (await server.db.query<{ id: number }>('SELECT id FROM client WHERE is_active AND officer_id = 1 AND termination_date IS NULL ORDER BY id LIMIT 4')).map((r) => r.id);
  [ended, endsToday, revoked, stillActive] = ids as [number, number, number, number];
  const terminate = (id: number, end: string) =>
    server.db.query('UPDATE client SET termination_date = $2, end_of_service_date = $3, termination_note = $4 WHERE id = $1', [id, addDays(today, -40), end, 'Sagt opp']);
  await terminate(ended, addDays(today, -1));
  await terminate(endsToday, today);
  await terminate(stillActive, addDays(today, 20));
}, 120_000);
afterAll(() => server.close());

describe('the daily deactivation of clients whose end of service has passed', () => {
  it('deactivates each such client once, logs it, audits it and announces its reads; the end day itself and a later end stay active', async () => {
    published.length = 0;
    const before = await lastAuditId();
    const outcome = await deactivateEndedClientsJob(jobOf(today), server.db, { bus: server.bus });
    expect(outcome).toEqual({ day: today, clientIds: [ended] });
    expect(await clientRow(ended)).toEqual({ active: false, e: addDays(today, -1) });
    expect((await clientRow(endsToday)).active).toBe(true);
    expect((await clientRow(stillActive)).active).toBe(true);
    expect(await logTags(ended)).toEqual(['DEACTIVATED']);
    expect(published).toEqual([[`clients/${ended}`, `clients/${ended}/termination`, `clients/${ended}/termination-log`]]);
    const audits = await server.db.query<{ operation: string; api: string; officer: number | null; clients: number[] }>(
      'SELECT operation, api, officer_id AS officer, client_ids::int[] AS clients FROM audit_event WHERE id > $1 ORDER BY id',
      [before],
    );
    expect(audits).toEqual([{ operation: 'deactivateEndedClients', api: 'jobs', officer: null, clients: [ended] }]);

    // The officer sees it: inactive ('sluttet'), the log says why, and only "Reaktiver klient" is left.
    const detail = await call('GET', `clients/${ended}/termination`);
    expect(detail.json()).toMatchObject({ isActive: false, endOfServiceDate: addDays(today, -1) });
    const log = (await call('GET', `clients/${ended}/termination-log`)).json() as Array<Record<string, unknown>>;
    expect(log[0]).toMatchObject({ eventTag: 'DEACTIVATED', eventText: TERMINATION_EVENT_TEXTS.DEACTIVATED, madeBy: SYSTEM_MADE_BY, endOfServiceDate: addDays(today, -1) });

    // Again the same day: nothing changes, nothing is logged, audited or announced.
    published.length = 0;
    const again = await lastAuditId();
    expect(await deactivateEndedClientsJob(jobOf(today), server.db, { bus: server.bus })).toEqual({ day: today, clientIds: [] });
    expect(await logTags(ended)).toEqual(['DEACTIVATED']);
    expect(await lastAuditId()).toBe(again);
    expect(published).toEqual([]);
  });

  it('never deactivates a client whose termination was revoked', async () => {
    await server.db.query('UPDATE client SET termination_date = $2, end_of_service_date = $3 WHERE id = $1', [revoked, addDays(today, -40), addDays(today, 1)]);
    const revoke = await call('POST', `clients/${revoked}/revoke-termination`, { comment: 'Klienten ombestemte seg' });
    expect(revoke.statusCode, revoke.body).toBe(204);
    // Days later, when the revoked end date would have passed.
    expect(await deactivateEndedClientsJob(jobOf(addDays(today, 5)), server.db, { bus: server.bus })).toMatchObject({ clientIds: [endsToday] });
    expect(await clientRow(revoked)).toEqual({ active: true, e: null });
    expect(await logTags(revoked)).toEqual(['REVOKED']);
    // Back as the test found it: endsToday active again for the next test.
    await server.db.query('UPDATE client SET is_active = true WHERE id = $1', [endsToday]);
    await server.db.query('DELETE FROM client_termination_log WHERE client_id = $1', [endsToday]);
  });

  it('runs through the Background work runner, queued once per Oslo day', async () => {
    const tomorrow = addDays(today, 1);
    // Only this job's handler: the other daily jobs (the reminder run) are left in the queue.
    const handlers = { 'clients.deactivate-ended': BACKGROUND_JOB_HANDLERS['clients.deactivate-ended']! };
    const runner = startJobRunner(server.db, { handlers, bus: server.bus, pollMs: 60_000, name: 'deactivation-test' });
    try {
      // The end day has passed tomorrow: the job for tomorrow's day deactivates endsToday.
      expect(await enqueueDailyJobs(server.db, tomorrow, ['clients.deactivate-ended'])).toHaveLength(1);
      expect(await enqueueDailyJobs(server.db, tomorrow, ['clients.deactivate-ended'])).toEqual([]);
      await runner.drain();
      const [job] = await server.db.query<{ status: string; outcome: unknown }>(
        `SELECT status, outcome FROM background_job WHERE kind = 'clients.deactivate-ended' AND job_key = $1`,
        [tomorrow],
      );
      expect(job).toMatchObject({ status: 'Done', outcome: { day: tomorrow, clientIds: [endsToday] } });
      expect((await clientRow(endsToday)).active).toBe(false);
      expect((await clientRow(stillActive)).active).toBe(true);

      // The scheduler queues today's run at start and kicks the runner; a second look the same day adds nothing.
      let kicks = 0;
      const daily = startDailyJobs(server.db, { kick: () => kicks++ }, { now: () => new Date(), lookMs: 60_000 });
      await expect.poll(async () => (await server.db.query(`SELECT 1 FROM background_job WHERE kind = 'clients.deactivate-ended' AND job_key = $1`, [today])).length).toBe(1);
      daily.close();
      expect(kicks).toBe(1);
      await runner.drain();
      expect((await server.db.query<{ status: string }>(`SELECT status FROM background_job WHERE job_key = $1 AND kind = 'clients.deactivate-ended'`, [today]))[0]!.status).toBe('Done');
    } finally {
      await runner.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/dates/isoDate';
import { PUBLISHED_RULE_ROWS } from '../../../src/domain/reminders/lateCharges';
import { missingRules, RULE_TEXTS } from '../../../src/domain/rules/legalRules';
import { TEST_SEED_TODAY } from '../../db/seed/profiles';
import { osloToday, runReminders } from '../../reminders/reminderRun';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

/**
 * Issue 42 on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the rule tables read by every officer
 * and kept by Technical ones (overlaps refused by field, corrections audited), the reminder run's preview against
 * the run itself, a rate added for a half-year that changes the preview but not the reminders already sent, and the
 * legal clock of an invoice.
 */

let server: TestApp;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  for (const user of ['teknisk', 'leder', 'saksbehandler']) {
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: user, password: `${user}-demo` } });
    headers[user] = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  }
}, 180_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user = 'teknisk', payload?: object) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: headers[user]!, ...(payload ? { payload } : {}) });
const ruleCount = async () => Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM legal_rule'))[0]!.n);

describe('the rule tables', () => {
  it('start from the published figures with their sources, and name the rows missing today, for every officer', async () => {
    for (const user of ['teknisk', 'leder', 'saksbehandler']) {
      const answer = await call('GET', 'settings/legal-rules', user);
      expect(answer.statusCode, user).toBe(200);
      const { rules, missing } = answer.json() as { rules: { id: number; kind: string; validFrom: string; value: number; sourceText: string }[]; missing: { kind: string; from: string }[] };
      expect(rules.map(({ id, kind, validFrom, value, sourceText }) => ({ id, kind, validFrom, value, sourceText })).sort((a, b) => a.id - b.id))
        .toEqual(PUBLISHED_RULE_ROWS.map(({ id, kind, validFrom, value, sourceText }) => ({ id, kind, validFrom, value, sourceText })));
      expect(missing.map((m) => [m.kind, m.from])).toEqual(missingRules(PUBLISHED_RULE_ROWS, osloToday()).map((m) => [m.kind, m.from]));
    }
  });

  it('lets only a Technical officer add or correct a row, refuses overlaps by field, and keeps a corrected row in the audit', async () => {
    const row = { kind: 'LATE_INTEREST', validFrom: '2027-01-01', value: 1150, sourceText: 'Forskrift om forsinkelsesrente 2027', sourceUrl: 'https://lovdata.no/x' };
    const before = await ruleCount();
    for (const user of ['leder', 'saksbehandler']) {
      expect((await call('POST', 'settings/legal-rules', user, row)).statusCode, user).toBe(403);
      expect((await call('PUT', `settings/legal-rules/1`, user, row)).statusCode, user).toBe(403);
    }
    expect(await ruleCount()).toBe(before);
    const added = await call('POST', 'settings/legal-rules', 'teknisk', row);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'LATE_INTEREST', validFrom: '2027-01-01', value: 1150, validUntil: null });
    const again = await call('POST', 'settings/legal-rules', 'teknisk', row);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ fieldErrors: [{ path: 'body.validFrom', message: RULE_TEXTS.overlap }] });
    const midYear = await call('POST', 'settings/legal-rules', 'teknisk', { ...row, validFrom: '2027-03-01' });
    expect(midYear.json()).toMatchObject({ fieldErrors: [{ path: 'body.validFrom', message: RULE_TEXTS.halfYearStart }] });
    expect(await ruleCount()).toBe(before + 1);

    const id = (added.json() as { id: number }).id;
    const corrected = await call('PUT', `settings/legal-rules/${id}`, 'teknisk', { ...row, value: 1175, sourceText: 'Rettet: FOR-2026-12-xx' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ id, value: 1175 });
    const [audit] = await server.db.query<{ operation: string; removed: { legal_rule: { value: number }[] } }>(
      `SELECT operation, removed_rows AS removed FROM audit_event WHERE operation = 'correctLegalRule' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.removed.legal_rule[0]).toMatchObject({ id, value: 1150 });
    expect((await call('PUT', 'settings/legal-rules/999999', 'teknisk', row)).statusCode).toBe(404);
  });
});

describe("the reminder run's preview", () => {
  it('answers what the run then makes, writing nothing, and is for Technical officers only', async () => {
    const day = addDays(TEST_SEED_TODAY, 1);
    const footprint = async () => (await server.db.query<{ r: number; s: number; c: number }>(
      'SELECT (SELECT count(*)::int FROM reminder) AS r, (SELECT count(*)::int FROM reminder_stopped) AS s, (SELECT count(*)::int FROM reminder_run) AS c',
    ))[0];
    const before = await footprint();
    expect((await call('GET', `reminders/preview?date=${day}`, 'leder')).statusCode).toBe(403);
    const preview = (await call('GET', `reminders/preview?date=${day}`)).json() as {
      reminders: number; stopped: number; fee: number; interest: number; clients: { reminders: { REMINDER1: number; REMINDER2: number } }[];
    };
    expect(await footprint()).toEqual(before);
    expect(preview.reminders).toBeGreaterThan(0);
    expect(preview.clients.reduce((n, c) => n + c.reminders.REMINDER1 + c.reminders.REMINDER2, 0)).toBe(preview.reminders);
    // The run of that day makes exactly what the preview said.
    const run = await server.db.transaction((tx) => runReminders(tx, day));
    expect({ reminders: run.reminders, stopped: run.stopped }).toEqual({ reminders: preview.reminders, stopped: preview.stopped });
    const [made] = await server.db.query<{ fee: number; interest: number }>(
      'SELECT coalesce(sum(fee_ore), 0)::float8 / 100 AS fee, coalesce(sum(interest_ore), 0)::float8 / 100 AS interest FROM reminder WHERE bundle_id = $1',
      [run.bundleId],
    );
    expect(made).toEqual({ fee: preview.fee, interest: preview.interest });
    // Run, the day has nothing left to preview.
    expect((await call('GET', `reminders/preview?date=${day}`)).json()).toMatchObject({ reminders: 0, stopped: 0, clients: [] });
  });

  it('charges by a rate added for a half-year, while what was sent before keeps its figures', async () => {
    const day = addDays(TEST_SEED_TODAY, 2);
    const sent = await server.db.query<{ id: number; interest: number; periods: number }>(
      `SELECT r.id::int, r.interest_ore::float8 AS interest, (SELECT sum(basis_points)::float8 FROM reminder_interest_period p WHERE p.reminder_id = r.id) AS periods
         FROM reminder r WHERE r.status = 'Sent' AND r.interest_until >= '2026-07-01' ORDER BY r.id LIMIT 20`,
    );
    expect(sent.length).toBeGreaterThan(0);
    const before = (await call('GET', `reminders/preview?date=${day}`)).json() as { interest: number; notes: string[] };
    expect(before.notes.join('\n')).toContain('Forsinkelsesrente for perioden fra 01.07.2026 var ikke lagt inn');
    const added = await call('POST', 'settings/legal-rules', 'teknisk', { kind: 'LATE_INTEREST', validFrom: '2026-07-01', value: 1100, sourceText: 'Test: 11,00 % fra 1. juli 2026', sourceUrl: null });
    expect(added.statusCode, added.body).toBe(201);
    const after = (await call('GET', `reminders/preview?date=${day}`)).json() as { interest: number; notes: string[] };
    expect(after.interest).toBeLessThan(before.interest);
    expect(after.notes.join('\n')).not.toContain('Forsinkelsesrente for perioden fra 01.07.2026');
    const still = await server.db.query<{ id: number; interest: number; periods: number }>(
      `SELECT r.id::int, r.interest_ore::float8 AS interest, (SELECT sum(basis_points)::float8 FROM reminder_interest_period p WHERE p.reminder_id = r.id) AS periods
         FROM reminder r WHERE r.id = ANY($1::bigint[]) ORDER BY r.id`,
      [sent.map((r) => r.id)],
    );
    expect(still).toEqual(sent);
  });
});

describe('the legal clock of an invoice', () => {
  it('says the next step, its earliest day, what may be charged and why; not found outside the bases', async () => {
    const [invoice] = await server.db.query<{ id: number; due: string }>(
      `SELECT i.id::int, to_char(i.due_date, 'YYYY-MM-DD') AS due FROM invoice i JOIN client c ON c.id = i.client_id
        WHERE i.type = 'INVOICE' AND NOT i.is_settled AND i.is_active AND i.rest_amount_ore > 0 AND c.officer_id = 1
          AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.invoice_id = i.id) AND i.due_date > $1::date
        ORDER BY i.id LIMIT 1`,
      [osloToday()],
    );
    const answer = await call('GET', `Invoice/${invoice!.id}/LegalClock`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ step: 'REMINDER1', stepLabel: 'Purring', earliest: addDays(invoice!.due, 14) });
    expect((answer.json() as { law: string }).law).toContain('inkassoforskriften § 1-2');
    const outside = await server.db.query<{ id: number }>(`SELECT i.id::int FROM invoice i JOIN client c ON c.id = i.client_id WHERE c.officer_id = 3 LIMIT 1`);
    expect((await call('GET', `Invoice/${outside[0]!.id}/LegalClock`, 'saksbehandler')).statusCode).toBe(404);
  });
});

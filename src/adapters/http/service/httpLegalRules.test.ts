import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { osloToday } from '../../../../server/reminders/reminderRun';
import { signedInLegacyClient, signedInServiceClient, startListeningTestApp } from '../../../../tests/support/legacyAdapterServer';
import type { TestApp } from '../../../../tests/support/testApp';
import { addDays } from '../../../domain/dates/isoDate';
import { PUBLISHED_RULE_ROWS } from '../../../domain/reminders/lateCharges';
import { missingRules, RULE_TEXTS } from '../../../domain/rules/legalRules';
import { ApiFailure } from '../shared/answer';
import { recordingNotifier } from '../shared/fakes';
import { httpLegalRules, httpReminderRun } from './httpLegalRules';

// Against the real server and database: every answer must pass the contract's response validators.
let server: TestApp;
let origin: string;

beforeAll(async () => {
  ({ server, origin } = await startListeningTestApp());
}, 120_000);
afterAll(() => server.close());

describe('httpLegalRules against the reference server', () => {
  it('reads the tables and the rows missing today, adds a row, refuses its period twice by field, and corrects it', async () => {
    const notifier = recordingNotifier();
    const api = httpLegalRules(await signedInServiceClient(origin, notifier));
    const tables = await api.tables().fetch();
    expect(tables.rules).toHaveLength(PUBLISHED_RULE_ROWS.length);
    const july2025 = tables.rules.find((row) => row.kind === 'LATE_INTEREST' && row.validFrom === '2025-07-01');
    expect(july2025).toMatchObject({ value: 1225, validUntil: '2025-12-31' });
    expect(tables.missing.map((m) => [m.kind, m.from])).toEqual(missingRules(PUBLISHED_RULE_ROWS, osloToday()).map((m) => [m.kind, m.from]));
    expect(notifier.notices).toEqual([]);

    const row = { kind: 'REMINDER_FEE_CAP', validFrom: '2027-01-01', value: 3_750, sourceText: 'Inkassoforskriften § 1-2 (1/20 av inkassosatsen)', sourceUrl: null } as const;
    const added = await api.add(row);
    expect(added).toMatchObject({ ...row, validUntil: null });
    const refused = await api.add(row).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiFailure);
    expect((refused as ApiFailure).status).toBe(400);
    expect((refused as ApiFailure).fieldErrors).toEqual([{ path: 'body.validFrom', message: RULE_TEXTS.overlap }]);

    const corrected = await api.correct(added.id, { ...row, value: 3_800, sourceUrl: 'https://lovdata.no/forskrift/1989-07-14-562' });
    expect(corrected).toMatchObject({ id: added.id, value: 3_800, sourceUrl: 'https://lovdata.no/forskrift/1989-07-14-562' });
    expect((await api.tables().fetch()).rules.filter((r) => r.kind === 'REMINDER_FEE_CAP' && r.validFrom === '2027-01-01')).toHaveLength(1);
  });

  it("reads an invoice's legal clock with its amounts in øre, and none for an invoice that is not there", async () => {
    const api = httpLegalRules(await signedInServiceClient(origin, recordingNotifier()));
    const [invoice] = await server.db.query<{ id: number }>(
      `SELECT i.id::int FROM invoice i JOIN customer cu ON cu.id = i.customer_id
        WHERE i.type = 'INVOICE' AND NOT i.is_settled AND i.is_active AND i.rest_amount_ore > 0 AND cu.type = 'Business'
          AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.invoice_id = i.id) ORDER BY i.id LIMIT 1`,
    );
    const clock = (await api.invoiceClock(invoice!.id).fetch())!;
    expect(clock).toMatchObject({ step: 'REMINDER1', stepLabel: 'Purring', customerType: 'Business', today: osloToday() });
    for (const amount of [clock.fee, clock.interest, clock.compensation]) expect(Number.isSafeInteger(amount)).toBe(true);
    expect(clock.compensation).toBeGreaterThan(0);
    expect(await api.invoiceClock(2_147_483_647).fetch()).toBeNull();
  });
});

describe('httpReminderRun against the reference server', () => {
  it("previews today's run, then runs it, and the run makes what the preview said", async () => {
    const notifier = recordingNotifier();
    const run = httpReminderRun(await signedInServiceClient(origin, notifier), await signedInLegacyClient(origin, notifier));
    const today = osloToday();
    const preview = await run.preview(today).fetch();
    expect(preview.runDate).toBe(today);
    expect(preview.clients.reduce((n, c) => n + c.reminders.REMINDER1 + c.reminders.REMINDER2, 0)).toBe(preview.reminders);
    expect(preview.clients.reduce((n, c) => n + c.fee, 0)).toBe(preview.fee);
    const outcome = await run.runToday();
    expect(outcome).toMatchObject({ runDate: today, reminders: preview.reminders, stopped: preview.stopped });
    expect(await run.preview(today).fetch()).toMatchObject({ reminders: 0, stopped: 0, clients: [] });
    // Tomorrow's preview sets itself beside today's run, its amounts in øre.
    const { lastRun } = await run.preview(addDays(today, 1)).fetch();
    expect(lastRun).toMatchObject({ runDate: today, clients: outcome.clients, stopped: preview.stopped, fee: preview.fee, interest: preview.interest });
    expect(lastRun!.reminders.REMINDER1 + lastRun!.reminders.REMINDER2).toBe(preview.reminders);
    expect(notifier.notices).toEqual([]);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { startMailSender, type MailReport } from './mailSender';
import { enqueueMail } from './outbox';

/**
 * Issue 46: a stopping server (SIGTERM) finishes the messages SMTP has in hand and hands the rest of its
 * claimed batch back at once, for another instance to send now rather than after ABANDONED_CLAIM_SECONDS.
 * The SMTP server here takes 150 ms per message, so the stop comes in the middle of a batch.
 */
const SMTP_MS_PER_MESSAGE = 150;

let server: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
let received = 0;

beforeAll(async () => {
  server = await startTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received++;
          callback();
        }, SMTP_MS_PER_MESSAGE),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

describe('a stopping mail sender', () => {
  it('finishes what SMTP has, hands the rest of its batch back at once, and reports each', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueueMail(server.db, { recipient: `r${i}@example.no`, subject: 'Emne', text: 'Tekst', createdBy: 'Test' }));
    const reports: MailReport[] = [];
    const sender = startMailSender(server.db, smtpUrl, undefined, { bus: server.bus, pollMs: 600_000, onMailDone: (report) => reports.push(report) });
    for (let i = 0; i < 300 && received < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = performance.now();
    await sender.stop(10_000);
    // At most the messages in SMTP's hands were waited for (one per connection), not the whole batch.
    expect(performance.now() - stopping).toBeLessThan(20 * SMTP_MS_PER_MESSAGE);

    const rows = await server.db.query<{ id: number; status: string; claimed: boolean; handed: boolean; attempts: number }>(
      'SELECT id::int AS id, status, claimed_at IS NOT NULL AS claimed, handed_over_at IS NOT NULL AS handed, attempts FROM mail_outbox WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );
    const sent = rows.filter((row) => row.status === 'Sent');
    const back = rows.filter((row) => row.status === 'Pending');
    expect(sent.length + back.length).toBe(20);
    expect(sent.length).toBe(received);
    expect(back.length).toBeGreaterThan(0);
    // Handed back as never begun: no claim, never handed over, no attempt counted; due for any instance now.
    expect(back.every((row) => !row.claimed && !row.handed && row.attempts === 0)).toBe(true);
    expect(reports.filter((r) => r.outcome === 'sent')).toHaveLength(sent.length);
    expect(reports.filter((r) => r.outcome === 'handed-back').reduce((n, r) => n + r.count, 0)).toBe(back.length);

    // Another sender then sends exactly the rest, each once.
    const before = received;
    const other = startMailSender(server.db, smtpUrl, undefined, { bus: server.bus, pollMs: 600_000 });
    await other.drain();
    await other.close();
    expect(received - before).toBe(back.length);
  }, 60_000);
});

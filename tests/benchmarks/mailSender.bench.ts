import type { Database } from '../../server/db/database';
import { openPgliteInWorker } from '../../server/db/pgliteWorkerDatabase';
import { startMailSender, type MailSender } from '../../server/mail/mailSender';
import { enqueueMails } from '../../server/mail/outbox';
import { startSmtpCapture } from '../support/smtpCapture';
import { startTestApp } from '../support/testApp';
import { openTestDatabase } from '../support/testDatabase';
import { onBothDatabases, type Benchmark, type Figure } from './harness';

/** Messages in the outbox when the sender starts; MAIL_SENDER_BENCH_MESSAGES changes it. */
const MESSAGES = Number(process.env.MAIL_SENDER_BENCH_MESSAGES ?? 2_000);
/** An attachment of an invoice PDF's size, so SMTP and the capture's parsing weigh as in the dispatch. */
const ATTACHMENT = Buffer.alloc(12_000, 'NorLink ');

/**
 * The mail outbox's sender alone (issue 18): MESSAGES queued messages sent over the pool to a local SMTP
 * server, each handed over (one committed UPDATE) before its SMTP transaction and marked Sent after it.
 * The figure the production dispatch's e-mails wait on, without rendering a PDF.
 */
async function measure(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const smtp = await startSmtpCapture();
  const db: Database = kind === 'pglite' ? await openPgliteInWorker(undefined) : await openTestDatabase();
  const server = await startTestApp({ db });
  let sender: MailSender | undefined;
  try {
    await server.db.transaction((tx) =>
      enqueueMails(
        tx,
        Array.from({ length: MESSAGES }, (_, n) => ({
          recipient: `kunde${n}@example.no`,
          subject: `Faktura ${n}`,
          text: 'Vedlagt følger faktura.',
          createdBy: 'Benchmark',
          attachments: [{ fileName: `Faktura-${n}.pdf`, contentType: 'application/pdf', content: ATTACHMENT }],
        })),
      ),
    );
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    sender = startMailSender(server.db, smtp.url, undefined, { bus: server.bus });
    const deadline = Date.now() + 600_000;
    while (smtp.received.length < MESSAGES) {
      if (Date.now() > deadline) throw new Error(`timed out: ${smtp.received.length} of ${MESSAGES} received`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sender.drain();
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStart);
    const [check] = (await server.db.query<{ sent: number }>("SELECT count(*) FILTER (WHERE status = 'Sent')::int AS sent FROM mail_outbox")) as [{ sent: number }];
    if (check.sent !== MESSAGES || new Set(smtp.received.map((m) => m.messageId)).size !== MESSAGES) {
      throw new Error(`mail sender went wrong: ${check.sent} Sent, ${smtp.received.length} received`);
    }
    return [
      { name: `${kind}: ${MESSAGES} queued e-mails to the SMTP server, per message`, value: ms / MESSAGES, unit: 'ms' },
      { name: `${kind}: mail sender rate`, value: MESSAGES / (ms / 1000), unit: 'messages/s' },
      // Load-independent: CPU of this process (sender, database, and the SMTP capture parsing every message).
      { name: `${kind}: CPU per message (this process)`, value: (cpu.user + cpu.system) / 1000 / MESSAGES, unit: 'ms' },
    ];
  } finally {
    await sender?.close();
    await server.close();
    await smtp.close();
  }
}

export const mailSender: Benchmark[] = onBothDatabases({ pglite: 'mail sender (PGlite)', postgres: 'mail sender (PostgreSQL)' }, measure);

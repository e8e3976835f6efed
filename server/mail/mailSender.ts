import type { Database } from '../db/database';
import { startRoundLoop, type RoundLoop } from '../jobs/roundLoop';
import { claimDueMail, markFailed, markSent, type ClaimedMail } from './outbox';

/** The sender's address when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'NorLink <no-reply@norlink.no>';

/** Messages claimed per round: sent over the pool's connections side by side, each marked Sent as SMTP takes it. */
const BATCH = 50;
/**
 * SMTP connections kept open and used side by side. A connection per message (connect, greeting, EHLO)
 * cost more than the message itself; the pool keeps them for the whole run. Each connection sends its
 * next message only once the last is marked Sent, so this is also the most messages an SMTP server can
 * have taken but the outbox not yet marked when the process is killed (they are sent again, with the same
 * Message-ID, which receivers drop).
 */
export const MAIL_CONNECTIONS = 2;
/** How often the outbox is looked at besides the kicks after commits (retries come due on their own). */
const POLL_MS = 15_000;

/** The Message-ID of the outbox's message `id`, the same in every attempt. */
export function mailMessageId(id: number): string {
  return `<outbox-${id}@norlink.no>`;
}

/** The outbox's sender: kicked after a commit that wrote mail, drained by tests, closed with the server. */
export type MailSender = Omit<RoundLoop, 'closed'>;

/**
 * Sends the outbox over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587) after commit, with retry and
 * backoff. One round at a time per process; several processes share the queue through SKIP LOCKED.
 */
export function startMailSender(db: Database, smtpUrl: string, from = DEFAULT_MAIL_FROM, options: { abandonedAfterSeconds?: number } = {}): MailSender {
  // Loaded only when mail is sent at all (SMTP_URL): nodemailer took 0.1 s of every start.
  const nodemailer = import('nodemailer').then(({ default: module }) => module);
  const openPool = async () => (await nodemailer).createTransport({ url: smtpUrl, pool: true, maxConnections: MAIL_CONNECTIONS, maxMessages: Infinity });
  type Pool = Awaited<ReturnType<typeof openPool>>;

  async function send(pool: Pool, mail: ClaimedMail): Promise<void> {
    try {
      await pool.sendMail({
        // One id per outbox row: a message sent again after a crash between SMTP's answer and markSent
        // is the same message to the receiver (mail clients drop a repeated Message-ID).
        messageId: mailMessageId(mail.id),
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content })),
      });
      await markSent(db, mail.id);
    } catch (error) {
      await markFailed(db, mail.id, mail.attempts, error instanceof Error ? error.message : String(error));
    }
  }

  /** A round: the connections are opened at its first message and closed when the outbox has nothing more due. */
  async function sendDue(): Promise<void> {
    let pool: Pool | undefined;
    try {
      for (;;) {
        const batch = await claimDueMail(db, BATCH, options.abandonedAfterSeconds);
        if (batch.length > 0) pool ??= await openPool();
        // One lane per connection: each takes the next message of the batch once its last one is marked.
        let taken = 0;
        const lane = async (open: Pool) => {
          while (taken < batch.length) await send(open, batch[taken++]!);
        };
        if (pool) await Promise.all(Array.from({ length: MAIL_CONNECTIONS }, () => lane(pool!)));
        if (batch.length < BATCH) return;
      }
    } finally {
      pool?.close();
    }
  }

  const loop = startRoundLoop(sendDue, POLL_MS, 'mail outbox');
  return {
    kick: loop.kick,
    drain: loop.drain,
    close: loop.close,
  };
}

/** With no SMTP_URL (the embedded default) the outbox keeps its messages; nothing is sent. */
export const KEEP_IN_OUTBOX: MailSender = { kick: () => undefined, drain: async () => undefined, close: async () => undefined };

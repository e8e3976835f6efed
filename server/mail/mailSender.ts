import type { Database } from '../db/database';
import { claimDueMail, markFailed, markSent } from './outbox';

/** The sender's address when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'NorLink <no-reply@norlink.no>';

const BATCH = 20;
/** How often the outbox is looked at besides the kicks after commits (retries come due on their own). */
const POLL_MS = 15_000;

export interface MailSender {
  /** Something was committed to the outbox: send now rather than at the next poll. */
  kick(): void;
  /** Sends what is due until nothing is; resolves when the round is done (tests wait on it). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends the outbox over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587) after commit, with retry and
 * backoff. One round at a time per process; several processes share the queue through SKIP LOCKED.
 */
export function startMailSender(db: Database, smtpUrl: string, from = DEFAULT_MAIL_FROM): MailSender {
  // Loaded only when mail is sent at all (SMTP_URL): nodemailer took 0.1 s of every start.
  const transport = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
  // Rounds run one after another; a kick while one runs queues one more, kicks while one is queued share it.
  let tail: Promise<void> = Promise.resolve();
  let queued = false;
  let closed = false;

  async function sendDue(): Promise<void> {
    for (;;) {
      const batch = await claimDueMail(db, BATCH);
      for (const mail of batch) {
        try {
          await (await transport).sendMail({
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
      if (batch.length < BATCH) return;
    }
  }

  function drain(): Promise<void> {
    if (closed || queued) return tail;
    queued = true;
    tail = tail.then(async () => {
      queued = false;
      await sendDue().catch((error: unknown) => console.warn('mail outbox: a round failed', error));
    });
    return tail;
  }

  const timer = setInterval(() => void drain(), POLL_MS);
  timer.unref();
  void drain();
  return {
    kick: () => void drain(),
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      await tail;
      (await transport).close();
    },
  };
}

/** With no SMTP_URL (the embedded default) the outbox keeps its messages; nothing is sent. */
export const KEEP_IN_OUTBOX: MailSender = { kick: () => undefined, drain: async () => undefined, close: async () => undefined };

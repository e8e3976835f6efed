import type { Database } from '../db/database';
import { failUncertainDeliveries } from '../dispatch/uncertainMail';
import { startRoundLoop, type RoundLoop } from '../jobs/roundLoop';
import { localChangeBus, type ChangeBus } from '../realtime/changeBus';
import { commitChange } from '../realtime/committedChange';
import {
  ABANDONED_CLAIM_SECONDS,
  claimDueMail,
  handOver,
  markAbandonedUncertain,
  markFailed,
  markSent,
  MAX_MAIL_ATTEMPTS,
  releaseMailClaims,
  type ClaimedMail,
} from './outbox';

/** The sender's address when SMTP_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'NorLink <no-reply@norlink.no>';

/** Messages claimed per round: sent over the pool's connections side by side, each marked Sent as SMTP takes it. */
const BATCH = 50;
/**
 * SMTP connections kept open and used side by side. A connection per message (connect, greeting, EHLO)
 * cost more than the message itself; the pool keeps them for the whole run. Each connection hands over
 * its next message only once the last is marked, so this is also the most messages that can be handed
 * over to SMTP but not yet marked when the process is killed: those become 'Uncertain' (never sent twice).
 */
export const MAIL_CONNECTIONS = 2;
/** How often the outbox is looked at besides the kicks after commits (retries come due on their own). */
const POLL_MS = 15_000;

/** The Message-ID of the outbox's message `id`, the same in every attempt (retries after SMTP refused it). */
export function mailMessageId(id: number): string {
  return `<outbox-${id}@norlink.no>`;
}

/** The outbox's sender: kicked after a commit that wrote mail, drained by tests, closed with the server. */
export interface MailSender extends Omit<RoundLoop, 'closed'> {
  /**
   * Stops at once from taking more: the messages SMTP has in hand are finished (up to `timeoutMs`), the rest
   * of the claimed batch is handed back (releaseMailClaims) for another instance to send now.
   */
  stop(timeoutMs: number): Promise<void>;
}

/** What became of messages in this sender's hands (the server logs it and counts it in the metrics). */
export interface MailReport {
  /** One message, or none for a count (messages handed back, made uncertain). */
  readonly id?: number;
  readonly count: number;
  readonly outcome: 'sent' | 'retry' | 'failed' | 'uncertain' | 'handed-back';
  readonly attempt?: number;
  readonly error?: string;
}

/**
 * Sends the outbox over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587) after commit, with retry and
 * backoff. One round at a time per process; several processes share the queue through SKIP LOCKED.
 *
 * Every message is received at most once, even when the process is killed mid-send (issue 18). SMTP has
 * no two-phase commit: between SMTP taking a message and the outbox marking it Sent the process can die,
 * and sending it again would deliver it twice. So each message is handed over (committed) immediately
 * before its SMTP transaction starts; a claim abandoned before that is claimed again (nothing reached
 * SMTP), one abandoned after it becomes 'Uncertain' and what it delivered is marked failed in the same
 * transaction (server/dispatch/uncertainMail.ts), for an officer to check and resend. `bus` announces those.
 */
export function startMailSender(
  db: Database,
  smtpUrl: string,
  from = DEFAULT_MAIL_FROM,
  options: { abandonedAfterSeconds?: number; bus?: ChangeBus; pollMs?: number; onMailDone?: (report: MailReport) => void } = {},
): MailSender {
  const report = (mail: MailReport) => options.onMailDone?.(mail);
  const abandonedAfterSeconds = options.abandonedAfterSeconds ?? ABANDONED_CLAIM_SECONDS;
  const bus = options.bus ?? localChangeBus();
  // Loaded only when mail is sent at all (SMTP_URL): nodemailer took 0.1 s of every start.
  const nodemailer = import('nodemailer').then(({ default: module }) => module);
  const openPool = async () => (await nodemailer).createTransport({ url: smtpUrl, pool: true, maxConnections: MAIL_CONNECTIONS, maxMessages: Infinity });
  type Pool = Awaited<ReturnType<typeof openPool>>;

  /**
   * Sends one message; `sentBefore` is the connection's previous message that SMTP took, marked Sent by this
   * one's hand-over. Returns this message's id when SMTP took it (to be marked the same way), else undefined.
   */
  async function send(pool: Pool, mail: ClaimedMail, sentBefore: number | undefined): Promise<number | undefined> {
    // Committed before SMTP sees the message: a crash from here on makes it 'Uncertain', not sent again.
    // Not handed over: another instance took the claim as abandoned, and it is that one's to send.
    if (!(await handOver(db, mail, sentBefore))) return undefined;
    try {
      await pool.sendMail({
        // One id per outbox row, the same when SMTP refused an attempt and the message is tried again.
        messageId: mailMessageId(mail.id),
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({ filename: a.fileName, contentType: a.contentType, content: a.content })),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(db, mail.id, mail.attempts, message);
      report({ id: mail.id, count: 1, outcome: mail.attempts + 1 >= MAX_MAIL_ATTEMPTS ? 'failed' : 'retry', attempt: mail.attempts + 1, error: message });
      return undefined;
    }
    report({ id: mail.id, count: 1, outcome: 'sent', attempt: mail.attempts + 1 });
    // SMTP took it: never put back in the queue from here (an error marking it ends the round, and the message
    // stays handed over, to become 'Uncertain' rather than be sent twice).
    return mail.id;
  }

  /** Abandoned messages that SMTP may have taken become 'Uncertain', and what they delivered failed, in one transaction. */
  async function settleAbandoned(): Promise<void> {
    await commitChange(
      { db, bus },
      async (tx) => {
        const uncertain = await markAbandonedUncertain(tx, abandonedAfterSeconds);
        if (uncertain.length === 0) return { mailIds: [], endPoints: [] };
        report({ count: uncertain.length, outcome: 'uncertain' });
        // The audit record names the messages, and the entries and reminders failed with them.
        return { mailIds: uncertain.map((mail) => mail.id), ...(await failUncertainDeliveries(tx, uncertain)) };
      },
      (result) => result.endPoints,
    );
  }

  /** The batch being sent, and the index of the next message a connection will take. */
  let inHand: { batch: ClaimedMail[]; next: number } | undefined;

  /** What a stop left of the batch: never taken by a connection, so never handed over to SMTP. */
  async function handBack(hand: { batch: ClaimedMail[]; next: number }): Promise<void> {
    const left = hand.batch.slice(hand.next);
    hand.next = hand.batch.length;
    const count = await releaseMailClaims(db, left);
    if (count > 0) report({ count, outcome: 'handed-back' });
  }

  /** A round: the connections are opened at its first message and closed when the outbox has nothing more due. */
  async function sendDue(): Promise<void> {
    let pool: Pool | undefined;
    try {
      while (!loop.closed) {
        await settleAbandoned();
        const batch = await claimDueMail(db, BATCH, abandonedAfterSeconds);
        const hand = { batch, next: 0 };
        inHand = hand;
        if (batch.length > 0) pool ??= await openPool();
        // One lane per connection: each takes the next message of the batch once its last one is marked
        // (by the next one's hand-over, or at the end of the batch). A stop ends each lane after its message.
        const lane = async (open: Pool) => {
          let sent: number | undefined;
          while (hand.next < batch.length && !loop.closed) sent = await send(open, batch[hand.next++]!, sent);
          if (sent !== undefined) await markSent(db, sent);
        };
        if (pool) await Promise.all(Array.from({ length: MAIL_CONNECTIONS }, () => lane(pool!)));
        inHand = undefined;
        await handBack(hand);
        if (batch.length < BATCH) return;
      }
    } finally {
      pool?.close();
    }
  }

  async function stop(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([loop.close().then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
    clearTimeout(timer);
    // SMTP still holds a message after the bound: the rest of the batch goes back now all the same.
    if (!finished && inHand) await handBack(inHand);
  }

  const loop = startRoundLoop(sendDue, options.pollMs ?? POLL_MS, 'mail outbox');
  return {
    kick: loop.kick,
    drain: loop.drain,
    close: loop.close,
    stop,
  };
}

/** With no SMTP_URL (the embedded default) the outbox keeps its messages; nothing is sent. */
export const KEEP_IN_OUTBOX: MailSender = { kick: () => undefined, drain: async () => undefined, close: async () => undefined, stop: async () => undefined };

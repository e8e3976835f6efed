import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { latin1Text } from '../../../src/domain/nets/fixedWidth';
import { looksLikeReceiptList } from '../../../src/domain/nets/netsReceipts';
import { runInOperation } from '../../audit/auditScope';
import { SYSTEM_ACTORS } from '../../audit/systemActors';
import type { Database, Queryable } from '../../db/database';
import { auditedTransaction } from '../../realtime/committedChange';
import { enqueueJobs } from '../../jobs/jobs';
import type { JobHandler } from '../../jobs/jobRunner';
import { lockExchange, setExchangeOutcome } from '../exchanges';
import { remotePath, sftpEndpointFromEnv, temporaryName, withSftp, type SftpEndpoint, type SftpSession } from '../sftp/sftpClient';
import { buildClaimFiles } from './avtaleGiroClaims';
import { readNetsFile, type NetsFileOutcome } from './netsIncoming';
import { readReceiptFile, type ReceiptOutcome } from './netsReceipts';

/**
 * The exchange with Mastercard Payment Services (Nets), one background job every NETS_POLL_MINUTES. First Nets' files
 * are fetched, read once each and moved to the archive directory on the server: OCR giro payments, mandates, and the
 * receipt lists (L226, L00202) that acknowledge or reject what we sent. Then the claim files waiting in the AvtaleGiro
 * outbox are sent by SFTP (temporary name, then renamed).
 *
 * A claim file is sent once, even if the server dies between the upload and marking it sent: the intent to upload
 * (upload_started_at) is committed before the first byte goes out. A file with an intent is never uploaded blindly
 * again; the next round settles it by what is known: the file still in Nets' inbound directory (uploaded, not yet
 * taken: marked sent), its receipt read (Nets has it: marked sent), or only our temporary file there (the rename never
 * happened, Nets cannot have it: uploaded again, once UPLOAD_GRACE_MINUTES have passed so that it is not an upload still
 * under way in another instance). With none of these Nets may have taken the file before its receipt
 * came: the file waits for the receipt, and after RECEIPT_WAIT_MINUTES without one it is FAILED for an officer to
 * check with Nets, never resent by itself. (Nets itself refuses a transmission number it has had before: the
 * systemspesifikasjon's forsendelsesnummer is unique per data sender, a second guard.)
 * Unset (no NETS_SFTP_URL), claim files are still made and kept for download, and nothing is fetched.
 */

export const NETS_EXCHANGE_JOB = 'nets.exchange';
export const NETS_POLL_MINUTES = 15;
/**
 * How long an upload begun may still be under way in another runner (an upload takes seconds, every SFTP call times
 * out long before this): only after it is a lone temporary file taken for an upload that died.
 */
export const UPLOAD_GRACE_MINUTES = NETS_POLL_MINUTES;
/** How long a claim file whose upload may have happened waits for Nets' receipt before an officer is asked to check. */
export const RECEIPT_WAIT_MINUTES = 24 * 60;
export const UPLOAD_UNCERTAIN = 'Usikkert om Nets mottok filen: ingen kvittering (L226) innen 24 timer etter sendingen ble påbegynt. Kontroller hos Nets før filen sendes på nytt';
export const sentToNets = (directory: string) => `Sendt til Nets (${directory})`;
export const sentToNetsBeforeRestart = (directory: string, how: string) => `Sendt til Nets (${directory}); ${how}`;

export interface NetsConfig {
  readonly endpoint: SftpEndpoint | undefined;
  /** Our customer unit id at Nets (8 digits): data sender of claim files, data recipient of Nets' files. */
  readonly unitId: string;
  /** Nets' directory we fetch from, where fetched files are moved to, and where we put claim files. */
  readonly fromNets: string;
  readonly archive: string;
  readonly toNets: string;
}

export function netsConfigFromEnv(env: NodeJS.ProcessEnv): NetsConfig {
  return {
    endpoint: sftpEndpointFromEnv(env, 'NETS_SFTP'),
    unitId: (env.NETS_CUSTOMER_UNIT_ID ?? '00000000').padStart(8, '0'),
    fromNets: env.NETS_SFTP_FROM_DIR ?? '/outbound',
    archive: env.NETS_SFTP_ARCHIVE_DIR ?? '/outbound/archive',
    toNets: env.NETS_SFTP_TO_DIR ?? '/inbound',
  };
}

export type FetchedOutcome = NetsFileOutcome['status'] | ReceiptOutcome['status'];

export interface NetsExchangeResult {
  readonly claimFiles: number;
  /** Claim files uploaded in this round. */
  readonly sent: number;
  /** Claim files found already sent by an earlier round that stopped before marking them. */
  readonly settled: number;
  /** Claim files whose upload may have happened, waiting for Nets' receipt (not sent again). */
  readonly waiting: number;
  readonly fetched: readonly { readonly name: string; readonly outcome: FetchedOutcome }[];
}

/** One round of the exchange; `today` is the Oslo day by the clock unless given. */
export async function exchangeWithNets(db: Database, config: NetsConfig, today = () => isoText(osloClock(new Date()))): Promise<NetsExchangeResult> {
  const built = await auditedTransaction(db, (tx) =>
    buildClaimFiles(tx, { today: today(), unitId: config.unitId, transport: config.endpoint ? 'SFTP' : 'DOWNLOAD' }));
  const endpoint = config.endpoint;
  if (!endpoint) {
    // The embedded default: the claim files wait in the product for an officer to download and send.
    await db.transaction(async (tx) => {
      for (const id of built) await setExchangeOutcome(tx, id, 'DONE', 'Ingen SFTP til Nets satt opp: filen ligger til nedlasting');
    });
    return { claimFiles: built.length, sent: 0, settled: 0, waiting: 0, fetched: [] };
  }
  return withSftp(endpoint, async (sftp) => {
    const fetched = await fetchFromNets(db, sftp, config, today);
    const sending = await sendClaimFiles(db, sftp, config);
    return { claimFiles: built.length, ...sending, fetched };
  });
}

/** Nets' files, each read once in its own transaction and then moved to the archive on the server. */
async function fetchFromNets(db: Database, sftp: SftpSession, config: NetsConfig, today: () => string) {
  const fetched: { name: string; outcome: FetchedOutcome }[] = [];
  for (const file of await sftp.list(config.fromNets)) {
    const bytes = await sftp.read(remotePath(config.fromNets, file.name));
    const incoming = { fileName: file.name, bytes, transport: 'SFTP' as const };
    const outcome = await auditedTransaction<{ readonly status: FetchedOutcome }>(db, (tx) => looksLikeReceiptList(latin1Text(bytes))
      ? readReceiptFile(tx, incoming, { unitId: config.unitId })
      : readNetsFile(tx, incoming, { today: today(), unitId: config.unitId }));
    const archived = (await sftp.exists(remotePath(config.archive, file.name))) ? `${file.name}.${Date.now()}` : file.name;
    await sftp.rename(remotePath(config.fromNets, file.name), remotePath(config.archive, archived));
    fetched.push({ name: file.name, outcome: outcome.status });
  }
  return fetched;
}

const markSent = (tx: Queryable, id: number, outcome: string) =>
  setExchangeOutcome(tx, id, 'DONE', outcome).then(() => tx.query(
    `UPDATE avtalegiro_transmission SET is_sent = true, sent_time = coalesce(sent_time, now()),
            status = CASE WHEN status = 'CREATED' THEN 'SENT' ELSE status END
      WHERE exchange_id = $1`, [id]));

/** The claim files not sent yet: each uploaded once, an interrupted one settled as the module comment says. */
async function sendClaimFiles(db: Database, sftp: SftpSession, config: NetsConfig) {
  const pending = await db.query<{ id: number }>(
    "SELECT id::int AS id FROM outside_exchange WHERE kind = 'AVTALEGIRO_CLAIMS' AND direction = 'OUT' AND status = 'PENDING' ORDER BY id");
  let sent = 0;
  let settled = 0;
  let waiting = 0;
  for (const { id } of pending) {
    // The intent, committed before the upload: a later round knows this file may be at Nets.
    const intent = await db.transaction(async (tx) => {
      const exchange = await lockExchange(tx, id);
      if (!exchange || exchange.status !== 'PENDING') return null;
      const [row] = (await tx.query<{ earlier: boolean; stale: boolean; overdue: boolean; receipted: boolean }>(
        `SELECT upload_started_at IS NOT NULL AS earlier,
                coalesce(upload_started_at < now() - make_interval(mins => $3), false) AS stale,
                coalesce(upload_started_at < now() - make_interval(mins => $2), false) AS overdue,
                EXISTS (SELECT 1 FROM avtalegiro_transmission t WHERE t.exchange_id = $1 AND t.is_acknowledged) AS receipted
           FROM outside_exchange WHERE id = $1`, [id, RECEIPT_WAIT_MINUTES, UPLOAD_GRACE_MINUTES])) as [{ earlier: boolean; stale: boolean; overdue: boolean; receipted: boolean }];
      if (!row.earlier) await tx.query('UPDATE outside_exchange SET upload_started_at = now() WHERE id = $1', [id]);
      return { exchange, ...row };
    });
    if (intent === null) continue;
    const { exchange } = intent;
    if (intent.earlier) {
      const atNets = await sftp.exists(remotePath(config.toNets, exchange.fileName));
      const halfWritten = await sftp.exists(remotePath(config.toNets, temporaryName(exchange.fileName)));
      if (atNets || intent.receipted) {
        await db.transaction((tx) => markSent(tx, id, sentToNetsBeforeRestart(config.toNets,
          atNets ? 'funnet i Nets sin innboks etter omstart' : 'kvittering fra Nets lest etter omstart')));
        settled += 1;
        continue;
      }
      if (!halfWritten || !intent.stale) {
        if (!halfWritten && intent.overdue) await db.transaction((tx) => setExchangeOutcome(tx, id, 'FAILED', UPLOAD_UNCERTAIN));
        else waiting += 1;
        continue;
      }
      // Only our temporary file is there, left by an upload that died (not one still under way in another runner):
      // the rename never happened, so Nets cannot have the file. Send it again.
    }
    await sftp.upload(config.toNets, exchange.fileName, exchange.content);
    await db.transaction((tx) => markSent(tx, id, sentToNets(config.toNets)));
    sent += 1;
  }
  return { sent, settled, waiting };
}

/**
 * The job handler, with the configuration read when it runs (tests pass their own). No officer runs it: its changes
 * are audited as the system's named Nets actor (payments read from OCR giro files, receipts, claim files).
 */
export function netsExchangeJob(config: () => NetsConfig = () => netsConfigFromEnv(process.env)): JobHandler {
  return async (_job, db) => runAsNetsExchange(() => exchangeWithNets(db, config()));
}

/** Runs work as the Nets exchange: the audit rows its transactions write name SYSTEM_ACTORS.netsExchange. */
export function runAsNetsExchange<T>(work: () => T): T {
  return runInOperation({ api: 'jobs', operation: NETS_EXCHANGE_JOB, officerId: null, systemActor: SYSTEM_ACTORS.netsExchange, sessionId: null, request: [] }, work);
}

/** Queues the exchange once per NETS_POLL_MINUTES slot of the Oslo day (several instances queue it once) and kicks the runner. */
export function startNetsSchedule(db: Database, runner: { kick(): void }, { now = () => new Date(), lookMs = 60_000 } = {}): { close(): void } {
  const look = async () => {
    const at = now();
    const slot = Math.floor((at.getUTCHours() * 60 + at.getUTCMinutes()) / NETS_POLL_MINUTES);
    try {
      const added = await db.transaction((tx) => enqueueJobs(tx, [{ kind: NETS_EXCHANGE_JOB, key: `${isoText(osloClock(at))}:${slot}` }]));
      if (added.length > 0) runner.kick();
    } catch (error) {
      console.warn('nets: could not queue the exchange', error);
    }
  };
  void look();
  const timer = setInterval(() => void look(), lookMs);
  timer.unref();
  return { close: () => clearInterval(timer) };
}

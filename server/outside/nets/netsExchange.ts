import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import type { Database } from '../../db/database';
import { enqueueJobs } from '../../jobs/jobs';
import type { JobHandler } from '../../jobs/jobRunner';
import { lockExchange, setExchangeOutcome } from '../exchanges';
import { remotePath, sftpEndpointFromEnv, withSftp, type SftpEndpoint } from '../sftp/sftpClient';
import { buildClaimFiles } from './avtaleGiroClaims';
import { readNetsFile, type NetsFileOutcome } from './netsIncoming';

/**
 * The exchange with Mastercard Payment Services (Nets), one background job every NETS_POLL_MINUTES: claim files are
 * made of what waits in the AvtaleGiro outbox, sent by SFTP (temporary name, then renamed), marked acknowledged once
 * Nets has taken them from its inbound directory, and Nets' files (OCR giro payments, mandates) are fetched, read once
 * each and moved to the archive directory on the server. A failed step fails the job, which runs again with backoff;
 * every step is idempotent (a file already read is known by its hash, a claim file already sent is not sent again).
 * Unset (no NETS_SFTP_URL), claim files are still made and kept for download, and nothing is fetched.
 */

export const NETS_EXCHANGE_JOB = 'nets.exchange';
export const NETS_POLL_MINUTES = 15;

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

export interface NetsExchangeResult {
  readonly claimFiles: number;
  readonly sent: number;
  readonly acknowledged: number;
  readonly fetched: readonly { readonly name: string; readonly outcome: NetsFileOutcome['status'] }[];
}

/** One round of the exchange; `today` is the Oslo day by the clock unless given. */
export async function exchangeWithNets(db: Database, config: NetsConfig, today = () => isoText(osloClock(new Date()))): Promise<NetsExchangeResult> {
  const built = await db.transaction((tx) =>
    buildClaimFiles(tx, { today: today(), unitId: config.unitId, transport: config.endpoint ? 'SFTP' : 'DOWNLOAD' }));
  const endpoint = config.endpoint;
  if (!endpoint) {
    // The embedded default: the claim files wait in the product for an officer to download and send.
    await db.transaction(async (tx) => {
      for (const id of built) await setExchangeOutcome(tx, id, 'DONE', 'Ingen SFTP til Nets satt opp: filen ligger til nedlasting');
    });
    return { claimFiles: built.length, sent: 0, acknowledged: 0, fetched: [] };
  }
  return withSftp(endpoint, async (sftp) => {
    // Send the claim files not sent yet, each marked sent in the transaction that holds it.
    const pending = await db.query<{ id: number }>(
      "SELECT id::int AS id FROM outside_exchange WHERE kind = 'AVTALEGIRO_CLAIMS' AND direction = 'OUT' AND status = 'PENDING' ORDER BY id");
    let sent = 0;
    for (const { id } of pending) {
      await db.transaction(async (tx) => {
        const exchange = await lockExchange(tx, id);
        if (!exchange || exchange.status !== 'PENDING') return;
        if (!(await sftp.exists(remotePath(config.toNets, exchange.fileName)))) await sftp.upload(config.toNets, exchange.fileName, exchange.content);
        await setExchangeOutcome(tx, id, 'DONE', `Sendt til Nets (${config.toNets})`);
        await tx.query(
          `UPDATE avtalegiro_transmission SET is_sent = true, sent_time = now(), status = 'SENT' WHERE exchange_id = $1 AND NOT is_sent`, [id]);
        sent += 1;
      });
    }
    // Nets took a file when it is gone from its inbound directory: the transmission is acknowledged.
    const unacknowledged = await db.query<{ id: number; file_name: string }>(
      'SELECT id::int AS id, file_name FROM avtalegiro_transmission WHERE is_sent AND NOT is_acknowledged AND exchange_id IS NOT NULL ORDER BY id');
    let acknowledged = 0;
    for (const row of unacknowledged) {
      if (await sftp.exists(remotePath(config.toNets, row.file_name))) continue;
      await db.query(
        `UPDATE avtalegiro_transmission SET is_acknowledged = true, ack_received_time = now(),
                status = CASE WHEN status = 'SENT' THEN 'ACKNOWLEDGED' ELSE status END,
                approved_count = (SELECT count(*) FROM avtalegiro_transmission_invoice i WHERE i.transmission_id = avtalegiro_transmission.id AND i.error_code IS NULL)
          WHERE id = $1`, [row.id]);
      acknowledged += 1;
    }
    // Fetch what Nets has put out for us: read once, then moved to the archive on the server.
    const fetched: { name: string; outcome: NetsFileOutcome['status'] }[] = [];
    for (const file of await sftp.list(config.fromNets)) {
      const bytes = await sftp.read(remotePath(config.fromNets, file.name));
      const outcome = await db.transaction((tx) => readNetsFile(tx, { fileName: file.name, bytes, transport: 'SFTP' }, { today: today(), unitId: config.unitId }));
      const archived = (await sftp.exists(remotePath(config.archive, file.name))) ? `${file.name}.${Date.now()}` : file.name;
      await sftp.rename(remotePath(config.fromNets, file.name), remotePath(config.archive, archived));
      fetched.push({ name: file.name, outcome: outcome.status });
    }
    return { claimFiles: built.length, sent, acknowledged, fetched };
  });
}

/** The job handler, with the configuration read when it runs (tests pass their own). */
export function netsExchangeJob(config: () => NetsConfig = () => netsConfigFromEnv(process.env)): JobHandler {
  return async (_job, db) => exchangeWithNets(db, config());
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

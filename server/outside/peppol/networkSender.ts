import { ehfNotDeliveredText, ehfRejectedText } from '../../../src/domain/production/networkDelivery';
import { runInOperation } from '../../audit/auditScope';
import type { Database, Queryable } from '../../db/database';
import { startRoundLoop, type RoundLoop } from '../../jobs/roundLoop';
import { DISPATCH_END_POINTS } from '../../production/productionDispatch';
import { localChangeBus, type ChangeBus } from '../../realtime/changeBus';
import { commitChange } from '../../realtime/committedChange';
import type { AccessPoint } from './accessPoint';
import { readInvoiceResponse, readSbdh, ublFacts, wrapInSbdh } from './sbdh';

/**
 * Hands the network outbox's EHF documents to the access point, exactly once (issue 44), after the commit that
 * wrote them: a row is claimed ('Sending'); its envelope is prepared; its hand-over is committed ('HandedOver',
 * under its SBDH instance identifier) and only then given to the access point, which keeps a message by that
 * identifier, so giving it again (after a crash, or when the access point says it does not have it) is still one
 * message. A row claimed by a sender that died before the hand-over is claimed again; one handed over is never
 * claimed again, only finished. Receipts settle it ('Delivered', or 'Failed' and its entry FAILED with the reason),
 * and the receiver's Invoice Responses read back from the access point update it ('Accepted', or 'Rejected' and
 * its entry FAILED in /failed/ with the buyer's reason, where it can be resent).
 */

const BATCH = 25;
const POLL_MS = 5_000;
/** A claim left 'Sending' this long, never handed over, is taken again. */
export const ABANDONED_SEND_SECONDS = 300;
/** The sender's country (COUNTRY_C1 of the envelope): the clients are Norwegian. */
const COUNTRY_C1 = 'NO';

export type NetworkSender = Omit<RoundLoop, 'closed'>;

interface ClaimedRow {
  id: number;
  instance_id: string;
  content: Uint8Array;
  claimed_at: string;
}

/** Fails the produced entry a network row delivered (still SENT), in the caller's transaction; the read paths changed. */
async function failEntry(tx: Queryable, outboxId: number, statusText: string): Promise<string[]> {
  const failed = await tx.query<{ batch_id: number }>(
    `UPDATE production_entry e SET status = 'FAILED', status_text = $2, sent_at = NULL
       FROM network_outbox n
      WHERE n.id = $1 AND n.source_kind = 'production' AND e.id = n.source_id AND e.status = 'SENT'
      RETURNING e.batch_id::int AS batch_id`,
    [outboxId, statusText],
  );
  return failed.length ? [...DISPATCH_END_POINTS, ...failed.map((row) => `Production/${row.batch_id}`)] : [];
}

export function startNetworkSender(db: Database, accessPoint: AccessPoint, options: { bus?: ChangeBus; pollMs?: number; abandonedAfterSeconds?: number; now?: () => Date } = {}): NetworkSender {
  const bus = options.bus ?? localChangeBus();
  const now = options.now ?? (() => new Date());
  const inOperation = <T>(operation: string, work: () => Promise<T>) =>
    runInOperation({ api: 'jobs', operation, officerId: null, sessionId: null, request: [] }, work);

  async function claim(): Promise<ClaimedRow[]> {
    return db.transaction((tx) =>
      tx.query<ClaimedRow>(
        `UPDATE network_outbox SET delivery_status = 'Sending', claimed_at = now()
          WHERE id IN (SELECT id FROM network_outbox
                        WHERE network = 'EHF' AND ((delivery_status = 'Waiting' AND next_attempt_at <= now())
                           OR (delivery_status = 'Sending' AND claimed_at < now() - make_interval(secs => $2)))
                        ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id::int, sbdh_instance_id::text AS instance_id, content, claimed_at::text`,
        [BATCH, options.abandonedAfterSeconds ?? ABANDONED_SEND_SECONDS],
      ),
    );
  }

  /** A document that cannot be enveloped (not a BIS document) fails with the reason, never sent. */
  async function refuse(row: ClaimedRow, reason: string): Promise<void> {
    await inOperation('refuseNetworkDocument', () =>
      commitChange(
        { db, bus },
        async (tx) => {
          await tx.query(`UPDATE network_outbox SET delivery_status = 'Failed', settled_at = now(), last_error = $2 WHERE id = $1 AND delivery_status = 'Sending'`, [row.id, reason]);
          return failEntry(tx, row.id, ehfNotDeliveredText(reason));
        },
        (paths) => paths,
      ),
    );
  }

  async function send(row: ClaimedRow): Promise<void> {
    const ubl = Buffer.from(row.content).toString('utf8');
    let sbdh: string;
    let documentId: string | null;
    try {
      documentId = ublFacts(ubl).id;
      sbdh = wrapInSbdh(ubl, { instanceId: row.instance_id, createdAt: now(), countryC1: COUNTRY_C1 });
    } catch (error) {
      return refuse(row, (error as Error).message);
    }
    await accessPoint.prepare(row.instance_id, sbdh);
    // Committed before the access point sees it: from here on it is only ever finished, never claimed again.
    const [handed] = await db.query<{ id: number }>(
      `UPDATE network_outbox SET delivery_status = 'HandedOver', handed_over_at = now(), picked_up_at = now(), attempts = attempts + 1, document_id = $3
        WHERE id = $1 AND delivery_status = 'Sending' AND claimed_at = $2::timestamptz RETURNING id::int`,
      [row.id, row.claimed_at, documentId],
    );
    if (!handed) return;
    await handOver(row.id, row.instance_id, sbdh);
  }

  async function handOver(id: number, instanceId: string, sbdh: string): Promise<void> {
    try {
      await accessPoint.handOver(instanceId, sbdh);
      await db.query('UPDATE network_outbox SET last_error = NULL WHERE id = $1', [id]);
    } catch (error) {
      // Still handed over: given again (the same instance) when the access point answers.
      await db.query('UPDATE network_outbox SET last_error = $2 WHERE id = $1', [id, (error as Error).message.slice(0, 2000)]);
    }
  }

  /** Receipts of the handed-over rows; a message the access point does not have is given again. */
  async function settle(): Promise<void> {
    const open = await db.query<{ id: number; instance_id: string; content: Uint8Array; handed_over_at: string }>(
      `SELECT id::int, sbdh_instance_id::text AS instance_id, content, handed_over_at::text FROM network_outbox
        WHERE network = 'EHF' AND delivery_status = 'HandedOver' ORDER BY id LIMIT 200`,
    );
    for (const row of open) {
      let receipt;
      try {
        receipt = await accessPoint.receipt(row.instance_id);
      } catch {
        continue;
      }
      // No receipt yet: a drop whose rename a crash cut short is finished (the same file, once).
      if (receipt === null && accessPoint.kind === 'directory') await handOver(row.id, row.instance_id, '');
      if (receipt === null) continue;
      if (receipt === 'missing') {
        const sbdh = wrapInSbdh(Buffer.from(row.content).toString('utf8'), { instanceId: row.instance_id, createdAt: new Date(row.handed_over_at), countryC1: COUNTRY_C1 });
        await handOver(row.id, row.instance_id, sbdh);
        continue;
      }
      await inOperation('settleNetworkDelivery', () =>
        commitChange(
          { db, bus },
          async (tx) => {
            const [moved] = await tx.query<{ id: number }>(
              `UPDATE network_outbox SET delivery_status = $2, settled_at = now(), last_error = $3 WHERE id = $1 AND delivery_status = 'HandedOver' RETURNING id::int`,
              [row.id, receipt.status === 'DELIVERED' ? 'Delivered' : 'Failed', receipt.status === 'FAILED' ? receipt.reason : null],
            );
            return moved && receipt.status === 'FAILED' ? failEntry(tx, row.id, ehfNotDeliveredText(receipt.reason)) : [];
          },
          (paths) => paths,
        ),
      );
    }
  }

  /** Invoice Responses (and any other document) the access point received for us, each kept once. */
  async function readInbound(): Promise<void> {
    let documents;
    try {
      documents = await accessPoint.inbound();
    } catch {
      return;
    }
    for (const document of documents) {
      let instanceId: string;
      let documentType: string;
      let response: ReturnType<typeof readInvoiceResponse> | null = null;
      try {
        const { envelope, payload } = readSbdh(document.xml);
        instanceId = envelope.instanceId;
        documentType = envelope.documentType;
        if (payload.local === 'ApplicationResponse') response = readInvoiceResponse(payload);
      } catch {
        // Not an envelope we can read: left where it is for an operator, not acknowledged.
        continue;
      }
      await inOperation('readInvoiceResponse', () =>
        commitChange(
          { db, bus },
          async (tx) => {
            const [kept] = await tx.query<{ id: number }>(
              `INSERT INTO network_inbound (instance_id, document_type, content, response_code, status_reason)
               VALUES ($1, $2, $3, $4, $5) ON CONFLICT (instance_id) DO NOTHING RETURNING id::int`,
              [instanceId, documentType, Buffer.from(document.xml, 'utf8'), response?.responseCode ?? null, response ? ehfRejectedText(response.statusReasons) : null],
            );
            if (!kept || !response) return [];
            // The invoice it answers: our EHF to the buyer that sent the response, with the invoice number it names.
            const buyer = response.senderEndpoint?.startsWith('0192:') ? response.senderEndpoint.slice(5) : null;
            const [outbox] = await tx.query<{ id: number }>(
              `SELECT id::int FROM network_outbox WHERE network = 'EHF' AND document_id = $1 AND ($2::text IS NULL OR receiver = $2)
                 AND delivery_status IN ('HandedOver', 'Delivered', 'Accepted', 'Rejected') ORDER BY id DESC LIMIT 1`,
              [response.documentId, buyer],
            );
            if (!outbox) return [];
            await tx.query('UPDATE network_inbound SET outbox_id = $2 WHERE id = $1', [kept.id, outbox.id]);
            const rejected = response.responseCode === 'RE';
            const accepted = response.responseCode === 'AP' || response.responseCode === 'PD';
            await tx.query(
              `UPDATE network_outbox SET response_code = $2, response_reason = $3,
                      delivery_status = CASE WHEN $4 THEN 'Rejected' WHEN $5 THEN 'Accepted' WHEN delivery_status = 'HandedOver' THEN 'Delivered' ELSE delivery_status END,
                      settled_at = coalesce(settled_at, now())
                WHERE id = $1`,
              [outbox.id, response.responseCode, rejected ? ehfRejectedText(response.statusReasons) : null, rejected, accepted],
            );
            return rejected ? failEntry(tx, outbox.id, ehfRejectedText(response.statusReasons)) : [];
          },
          (paths) => paths,
        ),
      );
      await accessPoint.acknowledge(document.key);
    }
  }

  async function round(): Promise<void> {
    for (;;) {
      const claimed = await claim();
      for (const row of claimed) await send(row);
      if (claimed.length < BATCH) break;
    }
    await settle();
    await readInbound();
  }

  const loop = startRoundLoop(round, options.pollMs ?? POLL_MS, 'network outbox (access point)');
  return { kick: loop.kick, drain: loop.drain, close: loop.close };
}

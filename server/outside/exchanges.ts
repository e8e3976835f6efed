import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/**
 * The row every exchange with the outside is (ARCHITECTURE.md §8): what was sent or read, its bytes and SHA-256,
 * when, and the outcome. Outgoing rows are written in the transaction of the change that causes them and carried out
 * after commit by a background job; an incoming file is known by its hash, so it is read once however often it comes.
 */

export type Party = 'NETS' | 'AGENCY' | 'PRINTER' | 'BANK';
export type ExchangeKind = 'OCR_GIRO' | 'AVTALEGIRO_CLAIMS' | 'AVTALEGIRO_MANDATES' | 'AVTALEGIRO_RECEIPT' | 'AGENCY_CASES' | 'AGENCY_PAYMENTS' | 'PRINT_BATCH' | 'PAIN001';
export type Transport = 'SFTP' | 'EMAIL' | 'IPP' | 'UPLOAD' | 'DOWNLOAD';

export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface ExchangeFile {
  readonly party: Party;
  readonly kind: ExchangeKind;
  readonly transport: Transport;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/**
 * An incoming file, in the caller's transaction: its id, or null when a file with the same content was read before
 * (the caller then reads nothing). Files of one kind are taken one at a time, so two copies never both pass.
 * A file refused before is read again (what made it foreign, such as a client's missing account, may have been put
 * right since): its row takes the new outcome.
 */
export async function recordIncoming(
  tx: Queryable,
  file: ExchangeFile,
  outcome: { readonly status: 'DONE' | 'REFUSED'; readonly text: string | null },
): Promise<number | null> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`outside_exchange:${file.party}:${file.kind}`]);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO outside_exchange (party, direction, kind, transport, file_name, content, content_hash, status, outcome, done_at)
     VALUES ($1, 'IN', $2, $3, $4, $5, $6, $7, $8, now())
     ON CONFLICT (party, kind, content_hash) WHERE direction = 'IN' DO UPDATE
        SET transport = EXCLUDED.transport, file_name = EXCLUDED.file_name, status = EXCLUDED.status, outcome = EXCLUDED.outcome, done_at = now()
      WHERE outside_exchange.status = 'REFUSED'
     RETURNING id::int AS id`,
    [file.party, file.kind, file.transport, file.fileName, Buffer.from(file.bytes), contentHash(file.bytes), outcome.status, outcome.text],
  );
  return row?.id ?? null;
}

/** The outcome of an incoming file once read (what it registered, or why it was refused). */
export async function setExchangeOutcome(tx: Queryable, id: number, status: 'DONE' | 'REFUSED' | 'FAILED', text: string | null): Promise<void> {
  await tx.query('UPDATE outside_exchange SET status = $2, outcome = $3, done_at = now() WHERE id = $1', [id, status, text]);
}

/** An outgoing file, PENDING until its job has carried it out. */
export async function recordOutgoing(tx: Queryable, file: ExchangeFile): Promise<number> {
  const [row] = (await tx.query<{ id: number }>(
    `INSERT INTO outside_exchange (party, direction, kind, transport, file_name, content, content_hash, status)
     VALUES ($1, 'OUT', $2, $3, $4, $5, $6, 'PENDING') RETURNING id::int AS id`,
    [file.party, file.kind, file.transport, file.fileName, Buffer.from(file.bytes), contentHash(file.bytes)],
  )) as [{ id: number }];
  return row.id;
}

export interface PendingExchange {
  readonly id: number;
  readonly kind: ExchangeKind;
  readonly transport: Transport;
  readonly fileName: string;
  readonly content: Buffer;
  readonly status: 'PENDING' | 'DONE' | 'FAILED' | 'REFUSED';
}

/** An exchange by id, locked for its job (a second runner of the same job waits, then sees it DONE). */
export async function lockExchange(tx: Queryable, id: number): Promise<PendingExchange | null> {
  const [row] = await tx.query<{ id: number; kind: ExchangeKind; transport: Transport; file_name: string; content: Uint8Array; status: PendingExchange['status'] }>(
    'SELECT id::int AS id, kind, transport, file_name, content, status FROM outside_exchange WHERE id = $1 FOR UPDATE',
    [id],
  );
  return row ? { id: row.id, kind: row.kind, transport: row.transport, fileName: row.file_name, content: Buffer.from(row.content), status: row.status } : null;
}

import { latin1Bytes, NETS_UNIT_ID } from '../../../src/domain/nets/fixedWidth';
import { claimIssue, claimShortName, transmissionNumber } from '../../../src/domain/nets/avtaleGiro';
import { writeNetsTransmission, type Claim } from '../../../src/domain/nets/netsFile';
import type { Queryable } from '../../db/database';
import { recordOutgoing } from '../exchanges';

/**
 * AvtaleGiro claims (issue 45): the invoices produced with shipment AVTALEGIRO wait in the network outbox (dispatch
 * writes them there when they are sent); here they become one claim file per client in the AvtaleGiro format
 * (systemspesifikasjon v3.3 §2.2), with its transmission row for the avtalegiro report, in one transaction. An invoice
 * whose customer has no active mandate (a cancelled one included), whose KID cannot be claimed or whose deadline has
 * passed is not claimed: it is listed on the transmission with the reason. The file itself is sent by the Nets job.
 */

interface Waiting {
  readonly outbox_id: number;
  readonly invoice_id: number;
  readonly client_id: number;
  readonly account: string | null;
  readonly customer_nr: number;
  readonly customer_name: string;
  readonly jour_nr: number;
  readonly kid: string | null;
  readonly due_date: string;
  readonly amount_ore: number;
  readonly has_mandate: boolean;
}

export interface ClaimContext {
  readonly today: string;
  /** Our customer unit id at Nets (data sender of the file). */
  readonly unitId: string;
  /** SFTP when Nets is configured; else the file is kept for download. */
  readonly transport: 'SFTP' | 'DOWNLOAD';
}

export const CLAIM_ERROR_CODE = 'AVVIST';

/** Builds the claim files of everything waiting; the ids of the exchanges (files) made. */
export async function buildClaimFiles(tx: Queryable, context: ClaimContext): Promise<number[]> {
  const waiting = await tx.query<Waiting>(
    `SELECT o.id::int AS outbox_id, i.id::int AS invoice_id, i.client_id,
            (SELECT b.account_number FROM client_bank_account b WHERE b.client_id = i.client_id ORDER BY b.account_type <> 'Primary', b.id LIMIT 1) AS account,
            cu.nr AS customer_nr, cu.name AS customer_name, i.jour_nr::float8 AS jour_nr, i.kid, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
            i.rest_amount_ore::float8 AS amount_ore,
            EXISTS (SELECT 1 FROM customer_shipment s WHERE s.customer_id = cu.id AND s.shipment_type = 'AVTALEGIRO' AND s.is_enabled AND NOT s.is_rejected) AS has_mandate
       FROM network_outbox o
       JOIN production_entry e ON o.source_kind = 'production' AND e.id = o.source_id
       JOIN invoice i ON i.id = e.invoice_id
       JOIN customer cu ON cu.id = i.customer_id
      WHERE o.network = 'AVTALEGIRO' AND o.picked_up_at IS NULL
      ORDER BY i.client_id, i.due_date, i.id
        FOR UPDATE OF o SKIP LOCKED`,
  );
  if (waiting.length === 0) return [];
  const byClient = new Map<number, Waiting[]>();
  for (const row of waiting) byClient.set(row.client_id, [...(byClient.get(row.client_id) ?? []), row]);

  const exchanges: number[] = [];
  for (const [clientId, rows] of byClient) {
    const [{ seq }] = (await tx.query<{ seq: number }>("SELECT nextval(pg_get_serial_sequence('avtalegiro_transmission', 'id'))::int AS seq")) as [{ seq: number }];
    const number = transmissionNumber(seq);
    const account = rows[0]!.account;
    const judged = rows.map((row) => ({
      row,
      issue: account === null ? 'Klienten har ingen bankkonto' : claimIssue({ dueDate: row.due_date, amount: row.amount_ore, kid: row.kid, hasMandate: row.has_mandate }, context.today),
    }));
    const claims: Claim[] = judged.filter((j) => j.issue === null).map(({ row }, n) => ({
      number: n + 1, notifiedBy: 'PAYEE', dueDate: row.due_date, amount: row.amount_ore, kid: row.kid!, shortName: claimShortName(row.customer_name),
      foreignReference: `Faktura ${row.jour_nr}`, specification: [],
    }));
    const fileName = `AVTALEGIRO_${clientId}_${context.today}_${number}.txt`;
    const text = claims.length === 0 ? '' : writeNetsTransmission({
      start: { sender: context.unitId, number, recipient: NETS_UNIT_ID },
      assignments: [{ kind: 'claims', number, account: account!, claims }],
      date: claims.map((c) => c.dueDate).sort()[0]!,
    });
    const exchangeId = claims.length === 0 ? null : await recordOutgoing(tx, {
      party: 'NETS', kind: 'AVTALEGIRO_CLAIMS', transport: context.transport, fileName, bytes: latin1Bytes(text),
    });
    const rejected = judged.filter((j) => j.issue !== null).length;
    const [transmission] = (await tx.query<{ id: number }>(
      `INSERT INTO avtalegiro_transmission (id, client_id, transmission_id, sender_id, shipment_number, file_name, status, reg_time, rejected_count,
                                            error_code, error_text, file_content, exchange_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10, $11, $12) RETURNING id::int AS id`,
      [seq, clientId, `AG-${clientId}-${number}`, context.unitId, seq, fileName, claims.length === 0 ? 'FAILED' : 'CREATED', rejected,
        claims.length === 0 ? CLAIM_ERROR_CODE : null, claims.length === 0 ? 'Ingen betalingskrav kunne sendes' : null, text, exchangeId],
    )) as [{ id: number }];
    await tx.query(
      `INSERT INTO avtalegiro_transmission_invoice (transmission_id, customer_nr, invoice_nr, kid, error_code, error_text, invoice_id, amount_ore, due_date)
       SELECT $1, * FROM unnest($2::int[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::bigint[], $9::date[])`,
      [transmission.id, judged.map((j) => j.row.customer_nr), judged.map((j) => j.row.jour_nr), judged.map((j) => j.row.kid),
        judged.map((j) => (j.issue ? CLAIM_ERROR_CODE : null)), judged.map((j) => j.issue), judged.map((j) => j.row.invoice_id),
        judged.map((j) => j.row.amount_ore), judged.map((j) => j.row.due_date)],
    );
    await tx.query('UPDATE network_outbox SET picked_up_at = now() WHERE id = ANY($1::bigint[])', [rows.map((r) => r.outbox_id)]);
    if (exchangeId !== null) exchanges.push(exchangeId);
  }
  return exchanges;
}

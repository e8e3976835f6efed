import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../../src/domain/identifiers/email';
import { CLIENT_NOT_IN_BUNDLE_MESSAGE, REMINDER_BUNDLE_NOT_FOUND_MESSAGE } from '../../src/domain/reminders/reminderTexts';
import { shipmentLabel } from '../../src/domain/shipment/shipmentType';
import type { Queryable } from '../db/database';
import { bytesOf, day, kr, newDocument, PAGE, table } from '../documents/pdfLayout';
import { ApiError } from '../http/apiError';
import { enqueueMail } from '../mail/outbox';

export interface ReminderListRequest {
  readonly bundleId: number;
  readonly clientId: number;
  readonly sender: string;
  readonly rcpt: string;
  readonly subject: string;
  readonly mailBody: string;
  readonly bases: readonly number[];
  readonly officerName: string;
}

interface ListRow {
  customer_no: number;
  customer_name: string;
  invoice_no: number;
  reminder_type: string;
  due_date: string;
  rest_ore: number;
  fee_ore: number;
  interest_ore: number;
  sum_ore: number;
  shipment_type: string;
}

/** The reminder list of one client in a bundle, as a PDF (Documents capability): one row per pending reminder. */
export async function reminderListPdf(
  client: { readonly name: string },
  runDate: string,
  rows: readonly ListRow[],
): Promise<Buffer> {
  const doc = await newDocument(`Purreliste ${client.name}`, runDate);
  doc.font('Helvetica-Bold').fontSize(16).text('Purreliste', PAGE.margin, PAGE.margin);
  doc.font('Helvetica').fontSize(10).text(`${client.name} – purrekjøring ${day(runDate)} – ${rows.length} purringer`);
  table(
    doc,
    doc.y + 12,
    [
      { title: 'Kunde', width: 120 },
      { title: 'Faktura', width: 55, align: 'right' },
      { title: 'Forfall', width: 60 },
      { title: 'Rest', width: 60, align: 'right' },
      { title: 'Gebyr', width: 50, align: 'right' },
      { title: 'Renter', width: 50, align: 'right' },
      { title: 'Sum', width: 60, align: 'right' },
      { title: 'Sendes', width: 40 },
    ],
    rows.map((row) => [
      `${row.customer_no} ${row.customer_name}`,
      String(row.invoice_no),
      day(row.due_date),
      kr(row.rest_ore),
      kr(row.fee_ore),
      kr(row.interest_ore),
      kr(row.sum_ore),
      shipmentLabel(row.shipment_type),
    ]),
  );
  return bytesOf(doc);
}

/**
 * POST DebtCollection/Reminders/{bundleId}/SendToClient: the client's pending reminders of the bundle
 * as a PDF list, mailed through the outbox in the caller's transaction (sent once it commits). The
 * outbox sends from the product's address; the officer's sender address is the message's reply-to
 * in the text. Answers the outbox id.
 */
export async function queueReminderList(tx: Queryable, request: ReminderListRequest): Promise<number> {
  for (const field of ['sender', 'rcpt'] as const) {
    if (!isValidEmail(request[field])) throw new ApiError(400, EMAIL_INVALID_MESSAGE, [{ path: `body.${field}`, message: EMAIL_INVALID_MESSAGE }]);
  }
  const [bundle] = await tx.query<{ run_date: string }>(`SELECT to_char(run_date, 'YYYY-MM-DD') AS run_date FROM reminder_bundle WHERE id = $1`, [
    request.bundleId,
  ]);
  if (!bundle) throw new ApiError(404, REMINDER_BUNDLE_NOT_FOUND_MESSAGE);
  const [client] = await tx.query<{ name: string }>('SELECT name FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [
    request.clientId,
    request.bases,
  ]);
  const rows = client
    ? await tx.query<ListRow>(
        `SELECT cu.nr AS customer_no, cu.name AS customer_name, i.jour_nr::float8 AS invoice_no, r.reminder_type,
                to_char(r.reminder_due_date, 'YYYY-MM-DD') AS due_date, r.invoice_rest_amount_ore::float8 AS rest_ore,
                r.fee_ore::float8 AS fee_ore, r.interest_ore::float8 AS interest_ore, r.sum_ore::float8 AS sum_ore, r.shipment_type
           FROM reminder r JOIN customer cu ON cu.id = r.customer_id JOIN invoice i ON i.id = r.invoice_id
          WHERE r.bundle_id = $1 AND r.client_id = $2 AND r.status = 'Pending' AND r.is_valid
          ORDER BY cu.nr, i.jour_nr, r.id`,
        [request.bundleId, request.clientId],
      )
    : [];
  if (!client || rows.length === 0) throw new ApiError(404, CLIENT_NOT_IN_BUNDLE_MESSAGE);
  const pdf = await reminderListPdf(client, bundle.run_date, rows);
  return enqueueMail(tx, {
    recipient: request.rcpt,
    subject: request.subject,
    text: `${request.mailBody}\n\n(Svar til: ${request.sender})\n`,
    createdBy: request.officerName,
    attachments: [{ fileName: `Purreliste-${request.bundleId}-${request.clientId}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
}

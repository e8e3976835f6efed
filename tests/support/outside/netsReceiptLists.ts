/**
 * Receipt lists as Mastercard Payment Services (Nets) delivers them by SFTP in CSV (see src/domain/nets/netsReceipts.ts
 * for the published fields and the column titles the reader knows): the tests' stand-in for Nets' L226 and L00202.
 */

const line = (values: readonly (string | number)[]) =>
  values.map((v) => (/[;"]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v))).join(';');

/** L226: one line per transmission, Godkjent or Avvist. */
export function transmissionReceiptList(rows: readonly { dataSender: string; transmissionNumber: string; status: 'Godkjent' | 'Avvist'; message?: string }[]): string {
  return [
    line(['Nets-dato', 'Dataavsender', 'Forsendelsesnr', 'Antall oppdrag', 'Status', 'Feilmelding']),
    ...rows.map((r) => line(['28.11.2026', r.dataSender, r.transmissionNumber, 1, r.status, r.message ?? ''])),
  ].join('\r\n') + '\r\n';
}

/** L00202: the rejected transactions (and warnings) of the transmissions read, with the reason on the same line. */
export function rejectionList(rows: readonly {
  dataSender: string; transmissionNumber: string; assignmentNumber: string; transactionNumber: number; kid: string; amountOre: number;
  severity?: 'Avvist' | 'Advarsel'; message: string;
}[]): string {
  return [
    line(['Nets-dato', 'Avtale-ID', 'Oppdragskonto', 'Dataavsender', 'Forsendelsesnr', 'Oppdragsnr', 'Oppdragstype', 'Transaksjonsnr', 'KID', 'Beløp', 'Alvorlighet', 'Melding']),
    ...rows.map((r) => line(['28.11.2026', '000000000', '12345678903', r.dataSender, r.transmissionNumber, r.assignmentNumber, 'AvtaleGiro',
      r.transactionNumber, r.kid, (r.amountOre / 100).toFixed(2).replace('.', ','), r.severity ?? 'Avvist', r.message])),
  ].join('\r\n') + '\r\n';
}

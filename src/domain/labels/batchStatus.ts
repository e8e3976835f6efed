/** Production batch statuses and how the history page names them (part 1 §3, §9). */

export const BATCH_STATUSES = ['NEW', 'APPROVED', 'FAILED', 'SENT'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_STATUS_LABELS: Readonly<Record<BatchStatus, string>> = {
  NEW: 'Venter',
  APPROVED: 'Godkjent',
  FAILED: 'Feilet',
  SENT: 'Produsert',
};

/** A status the product does not know yet is shown as the server sent it rather than hidden. */
export function batchStatusLabel(status: string): string {
  return (BATCH_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

/**
 * The statuses of debt-collection cases and payments, and the words the officer reads for them
 * (part 1 §1: Norwegian everywhere; §2: a client's line counts them as "Venter", "godkjent", "avvist",
 * and the history marks the items "Sendt"). The server and the contract keep the English codes.
 */

export const COLLECTION_STATUSES = ['Ready', 'Approved', 'Rejected', 'Sent'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const COLLECTION_STATUS_LABELS: Readonly<Record<CollectionStatus, string>> = {
  Ready: 'Venter',
  Approved: 'Godkjent',
  Rejected: 'Avvist',
  Sent: 'Sendt',
};

/** A status the product does not know yet is shown as the server sent it rather than hidden. */
export function collectionStatusLabel(status: string): string {
  return (COLLECTION_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

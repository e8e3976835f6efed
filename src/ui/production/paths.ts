export const PRODUCTION_PATH = '/production';
export const FAILED_PATH = '/failed';
export const AMOUNT_CORRECTION_PATH = '/failed/amount-correction';
export const HISTORY_PATH = '/history';
export const DOS_IMPORT_HISTORY_PATH = '/history/dos-import';
export const historyDetailsPath = (id: number) => `/history/details/${id}`;

/** The repair page's search params (part 1 §2 /failed): prodId, entryId, customerId, jourNr (numbers) and type (text). */
export function amountCorrectionPath(entry: { batchId: number | null; entryId: number; customerId: number | null; jourNr: number; type: string }): string {
  const params = new URLSearchParams({
    prodId: String(entry.batchId ?? ''),
    entryId: String(entry.entryId),
    customerId: String(entry.customerId ?? ''),
    jourNr: String(entry.jourNr),
    type: entry.type,
  });
  return `${AMOUNT_CORRECTION_PATH}?${params.toString()}`;
}

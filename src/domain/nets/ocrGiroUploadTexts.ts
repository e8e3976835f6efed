/**
 * The Norwegian texts of the OCR giro upload (/settings/special/ocr-giro, issue 45): OCR giro files from Mastercard
 * Payment Services read by hand exactly as those fetched by SFTP are. The per-file answers are ours.
 */
export const OCR_UPLOAD_TITLE = 'OCR giro';
export const OCR_UPLOAD_INTRO =
  'Last opp én eller flere OCR giro-filer fra Mastercard Payment Services (Nets). Innbetalingene registreres på fakturaen med samme KID; ' +
  'det som ikke finner en faktura, havner under Innbetalinger uten treff. En fil som ikke henger sammen, avvises i sin helhet.';
export const OCR_UPLOAD_PICK_FILES = 'Velg filer';
export const OCR_UPLOAD_NO_FILES = 'Ingen filer valgt';
export const OCR_UPLOAD_SEND = 'Last opp';
export const OCR_UPLOAD_UPLOADING = 'Laster opp …';
export const OCR_UPLOAD_READING = 'Leser filene …';
export const OCR_UPLOAD_FAILED = 'En feil oppstod. Filene er ikke lest; prøv igjen.';
export const OCR_UPLOAD_RESULTS = 'Resultat';
export const OCR_FILE_READ_BEFORE = 'Filen er lest før; ingenting er registrert på nytt';
export const OCR_FILE_STATUS_LABEL = { READ: 'Lest', DUPLICATE: 'Lest før', REFUSED: 'Avvist' } as const;

export const ocrUploadProgress = (percent: number) => `Laster opp … ${percent} %`;

/** What a read file did, in one line. */
export function ocrFileSummary(counts: { payments: number; registered: number; unmatched: number; duplicates: number; mandates: number }): string {
  const parts = [`${counts.payments} innbetalinger`, `${counts.registered} registrert`, `${counts.unmatched} uten treff`, `${counts.duplicates} lest før`];
  if (counts.mandates > 0) parts.push(`${counts.mandates} AvtaleGiro-avtaler`);
  return parts.join(', ');
}

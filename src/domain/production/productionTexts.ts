/** The Norwegian words of production, failed shipments and history (part 1 §2, §8, §9; part 2 §2.11). */
import { formatInteger } from '../numbers/formatNumber';

export const PRODUCTION_TITLE = 'Send ut faktura';
export const FAILED_TITLE = 'Feilede utsendelser';
export const HISTORY_TITLE = 'Utsendte faktura';
export const APPROVE_LABEL = 'Godkjenn';
export const DELETE_LABEL = 'Slett';
export const RESEND_FAILED_MESSAGE = 'En feil oppstod';
export const DOS_IMPORT_FAILED_MESSAGE = 'En feil oppstod';
export const REPAIR_BUTTON_LABEL = 'Behandle beløpsberegning';
export const MISSING_ORG_NO = 'Mangler';
export const MISSING_DATA = 'Mangler data';
export const UNKNOWN_TYPE = 'Ukjent type';
export const NO_ROWS = 'Ingen rekker å vise';
export const DUE_DATE_FLAG_TEXT = 'Forfallsdato er 90 dager eller mer frem i tid';
export const BATCH_FLAG_TEXT = 'Flere oppføringer har forfallsdato 90 dager eller mer frem i tid';
export const REPRODUCE_TITLE = 'Produsere på nytt?';
export const REPRODUCE_HELP = 'Disse er produsert før. Avkryssede produseres på nytt, de andre slettes.';
export const SHIPMENT_TYPE_REQUIRED = 'Velg forsendelse';
export const CREDIT_NOTE_NO_EFAKTURA = 'Kreditnota kan ikke sendes som eFaktura';
export const ENTRY_NOT_FOUND = 'Oppføringen ble ikke funnet';
export const ENTRY_NOT_PENDING = 'Oppføringen venter ikke lenger på godkjenning';
export const BATCH_NOT_FOUND = 'Produksjonen ble ikke funnet';
export const DOS_RANGE_REVERSED = 'Fra-nummer kan ikke være større enn til-nummer';
export const CLIENT_NOT_FOUND = 'Klient ikke funnet';
export const AMOUNT_CORRECTED = 'Beløpet er rettet';

/** The status words of a batch (part 1 §9). */
export const BATCH_STATUS_LABELS = { NEW: 'Venter', APPROVED: 'Godkjent', FAILED: 'Feilet', SENT: 'Produsert' } as const;

/** What the officer is told after Godkjenn or Slett: how many entries it approved, deleted. */
export function productionDoneMessage(approved: number, deleted: number): string {
  return [approved > 0 ? `${formatInteger(approved)} bilag godkjent` : null, deleted > 0 ? `${formatInteger(deleted)} bilag slettet` : null].filter(Boolean).join(', ') || 'Ingenting endret';
}

/** The tabs of a history batch, and the default: the first non-empty among failed, pending, approved, sent (part 1 §4). */
export const HISTORY_TABS = ['failed', 'pending', 'approved', 'sent'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];
export const HISTORY_TAB_LABELS: Readonly<Record<HistoryTab, string>> = { failed: 'Feilet', pending: 'Venter', approved: 'Godkjent', sent: 'Produsert' };

export function defaultHistoryTab(counts: Readonly<Record<HistoryTab, number>>): HistoryTab {
  return HISTORY_TABS.find((tab) => counts[tab] > 0) ?? 'failed';
}

/** Whether a history batch matches the text filter: client number or name, officer, batch id. */
export function historyMatches(batch: { id: number; clientId: number; clientName: string; officerName: string | null }, text: string): boolean {
  const term = text.trim().toLowerCase();
  if (term === '') return true;
  return [String(batch.id), String(batch.clientId), batch.clientName, batch.officerName ?? ''].some((value) => value.toLowerCase().includes(term));
}

/** The amount correction page (part 2 §2.11). */
export const AMOUNT_CORRECTION_TITLE = 'Beløpsberegning';
export const COPY_FROM_TAX_SUMMARY_LABEL = 'Kopier fra MVA-sum';
export const COPY_FAILED_MESSAGE = 'En feil oppstod';
export const NO_LINES = 'Ingen varelinjer';
export const AMOUNTS_AGREE = 'Beløpene stemmer';

/** The words of the mismatch tooltip: both differences (against the VAT summary and the stored total), in kroner as formatted. */
export function mismatchTooltip(againstTaxSummary: string, againstStoredTotal: string): string {
  return `Avvik mot MVA-sum: ${againstTaxSummary}. Avvik mot lagret total: ${againstStoredTotal}.`;
}

/** What the search params of /failed/amount-correction allow: the type, or why the page cannot show it. */
export function amountCorrectionParams(
  params: URLSearchParams,
): { ok: true; entryId: number; type: 'INVOICE' | 'CREDITNOTE' } | { ok: false; message: typeof MISSING_DATA | typeof UNKNOWN_TYPE } {
  const numbers = ['prodId', 'entryId', 'customerId', 'jourNr'].map((name) => params.get(name) ?? '');
  const type = params.get('type') ?? '';
  if (type === '' || numbers.some((value) => !/^[1-9][0-9]{0,15}$/.test(value))) return { ok: false, message: MISSING_DATA };
  if (type !== 'INVOICE' && type !== 'CREDITNOTE') return { ok: false, message: UNKNOWN_TYPE };
  return { ok: true, entryId: Number(numbers[1]), type };
}
export const DOS_IMPORT_HISTORY_TITLE = 'Arkiverte importfiler fra DOS';
export const DOS_IMPORT_ORDERED_MESSAGE = 'DOS-import bestilt';

/** Issue 45: the print batches of a production's PAPER documents on /history/details/{id}. */
export const PRINT_BATCHES_HEADING = 'Utskrift';
export const PRINT_BATCH_STATUS_LABEL = {
  CREATED: 'Samlet, ikke sendt',
  SENT: 'Sendt til skriver',
  PRINTED: 'Skrevet ut',
  FAILED: 'Feilet',
  KEPT: 'Lagret for nedlasting (skriveren har ingen IPP-adresse)',
} as const;

/**
 * The Norwegian words officers read for the codes the APIs carry (issue 43: no English code on screen; part 1
 * §9 and part 2 §3 list the codes). The server and the contracts keep the codes; the screens show these. A code
 * the product does not know yet is shown as sent rather than hidden, so a new value is visible before it has a
 * name. Labels the spec does not word are ours.
 */
import { OPEN_POST_TYPE_LABELS } from '../customer/customerPageTexts';
import { REMINDER_TEXT_LABELS } from '../client/reminderText';
import { IMPORT_SOURCE_LABELS } from '../client/importSource';
import { AGENCY_SHIPMENT_LABELS } from '../settings/collectionAgencies';
import { shipmentLabel } from '../shipment/shipmentType';

const labelOf = (labels: Readonly<Record<string, string>>) => (code: string): string => labels[code] ?? code;

/** A reminder's type (part 1 §3: REMINDER1, REMINDER2, COLLECTION_NOTICE, SOFT_REMINDER), as the reminder texts name it. */
export const reminderTypeLabel = labelOf(REMINDER_TEXT_LABELS);

/**
 * A reminder's step: its type's name with the short code the officers know from DOS (P1, P2, IV), e.g.
 * 'Purring (P1)', 'Inkassovarsel (IV)', where the screens showed 'P1 REMINDER1'.
 */
export function reminderStepLabel(reminderCode: string | null, reminderType: string | null): string {
  if (reminderType === null) return reminderCode ?? '';
  const name = reminderTypeLabel(reminderType);
  return reminderCode ? `${name} (${reminderCode})` : name;
}

/** A ledger or open post's type (part 2 §3.4: INVOICE, PAYMENT, CREDITNOTE). */
export const postTypeLabel = labelOf(OPEN_POST_TYPE_LABELS);

/** A build's status and a deploy's (part 2 §3.8 Build project). */
export const BUILD_STATUS_LABELS: Readonly<Record<string, string>> = {
  IN_PROGRESS: 'Pågår',
  SUCCEEDED: 'Fullført',
  FAILED: 'Feilet',
  STOPPED: 'Stoppet',
  SUCCESSFUL: 'Vellykket',
};
export const buildStatusLabel = labelOf(BUILD_STATUS_LABELS);

/** An AvtaleGiro transmission's status (part 2 §3.8; the codes of the schema). */
export const AVTALEGIRO_STATUS_LABELS: Readonly<Record<string, string>> = {
  CREATED: 'Opprettet',
  SENT: 'Sendt',
  ACKNOWLEDGED: 'Kvittert',
  CONFIRMED: 'Bekreftet',
  FAILED: 'Feilet',
};
export const avtalegiroStatusLabel = labelOf(AVTALEGIRO_STATUS_LABELS);

/** An entry in a debt-collection transmission's send log: how it went (EMAIL, SFTP) and its outcome. */
export function transmissionTypeLabel(transmissionType: string): string {
  return (AGENCY_SHIPMENT_LABELS as Readonly<Record<string, string>>)[transmissionType] ?? shipmentLabel(transmissionType);
}
export const TRANSMISSION_LOG_STATUS_LABELS: Readonly<Record<string, string>> = { OK: 'OK', ERROR: 'Feil' };
export const transmissionLogStatusLabel = labelOf(TRANSMISSION_LOG_STATUS_LABELS);

/** A client's import source (part 2 §3.8), as the client's sources tab names it. */
export const importSourceLabel = labelOf(IMPORT_SOURCE_LABELS);

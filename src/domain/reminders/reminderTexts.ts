/**
 * The Norwegian texts of the reminder screens and their server (part 1 §2, §4, §5, §8), once each.
 */

export const REMINDERS_HEADING = 'Purring';
export const PENDING_TAB_LABEL = 'Til godkjenning';
export const ARCHIVE_TAB_LABEL = 'Arkiv';
export const REMINDER_BUNDLE_NOT_FOUND_MESSAGE = 'Bunt ble ikke funnet';
export const REMINDER_NOT_FOUND_MESSAGE = 'Purringen ble ikke funnet';
export const REMINDER_ALREADY_DECIDED_MESSAGE = 'Purringen er allerede behandlet';
export const NO_REMINDER_BUNDLES_MESSAGE = 'Ingen rekker å vise';
export const NO_REMINDERS_MESSAGE = 'Ingen resultater';

/** Archived reminder status (part 1 §4): Sent is shown as approved, Rejected as rejected. */
export const APPROVED_LABEL = 'Godkjent';
export const REJECTED_LABEL = 'Avvist';
export const PENDING_LABEL = 'Venter';

/** 'Send reminder list to client' (part 1 §2): the default subject and the fixed body. */
export const REMINDER_LIST_SUBJECT = 'Purreliste';
export const REMINDER_LIST_BODY =
  'Hei,\n\nVedlagt er listen over purringer som er klare til utsendelse. Vennligst se over og godkjenn purringene før de sendes ut til kundene.\n\nMed vennlig hilsen\nNorLink';
export const REMINDER_LIST_SENT_MESSAGE = 'Purrelisten er sendt';
export const CLIENT_NOT_IN_BUNDLE_MESSAGE = 'Klienten har ingen purringer i bunten';

/** The server's refusals, which the officer reads in the change-failure toast. */
export function remindersNotInBundleMessage(ids: readonly number[]): string {
  return `Purringer finnes ikke i bunten: ${ids.join(', ')}`;
}

/** Reminders whose customer type is not confirmed yet cannot be approved (part 1 §2: ticked only once confirmed). */
export function unconfirmedCustomerTypeMessage(ids: readonly number[]): string {
  return `Bekreft kundetypen først (purring ${ids.join(', ')})`;
}

export const EMAIL_ONLY_FOR_EMAIL_SHIPMENT_MESSAGE = 'E-post sendes bare med forsendelse E-post';
export const EMAIL_REQUIRED_MESSAGE = 'E-post må fylles ut for forsendelse E-post';


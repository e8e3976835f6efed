import { addDays, type IsoDate } from '../dates/isoDate';
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';
import { countText } from '../numbers/formatNumber';

/**
 * Report dispatch, Rapport-utsendelse (part 1 §2 /reports, §4 report recipients, §7): the texts the spec gives
 * and the rules the page and its server share.
 */
export const REPORTS_HEADING = 'Rapport-utsendelse';
export const NO_REPORTS_MESSAGE = 'Ingen rapporter kjørt';
export const NONE_APPROVED_MESSAGE = 'Ingen rapporter ble godkjent';
export const REPORT_FAILURE_MESSAGE = 'En feil oppstod';
export const SEND_OUT_LABEL = 'Send ut';
export const REJECT_LABEL = 'Avvis';
// Not given by the spec.
export const EDIT_RECIPIENT_TITLE = 'Endre mottaker';
export const RECIPIENT_NOT_FOUND_MESSAGE = 'Mottakeren ble ikke funnet eller er allerede behandlet';
export const EMAIL_ONLY_FOR_EMAIL_RECIPIENT_MESSAGE = 'E-post kan bare endres for mottakere med utsending på e-post';
export const REPORT_NOT_FOUND_MESSAGE = 'Rapporten ble ikke funnet';

/** A client's recipients as its summary counts them: '1 mottaker', '3 mottakere'. */
export function recipientCountText(count: number): string {
  return countText(count, 'mottaker', 'mottakere');
}

/**
 * What 'Send ut' and 'Avvis' tell the officer once done (issue 43, as the other queues tell theirs): how many
 * recipients the reports went out to, or how many were rejected. Zero sent is NONE_APPROVED_MESSAGE instead.
 */
export function reportsDecidedMessage(decision: 'approve' | 'reject', count: number): string {
  return decision === 'approve' ? `Rapporter sendt ut til ${recipientCountText(count)}` : `${recipientCountText(count)} avvist`;
}

/** The reports of a bundle cover the week up to and including its report date (the runs are weekly). */
export const REPORT_PERIOD_DAYS = 7;

export function reportPeriod(reportDate: IsoDate): { readonly from: IsoDate; readonly to: IsoDate } {
  return { from: addDays(reportDate, 1 - REPORT_PERIOD_DAYS), to: reportDate };
}

/** The subject and body of the mail that carries a recipient's reports (not given by the spec). */
export function reportMail(clientName: string, reportDate: IsoDate, labels: readonly string[]): { subject: string; text: string } {
  return {
    subject: `Rapporter fra NorLink for ${clientName} ${reportDate}`,
    text: `Hei!\n\nVedlagt er rapportene for ${clientName} per ${reportDate}:\n${labels.map((label) => `- ${label}`).join('\n')}\n\nMed vennlig hilsen\nNorLink\n`,
  };
}

/** The e-mail of a recipient can be changed only when its documents go by e-mail, and must be valid. */
export function recipientEmailRefusal(shipment: string, email: string): string | null {
  if (shipment !== 'EMAIL') return EMAIL_ONLY_FOR_EMAIL_RECIPIENT_MESSAGE;
  if (!isValidEmail(email.trim())) return EMAIL_INVALID_MESSAGE;
  return null;
}

/**
 * What a produced entry's status says when its EHF did not end well in the PEPPOL network (issue 44): the access
 * point could not deliver it, or the receiver rejected it with a BIS Invoice Response 3 (response code RE, with the
 * buyer's reason). Either way the entry is FAILED and shows in failed shipments (/failed/), where it can be resent.
 */
export const EHF_NOT_DELIVERED_PREFIX = 'EHF ble ikke levert';
export const EHF_REJECTED_PREFIX = 'EHF avvist av mottaker';

const reasonOr = (reason: string | null | undefined, fallback: string) => (reason && reason.trim() ? reason.trim() : fallback);

export const ehfNotDeliveredText = (reason: string | null | undefined) => `${EHF_NOT_DELIVERED_PREFIX}: ${reasonOr(reason, 'aksesspunktet oppga ingen grunn')}`;

/** The rejection's text: the buyer's reason text, or its reason code, or a plain statement that none was given. */
export function ehfRejectedText(reasons: readonly { readonly code: string | null; readonly text: string | null }[]): string {
  const said = reasons.map((r) => r.text ?? (r.code ? `kode ${r.code}` : null)).filter((r): r is string => r !== null);
  return `${EHF_REJECTED_PREFIX}: ${reasonOr(said.join('; '), 'ingen begrunnelse oppgitt')}`;
}

/**
 * The audit trail page's texts. The spec has no audit page (ARCHITECTURE §7 Audit asks for the trail);
 * it lives in the settings area, for Technical officers, with the admin pages of part 2 §2.8.
 */
export const AUDIT_TRAIL_TITLE = 'Revisjonslogg';
export const AUDIT_DOWNLOAD_CSV = 'Last ned CSV';
export const AUDIT_EMPTY = 'Ingen endringer registrert';
export const AUDIT_SUBJECT_NOT_FOUND = 'Fant ikke det du ba om';

export const AUDIT_SUBJECT_LABELS = { client: 'Klient', customer: 'Kunde', invoice: 'Faktura' } as const;

export type AuditSubjectName = keyof typeof AUDIT_SUBJECT_LABELS;

export function isAuditSubject(value: string | undefined): value is AuditSubjectName {
  return value === 'client' || value === 'customer' || value === 'invoice';
}

/** Where the trail of a client, customer or invoice is read. */
export function auditTrailPath(subject: AuditSubjectName, id: number): string {
  return `/settings/audit/${subject}/${id}`;
}

/**
 * A pragmatic e-mail check, not RFC 5322: the point is to catch typing mistakes in an invoice
 * address, not to accept every address the standard allows. Accepted: one '@', a local part
 * without spaces or '@', a domain of dot-separated labels (letters, digits, hyphens, also
 * Norwegian letters for IDN domains such as 'blåbær.no') ending in a top-level label of at
 * least two letters. Quoted local parts and IP-literal domains are rejected on purpose.
 */
const EMAIL_PATTERN = /^[^\s@]+@(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}$/u;

export const EMAIL_MAX_LENGTH = 254;

/** Shown under any e-mail field whose value fails the check; the spec does not word it. */
export const EMAIL_INVALID_MESSAGE = 'Ugyldig e-postadresse';

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  if (!EMAIL_PATTERN.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

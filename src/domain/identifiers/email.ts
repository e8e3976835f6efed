/**
 * A pragmatic e-mail check, not RFC 5322: the point is to catch typing mistakes in an invoice
 * address, not to accept every address the standard allows. Accepted: one '@', a local part
 * without spaces or '@' that neither starts nor ends with a dot nor holds two in a row, a domain of
 * dot-separated labels (letters, digits, hyphens, also Norwegian letters for IDN domains such as
 * 'blåbær.no') ending in a top-level label of at least two letters, at most 254 characters in all.
 * Quoted local parts and IP-literal domains are rejected on purpose, and so is '0@com' (no top-level
 * label), which RFC 5321 allows.
 *
 * The rule is one regular expression so that the contracts state it as it is: every e-mail field of
 * openapi/ refers to openapi/common/email.yaml, whose `pattern` is EMAIL_PATTERN_SOURCE and whose
 * `maxLength` is EMAIL_MAX_LENGTH (JSON Schema counts characters as code points, as this module does);
 * the server's request validator applies it from there (server/http/openapi/emailRule.test.ts holds
 * the three together).
 */
export const EMAIL_PATTERN_SOURCE = String.raw`^(?!\.)(?!.*\.\.)[^\s@]+(?<!\.)@(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+\p{L}{2,}$`;

const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE, 'u');

export const EMAIL_MAX_LENGTH = 254;

/** Shown under any e-mail field whose value fails the check; the spec does not word it. */
export const EMAIL_INVALID_MESSAGE = 'Ugyldig e-postadresse';

/** Characters as JSON Schema's maxLength counts them: code points, so an emoji is one. */
function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

export function isValidEmail(value: string): boolean {
  return codePoints(value) <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

import { isValidEmail, EMAIL_INVALID_MESSAGE } from '../identifiers/email';
import { err, ok, type Result } from '../result';

/** PDF recipients (part 2 §2.8, §5 "Collector recipient", §8). */
export const COLLECTOR_DOMAIN_LISTED = 'Dette domenet er allerede lagt til i listen over mottaker domener';
export const COLLECTOR_EMAIL_EXISTS = 'Denne e-postadressen finnes allerede i registeret';
/** The error code the server answers for an address already registered (part 2 §8, code 12). */
export const COLLECTOR_EMAIL_EXISTS_CODE = '12';
export const COLLECTOR_ADD_FAILED = 'Kunne ikke opprette mottaker';
// Not given by the spec beyond "e-mail required".
export const COLLECTOR_EMAIL_MISSING = 'E-post mangler';
export const COLLECTOR_DOMAINS_EXPLAINED = 'Alle e-postadresser under disse domenene får alltid PDF-en som vedlegg.';

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Whether an address falls under one of the listed domains (the domain itself or a subdomain of it). */
export function isUnderListedDomain(email: string, domains: readonly string[]): boolean {
  const domain = domainOf(email);
  return domains.some((listed) => {
    const name = listed.toLowerCase();
    return domain === name || domain.endsWith(`.${name}`);
  });
}

/**
 * A new single recipient: a valid address, not under a listed domain (those addresses get the PDF
 * already). Whether the address itself is registered is the server's to say (code 12).
 */
export function checkCollectorRecipient(email: string, domains: readonly string[]): Result<string, string> {
  const address = email.trim();
  if (address === '') return err(COLLECTOR_EMAIL_MISSING);
  if (!isValidEmail(address)) return err(EMAIL_INVALID_MESSAGE);
  return isUnderListedDomain(address, domains) ? err(COLLECTOR_DOMAIN_LISTED) : ok(address);
}

import { addDays, type IsoDate } from '../dates/isoDate';
import { isValidKid } from '../identifiers/kid';
import type { Ore } from '../money/ore';

/**
 * The AvtaleGiro scheme's rules for a claim (Mastercard Payment Services, AvtaleGiro user manual §4.1 "Submission
 * and notification deadlines", and the system specification v3.3 §2.2.2). Our invoices are the payer's notice
 * (claims are sent "varslet av betalingsmottaker", transaction type 02, as the scheme asks when the payee notifies).
 */

/** A payee-notified claim must reach Nets by 14:00 at least this many calendar days before its due date (user manual §4.1.2). */
export const CLAIM_LEAD_DAYS = 4;
/** The payer's notice (our invoice) must reach the payer at least this many days before the due date (user manual §1.6.5). */
export const NOTICE_LEAD_DAYS = 7;
/** A due date may not be more than 12 months ahead (system specification §2.2.2, field 6). */
export const CLAIM_MAX_DAYS_AHEAD = 365;

export const CLAIM_TOO_LATE = 'For sent: betalingskravet må være hos Nets senest 4 dager før forfall';
export const CLAIM_TOO_EARLY = 'Forfallsdato mer enn 12 måneder fram i tid';
export const CLAIM_BAD_KID = 'Fakturaen har ingen gyldig KID for AvtaleGiro';
export const CLAIM_NOT_POSITIVE = 'Beløpet må være større enn 0';
export const CLAIM_NO_MANDATE = 'Kunden har ingen aktiv AvtaleGiro-avtale';

/** Why an invoice cannot be claimed today, or null when it can. */
export function claimIssue(claim: { readonly dueDate: IsoDate; readonly amount: Ore; readonly kid: string | null; readonly hasMandate: boolean }, today: IsoDate): string | null {
  if (!claim.hasMandate) return CLAIM_NO_MANDATE;
  // AvtaleGiro KIDs are digits only: a MOD11 KID ending in '-' cannot be claimed (spec §2.2.2, field 9).
  if (claim.kid === null || !/^\d+$/.test(claim.kid) || !isValidKid(claim.kid)) return CLAIM_BAD_KID;
  if (claim.amount <= 0) return CLAIM_NOT_POSITIVE;
  if (claim.dueDate < addDays(today, CLAIM_LEAD_DAYS)) return CLAIM_TOO_LATE;
  if (claim.dueDate > addDays(today, CLAIM_MAX_DAYS_AHEAD)) return CLAIM_TOO_EARLY;
  return null;
}

/**
 * The customer number in a KID's fixed part: our KIDs are the customer number (7 digits), the journal number (8)
 * and a check digit, and the AvtaleGiro registration names positions 1–7 as the part a mandate is bound to.
 */
export const KID_CUSTOMER_DIGITS = 7;

export function avtaleGiroCustomerNumber(kid: string): number | null {
  if (!/^\d+-?$/.test(kid) || kid.length <= KID_CUSTOMER_DIGITS) return null;
  return Number(kid.slice(0, KID_CUSTOMER_DIGITS));
}

/** The payer's short name on the claim (10 characters, spec §2.2.3 field 6): helps Nets' lists name a rejected claim. */
export function claimShortName(customerName: string): string {
  return customerName.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, 10);
}

/** The transmission's and assignment's number (7 digits, unique for 12 months and a day per agreement): from a running number. */
export function transmissionNumber(sequence: number): string {
  return String(sequence % 10_000_000).padStart(7, '0');
}

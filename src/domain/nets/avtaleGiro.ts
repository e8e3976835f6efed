import { isoText, plusMonths } from '../dates/calendarDay';
import { addDays, calendarDay, type IsoDate } from '../dates/isoDate';
import { isValidKid } from '../identifiers/kid';
import type { Ore } from '../money/ore';

/**
 * The AvtaleGiro scheme's deadlines for a claim. Our invoices are the payer's notice: claims are sent "varslet av
 * betalingsmottaker" (transaction type 02), which Mastercard Payment Services (MPS, formerly Nets) asks for whenever
 * the payee notifies, and always with eFaktura ("Payment claims", mastercardpaymentservices.com/norway/utvikler/paymentclaims).
 *
 * What the published texts say, and what they do not (checked 2026-11-28 against the MPS developer pages and the
 * Nets user manuals reachable here):
 * - Due date at most 12 months ahead: published ("Payment claims": free text for "multiple payments with due dates up
 *   to a maximum of 12 months in the future"; AvtaleGiro systemspesifikasjon v3.3 §2.2.2 field 6).
 * - A cancellation must reach MPS by 14:00 the day before the due date: published ("Cancelling payment claims",
 *   mastercardpaymentservices.com/norway/utvikler/cancellingpaymentclaims). We send no cancellations yet.
 * - Bank-notified claims (type 21) by 14:00 on the last working day of the month for due dates from the 15th of the
 *   next month to the 14th of the month after: published (AvtaleGiro User Manual v3.1, July 2013, §4.1.1). Unused here.
 * - Payee-notified claims (type 02, ours): the number of days before the due date by which the claim must reach MPS
 *   was NOT found in any published text reachable here (the manual's §4.1.2 and the MPS "deadlines" text were not
 *   available). CLAIM_LEAD_DAYS below is therefore not a published figure: it is the lead time this product has used
 *   since issue 45 and must be confirmed with MPS (support.norway@mastercard.com) before it is relied on.
 * - The payer's notice period (how long before the due date our invoice must reach the payer): MPS publishes that a
 *   payee who fails "the notification deadline" may see the payment reversed ("Notification to payers of upcoming
 *   payment", mastercardpaymentservices.com/norway/utvikler/notificationtopayersofupcomingpayment), but the figure
 *   itself was NOT found published; the product does not enforce one (only payees' own pages say "at least 7 days").
 */

/**
 * Calendar days before its due date a payee-notified claim is made and sent. NOT a published figure (see above):
 * the product's own lead time, to be confirmed with Mastercard Payment Services.
 */
export const CLAIM_LEAD_DAYS = 4;
/** A due date may not be more than 12 months ahead (published: "Payment claims"; systemspesifikasjon v3.3 §2.2.2 field 6). */
export const CLAIM_MAX_MONTHS_AHEAD = 12;

export const CLAIM_TOO_LATE = `For sent: betalingskravet må være hos Nets senest ${CLAIM_LEAD_DAYS} dager før forfall`;
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
  if (claim.dueDate > isoText(plusMonths(calendarDay(today), CLAIM_MAX_MONTHS_AHEAD))) return CLAIM_TOO_EARLY;
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

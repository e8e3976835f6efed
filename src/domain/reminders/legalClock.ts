import { addDays, type IsoDate } from '../dates/isoDate';
import { formatNorwegianDate } from '../dates/norwegianDate';
import type { Ore } from '../money/ore';
import { ruleInForce, type LegalRuleRow } from '../rules/legalRules';
import { minDaysOn, reminderFee, type LateChargeRules } from './lateCharges';
import { lateInterestCharge, type PrincipalReduction } from './lateInterest';

/**
 * The legal clock of a claim (issue 42): which step is next, the earliest day the law and the client's agreement
 * allow it, what may be charged on that day, and the rule that decides it. The invoice page shows it, and the
 * reminder run makes exactly the reminders it says are due (server/reminders/reminderRun.ts), so an officer sees
 * why a claim did or did not move on.
 *
 * The steps and what decides them:
 * - Purring (REMINDER1): any time after the due date; the run sends it the client's reminder days after it. A fee
 *   only from 14 days after the due date (inkassoforskriften § 1-2 first paragraph).
 * - 2. purring (REMINDER2), for clients who send one: after the first reminder's deadline, which is at least 14 days
 *   (lateCharges.reminderDueDate); a second fee only then, and never a third (inkassoforskriften § 1-3 first paragraph).
 * - Inkassovarsel (COLLECTION_NOTICE): after the due date and after the last reminder's deadline, with a deadline of
 *   at least 14 days of its own (inkassoloven § 9 first paragraph letter a and second paragraph); a fee if it is the
 *   first or second (§ 1-3: 'en purring og et inkassovarsel'). Debt collection decides it, not the run.
 * - Inkasso (HAND_OVER): only once the notice's deadline has run out unpaid (inkassoloven § 9 first paragraph letter b).
 * - Against a business debtor (næringsdrivende) the creditor may also claim the standardkompensasjon from the first
 *   day of delay, less the reminder fees charged (forsinkelsesrenteloven § 3a); never against a consumer.
 * Interest runs on the principal from the due date whatever the step (forsinkelsesrenteloven § 2).
 */

export type ClaimStep = 'REMINDER1' | 'REMINDER2' | 'COLLECTION_NOTICE' | 'HAND_OVER';

export interface ClaimReminder {
  readonly type: 'REMINDER1' | 'REMINDER2' | 'COLLECTION_NOTICE' | 'SOFT_REMINDER';
  readonly status: 'Sent' | 'Pending' | 'Rejected';
  readonly dueDate: IsoDate;
}

export interface ClaimFacts {
  readonly dueDate: IsoDate;
  readonly restAmount: Ore;
  readonly principal: Ore;
  readonly reductions: readonly PrincipalReduction[];
  readonly interestChargedUntil: IsoDate | null;
  readonly feesChargedBefore: number;
  /** What those fees came to: deducted from a business debtor's standardkompensasjon. */
  readonly feesChargedAmount: Ore;
  readonly lastFeeReminderDueDate: IsoDate | null;
  readonly customerType: 'Retail' | 'Business';
  /** Settled, credited or nothing left to pay. */
  readonly settled: boolean;
  /** Stopped by an officer (is_active false). */
  readonly stopped: boolean;
  readonly sentToCollection: boolean;
  readonly reminders: readonly ClaimReminder[];
  /** The client's days after the due date before the run reminds (client_settings.reminder_days). */
  readonly clientReminderDays: number;
  readonly clientSendsSecondReminder: boolean;
}

export interface LegalStep {
  /** The next step, or null when none lies ahead (paid, stopped, waiting, with the agency). */
  readonly step: ClaimStep | null;
  readonly earliest: IsoDate | null;
  /** In plain Norwegian: 'Tidligst 12.12.2026: 14 dager etter forrige purring', or why nothing is next. */
  readonly reason: string;
  /** The paragraph the earliest day rests on. */
  readonly law: string;
  /** What may be charged on the earliest day: the fee, the interest not charged before, the business compensation. */
  readonly fee: Ore;
  readonly interest: Ore;
  readonly compensation: Ore;
}

export const STEP_LABELS: Readonly<Record<ClaimStep, string>> = {
  REMINDER1: 'Purring',
  REMINDER2: '2. purring',
  COLLECTION_NOTICE: 'Inkassovarsel',
  HAND_OVER: 'Oversendelse til inkasso',
};

const none = (reason: string): LegalStep => ({ step: null, earliest: null, reason, law: '', fee: 0, interest: 0, compensation: 0 });

const later = (a: IsoDate, b: IsoDate) => (a > b ? a : b);

/** The claim's next step as of `today` (see the module comment); `legalRows` give the standardkompensasjon. */
export function legalClock(facts: ClaimFacts, rules: LateChargeRules, legalRows: readonly LegalRuleRow[], today: IsoDate): LegalStep {
  if (facts.settled || facts.restAmount <= 0) return none('Fakturaen er betalt; ingen flere trinn.');
  if (facts.sentToCollection) return none('Kravet er sendt til inkasso; inkassoselskapet har de neste trinnene.');
  if (facts.stopped) return none('Fakturaen er stoppet; ingen purring lages før den er aktiv igjen.');
  if (facts.reminders.some((r) => r.status === 'Pending')) return none('En purring venter på godkjenning.');
  if (facts.reminders.some((r) => r.status === 'Rejected')) return none('En purring ble avvist; kjøringen lager ingen ny purring av fakturaen.');
  const sent = facts.reminders.filter((r) => r.status === 'Sent');
  const last = sent.at(-1);
  const minDays = minDaysOn(today, rules);
  let step: ClaimStep;
  let earliest: IsoDate;
  let reason: string;
  let law: string;
  const day = (date: IsoDate) => formatNorwegianDate(date);
  if (!last) {
    step = 'REMINDER1';
    earliest = addDays(facts.dueDate, Math.max(1, facts.clientReminderDays));
    reason = `Tidligst ${day(earliest)}: ${facts.clientReminderDays} dager etter forfall ${day(facts.dueDate)} (klientens purredager)`;
    law = 'Purring kan sendes etter forfall; gebyr tidligst 14 dager etter forfall (inkassoforskriften § 1-2 første ledd).';
  } else if (last.type === 'COLLECTION_NOTICE') {
    step = 'HAND_OVER';
    earliest = addDays(last.dueDate, 1);
    reason = `Tidligst ${day(earliest)}: etter at fristen i inkassovarselet (${day(last.dueDate)}) har løpt ut`;
    law = 'Inkassotiltak først når fristen i inkassovarselet har løpt ut uten betaling (inkassoloven § 9 første ledd bokstav b).';
  } else if (last.type === 'REMINDER1' && facts.clientSendsSecondReminder && !sent.some((r) => r.type === 'REMINDER2')) {
    step = 'REMINDER2';
    earliest = addDays(last.dueDate, 1);
    reason = `Tidligst ${day(earliest)}: dagen etter fristen i forrige purring (${day(last.dueDate)}), som er minst ${minDays} dager`;
    law = 'Nytt purregebyr bare etter at fristen i første purring på minst 14 dager er oversittet, og for høyst to purringer (inkassoforskriften § 1-3 første ledd).';
  } else {
    step = 'COLLECTION_NOTICE';
    earliest = later(addDays(last.dueDate, 1), addDays(facts.dueDate, 1));
    reason = `Tidligst ${day(earliest)}: etter fristen i forrige purring (${day(last.dueDate)}), med minst ${minDays} dagers frist`;
    law = 'Inkassovarsel etter forfall, med betalingsfrist på minst 14 dager fra det sendes (inkassoloven § 9 første ledd bokstav a og annet ledd).';
  }
  const when = later(earliest, today);
  const fee = step === 'HAND_OVER'
    ? 0
    : reminderFee({ sentOn: when, invoiceDueDate: facts.dueDate, feesChargedBefore: facts.feesChargedBefore, lastFeeReminderDueDate: facts.lastFeeReminderDueDate }, rules).fee;
  const interest = lateInterestCharge({
    principalNow: facts.principal, reductions: facts.reductions, dueDate: facts.dueDate, chargedUntil: facts.interestChargedUntil, until: when, rates: rules.interestRates,
  }).total;
  const standard = facts.customerType === 'Business' ? (ruleInForce(legalRows, 'STANDARD_COMPENSATION', when)?.value ?? 0) : 0;
  return { step, earliest, reason, law, fee, interest, compensation: Math.max(0, standard - facts.feesChargedAmount) };
}

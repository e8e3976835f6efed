import type { Ore } from '../money/ore';
import type { PartAmounts } from '../payment/paymentAllocation';

/**
 * What a sent reminder books (issue 40): its fee and its interest become open parts of the invoice and posts
 * of the customer's ledger, so the amount the reminder asks for is the amount the ledger says is owed, and a
 * payment of exactly that amount settles the invoice (the payment covers fee, interest, then the invoice part:
 * paymentAllocation.ts). A reminder that is rejected, not sent (NOSEND) or fails to be delivered books nothing.
 */

/** The ledger post types a reminder books, with the text the ledger shows. */
export const REMINDER_POST_TEXTS = { REMINDER_FEE: 'Purregebyr', LATE_INTEREST: 'Forsinkelsesrente' } as const;
export type ReminderPostType = keyof typeof REMINDER_POST_TEXTS;

export interface ReminderAmounts {
  readonly fee: Ore;
  readonly interest: Ore;
}

/** The invoice's open parts once a sent reminder's fee and interest are booked on it. */
export function bookReminderCharge(parts: PartAmounts, charge: ReminderAmounts): PartAmounts {
  return { invoicePart: parts.invoicePart, interestPart: parts.interestPart + charge.interest, feePart: parts.feePart + charge.fee };
}

/** The posts a sent reminder books, one per amount above zero, fee first. */
export function reminderPosts(charge: ReminderAmounts): { readonly type: ReminderPostType; readonly text: string; readonly amount: Ore }[] {
  const posts: { type: ReminderPostType; text: string; amount: Ore }[] = [];
  if (charge.fee > 0) posts.push({ type: 'REMINDER_FEE', text: REMINDER_POST_TEXTS.REMINDER_FEE, amount: charge.fee });
  if (charge.interest > 0) posts.push({ type: 'LATE_INTEREST', text: REMINDER_POST_TEXTS.LATE_INTEREST, amount: charge.interest });
  return posts;
}

export type BookedReminderType = 'REMINDER1' | 'REMINDER2' | 'COLLECTION_NOTICE' | 'SOFT_REMINDER';

/** The Historikk event a sent reminder writes on its invoice (the seed's history reads the same). */
export const REMINDER_SENT_EVENT: Readonly<Record<BookedReminderType, string>> = {
  REMINDER1: 'Purring sendt',
  REMINDER2: '2. purring sendt',
  COLLECTION_NOTICE: 'Inkassovarsel sendt',
  SOFT_REMINDER: 'Betalingspåminnelse sendt',
};

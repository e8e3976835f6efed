/**
 * Registering an incoming payment (/register-payment/, part 1 §2, §5): how a paid amount is spread over
 * the open parts of the customer's invoices, and what a registration must satisfy. All amounts in øre.
 *
 * Rules (the spec leaves the server's validation open; these are ours, used by the page and the server):
 * - Each invoice has three open parts: the invoice part, interest and fees. A payment is suggested to
 *   cover the fee first, then the interest, then the invoice part, invoice by invoice in the order picked.
 * - No part is ever allocated beyond its rest, nor below zero.
 * - What is not allocated is the remainder: positive it stays with the customer as a credit ('Tilgode'),
 *   negative (allocated more than paid) it cannot be registered.
 * - The amount is above zero with at most two decimals (whole øre); the bank date is not in the future.
 * - Reversing a payment gives every part back exactly what the payment took.
 */
import { sumOre, type Ore } from '../money/ore';

export interface PartAmounts {
  readonly invoicePart: Ore;
  readonly interestPart: Ore;
  readonly feePart: Ore;
}

export const NO_PARTS: PartAmounts = { invoicePart: 0, interestPart: 0, feePart: 0 };

/** The order a payment covers an invoice's parts in. */
export const ALLOCATION_ORDER = ['feePart', 'interestPart', 'invoicePart'] as const satisfies readonly (keyof PartAmounts)[];

export const PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE = 'Beløpet må være større enn 0';
export const BANK_DATE_IN_FUTURE_MESSAGE = 'Bankdato kan ikke være fram i tid';
export const ALLOCATION_NEGATIVE_MESSAGE = 'Fordelt beløp kan ikke være negativt';
export const ALLOCATION_BEYOND_REST_MESSAGE = 'Kan ikke fordele mer enn restbeløpet';
export const ALLOCATION_BEYOND_AMOUNT_MESSAGE = 'Det er fordelt mer enn innbetalt beløp';
/** The remainder while positive: kept as the customer's credit. */
export const CREDIT_LABEL = 'Tilgode';

export function partsTotal(parts: PartAmounts): Ore {
  return parts.invoicePart + parts.interestPart + parts.feePart;
}

/** The suggestion for one invoice: fee, interest, invoice part, each up to its rest, from what is left to allocate. */
export function suggestForInvoice(left: Ore, rest: PartAmounts): PartAmounts {
  let remaining = Math.max(0, left);
  const allocated: Record<keyof PartAmounts, Ore> = { ...NO_PARTS };
  for (const part of ALLOCATION_ORDER) {
    allocated[part] = Math.min(remaining, Math.max(0, rest[part]));
    remaining -= allocated[part];
  }
  return allocated;
}

/** The suggestion for invoices in the order picked: each takes what the ones before it left. */
export function suggestAllocation(amount: Ore, rests: readonly PartAmounts[]): PartAmounts[] {
  let left = amount;
  return rests.map((rest) => {
    const allocated = suggestForInvoice(left, rest);
    left -= partsTotal(allocated);
    return allocated;
  });
}

/** What is left to allocate: positive is the customer's credit, negative is allocated beyond the amount. */
export function remainderOf(amount: Ore, allocations: readonly PartAmounts[]): Ore {
  return amount - sumOre(allocations.map(partsTotal));
}

export type RemainderTone = 'credit' | 'overAllocated' | 'settled';

/** Green ('Tilgode') when positive, red when negative, grey at zero. */
export function remainderTone(remainder: Ore): RemainderTone {
  if (remainder > 0) return 'credit';
  return remainder < 0 ? 'overAllocated' : 'settled';
}

/** Why one invoice's allocation cannot stand, by part; empty when it can. */
export function allocationIssues(allocated: PartAmounts, rest: PartAmounts): Partial<Record<keyof PartAmounts, string>> {
  const issues: Partial<Record<keyof PartAmounts, string>> = {};
  for (const part of ALLOCATION_ORDER) {
    if (allocated[part] < 0) issues[part] = ALLOCATION_NEGATIVE_MESSAGE;
    else if (allocated[part] > rest[part]) issues[part] = ALLOCATION_BEYOND_REST_MESSAGE;
  }
  return issues;
}

/** An invoice's rests after a payment took `allocated` from them. */
export function applyAllocation(rest: PartAmounts, allocated: PartAmounts): PartAmounts {
  return {
    invoicePart: rest.invoicePart - allocated.invoicePart,
    interestPart: rest.interestPart - allocated.interestPart,
    feePart: rest.feePart - allocated.feePart,
  };
}

/** An invoice's rests after the payment that took `allocated` is reversed. */
export function reverseAllocation(rest: PartAmounts, allocated: PartAmounts): PartAmounts {
  return {
    invoicePart: rest.invoicePart + allocated.invoicePart,
    interestPart: rest.interestPart + allocated.interestPart,
    feePart: rest.feePart + allocated.feePart,
  };
}

/** The amount's own issue (above zero), or null. Whole øre is the caller's part: an Ore is whole by type. */
export function paymentAmountIssue(amount: Ore): string | null {
  return amount > 0 ? null : PAYMENT_AMOUNT_NOT_POSITIVE_MESSAGE;
}

/** The bank date's issue (after today, both yyyy-mm-dd on the Oslo calendar), or null. */
export function bankDateIssue(bankDate: string, today: string): string | null {
  return bankDate > today ? BANK_DATE_IN_FUTURE_MESSAGE : null;
}

/** The allocations' issue as a whole: more allocated than paid; null when the remainder is zero or a credit. */
export function remainderIssue(amount: Ore, allocations: readonly PartAmounts[]): string | null {
  return remainderOf(amount, allocations) < 0 ? ALLOCATION_BEYOND_AMOUNT_MESSAGE : null;
}

/** The amounts of an open invoice that a paid amount may match (Find invoice, part 1 §2). */
export interface MatchableAmounts {
  readonly restAmount: Ore;
  readonly invoicePart: Ore;
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
}

/** Whether a paid amount matches the invoice's rest, invoice part, or amount ex or incl tax: Find invoice filters and highlights by it. */
export function matchesPaidAmount(invoice: MatchableAmounts, amount: Ore): boolean {
  return amount === invoice.restAmount || amount === invoice.invoicePart || amount === invoice.amountExTax || amount === invoice.amountIncTax;
}

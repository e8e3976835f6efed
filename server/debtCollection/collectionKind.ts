/**
 * Cases and payments move through the same bundle → transmission → item structure; what differs
 * is the table, the amount column, the agency's file format and the names the API uses.
 */
export type CollectionKind = 'CASE' | 'PAYMENT';

export interface KindSpec {
  readonly kind: CollectionKind;
  /** The item table; a constant, never user input. */
  readonly table: 'dc_case' | 'dc_payment';
  readonly amountColumn: 'invoice_amount_ore' | 'amount_ore';
  /** The agency setup column naming the file format for this kind. */
  readonly formatColumn: 'invoice_format' | 'payment_format';
  /** `numberOfCases` / `numberOfPayments` in the answers. */
  readonly countField: 'numberOfCases' | 'numberOfPayments';
  /** The read paths of this kind on the legacy API (`DebtCollection/Cases`). */
  readonly basePath: 'DebtCollection/Cases' | 'DebtCollection/Payments';
}

export const KINDS: Readonly<Record<CollectionKind, KindSpec>> = {
  CASE: {
    kind: 'CASE',
    table: 'dc_case',
    amountColumn: 'invoice_amount_ore',
    formatColumn: 'invoice_format',
    countField: 'numberOfCases',
    basePath: 'DebtCollection/Cases',
  },
  PAYMENT: {
    kind: 'PAYMENT',
    table: 'dc_payment',
    amountColumn: 'amount_ore',
    formatColumn: 'payment_format',
    countField: 'numberOfPayments',
    basePath: 'DebtCollection/Payments',
  },
};

/** The read endPoints a decision on a bundle changes: the lists, the bundle and its transmissions, the menu badge. */
export function decisionEndPoints(spec: KindSpec, bundleId: number): string[] {
  return [spec.basePath, `${spec.basePath}/Pending`, `${spec.basePath}/${bundleId}`, 'pending/collection-bundles'];
}

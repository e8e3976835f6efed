/**
 * When the company register (Enhetsregisteret) says an organisation can no longer be reminded as a going
 * concern: bankrupt (konkurs, konkursloven), under compulsory dissolution (tvangsavvikling or tvangsoppløsning,
 * aksjeloven §§ 16-15 to 16-18), under dissolution (avvikling, aksjeloven § 16-1) or deleted. A debtor's
 * bankruptcy stops its reminders at once: after the opening of bankruptcy proceedings a claim is lodged with the
 * estate (konkursloven § 108), not collected from the debtor. The reminder run and the register watch both
 * stop a customer's reminders by this rule, with these reasons.
 */

export const INSOLVENCY_KINDS = ['BANKRUPT', 'COMPULSORY_DISSOLUTION', 'LIQUIDATION', 'DELETED'] as const;
export type InsolvencyKind = (typeof INSOLVENCY_KINDS)[number];

/** The register's facts the rule reads. */
export interface InsolvencyFacts {
  readonly isBankrupt: boolean;
  readonly isUnderCompulsion: boolean;
  readonly isUnderLiquidation: boolean;
  /** The date the register deleted the organisation, null while it exists. */
  readonly deletedDate: string | null;
}

/** The most serious state the register gives, or null for a going concern. */
export function insolvencyOf(facts: InsolvencyFacts): InsolvencyKind | null {
  if (facts.isBankrupt) return 'BANKRUPT';
  if (facts.isUnderCompulsion) return 'COMPULSORY_DISSOLUTION';
  if (facts.isUnderLiquidation) return 'LIQUIDATION';
  if (facts.deletedDate !== null) return 'DELETED';
  return null;
}

/** The reason a stopped reminder shows (part 1 §7, the bundle's stopped list). */
export const INSOLVENCY_STOP_REASON: Readonly<Record<InsolvencyKind, string>> = {
  BANKRUPT: 'Kunden er konkurs (Enhetsregisteret)',
  COMPULSORY_DISSOLUTION: 'Kunden er under tvangsavvikling (Enhetsregisteret)',
  LIQUIDATION: 'Kunden er under avvikling (Enhetsregisteret)',
  DELETED: 'Kunden er slettet i Enhetsregisteret',
};

/** The state as the officers' queue names it. */
export const INSOLVENCY_LABEL: Readonly<Record<InsolvencyKind, string>> = {
  BANKRUPT: 'Konkurs',
  COMPULSORY_DISSOLUTION: 'Under tvangsavvikling',
  LIQUIDATION: 'Under avvikling',
  DELETED: 'Slettet',
};

import { addDays, isIsoDate, type IsoDate } from '../dates/isoDate';
import { formatNorwegianDate } from '../dates/norwegianDate';
import { formatAmount } from '../money/formatAmount';

/**
 * Rules that change with the law, as dated data (issue 42): each kind is a table of rows, each row in force
 * from its date until the next row of its kind, with the published source it rests on. The tables live in the
 * database and are kept by Technical officers; the domain's rules take them as input (lateCharges.ts,
 * legalClock.ts), so a new half-year's rate is a row, not a release.
 */

export type LegalRuleKind = 'LATE_INTEREST' | 'STANDARD_COMPENSATION' | 'INKASSOSATS' | 'REMINDER_FEE_CAP' | 'MIN_DAYS_BETWEEN_STEPS';

export interface LegalRuleRow {
  readonly id: number;
  readonly kind: LegalRuleKind;
  readonly validFrom: IsoDate;
  /** Basis points (LATE_INTEREST), øre (the amounts) or days (MIN_DAYS_BETWEEN_STEPS). */
  readonly value: number;
  readonly sourceText: string;
  readonly sourceUrl: string | null;
}

export type RuleUnit = 'basisPoints' | 'ore' | 'days';
/** How often a new row is due: each half-year (1 January and 1 July), each year (1 January), or when the law changes. */
export type RuleCadence = 'halfYear' | 'year' | 'none';

export interface RuleKindFacts {
  readonly label: string;
  readonly unit: RuleUnit;
  readonly cadence: RuleCadence;
  /** The law that makes the rule. */
  readonly law: string;
  readonly min: number;
  readonly max: number;
}

/**
 * The kinds, their units and the law behind each:
 * - Forsinkelsesrente: forsinkelsesrenteloven § 3 first paragraph, fixed by Finansdepartementet for each half-year.
 * - Standardkompensasjon: forsinkelsesrenteloven § 3a, set in the same forskrift each half-year; a creditor may claim
 *   it from a business debtor (næringsdrivende), less reminder fees already charged, never from a consumer.
 * - Inkassosats: inkassoforskriften § 2-1, fixed each year.
 * - Purregebyr: inkassoforskriften § 1-2, at most 1/20 of the inkassosats since 1 October 2020, for at most two
 *   reminders (§ 1-3); the published figure is kept as its own row.
 * - Minste dager mellom trinn: inkassoforskriften § 1-2 (a fee only 14 days after the due date), § 1-3 (a second fee
 *   only after the first reminder's deadline of at least 14 days) and inkassoloven § 9 (a collection notice's deadline
 *   is at least 14 days; collection only after it).
 */
export const RULE_KINDS: Readonly<Record<LegalRuleKind, RuleKindFacts>> = {
  LATE_INTEREST: { label: 'Forsinkelsesrente', unit: 'basisPoints', cadence: 'halfYear', law: 'forsinkelsesrenteloven § 3', min: 0, max: 5_000 },
  STANDARD_COMPENSATION: { label: 'Standardkompensasjon', unit: 'ore', cadence: 'halfYear', law: 'forsinkelsesrenteloven § 3a', min: 0, max: 1_000_000 },
  INKASSOSATS: { label: 'Inkassosats', unit: 'ore', cadence: 'year', law: 'inkassoforskriften § 2-1', min: 0, max: 1_000_000 },
  REMINDER_FEE_CAP: { label: 'Purregebyr', unit: 'ore', cadence: 'year', law: 'inkassoforskriften §§ 1-2 og 1-3', min: 0, max: 100_000 },
  MIN_DAYS_BETWEEN_STEPS: { label: 'Minste antall dager mellom trinn', unit: 'days', cadence: 'none', law: 'inkassoforskriften §§ 1-2 og 1-3, inkassoloven § 9', min: 1, max: 90 },
};

export const LEGAL_RULE_KINDS = Object.keys(RULE_KINDS) as LegalRuleKind[];

export function isLegalRuleKind(value: string): value is LegalRuleKind {
  return Object.hasOwn(RULE_KINDS, value);
}

/** A rule's value as an officer reads it: '12,25 %', '35,00 kr', '14 dager'. */
export function formatRuleValue(kind: LegalRuleKind, value: number): string {
  switch (RULE_KINDS[kind].unit) {
    case 'basisPoints':
      return `${(value / 100).toFixed(2).replace('.', ',')} %`;
    case 'ore':
      return `${formatAmount(value)} kr`;
    case 'days':
      return `${value} dager`;
  }
}

/** The rows of one kind in date order. */
export function rowsOf(rows: readonly LegalRuleRow[], kind: LegalRuleKind): LegalRuleRow[] {
  return rows.filter((row) => row.kind === kind).sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
}

/** The row of `kind` in force on `date`, or null before the first. */
export function ruleInForce(rows: readonly LegalRuleRow[], kind: LegalRuleKind, date: IsoDate): LegalRuleRow | null {
  let found: LegalRuleRow | null = null;
  for (const row of rowsOf(rows, kind)) if (row.validFrom <= date) found = row;
  return found;
}

/** The first day of the period a row of `cadence` is due for on or before `date`. */
export function periodStart(cadence: RuleCadence, date: IsoDate): IsoDate | null {
  const year = date.slice(0, 4);
  if (cadence === 'year') return `${year}-01-01`;
  if (cadence === 'halfYear') return date.slice(5) >= '07-01' ? `${year}-07-01` : `${year}-01-01`;
  return null;
}

/** A published figure the tables lack: the period that has begun without its row. */
export interface MissingRule {
  readonly kind: LegalRuleKind;
  /** The first day of the period without a row. */
  readonly from: IsoDate;
  /** The row used meanwhile (the last one known), or null when there is none at all. */
  readonly lastKnown: LegalRuleRow | null;
}

/**
 * The rows missing on `date`: for each kind published per half-year or year, the period that has begun without a
 * row of its own (the last known row goes on meanwhile, and says so on what it is used for).
 */
export function missingRules(rows: readonly LegalRuleRow[], date: IsoDate): MissingRule[] {
  const missing: MissingRule[] = [];
  for (const kind of LEGAL_RULE_KINDS) {
    const start = periodStart(RULE_KINDS[kind].cadence, date);
    const inForce = ruleInForce(rows, kind, date);
    if (inForce === null) missing.push({ kind, from: start ?? date, lastKnown: null });
    else if (start !== null && inForce.validFrom < start) missing.push({ kind, from: start, lastKnown: inForce });
  }
  return missing;
}

/** The notice an officer reads for a missing row. */
export function missingRuleText(rule: MissingRule): string {
  const label = RULE_KINDS[rule.kind].label;
  const used = rule.lastKnown ? ` Inntil den er lagt inn, brukes siste kjente verdi ${formatRuleValue(rule.kind, rule.lastKnown.value)} fra ${formatNorwegianDate(rule.lastKnown.validFrom)}.` : '';
  return `${label} fra ${formatNorwegianDate(rule.from)} mangler.${used}`;
}

/** What a reminder records when the row of a period it charged for was missing and the last known value was used. */
export function lastKnownUsedText(kind: LegalRuleKind, from: IsoDate, lastValue: number): string {
  return `${RULE_KINDS[kind].label} for perioden fra ${formatNorwegianDate(from)} var ikke lagt inn; siste kjente verdi ${formatRuleValue(kind, lastValue)} er brukt.`;
}

/** A new or corrected row as an officer enters it. */
export interface LegalRuleDraft {
  readonly kind: string;
  readonly validFrom: string;
  readonly value: number;
  readonly sourceText: string;
  readonly sourceUrl?: string | null;
}

export const RULE_TEXTS = {
  kindUnknown: 'Ukjent regeltype',
  dateInvalid: 'Gyldig fra må være en dato',
  dateOutsideRange: 'Gyldig fra må være mellom 01.01.1976 og 31.12.2099',
  halfYearStart: 'Forsinkelsesrente og standardkompensasjon gjelder fra 1. januar eller 1. juli',
  valueOutOfRange: 'Verdien er utenfor det som er mulig for denne regelen',
  valueWhole: 'Verdien må være et helt tall i regelens enhet',
  sourceRequired: 'Kilde må fylles ut',
  sourceUrlInvalid: 'Lenken må begynne med https://',
  overlap: 'Det finnes allerede en rad av denne typen fra samme dato',
  notFound: 'Fant ikke regelen',
  saved: 'Regelen er lagret',
} as const;

export type RuleField = 'kind' | 'validFrom' | 'value' | 'sourceText' | 'sourceUrl';

/**
 * The days a row may start on: from the law of late-payment interest (forsinkelsesrenteloven, 17 December 1976)
 * to the end of this century; a year 0001 or 9999 is a slip of the keyboard, not a rule.
 */
export const RULE_DATE_RANGE = { first: '1976-01-01', last: '2099-12-31' } as const;

/**
 * The issues of a new row or a correction (`id` of the row corrected), by field, against the rows there are: the
 * date of its period, the value within the kind's range, a source, and no other row of the kind from the same day
 * (rows run from their date to the next one's, so two from one day would overlap).
 */
export function legalRuleIssues(draft: LegalRuleDraft, existing: readonly LegalRuleRow[], id: number | null = null): Partial<Record<RuleField, string>> {
  const issues: Partial<Record<RuleField, string>> = {};
  if (!isLegalRuleKind(draft.kind)) return { kind: RULE_TEXTS.kindUnknown };
  const facts = RULE_KINDS[draft.kind];
  if (!isIsoDate(draft.validFrom)) issues.validFrom = RULE_TEXTS.dateInvalid;
  else if (draft.validFrom < RULE_DATE_RANGE.first || draft.validFrom > RULE_DATE_RANGE.last) issues.validFrom = RULE_TEXTS.dateOutsideRange;
  else if (facts.cadence === 'halfYear' && !/-(01|07)-01$/.test(draft.validFrom)) issues.validFrom = RULE_TEXTS.halfYearStart;
  else if (existing.some((row) => row.kind === draft.kind && row.validFrom === draft.validFrom && row.id !== id)) issues.validFrom = RULE_TEXTS.overlap;
  if (!Number.isSafeInteger(draft.value)) issues.value = RULE_TEXTS.valueWhole;
  else if (draft.value < facts.min || draft.value > facts.max) issues.value = RULE_TEXTS.valueOutOfRange;
  if (draft.sourceText.trim() === '') issues.sourceText = RULE_TEXTS.sourceRequired;
  const url = draft.sourceUrl?.trim() ?? '';
  if (url !== '' && !/^https:\/\/\S+$/.test(url)) issues.sourceUrl = RULE_TEXTS.sourceUrlInvalid;
  return issues;
}

/** The last day a row is in force: the day before the next row of its kind, or null while it is the last. */
export function validUntil(rows: readonly LegalRuleRow[], row: LegalRuleRow): IsoDate | null {
  const next = rowsOf(rows, row.kind).find((other) => other.validFrom > row.validFrom);
  return next ? addDays(next.validFrom, -1) : null;
}


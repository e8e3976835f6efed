import { addDays, isIsoDate, type IsoDate } from '../dates/isoDate';
import { formatNorwegianDate } from '../dates/norwegianDate';
import { AMOUNT_TOO_MANY_DECIMALS_MESSAGE, parseAmount } from '../money/parseAmount';
import { err, ok, type Result } from '../result';
import { RULE_DATE_RANGE } from '../rules/legalRules';

/**
 * The VAT rates as a rule table kept in the product (issue 42 item 1): a row per tax code and period, each with
 * the published source it rests on — merverdiavgiftsloven (lov 19. juni 2009 nr. 58, https://lovdata.no/lov/2009-06-19-58)
 * § 5-1 (alminnelig sats), § 5-2 (næringsmidler), §§ 5-3 to 5-5 (lav sats) and kapittel 6 (fritak, nullsats), with the
 * percentages set each budget year in Stortingets vedtak om merverdiavgift and published by Skatteetaten
 * (https://www.skatteetaten.no/satser/merverdiavgift/). A row applies from `validFrom` up to, not including, `validTo`
 * (the table's valid_to, as CommonReg/TaxRates answers it); `validTo` null means until further notice.
 */
export interface VatRateRow {
  readonly id: number;
  readonly taxCode: number;
  /** Percent with at most two decimals: 25, 15, 12, 6, 0. */
  readonly percent: number;
  readonly validFrom: IsoDate;
  /** The first day the row no longer applies; null while it applies until further notice. */
  readonly validTo: IsoDate | null;
  readonly description: string;
  readonly sourceText: string;
  readonly sourceUrl: string | null;
}

/** A new or corrected row as an officer enters it (or as the API receives it). */
export interface VatRateDraft {
  readonly taxCode: number;
  readonly percent: number;
  readonly validFrom: string;
  readonly validTo?: string | null;
  readonly description: string;
  readonly sourceText: string;
  readonly sourceUrl?: string | null;
}

export type VatRateField = 'taxCode' | 'percent' | 'validFrom' | 'validTo' | 'description' | 'sourceText' | 'sourceUrl';

/** Tax codes are small whole numbers (3, 31, 33, ... as the accounts know them); the table's codes stay below 100. */
export const VAT_CODE_RANGE = { min: 0, max: 99 } as const;
/** The days a row may start on, as for the other rule tables: a year 0001 or 9999 is a slip of the keyboard. */
export const VAT_DATE_RANGE = RULE_DATE_RANGE;
export const VAT_TEXT_MAX = { description: 200, sourceText: 500, sourceUrl: 500 } as const;

export const VAT_RATE_TEXTS = {
  codeInvalid: `Mva-kode må være et helt tall fra ${VAT_CODE_RANGE.min} til ${VAT_CODE_RANGE.max}`,
  percentMissing: 'Sats må fylles ut',
  percentInvalid: 'Ugyldig sats',
  percentOutOfRange: 'Satsen må være mellom 0 og 100 %',
  percentDecimals: 'Satsen kan ikke ha mer enn to desimaler',
  validFromInvalid: 'Gyldig fra må være en dato',
  validFromOutsideRange: 'Gyldig fra må være mellom 01.01.1976 og 31.12.2099',
  validToInvalid: 'Gyldig til må være en dato',
  validToBeforeFrom: 'Gyldig til kan ikke være før gyldig fra',
  validToOutsideRange: 'Gyldig til må være senest 31.12.2099',
  descriptionRequired: 'Beskrivelse må fylles ut',
  descriptionTooLong: `Beskrivelsen kan ha høyst ${VAT_TEXT_MAX.description} tegn`,
  sourceRequired: 'Kilde må fylles ut',
  sourceTooLong: `Kilden kan ha høyst ${VAT_TEXT_MAX.sourceText} tegn`,
  sourceUrlInvalid: 'Lenken må begynne med https://',
  notFound: 'Fant ikke mva-satsen',
} as const;

/** 'Satsen overlapper mva-kode 33 (12 %) fra 01.10.2021 inntil videre': the row a draft would overlap. */
export function vatOverlapText(row: VatRateRow): string {
  const until = row.validTo === null ? 'inntil videre' : `til og med ${formatNorwegianDate(addDays(row.validTo, -1))}`;
  return `Satsen overlapper mva-kode ${row.taxCode} (${formatVatPercent(row.percent)}) fra ${formatNorwegianDate(row.validFrom)} ${until}`;
}

/** '25 %', '11,11 %': a percent as officers read it. */
export function formatVatPercent(percent: number): string {
  const hundredths = Math.round(percent * 100);
  const text = hundredths % 100 === 0 ? String(hundredths / 100) : (hundredths / 100).toFixed(2).replace(/0$/, '');
  return `${text.replace('.', ',')} %`;
}

/** A percent as typed ('12', '11,11', '6 %') in hundredths of a percent's exactness, or why it is none. */
export function parseVatPercent(text: string): Result<number, string> {
  const typed = text.trim().replace(/\s*%$/, '');
  if (typed === '') return err(VAT_RATE_TEXTS.percentMissing);
  const parsed = parseAmount(typed);
  if (!parsed.ok) return err(parsed.error === AMOUNT_TOO_MANY_DECIMALS_MESSAGE ? VAT_RATE_TEXTS.percentDecimals : VAT_RATE_TEXTS.percentInvalid);
  return ok(parsed.value / 100);
}

/** The last day a row applies (the day before validTo), or null while it applies until further notice. */
export function vatLastDay(row: { readonly validTo: IsoDate | null }): IsoDate | null {
  return row.validTo === null ? null : addDays(row.validTo, -1);
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Whether two periods [from, to) share a day; a null end is open. */
function overlaps(a: { validFrom: string; validTo: string | null }, b: { validFrom: string; validTo: string | null }): boolean {
  return (b.validTo === null || a.validFrom < b.validTo) && (a.validTo === null || b.validFrom < a.validTo);
}

/**
 * What saving a draft would do: the issues by field, and the open row the new one closes.
 *
 * No two rows of one tax code may share a day. Officers add a new rate as "from this day on" (Stortinget's vedtak
 * changes a rate from a date), so a NEW row without an end, for a code whose open row (no end) starts earlier,
 * closes that open row on the new row's first day: the earlier rate applies up to it, the new one from it, with no
 * gap and no day under two rates; the server does both in one transaction and keeps the closed row as it was in
 * the audit. Every other overlap is refused with a message naming the row it meets, on Gyldig fra: a row with an
 * end inside an open period (a temporary rate like the 6 % of 2020–2021) would leave the days after it without a
 * rate, so the officer closes the open row and adds the rows explicitly. A correction (`id`) never moves another
 * row.
 */
export function planVatRate(draft: VatRateDraft, existing: readonly VatRateRow[], id: number | null = null): { issues: Partial<Record<VatRateField, string>>; closes: VatRateRow | null } {
  const issues: Partial<Record<VatRateField, string>> = {};
  if (!Number.isSafeInteger(draft.taxCode) || draft.taxCode < VAT_CODE_RANGE.min || draft.taxCode > VAT_CODE_RANGE.max) issues.taxCode = VAT_RATE_TEXTS.codeInvalid;
  if (!Number.isFinite(draft.percent)) issues.percent = VAT_RATE_TEXTS.percentInvalid;
  else if (draft.percent < 0 || draft.percent > 100) issues.percent = VAT_RATE_TEXTS.percentOutOfRange;
  else if (!hasTwoDecimalsAtMost(draft.percent)) issues.percent = VAT_RATE_TEXTS.percentDecimals;

  const validTo = draft.validTo?.trim() ? draft.validTo.trim() : null;
  const fromOk = isIsoDate(draft.validFrom) && draft.validFrom >= VAT_DATE_RANGE.first && draft.validFrom <= VAT_DATE_RANGE.last;
  if (!isIsoDate(draft.validFrom)) issues.validFrom = VAT_RATE_TEXTS.validFromInvalid;
  else if (!fromOk) issues.validFrom = VAT_RATE_TEXTS.validFromOutsideRange;
  if (validTo !== null) {
    if (!isIsoDate(validTo)) issues.validTo = VAT_RATE_TEXTS.validToInvalid;
    else if (validTo > addDays(VAT_DATE_RANGE.last, 1)) issues.validTo = VAT_RATE_TEXTS.validToOutsideRange;
    else if (fromOk && validTo <= draft.validFrom) issues.validTo = VAT_RATE_TEXTS.validToBeforeFrom;
  }

  const description = draft.description.trim();
  if (description === '') issues.description = VAT_RATE_TEXTS.descriptionRequired;
  else if (description.length > VAT_TEXT_MAX.description) issues.description = VAT_RATE_TEXTS.descriptionTooLong;
  const source = draft.sourceText.trim();
  if (source === '') issues.sourceText = VAT_RATE_TEXTS.sourceRequired;
  else if (source.length > VAT_TEXT_MAX.sourceText) issues.sourceText = VAT_RATE_TEXTS.sourceTooLong;
  const url = draft.sourceUrl?.trim() ?? '';
  if (url !== '' && (!/^https:\/\/[^\s/]+\S*$/.test(url) || url.length > VAT_TEXT_MAX.sourceUrl)) issues.sourceUrl = VAT_RATE_TEXTS.sourceUrlInvalid;

  let closes: VatRateRow | null = null;
  if (issues.taxCode === undefined && issues.validFrom === undefined && issues.validTo === undefined) {
    const period = vatPeriodPlan({ taxCode: draft.taxCode, validFrom: draft.validFrom, validTo }, existing, id);
    if (period.clash) issues.validFrom = vatOverlapText(period.clash);
    closes = period.closes;
  }
  return { issues, closes: Object.keys(issues).length === 0 ? closes : null };
}

/**
 * A period of a code against the rows there are (planVatRate's rule, above): the row it would overlap, or else the
 * open row a new open-ended period closes. The dialog says the latter before the row is saved.
 */
export function vatPeriodPlan(
  period: { readonly taxCode: number; readonly validFrom: IsoDate; readonly validTo: IsoDate | null },
  existing: readonly VatRateRow[],
  id: number | null = null,
): { clash: VatRateRow | null; closes: VatRateRow | null } {
  const sameCode = existing.filter((row) => row.taxCode === period.taxCode && row.id !== id);
  const closes = id === null && period.validTo === null ? (sameCode.find((row) => row.validTo === null && row.validFrom < period.validFrom) ?? null) : null;
  const clash = sameCode.find((row) => overlaps(period, row === closes ? { validFrom: row.validFrom, validTo: period.validFrom } : row)) ?? null;
  return clash ? { clash, closes: null } : { clash: null, closes };
}

/** The issues of a draft by field (the form's and the server's one check; planVatRate says what saving it does). */
export function vatRateIssues(draft: VatRateDraft, existing: readonly VatRateRow[], id: number | null = null): Partial<Record<VatRateField, string>> {
  return planVatRate(draft, existing, id).issues;
}

import type { IsoDate } from '../dates/isoDate';
import type { LegalRuleKind } from './legalRules';

/**
 * The published figures a new database's rule tables start from (issue 42), each with the source it was checked
 * against (2026-11-26 to 2026-11-28). From then on the tables are kept in the product (Innstillinger → Satser og
 * regler); nothing here is read at run time except by the seed and the tests.
 */
export interface PublishedRule {
  readonly kind: LegalRuleKind;
  readonly validFrom: IsoDate;
  readonly value: number;
  readonly sourceText: string;
  readonly sourceUrl: string | null;
}

const RATE_LIST = 'Forsinkelsesrentesatser siden 1994 (forsinkelsesrente.net)';
const RATE_LIST_URL = 'https://www.forsinkelsesrente.net/satsene-pa-forsinkelsesrente.html';
const rate = (validFrom: IsoDate, basisPoints: number, sourceText = RATE_LIST, sourceUrl: string | null = RATE_LIST_URL): PublishedRule => ({
  kind: 'LATE_INTEREST', validFrom, value: basisPoints, sourceText, sourceUrl,
});

/**
 * Forsinkelsesrenten per half-year (forsinkelsesrenteloven § 3 first paragraph: Norges Bank's policy rate on 1 January
 * and 1 July plus 8 points, fixed by Finansdepartementet in a forskrift each half-year). No figure for 2026-07-01 was
 * found: the tables lack that row, and the product says so until a Technical officer adds it.
 */
const LATE_INTEREST: readonly PublishedRule[] = [
  rate('2016-01-01', 875),
  rate('2016-07-01', 850, 'Forskrift om renter ved forsinket betaling, § 1 (8,50 %)', 'https://www.regjeringen.no/no/dokumenter/forskrift-om-renter-ved-forsinket-betaling-og-kompensasjon-for-inndrivelseskostnader/id2505910'),
  rate('2017-01-01', 850),
  rate('2017-07-01', 850),
  rate('2018-01-01', 850),
  rate('2018-07-01', 850),
  rate('2019-01-01', 875, 'Forsinkelsesrente og standardkompensasjon fra 1. januar 2019', 'https://www.regjeringen.no/no/aktuelt/forsinkelsesrente-og-standardkompensasjon-fra-1.-januar-2019/id2622591/'),
  rate('2019-07-01', 925, 'Regelendringer fra 1. juli 2019', 'https://www.regjeringen.no/no/aktuelt/regelendringer-fra-1.-juli-2019/id2662209/'),
  rate('2020-01-01', 950),
  rate('2020-07-01', 800),
  rate('2021-01-01', 800),
  rate('2021-07-01', 800),
  rate('2022-01-01', 850),
  rate('2022-07-01', 925, 'FOR-2022-06-24-1178 § 1 (9,25 %)', 'https://lovdata.no/forskrift/2022-06-24-1178'),
  rate('2023-01-01', 1075),
  rate('2023-07-01', 1175),
  rate('2024-01-01', 1250, 'Forsinkelsesrente fra 1. januar 2024 (12,5 %)', 'https://www.regjeringen.no/no/aktuelt/id3019071/'),
  rate('2024-07-01', 1250, 'Norges Banks styringsrente 4,5 % per 1. juli 2024 + 8 prosentpoeng', 'https://www.norges-bank.no/'),
  rate('2025-01-01', 1250, 'FOR-2024-12-19-3279 § 1 (12,5 %)', 'https://lovdata.no/forskrift/2024-12-19-3279'),
  rate('2025-07-01', 1225, 'Norges Banks styringsrente 4,25 % per 1. juli 2025 + 8 prosentpoeng (FOR-2025-06-23-1321)', 'https://lovdata.no/forskrift/2025-06-23-1321'),
  rate('2026-01-01', 1200, 'Kred: satser fra 1. januar 2026 (12,00 % første halvår 2026)', 'https://www.kred.no/'),
];

/** Standardkompensasjon (forsinkelsesrenteloven § 3a), in øre, where the half-year's figure was found. */
const STANDARD_COMPENSATION: readonly PublishedRule[] = [
  { kind: 'STANDARD_COMPENSATION', validFrom: '2016-07-01', value: 37_000, sourceText: 'Forskrift om renter ved forsinket betaling, § 2 (370 kr)', sourceUrl: 'https://www.regjeringen.no/no/dokumenter/forskrift-om-renter-ved-forsinket-betaling-og-kompensasjon-for-inndrivelseskostnader/id2505910' },
  { kind: 'STANDARD_COMPENSATION', validFrom: '2019-07-01', value: 39_000, sourceText: 'Regelendringer fra 1. juli 2019 (390 kr)', sourceUrl: 'https://www.regjeringen.no/no/aktuelt/regelendringer-fra-1.-juli-2019/id2662209/' },
  { kind: 'STANDARD_COMPENSATION', validFrom: '2025-01-01', value: 47_000, sourceText: 'FOR-2024-12-19-3279 § 2 (470 kr)', sourceUrl: 'https://lovdata.no/forskrift/2024-12-19-3279' },
  { kind: 'STANDARD_COMPENSATION', validFrom: '2026-01-01', value: 46_000, sourceText: 'Kred: satser fra 1. januar 2026 (460 kr)', sourceUrl: 'https://www.kred.no/' },
];

const yearly = (kind: LegalRuleKind, from: number, to: number, value: number, sourceText: string, sourceUrl: string | null): PublishedRule[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ kind, validFrom: `${from + i}-01-01`, value, sourceText, sourceUrl }));

/** Inkassosatsen per year (inkassoforskriften § 2-1), in øre. */
const INKASSOSATS: readonly PublishedRule[] = [
  ...yearly('INKASSOSATS', 2015, 2015, 65_000, 'Inkassosatsen 650 kr fra 1. januar 2015', 'http://faktura.no/category/gebyrer/'),
  ...yearly('INKASSOSATS', 2016, 2016, 67_000, 'Inkassosatsen 670 kr fra 1. januar 2016', 'http://faktura.no/category/gebyrer/'),
  ...yearly('INKASSOSATS', 2017, 2025, 70_000, 'Inkassosatsen 700 kr (uendret 2017–2025)', 'https://www.sticos.no/fagstoff/satser/purring-og-inkasso'),
  ...yearly('INKASSOSATS', 2026, 2026, 75_000, 'Kred: satser fra 1. januar 2026 (inkassosats 750 kr)', 'https://www.kred.no/'),
];

/**
 * The highest reminder fee (inkassoforskriften § 1-2): a tenth of the inkassosats until 30 September 2020, a
 * twentieth from 1 October 2020 (regjeringen.no id2714995, 'Regjeringen halverer inkassosalærer'; sergel.no: invoices
 * due from then may be charged 35 kr only). For 2026 no published purregebyr was found (1/20 of the 750 kr that Kred
 * gives as the inkassosats would be 37,50 kr, unconfirmed): the row is left out, so the product says it is missing and
 * goes on charging the last published 35 kr, which is never above the legal maximum.
 */
const REMINDER_FEE_CAP: readonly PublishedRule[] = [
  ...yearly('REMINDER_FEE_CAP', 2015, 2015, 6_500, 'Purregebyr 65 kr (1/10 av inkassosatsen)', 'http://faktura.no/category/gebyrer/'),
  ...yearly('REMINDER_FEE_CAP', 2016, 2016, 6_700, 'Purregebyr 67 kr (1/10 av inkassosatsen)', 'http://faktura.no/category/gebyrer/'),
  ...yearly('REMINDER_FEE_CAP', 2017, 2020, 7_000, 'Purregebyr 70 kr (1/10 av inkassosatsen 700 kr)', 'https://www.sticos.no/fagstoff/satser/purring-og-inkasso'),
  { kind: 'REMINDER_FEE_CAP', validFrom: '2020-10-01', value: 3_500, sourceText: 'Halvert til 35 kr (1/20 av inkassosatsen) fra 1. oktober 2020', sourceUrl: 'https://sergel.no/endringer-i-purregebyr-og-inkassosalaer-fra-1-oktober-2020/' },
  ...yearly('REMINDER_FEE_CAP', 2021, 2025, 3_500, 'Purregebyr 35 kr (1/20 av inkassosatsen 700 kr)', 'https://sergel.no/endringer-i-purregebyr-og-inkassosalaer-fra-1-oktober-2020/'),
];

const MIN_DAYS: readonly PublishedRule[] = [
  {
    kind: 'MIN_DAYS_BETWEEN_STEPS', validFrom: '2015-01-01', value: 14,
    sourceText: 'Inkassoforskriften §§ 1-2 og 1-3 (gebyr tidligst 14 dager etter forfall; frist minst 14 dager); inkassoloven § 9 (inkassovarsel med minst 14 dagers frist)',
    sourceUrl: 'https://lovdata.no/lov/1988-05-13-26/§9',
  },
];

export const PUBLISHED_RULES: readonly PublishedRule[] = [...LATE_INTEREST, ...STANDARD_COMPENSATION, ...INKASSOSATS, ...REMINDER_FEE_CAP, ...MIN_DAYS];

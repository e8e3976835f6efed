/**
 * The settings reports (part 2 §2.9): their routes, tabs, column headings and messages, in one place for the
 * screens and the server's refusals.
 */
import { CUSTOM_RANGE_INVALID_MESSAGE } from '../dates/dateFilterPresets';
import { daysBetween, isIsoDate, type IsoDate } from '../dates/isoDate';
import { STATS_MAX_PERIOD_DAYS, type StatsShipmentChannel, type StatsKind } from './productionStats';

export const REPORT_TITLES = {
  productionStats: 'Produksjonsstatistikk',
  ftpPayments: 'FTP-innbetalinger',
  documentSources: 'Dokumentkilder',
  customers: 'Kunder',
  avtalegiro: 'AvtaleGiro',
} as const;

export const REPORT_TEXTS = {
  downloadCsv: 'Last ned CSV',
  empty: 'Ingen rader i perioden',
  emptyList: 'Ingen rader',
  fromDate: 'Fra dato',
  toDate: 'Til dato',
  show: 'Vis',
  periodTooLong: 'Perioden kan ikke være lengre enn ett år',
  periodInvalid: CUSTOM_RANGE_INVALID_MESSAGE,
  dateInvalid: 'Ugyldig dato',
  weekly: 'Per uke',
  daily: 'Per dag',
  chartsLoading: 'Laster diagram …',
  week: 'Uke',
  day: 'Dag',
  total: 'Totalt',
  perBaseTitle: 'Per base',
  base: 'Base',
  close: 'Lukk',
  notFound: 'Fant ikke forsendelsen',
  transmissionIdInvalid: 'Ugyldig forsendelses-id',
  fileContent: 'Filinnhold',
  invoiceStatus: 'Fakturastatus',
  source: 'Kilde',
  allSources: 'Alle kilder',
  openDayBreakdown: (date: string) => `Vis per base for ${date}`,
} as const;

export const STATS_KIND_LABELS: Readonly<Record<StatsKind, string>> = {
  invoices: 'Fakturaer',
  productions: 'Produksjoner',
  reminders: 'Purringer',
  debtCollections: 'Inkasso',
};

export const STATS_CHANNEL_LABELS: Readonly<Record<StatsShipmentChannel, string>> = {
  paper: 'Papir',
  email: 'E-post',
  efaktura: 'eFaktura',
  avtalegiro: 'AvtaleGiro',
  ehf: 'EHF',
  vipps: 'Vipps',
  noSend: 'Ikke send',
  other: 'Annet',
};

/** The customers report's tabs (part 2 §2.9), brevgiro by default (§9). */
export const CUSTOMER_REPORT_OPTIONS = ['brevgiro', 'collect-notice', 'specify-intr-fee'] as const;
export type CustomerReportOption = (typeof CUSTOMER_REPORT_OPTIONS)[number];
export const DEFAULT_CUSTOMER_REPORT_OPTION: CustomerReportOption = 'brevgiro';
export const CUSTOMER_REPORT_LABELS: Readonly<Record<CustomerReportOption, string>> = {
  brevgiro: 'Brevgiro',
  'collect-notice': 'Inkassovarsel på e-post',
  'specify-intr-fee': 'Spesifiser renter og gebyr',
};
export function customerReportOptionOf(value: string | null | undefined): CustomerReportOption {
  return (CUSTOMER_REPORT_OPTIONS as readonly string[]).includes(value ?? '') ? (value as CustomerReportOption) : DEFAULT_CUSTOMER_REPORT_OPTION;
}

/** The import sources of part 2 §3.8, the document-sources report's filter. */
export const IMPORT_SOURCES = ['FTP', 'SFTP', 'GOLFBOX', 'POWEROFFICE', 'AMCS', 'IIZY', 'REG-PAPER', 'REG-PDF', 'API-REST', 'API-FILE'] as const;
export type ImportSourceName = (typeof IMPORT_SOURCES)[number];
export function importSourceOf(value: string | null | undefined): ImportSourceName | undefined {
  return (IMPORT_SOURCES as readonly string[]).includes(value ?? '') ? (value as ImportSourceName) : undefined;
}

export interface PeriodIssue {
  readonly field: 'fromDate' | 'toDate';
  readonly message: string;
}

/** A report period: two real days, the second not before the first, a year at most. Empty when it is fine. */
export function reportPeriodIssues(fromDate: IsoDate, toDate: IsoDate): PeriodIssue[] {
  const issues: PeriodIssue[] = [];
  if (!isIsoDate(fromDate)) issues.push({ field: 'fromDate', message: REPORT_TEXTS.dateInvalid });
  if (!isIsoDate(toDate)) issues.push({ field: 'toDate', message: REPORT_TEXTS.dateInvalid });
  if (issues.length > 0) return issues;
  const days = daysBetween(fromDate, toDate);
  if (days < 0) return [{ field: 'toDate', message: REPORT_TEXTS.periodInvalid }];
  if (days + 1 > STATS_MAX_PERIOD_DAYS) return [{ field: 'toDate', message: REPORT_TEXTS.periodTooLong }];
  return [];
}

/**
 * The Norwegian words of issue 42's screens: Innstillinger → Satser og regler, the dashboard's notice of missing
 * rows, the legal clock on the invoice page and the reminder run's preview. The rules' own messages are in
 * legalRules.ts (RULE_TEXTS) and the steps' names in reminders/legalClock.ts (STEP_LABELS).
 */

export const LEGAL_RULES_PAGE = {
  title: 'Satser og regler',
  tabsLabel: 'Regeltyper',
  validFrom: 'Gyldig fra',
  validUntil: 'Gyldig til',
  value: 'Verdi',
  source: 'Kilde',
  sourceUrl: 'Lenke til kilden',
  sourceUrlHint: 'https://…',
  untilFurther: 'Inntil videre',
  noRows: 'Ingen rader',
  add: 'Legg til rad',
  correct: 'Rett',
  readOnly: 'Bare teknisk ansvarlige kan legge til og rette rader.',
  halfYearHint: 'Gjelder fra 1. januar eller 1. juli',
  correctionKeepsFigures: 'Purringer og renter som alt er beregnet med raden, beholder sine tall.',
  missingHeading: 'Rader som mangler',
  tabMissing: ' (mangler rad)',
} as const;

export const addRuleTitle = (kindLabel: string) => `Ny rad: ${kindLabel}`;
export const correctRuleTitle = (kindLabel: string, from: string) => `Rett rad: ${kindLabel} fra ${from}`;
/** The accessible name of a row's correct button: which row it corrects. */
export const correctRuleLabel = (kindLabel: string, from: string) => `Rett ${kindLabel.toLowerCase()} fra ${from}`;

export const MISSING_RULES_NOTICE = {
  title: 'Satser mangler',
  open: 'Gå til satser og regler',
} as const;

export const LEGAL_CLOCK_PANEL = {
  title: 'Neste trinn i innkrevingen',
  nextStep: 'Neste trinn',
  noNextStep: 'Ingen',
  earliest: 'Tidligst',
  fee: 'Gebyr',
  interest: 'Forsinkelsesrente',
  compensation: 'Standardkompensasjon',
  debtor: 'Skyldner',
  customerType: { Retail: 'Forbruker', Business: 'Næringsdrivende' },
  law: 'Hjemmel',
} as const;

/** 'Gebyr per 12.12.2026': what may be charged on the step's day. */
export const chargedOnLabel = (what: string, day: string) => `${what} per ${day}`;

export const RUN_PREVIEW = {
  tab: 'Forhåndsvis kjøring',
  heading: 'Forhåndsvis purrekjøring',
  date: 'Kjøredato',
  compareDate: 'Sammenlign med',
  compare: 'Sammenlign med en annen dato',
  stopCompare: 'Fjern sammenligning',
  client: 'Klient',
  reminder1: 'Purring',
  reminder2: '2. purring',
  paper: 'Papir',
  email: 'E-post',
  efaktura: 'eFaktura',
  fee: 'Gebyr',
  interest: 'Renter',
  sum: 'Sum',
  stopped: 'Stoppet',
  stoppedHeading: 'Stoppede purringer',
  invoice: 'Faktura',
  customer: 'Kunde',
  step: 'Trinn',
  reason: 'Årsak',
  total: 'Totalt',
  notes: 'Merknader',
  nothing: 'Kjøringen ville ikke laget eller stoppet noen purringer.',
  runNow: 'Kjør nå',
  running: 'Kjører …',
  runOnlyToday: 'Kjør nå gjelder bare dagens kjøring.',
  technicalOnly: 'Forhåndsvisningen av purrekjøringen er for teknisk ansvarlige.',
  previewed: 'Forhåndsvist',
  made: 'Kjøringen laget',
  openBundle: 'Åpne bunten',
  lastRun: 'Forrige kjøring',
  againstLastRun: 'Sammenlignet med forrige kjøring',
  noLastRun: 'Ingen kjøring før denne dagen å sammenligne med.',
} as const;

/** 'Klienter kjørt allerede i dag: 12 (ikke med)'. */
export const clientsRunText = (count: number) => `${count} ${count === 1 ? 'klient er' : 'klienter er'} kjørt allerede denne dagen og er ikke med.`;
/** '1 klient', '12 klienter' */
export const clientsText = (count: number) => `${count} ${count === 1 ? 'klient' : 'klienter'}`;
/** '12 purringer, 3 stoppet' */
export const runCountsText = (reminders: number, stopped: number) => `${reminders} ${reminders === 1 ? 'purring' : 'purringer'}, ${stopped} stoppet`;

/** A reminder computed while a rule row was missing (issue 42 item 3): its mark and the notes on its record. */
export const RULE_NOTES = {
  mark: 'Siste kjente verdi',
  heading: 'Beregnet med siste kjente verdi',
} as const;
/** The mark's accessible name: what it stands for and the notes themselves. */
export const ruleNotesLabel = (notes: readonly string[]) => `${RULE_NOTES.heading}: ${notes.join(' ')}`;

/** The VAT rates' tab on Satser og regler (issue 42 item 1); the rows' own messages are in vat/vatRateTable.ts. */
export const VAT_RATES_PAGE = {
  tab: 'Merverdiavgift',
  law: 'Merverdiavgiftsloven kapittel 5 og 6; satsene i Stortingets vedtak om merverdiavgift',
  code: 'Kode',
  percent: 'Sats',
  validFrom: 'Gyldig fra',
  validTo: 'Gyldig til',
  validToHint: 'Siste dag satsen gjelder; tom: inntil videre',
  description: 'Beskrivelse',
  source: 'Kilde',
  add: 'Legg til sats',
  addTitle: 'Ny mva-sats',
  correctionKeepsFigures: 'Fakturaer som alt er ført med satsen, beholder sine beløp.',
} as const;

/** 'Rett mva-sats: kode 33 fra 01.10.2021' */
export const correctVatRateTitle = (code: number, from: string) => `Rett mva-sats: kode ${code} fra ${from}`;
/** The accessible name of a VAT row's correct button. */
export const correctVatRateLabel = (code: number, from: string) => `Rett mva-kode ${code} fra ${from}`;
/** What adding an open-ended rate does to its code's open row, said before it is saved. */
export const closesVatRateText = (code: number, percent: string, from: string, lastDay: string) =>
  `Satsen for kode ${code} (${percent}) fra ${from} får gyldig til ${lastDay}.`;

/** The fixed lists of the seed: countries, VAT, agencies, printers, changelog, support issues, admin pages. */

const DAY_MS = 86_400_000;
const isoTime = (day: number, minutes: number) => new Date(day * DAY_MS + minutes * 60_000).toISOString();

/** [code, Norwegian name, main country (shown first)]. */
export const COUNTRIES: readonly (readonly [string, string, boolean])[] = [
  ['NO', 'Norge', true], ['SE', 'Sverige', true], ['DK', 'Danmark', true], ['FI', 'Finland', true], ['IS', 'Island', true],
  ['DE', 'Tyskland', true], ['GB', 'Storbritannia', true], ['US', 'USA', true],
  ['AT', 'Østerrike', false], ['BE', 'Belgia', false], ['CA', 'Canada', false], ['CH', 'Sveits', false], ['CN', 'Kina', false],
  ['EE', 'Estland', false], ['ES', 'Spania', false], ['FR', 'Frankrike', false], ['GR', 'Hellas', false], ['IE', 'Irland', false],
  ['IT', 'Italia', false], ['JP', 'Japan', false], ['LT', 'Litauen', false], ['LV', 'Latvia', false], ['NL', 'Nederland', false],
  ['PL', 'Polen', false], ['PT', 'Portugal', false], ['RO', 'Romania', false], ['SJ', 'Svalbard og Jan Mayen', false],
  ['TH', 'Thailand', false], ['UA', 'Ukraina', false], ['VN', 'Vietnam', false],
];

/**
 * The published sources of the VAT rates (issue 42 item 1): merverdiavgiftsloven (lov 19. juni 2009 nr. 58,
 * https://lovdata.no/lov/2009-06-19-58) § 5-1 alminnelig sats, § 5-2 næringsmidler, §§ 5-3 to 5-5 lav sats,
 * kapittel 6 fritak (nullsats); the percentages are set each budget year in Stortingets vedtak om merverdiavgift,
 * and Skatteetaten publishes those in force (https://www.skatteetaten.no/satser/merverdiavgift/: 25 %, 15 %, 12 %).
 * The 6 % low rate of 1 April 2020 to 30 September 2021 was a temporary Stortingsvedtak (Finansdepartementet's
 * press release of its extension, linked on the row). Migration 0295 gave an existing database the same texts.
 */
const MVA_LAW_URL = 'https://lovdata.no/lov/2009-06-19-58';
const MVA_RATES_URL = 'https://www.skatteetaten.no/satser/merverdiavgift/';
const MVA_TEMPORARY_LOW_RATE_URL =
  'https://www.regjeringen.no/no/dokumentarkiv/regjeringen-solberg/aktuelt-regjeringen-solberg/fin/pressemeldinger/2021/forlenger-midlertidig-reduksjon-i-lav-merverdiavgiftssats/id2848502/';
const GENERAL = 'Merverdiavgiftsloven § 5-1 (alminnelig sats); satsen i Stortingets vedtak om merverdiavgift';
const FOOD = 'Merverdiavgiftsloven § 5-2 (næringsmidler, redusert sats); satsen i Stortingets vedtak om merverdiavgift';
const LOW = 'Merverdiavgiftsloven §§ 5-3 til 5-5 (lav sats); satsen i Stortingets vedtak om merverdiavgift';

/** VAT rates by code over time, each with its source; valid_to is the first day a row no longer applies. Code 6 (outside the VAT act) exists but the app hides it. */
export const TAX_RATES = [
  { tax_code: 3, tax_percent: 25, valid_from: '2005-01-01', valid_to: null, description: 'Utgående mva, alminnelig sats', source_text: GENERAL, source_url: MVA_RATES_URL },
  { tax_code: 31, tax_percent: 15, valid_from: '2012-01-01', valid_to: null, description: 'Utgående mva, middels sats (næringsmidler)', source_text: FOOD, source_url: MVA_RATES_URL },
  { tax_code: 33, tax_percent: 10, valid_from: '2016-01-01', valid_to: '2018-01-01', description: 'Utgående mva, lav sats', source_text: LOW, source_url: MVA_LAW_URL },
  { tax_code: 33, tax_percent: 12, valid_from: '2018-01-01', valid_to: '2020-04-01', description: 'Utgående mva, lav sats', source_text: LOW, source_url: MVA_LAW_URL },
  {
    tax_code: 33, tax_percent: 6, valid_from: '2020-04-01', valid_to: '2021-10-01', description: 'Utgående mva, lav sats (midlertidig)',
    source_text: 'Merverdiavgiftsloven §§ 5-3 til 5-5 (lav sats); midlertidig redusert til 6 % fra 1. april 2020 til og med 30. september 2021 ved Stortingets vedtak',
    source_url: MVA_TEMPORARY_LOW_RATE_URL,
  },
  { tax_code: 33, tax_percent: 12, valid_from: '2021-10-01', valid_to: null, description: 'Utgående mva, lav sats', source_text: LOW, source_url: MVA_RATES_URL },
  { tax_code: 4, tax_percent: 0, valid_from: '2005-01-01', valid_to: null, description: 'Ikke mva-pliktig', source_text: 'Merverdiavgiftsloven kapittel 2 og 3 (ikke registrert eller unntatt): ingen utgående merverdiavgift', source_url: MVA_LAW_URL },
  { tax_code: 5, tax_percent: 0, valid_from: '2005-01-01', valid_to: null, description: 'Innenlands omsetning, fritatt (nullsats)', source_text: 'Merverdiavgiftsloven kapittel 6 (fritak, nullsats)', source_url: MVA_LAW_URL },
  { tax_code: 6, tax_percent: 0, valid_from: '2005-01-01', valid_to: null, description: 'Omsetning utenfor mva-loven', source_text: 'Merverdiavgiftsloven kapittel 1 og 3 (utenfor lovens virkeområde)', source_url: MVA_LAW_URL },
] as const;

export const EU_FEE_INTERVALS = [
  { interval_no: 1, limit_amount_ore: 100_000, fee_ore: 8_000 },
  { interval_no: 2, limit_amount_ore: 500_000, fee_ore: 16_000 },
  { interval_no: 3, limit_amount_ore: null, fee_ore: 28_000 },
] as const;

export const SHIPMENT_OPTIONS: readonly (readonly [string, string])[] = [
  ['PAPER', 'Post'], ['EMAIL', 'E-post'], ['AVTALEGIRO', 'AvtaleGiro'], ['EFAKTURA', 'eFaktura'], ['EHF', 'EHF'], ['NOSEND', 'Ikke send'],
];

export const NOTE_TAGS: readonly (readonly [string, string])[] = [
  ['routine', 'Rutine'], ['termination', 'Oppsigelse'], ['agreement', 'Avtale'], ['phone', 'Telefon'], ['complaint', 'Klage'],
];

export const AGENCIES = [
  { id: 10, name: 'Intrum AS', address_line1: 'Hoffsveien 70 C', post_no: '0377', city_name: 'OSLO', phone_no: '23171000', email: 'kundeservice@intrum.example.no', invoice_format: 'Lindorff', payment_format: 'Lindorff', shipment_type: 'SFTP', email_address: null, ftp_server_id: 1 },
  { id: 20, name: 'Kredinor AS', address_line1: 'Rolf Wickstrøms vei 15', post_no: '0484', city_name: 'OSLO', phone_no: '22000100', email: 'post@kredinor.example.no', invoice_format: 'Predator', payment_format: 'Predator', shipment_type: 'SFTP', email_address: null, ftp_server_id: 2 },
  { id: 30, name: 'Sergel Norge AS', address_line1: 'Kongens gate 2', post_no: '7011', city_name: 'TRONDHEIM', phone_no: '73800000', email: 'post@sergel.example.no', invoice_format: 'PDF', payment_format: 'PDF', shipment_type: 'EMAIL', email_address: 'saker@sergel.example.no', ftp_server_id: null },
  { id: 40, name: 'Svea Finans AS', address_line1: 'Karenslyst allé 2', post_no: '0278', city_name: 'OSLO', phone_no: '21540000', email: 'post@svea.example.no', invoice_format: 'PDF', payment_format: 'Lindorff', shipment_type: 'EMAIL', email_address: 'inkasso@svea.example.no', ftp_server_id: null },
  { id: 50, name: 'Conecto AS', address_line1: 'Strandgaten 5', post_no: '5013', city_name: 'BERGEN', phone_no: '55300000', email: 'post@conecto.example.no', invoice_format: 'Lindorff', payment_format: 'PDF', shipment_type: 'EMAIL', email_address: 'oversendelse@conecto.example.no', ftp_server_id: null },
  { id: 60, name: 'Visma Collectors AS', address_line1: 'Karenslyst allé 56', post_no: '0277', city_name: 'OSLO', phone_no: '46404000', email: 'post@vismacollectors.example.no', invoice_format: 'Predator', payment_format: 'Predator', shipment_type: 'SFTP', email_address: null, ftp_server_id: 3 },
] as const;

export const PRINTERS = [1, 2, 3, 4, 5].map((base) => ({
  id: base, base_nr: base, printer_name: `nkpri${base}`, form_type: base === 5 ? 'A4 blank' : 'A4 giro',
}));

export const COLLECTOR_RECIPIENTS = ['pdf@regnskapshuset.example.no', 'faktura@revisjon-nord.example.no', 'bilag@tallknuseren.example.no', 'okonomi@bakkehaug.example.no'] as const;
export const COLLECTOR_DOMAINS = ['regnskapskontoret.example.no', 'bilagsmottak.example.no', 'ehf-skanning.example.no'] as const;

/** Prices on the web site (onboarding/products), in øre. */
export const ONBOARDING_PRICES = [
  { service_type: 'PROD', service_name: 'Fakturaproduksjon', product_code: 'INV-PAPER', product_text: 'Faktura på papir', price_ex_tax_ore: 3600 },
  { service_type: 'PROD', service_name: 'Fakturaproduksjon', product_code: 'INV-EMAIL', product_text: 'Faktura på e-post', price_ex_tax_ore: 3600 },
  { service_type: 'PROD', service_name: 'Fakturaproduksjon', product_code: 'INV-EINVOICE', product_text: 'eFaktura og EHF', price_ex_tax_ore: 3600 },
  { service_type: 'PROD', service_name: 'Fakturaproduksjon', product_code: 'INV-NOSEND', product_text: 'Faktura uten utsendelse', price_ex_tax_ore: 1700 },
  { service_type: 'PROD', service_name: 'Fakturaproduksjon', product_code: 'RATE', product_text: 'Avdragsfaktura', price_ex_tax_ore: 1300 },
  { service_type: 'MONITOR', service_name: 'Purring og inkasso', product_code: 'REMINDER', product_text: 'Purring', price_ex_tax_ore: 0 },
  { service_type: 'MONITOR', service_name: 'Purring og inkasso', product_code: 'SMS', product_text: 'SMS-påminnelse', price_ex_tax_ore: 390 },
  { service_type: 'ALL', service_name: 'NyFaktura', product_code: 'NF-USER', product_text: 'NyFaktura-bruker per måned', price_ex_tax_ore: 5600 },
  { service_type: 'ALL', service_name: 'Porto', product_code: 'PORTO-A', product_text: 'Porto A-post', price_ex_tax_ore: 1600 },
] as const;

const NL_CHANGES = [
  'Ny side for <strong>Bekreft kundetype</strong> med sidestørrelse 25, 50, 100 eller 200.',
  'Purrelisten kan sendes til klienten på e-post.',
  'Raskere kundesøk på navn og adresse.',
  'Feilede utsendelser kan sendes på nytt med valgt forsendelse.',
  'Inkassosaker kan få kundenummer hos inkassoselskapet før godkjenning.',
  'Retting: beløp med øreavrunding ble vist feil i forhåndsvisningen.',
  'Ny rapport: AvtaleGiro-oversendelser.',
  'Oppsigelse av klient med PDF-vedlegg og logg.',
  'Varsel når forfallsdato er mer enn 90 dager frem i tid.',
  'Endringslogg med faner for NorLink, NyFaktura og DOS.',
];

/** Changelog for the three product lines; nl's newest is 1.65.3, a few days before today. */
export function changelogEntries(today: number) {
  const rows: { product: string; version: string; update_date: string; changes: string; show_banner_nl: boolean }[] = [];
  const nl: string[] = [];
  for (let minor = 50; minor <= 65; minor++) for (let patch = 0; patch <= (minor === 65 ? 3 : minor % 3); patch++) nl.push(`1.${minor}.${patch}`);
  nl.reverse().forEach((version, i) => {
    rows.push({
      product: 'nl', version, update_date: isoTime(today - 4 - i * 9, 14 * 60),
      changes: `<ul><li>${NL_CHANGES[i % NL_CHANGES.length]}</li>${i % 2 === 0 ? `<li>${NL_CHANGES[(i + 3) % NL_CHANGES.length]}</li>` : ''}</ul>`,
      show_banner_nl: i % 4 === 0,
    });
  });
  for (let i = 0; i < 24; i++) {
    rows.push({
      product: 'nf', version: `3.${Math.floor((23 - i) / 4)}.${(23 - i) % 4}`, update_date: isoTime(today - 2 - i * 14, 13 * 60),
      changes: `<p>NyFaktura: ${['forbedret fakturamal', 'ny eksport til regnskap', 'retting av MVA-avrunding', 'raskere innlogging'][i % 4]}.</p>`,
      show_banner_nl: false,
    });
  }
  for (let i = 0; i < 12; i++) {
    rows.push({
      product: 'dos', version: `7.${Math.floor((11 - i) / 3)}.${(11 - i) % 3}`, update_date: isoTime(today - 20 - i * 45, 7 * 60),
      changes: `<p>DOS: ${['ny importrutine for fakturafiler', 'endret format på OCR-fil', 'retting i rentefakturering'][i % 3]}.</p>`,
      show_banner_nl: false,
    });
  }
  return rows;
}

const ISSUE_SUMMARIES = [
  'Faktura blir ikke sendt som EHF', 'Kunde får purring på betalt faktura', 'Feil i saldoliste for klient', 'Kan ikke laste ned OCR-fil',
  'Ønsker ny rapporttype for klient', 'Inkassooversendelse feilet', 'AvtaleGiro-avtale vises ikke', 'Feil poststed på kunde',
  'Treg søkeside', 'Oppsigelse av klient må rettes', 'Mangler kreditnota i historikk', 'Dobbel registrering av innbetaling',
];
const ISSUE_STATUSES: readonly (readonly [string, string, boolean])[] = [
  ['Åpen', 'blue-gray', true], ['Under arbeid', 'yellow', true], ['Venter på kunde', 'yellow', true], ['Løst', 'green', false], ['Lukket', 'medium-gray', false],
];

export function supportIssues(today: number) {
  return Array.from({ length: 25 }, (_, i) => {
    const [statusName, color, open] = ISSUE_STATUSES[i % ISSUE_STATUSES.length]!;
    return {
      id: i + 1, key: `NLS-${1200 + i}`, summary: ISSUE_SUMMARIES[i % ISSUE_SUMMARIES.length]!, created: isoTime(today - 2 - i * 5, 9 * 60 + i),
      reporter: ['Tora Teknisk', 'Leif Leder', 'Siri Saksbehandler'][i % 3]!, assignee: i % 4 === 0 ? null : 'Kundestøtte',
      status_name: statusName, status_color: color, is_open: open,
    };
  });
}

export function BRANCHES(today: number) {
  return ['main', 'release/1.65', 'feature/purring-epost', 'feature/inkasso-kundenr'].map((name, i) => ({
    id: i + 1, branch_name: name, branch_url: `https://${name.replace(/[^a-z0-9]+/g, '-')}.norlink.example.no`,
    create_time: isoTime(today - 200 + i * 30, 8 * 60), update_time: isoTime(today - i, 15 * 60),
  }));
}

export function BUILD_PROJECTS(today: number) {
  const projects: [string, string, string | null][] = [
    ['norlink-backoffice', 'SUCCEEDED', 'SUCCESSFUL'], ['norlink-api', 'SUCCEEDED', 'SUCCESSFUL'], ['norlink-legacy-api', 'IN_PROGRESS', null],
    ['nyfaktura-web', 'STOPPED', 'STOPPED'], ['dos-import', 'SUCCEEDED', 'SUCCESSFUL'],
  ];
  return projects.map(([project, status, deploy], i) => ({
    project, status, start_time: isoTime(today - i, 10 * 60), end_time: status === 'IN_PROGRESS' ? null : isoTime(today - i, 10 * 60 + 7),
    deploy_status: deploy, deploy_start: deploy ? isoTime(today - i, 10 * 60 + 8) : null, deploy_end: deploy === 'SUCCESSFUL' ? isoTime(today - i, 10 * 60 + 12) : null,
    hyperlink: `https://console.aws.example.com/codesuite/codebuild/projects/${project}`,
  }));
}

/** Default reminder texts (no client); a client-specific text overrides one. */
export const REMINDER_TEXTS = [
  { reminder_type: 'REMINDER1', reminder_label: 'Purring', language_code: 'NO', title: 'Purring', text: 'Vi kan ikke se å ha mottatt betaling for fakturaen nedenfor. Vennligst betal innen forfallsdato.' },
  { reminder_type: 'REMINDER1', reminder_label: 'Purring', language_code: 'EN', title: 'Reminder', text: 'We have not received payment for the invoice below. Please pay by the due date.' },
  { reminder_type: 'REMINDER2', reminder_label: 'Purring 2', language_code: 'NO', title: 'Purring 2', text: 'Fakturaen er fortsatt ubetalt. Betal innen forfallsdato for å unngå inkassovarsel.' },
  { reminder_type: 'REMINDER2', reminder_label: 'Purring 2', language_code: 'EN', title: 'Second reminder', text: 'The invoice is still unpaid. Please pay by the due date to avoid a debt collection notice.' },
  { reminder_type: 'COLLECTION_NOTICE', reminder_label: 'Inkassovarsel', language_code: 'NO', title: 'Inkassovarsel', text: 'Dersom beløpet ikke er betalt innen 14 dager, vil kravet bli sendt til inkasso.' },
  { reminder_type: 'COLLECTION_NOTICE', reminder_label: 'Inkassovarsel', language_code: 'EN', title: 'Debt collection notice', text: 'If the amount is not paid within 14 days, the claim will be sent to debt collection.' },
  { reminder_type: 'SOFT_REMINDER', reminder_label: 'Betalingspåminnelse', language_code: 'NO', title: null, text: 'Hei! Dette er en vennlig påminnelse om en faktura som har forfalt.' },
  { reminder_type: 'SOFT_REMINDER', reminder_label: 'Betalingspåminnelse', language_code: 'EN', title: null, text: 'Hello! This is a friendly reminder about an overdue invoice.' },
] as const;

import postalCodes from 'norway-postal-codes';
import { bankAccountCheckDigit } from '../../../src/domain/identifiers/bankAccount';
import { kidWithMod10, kidWithMod11 } from '../../../src/domain/identifiers/kid';
import { orgNumberCheckDigit } from '../../../src/domain/identifiers/orgNumber';
import { partsTotal } from '../../../src/domain/payment/paymentAllocation';
import { RUN_REMINDER_CODE } from '../../../src/domain/reminders/reminderRun';
import { vatSummaryOfLines } from '../../../src/domain/vat/taxRows';
import { vatOfBase } from '../../../src/domain/vat/vatAmounts';
import { bulkInsert, canSkipTriggers, withIndexesDeferred, type Cell } from '../bulkLoad';
import type { Queryable } from '../database';
import {
  BANK_REG_NUMBERS, COMPANY_STEMS, COMPANY_SUFFIXES, CUSTOMER_NOTE_TEXTS, EMAIL_DOMAINS, FIRST_NAMES, FOREIGN_ADDRESSES,
  LAST_NAMES, NOTE_TEXTS, NOTE_TITLES, PERSON_ROLES, STREETS, TRADES, type Trade,
} from './norwegianWords';
import type { SeedProfile } from './profiles';
import { InvoiceLedger, type SeededReminderStatus } from './invoiceLedger';
import { Random } from './random';
import { SEED_TABLE_ORDER, SEED_TABLES, type SeedTableName } from './tables';
import {
  AGENCIES, BRANCHES, BUILD_PROJECTS, changelogEntries, COLLECTOR_DOMAINS, COLLECTOR_RECIPIENTS, COUNTRIES, EU_FEE_INTERVALS,
  NOTE_TAGS, ONBOARDING_PRICES, PRINTERS, REMINDER_TEXTS, SHIPMENT_OPTIONS, supportIssues, TAX_RATES,
} from './referenceData';

type Row = Record<string, Cell | undefined>;

const DAY_MS = 86_400_000;
const OFFICERS = [1, 2, 3] as const;
const FLUSH_AT = 60_000;

/**
 * Buffers rows per table and writes them in foreign-key order. A batch is written while the next one is
 * generated: the database works on its own thread (PGlite) or server (PostgreSQL), so generating and
 * loading overlap instead of taking turns; one batch in flight at a time bounds the memory. Statements
 * of one transaction run in the order sent, so the data is the same as when each write was awaited.
 */
class Loader {
  private readonly buffers = new Map<SeedTableName, Cell[][]>();
  private pending = 0;
  private writing: Promise<void> = Promise.resolve();
  readonly counts = new Map<SeedTableName, number>();

  constructor(private readonly tx: Queryable) {}

  add(name: SeedTableName, row: Row): void {
    const cells = SEED_TABLES[name].columns.map(([column]) => row[column] ?? null);
    let buffer = this.buffers.get(name);
    if (!buffer) this.buffers.set(name, (buffer = []));
    buffer.push(cells);
    this.pending++;
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  async maybeFlush(): Promise<void> {
    if (this.pending >= FLUSH_AT) await this.startWriting();
  }

  /** Writes everything buffered and waits until it is in. */
  async flush(): Promise<void> {
    await this.startWriting();
    await this.writing;
  }

  /** Waits for the batch in flight (and its error, if any), then sends the buffered rows without waiting. */
  private async startWriting(): Promise<void> {
    await this.writing;
    const batch = SEED_TABLE_ORDER.flatMap((name) => {
      const rows = this.buffers.get(name);
      this.buffers.set(name, []);
      return rows?.length ? [[name, rows] as const] : [];
    });
    this.pending = 0;
    this.writing = (async () => {
      for (const [name, rows] of batch) await bulkInsert(this.tx, SEED_TABLES[name], rows);
    })();
    // Its failure reaches the next flush; should generating fail first, it is not also an unhandled rejection.
    this.writing.catch(() => undefined);
  }
}

/** Day numbers (days since 1970-01-01, UTC) keep date arithmetic cheap and exact. */
function dayOf(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
}
function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
function isoTime(day: number, minutes: number): string {
  return new Date(day * DAY_MS + minutes * 60_000).toISOString();
}
function weekday(day: number): number {
  // 1970-01-01 was a Thursday; 0 = Monday.
  return (day + 3) % 7;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/å/g, 'a')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** A minimal one-page PDF with a line of text: enough for a viewer to open it. */
export function minimalPdf(text: string): Uint8Array {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${pad(offset, 10)} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

interface PostalEntry {
  readonly postNo: string;
  readonly city: string;
}

interface ClientPlan {
  readonly index: number;
  readonly id: number;
  readonly base: number;
  readonly name: string;
  readonly orgNo: string;
  readonly email: string;
  readonly isActive: boolean;
  readonly vatBound: boolean;
  readonly endOfService: number | null;
  readonly customers: number;
  readonly trade: Trade;
  readonly agencyId: number | null;
  readonly agencyNumbers: readonly string[];
  readonly useKid: boolean;
  readonly kidMethod: 'MOD10' | 'MOD11';
  readonly dueDays: number;
  readonly unconfirmedShare: number;
  readonly nrStart: number;
  readonly contractDay: number;
  readonly hasFtpSource: boolean;
  readonly hasAvtaleGiro: boolean;
  readonly pendingProduction: boolean;
  /** The client sends a second reminder before the collection notice (client_settings.reminder2). */
  readonly reminder2: boolean;
}

interface CustomerRow {
  readonly id: number;
  readonly nr: number;
  readonly name: string;
  readonly type: 'Business' | 'Retail';
  readonly email: string | null;
  readonly shipment: string;
  readonly creditDays: number | null;
  readonly languageCode: string;
  readonly foreign: boolean;
}

interface LineDraft {
  readonly text: string;
  readonly productNumber: string;
  readonly unit: string;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly discountPercent: number;
  readonly taxPercent: number;
  readonly ex: number;
  readonly tax: number;
}

interface InvoiceDone {
  readonly id: number;
  readonly jourNr: number;
  readonly delivery: Delivery;
  readonly lines: readonly LineDraft[];
  readonly ex: number;
  readonly tax: number;
  readonly rounding: number;
  readonly customer: CustomerRow;
}

interface DocPlan {
  readonly customer: CustomerRow;
  readonly day: number;
  credit: DocPlan | null;
  creditOf: DocPlan | null;
  jourNr: number;
  done: InvoiceDone | null;
}

/** Counts of what was written, per table. */
export type SeedCounts = Record<string, number>;

export interface SeedOptions {
  readonly today: string;
  readonly seed: number;
}

/** The delivery date or period an invoice carries (bokføringsforskriften § 5-1-1 nr. 4); null: the invoice date. */
interface Delivery {
  readonly date: number | null;
  readonly endDate: number | null;
}

/**
 * When what an invoice sells was delivered, from what it sells (no draw of the PRNG, so the rest of the data is
 * as before): a monthly line is the invoice date's calendar month; hours were worked up to a week before the
 * invoice date (by its journal number); anything else was delivered on the invoice date.
 */
function deliveryOfLines(lines: readonly LineDraft[], day: number, jourNr: number): Delivery {
  if (lines.some((l) => l.unit === 'mnd')) {
    const date = new Date(day * DAY_MS);
    const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
    const last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0) / DAY_MS;
    return { date: first, endDate: last };
  }
  if (lines.some((l) => l.unit === 'timer')) return { date: day - 1 - (jourNr % 7), endDate: null };
  return { date: null, endDate: null };
}

/**
 * Foretaksregisteret (foretaksregisterloven § 2-1): every company, cooperative and partnership must be registered;
 * a sole proprietorship only when it trades goods or employs more than five, here one in three, by its number.
 */
const inBusinessEnterpriseRegister = (orgForm: string, orgNo: string) => orgForm !== 'ENK' || Number(orgNo[7]) % 3 === 0;

/** VAT: percent -> [tax code, sales account]. Code 3 is the VAT-bound standard, 4 the non-bound one. */
const TAX_CODES: Record<number, readonly [number, number]> = { 25: [3, 3000], 15: [31, 3030], 12: [33, 3050] };
const NON_BOUND: readonly [number, number] = [4, 3100];
const ZERO_BOUND: readonly [number, number] = [5, 3110];
const taxCodeOf = (vatBound: boolean, percent: number) => (!vatBound ? NON_BOUND : percent === 0 ? ZERO_BOUND : TAX_CODES[percent]!);

const FAILED_TEXTS = [
  'Mangler eFaktura-avtale', 'Ugyldig e-postadresse', 'Forfallsdato er passert', 'Mangler org.nr. for EHF',
  'Feil i beløpsberegning', 'Adresse mangler postnummer',
] as const;
/** The client settings the seed's reminder history follows (client_settings.reminder_days and days_reminder_b). */
const REMINDER_DAYS = 14;
const REMINDER_DUE_DAYS = 14;
/** The run's codes, and the collection notice's (inkassovarsel) of the seed's history. */
const REMINDER_CODE: Readonly<Record<string, string>> = { ...RUN_REMINDER_CODE, COLLECTION_NOTICE: 'IV' };
const STOP_REASONS = ['Stoppet av saksbehandler', 'Kunden har bestridt kravet', 'Betalingsavtale', 'Kunden er død, dødsbo'] as const;

/**
 * Writes the whole deterministic data set of a profile inside the caller's transaction.
 * The same profile, seed and today always give the same rows.
 */
export async function generateSeed(tx: Queryable, profile: SeedProfile, options: SeedOptions): Promise<SeedCounts> {
  // Foreign keys are not checked row by row during the load where the role allows it (PGlite does): the
  // generator writes parents first and the tests check every foreign key of the result (checkForeignKeys).
  const skipTriggers = await canSkipTriggers(tx);
  if (skipTriggers) await tx.exec('SET LOCAL session_replication_role = replica');
  await tx.exec(`SET LOCAL maintenance_work_mem = '128MB'`);
  const counts = await withIndexesDeferred(tx, SEED_TABLE_ORDER.map((name) => SEED_TABLES[name].name), () => generateRows(tx, profile, options));
  if (skipTriggers) await tx.exec('SET LOCAL session_replication_role = origin');
  return counts;
}

async function generateRows(tx: Queryable, profile: SeedProfile, options: SeedOptions): Promise<SeedCounts> {
  const rng = new Random(options.seed);
  const today = dayOf(options.today);
  const load = new Loader(tx);
  const postal: PostalEntry[] = Object.entries(postalCodes)
    .map(([postNo, city]) => ({ postNo, city }))
    .sort((a, b) => a.postNo.localeCompare(b.postNo));
  const usedOrgNumbers = new Set<string>();

  const ids = {
    file: 0, bank: 0, person: 0, source: 0, note: 0, rule: 0, agencyNr: 0, text: 0, price: 0, termination: 0,
    customer: 0, customerBank: 0, shipment: 0, customerNote: 0, invoice: 0, line: 0, event: 0, invoiceNote: 0, post: 0,
    regEntry: 0, batch: 0, prodEntry: 0, reminder: 0, stopped: 0, dcCase: 0, dcPayment: 0, importFile: 0, reportBundle: 0,
    report: 0, exportFile: 0, recipient: 0, avtaleGiro: 0, avtaleGiroInvoice: 0, ftp: 0, dcLog: 0, dcFile: 0, draft: 0,
    draftRow: 0, printId: 0,
  };
  const next = (key: keyof typeof ids) => ++ids[key];

  const orgNumber = (): string => {
    for (;;) {
      const first8 = `${rng.pick(['8', '9', '9'])}${rng.digits(7)}`;
      const check = orgNumberCheckDigit(first8);
      if (check === null) continue;
      const value = `${first8}${check}`;
      if (usedOrgNumbers.has(value)) continue;
      usedOrgNumbers.add(value);
      return value;
    }
  };
  const bankAccount = (): { number: string; bank: (typeof BANK_REG_NUMBERS)[number] } => {
    const bank = rng.pick(BANK_REG_NUMBERS);
    for (;;) {
      const first10 = `${bank[0]}${rng.digits(6)}`;
      const check = bankAccountCheckDigit(first10);
      if (check !== null) return { number: `${first10}${check}`, bank };
    }
  };
  const iban = (account: string): string => {
    // ISO 13616 check digits for "NO" + account.
    const numeric = `${account}2324` + '00';
    let remainder = 0;
    for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
    return `NO${pad(98 - remainder, 2)}${account}`;
  };
  const address = () => {
    const place = rng.pick(postal);
    return { line1: `${rng.pick(STREETS)} ${rng.int(1, 120)}${rng.chance(0.15) ? rng.pick(['A', 'B', 'C']) : ''}`, ...place };
  };
  const phone = () => `${rng.pick(['4', '9', '9', '2', '5', '7'])}${rng.digits(7)}`;
  const personName = () => ({ first: rng.pick(FIRST_NAMES), last: rng.pick(LAST_NAMES) });
  const companyName = (trade: string) =>
    `${rng.pick(COMPANY_STEMS)}${rng.chance(0.3) ? ` ${rng.pick(LAST_NAMES)}` : ''} ${trade} ${rng.pick(COMPANY_SUFFIXES)}`;
  const storedFile = (fileName: string, contentType: string, content: Uint8Array, day: number, by: string, pages: number | null) => {
    const id = next('file');
    load.add('stored_file', {
      id, file_name: fileName, content_type: contentType, length: content.length, number_of_pages: pages, content,
      created_at: isoTime(day, 9 * 60), created_by: by,
    });
    return id;
  };

  // ---------------------------------------------------------------- reference data
  COUNTRIES.forEach(([code, name, isMain], i) => load.add('country', { code, name, is_main: isMain, sort_order: isMain ? i : 1000 + i }));
  for (const entry of postal) load.add('postal_code', { post_no: entry.postNo, city_name: entry.city });
  // Dated by the day each rate took effect, as migration 0295 dates the rows it gave their sources.
  TAX_RATES.forEach((rate, i) => load.add('tax_rate', { id: i + 1, ...rate, created_at: `${rate.valid_from}T00:00:00+01:00` }));
  EU_FEE_INTERVALS.forEach((row) => load.add('eu_fee_interval', row));
  SHIPMENT_OPTIONS.forEach(([value, label], i) => load.add('shipment_option', { value, label, sort_order: i + 1 }));
  NOTE_TAGS.forEach(([name, label], i) => load.add('note_tag', { id: i + 1, name, label }));
  for (const agency of AGENCIES) load.add('collection_agency', agency);
  PRINTERS.forEach((row) => load.add('printer', row));
  COLLECTOR_RECIPIENTS.forEach((email, i) => load.add('collector_recipient', { id: i + 1, email }));
  COLLECTOR_DOMAINS.forEach((domain, i) => load.add('collector_domain', { id: i + 1, domain }));
  ONBOARDING_PRICES.forEach((row, i) => load.add('onboarding_product_price', { id: i + 1, ...row }));
  changelogEntries(today).forEach((row, i) => load.add('changelog_entry', { id: i + 1, ...row }));
  supportIssues(today).forEach((row) => load.add('support_issue', row));
  BRANCHES(today).forEach((row) => load.add('branch', row));
  BUILD_PROJECTS(today).forEach((row) => load.add('build_project', row));
  REMINDER_TEXTS.forEach((row) => load.add('reminder_text', { id: next('text'), client_id: null, ...row }));

  // ---------------------------------------------------------------- bundles of the work queues
  // The reminder run is daily (server/jobs/dailyJobs.ts): a bundle for each day a reminder was made, today's
  // included. Today's run has been made and approved, so the server's own run today finds nothing more; the two
  // before it wait for approval. Bundle ids follow the order the days are first met.
  const reminderBundles = new Map<number, number>();
  const reminderBundleFor = (day: number): number => {
    let id = reminderBundles.get(day);
    if (id === undefined) {
      id = reminderBundles.size + 1;
      reminderBundles.set(day, id);
      const pending = day >= today - 2 && day < today;
      load.add('reminder_bundle', {
        id, officer_id: OFFICERS[day % OFFICERS.length], run_date: isoDay(day), created_date: isoTime(day, 5 * 60 + 30), made_by_run: true,
        status: pending ? 'PENDING' : 'APPROVED', approved_at: pending ? null : isoTime(day, 10 * 60 + (day * 37) % 300),
      });
    }
    return id;
  };

  // Debt-collection bundles on Mondays and Thursdays of the last year; those of the last 10 days are pending.
  interface DcBundle { readonly id: number; readonly day: number; readonly pending: boolean }
  const dcBundles = { CASE: new Map<number, DcBundle>(), PAYMENT: new Map<number, DcBundle>() };
  let dcBundleId = 0;
  for (const kind of ['CASE', 'PAYMENT'] as const) {
    for (let day = today - 365; day <= today; day++) {
      if (weekday(day) !== 0 && weekday(day) !== 3) continue;
      const bundle = { id: ++dcBundleId, day, pending: day > today - 10 };
      dcBundles[kind].set(day, bundle);
      load.add('dc_bundle', { id: bundle.id, kind, officer_id: rng.pick(OFFICERS), bundle_date: isoTime(day, 6 * 60) });
    }
  }
  const dcBundleOn = (kind: 'CASE' | 'PAYMENT', day: number): DcBundle | null => {
    for (let d = day; d <= Math.min(today, day + 4); d++) {
      const bundle = dcBundles[kind].get(d);
      if (bundle) return bundle;
    }
    return null;
  };
  const transmissionIds = new Set<string>();
  const transmissionFor = (kind: 'CASE' | 'PAYMENT', bundle: DcBundle, agencyId: number): string => {
    const id = `${kind === 'CASE' ? 'INK' : 'INN'}-${isoDay(bundle.day)}-${agencyId}`;
    if (!transmissionIds.has(id)) {
      transmissionIds.add(id);
      load.add('dc_transmission', {
        id, kind, bundle_id: bundle.id, agency_id: agencyId, officer_id: OFFICERS[bundle.id % OFFICERS.length],
        created_at: isoTime(bundle.day, 6 * 60 + 5),
      });
    }
    return id;
  };

  // ---------------------------------------------------------------- clients
  const weights: number[] = [];
  for (let i = 0; i < profile.clients; i++) weights.push(1 / Math.pow(i + 2, 0.75) * (0.6 + rng.next()));
  const bigCustomers = profile.bigClientCustomers ?? 0;
  const rest = profile.customers - bigCustomers - profile.clients * 5;
  const weightSum = weights.reduce((a, b) => a + b, 0) - (bigCustomers ? weights[0]! : 0);
  const customerCounts = weights.map((w, i) => (i === 0 && bigCustomers ? bigCustomers : 5 + Math.floor((rest * w) / weightSum)));
  customerCounts[customerCounts.length - 1]! += profile.customers - customerCounts.reduce((a, b) => a + b, 0);

  const perBase = Math.ceil(profile.clients / 5);
  const clients: ClientPlan[] = [];
  for (let index = 0; index < profile.clients; index++) {
    const base = (index % 5) + 1;
    const j = Math.floor(index / 5) + 1;
    let id = base * 1000 + 3 * j;
    if (base === 2 && j === perBase && !clients.some((c) => c.id === 2084) && perBase < 28) id = 2084;
    const trade = TRADES[index % TRADES.length]!;
    const name = companyName(trade.word);
    const variety = index % 25;
    const terminatedInactive = variety === 3 || variety === 17;
    const terminatedActive = variety === 7;
    const bankrupt = variety === 11;
    const isActive = !terminatedInactive && !(bankrupt && index % 2 === 1);
    const endOfService = terminatedInactive ? today - rng.int(20, 300) : terminatedActive ? today + rng.int(10, 90) : bankrupt && !isActive ? today - rng.int(5, 60) : null;
    const agencyId = rng.chance(0.88) ? rng.pick(AGENCIES).id : null;
    clients.push({
      index, id, base, name, orgNo: orgNumber(), email: `post@${slug(name.replace(/ (AS|ASA|SA|ANS|DA|ENK)$/, ''))}.no`,
      isActive, vatBound: trade.word !== 'Barnehage' && trade.word !== 'Tannlegesenter' && rng.chance(0.93), endOfService,
      customers: customerCounts[index]!, trade, agencyId,
      agencyNumbers: agencyId !== null && rng.chance(0.35) ? ['1', '2'].slice(0, rng.int(1, 2)).map((n) => `${pad(id, 5)}${n}`) : [],
      useKid: rng.chance(0.85), kidMethod: rng.chance(0.8) ? 'MOD10' : 'MOD11', dueDays: rng.pick([10, 14, 14, 15, 20, 30]),
      unconfirmedShare: index % 7 === 2 ? 0.03 + rng.next() * 0.05 : 0, nrStart: rng.chance(0.7) ? 10001 : 1,
      contractDay: today - rng.int(800, 4000), hasFtpSource: rng.chance(0.3), hasAvtaleGiro: rng.chance(0.25),
      pendingProduction: isActive && rng.chance(0.6), reminder2: rng.chance(0.3),
    });
  }

  for (const c of clients) {
    const adr = address();
    const contact = personName();
    const variety = c.index % 25;
    const bankrupt = variety === 11;
    const terminated = c.endOfService !== null;
    const terminationDay = terminated ? Math.min(today, c.endOfService! - rng.int(30, 90)) : null;
    const clientOrgForm = c.name.endsWith(' ENK') ? 'ENK' : c.name.split(' ').pop()!;
    load.add('brreg_company', {
      org_no: c.orgNo, name: c.name.toUpperCase(), org_form: clientOrgForm,
      address_line1: adr.line1, post_no: adr.postNo, city_name: adr.city, is_in_company_register: true,
      is_in_vat_register: c.vatBound, is_under_liquidation: bankrupt, is_under_compulsion: false, is_bankrupt: bankrupt,
      is_in_business_enterprise_register: inBusinessEnterpriseRegister(clientOrgForm, c.orgNo),
    });
    load.add('client', {
      id: c.id, name: c.name, is_active: c.isActive, contact_person: `${contact.first} ${contact.last}`, org_no: c.orgNo,
      address_line1: adr.line1, address_line2: rng.chance(0.1) ? `Postboks ${rng.int(1, 999)}` : null, post_no: adr.postNo,
      city_name: adr.city, country_code: 'NO', email: c.email, phone_no: phone(), vat_bound: c.vatBound, officer_id: c.base,
      contract_date: isoDay(c.contractDay), termination_date: terminationDay === null ? null : isoDay(terminationDay),
      end_of_service_date: c.endOfService === null ? null : isoDay(c.endOfService),
      termination_note: bankrupt && terminated ? 'Bedriften er konkurs' : terminated ? 'Klienten har sagt opp avtalen.' : null,
      created_at: isoTime(c.contractDay, 8 * 60),
    });
    const primary = bankAccount();
    load.add('client_settings', {
      client_id: c.id, prod_invoice_pdf: rng.chance(0.8), prod_creditnote_pdf: rng.chance(0.7), efaktura_priv: rng.chance(0.8),
      dispatch_invoices: rng.chance(0.9), payment_form: rng.weighted([['GIRO', 8], ['BREVGIRO', 1], ['NONE', 1]] as const),
      new_bank_account: rng.chance(0.05) ? bankAccount().number : null, reminders_on_email: rng.chance(0.5),
      collection_notes_on_email: rng.chance(0.3), approve_reminders: rng.chance(0.4), receipt_for_cases_sent: rng.chance(0.3),
      receipt_email: rng.chance(0.3) ? c.email : null, use_html_email: rng.chance(0.85), use_invoice_kid: c.useKid,
      kid_method: c.kidMethod, due_days: c.dueDays, shipment_type: rng.weighted([['PAPER', 3], ['EMAIL', 5], ['EHF', 2]] as const),
      reminder_days: REMINDER_DAYS, reminder2: c.reminder2, inkasso_days: 14, days_ready_collect: 14, agency_id: c.agencyId,
      auto_inkasso: c.agencyId !== null && rng.chance(0.3),
      customer_nr_at_agency: c.agencyId !== null ? `${pad(c.id, 5)}${rng.digits(3)}` : null,
      customer_nr_template: rng.chance(0.5) ? c.nrStart + c.customers : null, eu_fee_enabled: rng.chance(0.9),
      billing_interval: rng.chance(0.8) ? 'Monthly' : 'Yearly', subscription_start: isoDay(c.contractDay),
      subscription_amount_ore: rng.pick([0, 19900, 49900, 99900]), addressed_mail_provider: rng.weighted([['Posten', 8], ['Bring', 1], ['Strålfors', 1]] as const),
    });
    load.add('client_invoice_fee', {
      client_id: c.id, is_enabled: rng.chance(0.3), amount_ex_tax_ore: rng.pick([2900, 3900, 4900, 5900]),
      duty_free_account_id: 3110, tax_bound_account_id: 3000, text: 'Fakturagebyr',
    });
    for (const [category, shipment, price] of CLIENT_PRICE_DEFAULTS) {
      load.add('client_price', { id: next('price'), client_id: c.id, category, shipment_type: shipment, price_ex_tax_ore: price });
    }
    load.add('client_bank_account', {
      id: next('bank'), client_id: c.id, account_type: 'Primary', account_number: primary.number, currency_code: 'NOK',
      bic: primary.bank[2], iban: iban(primary.number), name: primary.bank[1],
    });
    if (rng.chance(0.3)) {
      const secondary = bankAccount();
      load.add('client_bank_account', {
        id: next('bank'), client_id: c.id, account_type: 'Secondary', account_number: secondary.number,
        currency_code: rng.chance(0.8) ? 'NOK' : 'EUR', bic: secondary.bank[2], iban: iban(secondary.number), name: secondary.bank[1],
      });
    }
    if (rng.chance(0.6)) {
      const enabled = rng.chance(0.5);
      load.add('client_soft_reminder_setup', {
        client_id: c.id, created_date: isoTime(today - rng.int(10, 400), 10 * 60), is_enabled: enabled, send_on_day: rng.int(5, 12),
        send_on_email: true, send_on_sms: rng.chance(0.4),
        email_reminder_text: enabled ? `Hei! Vi minner om faktura fra ${c.name} som har forfalt. Se bort fra denne meldingen om den er betalt.` : null,
        sms_reminder_text: enabled ? `Påminnelse: faktura fra ${c.name} har forfalt.` : null,
      });
    }
    if (terminated && terminationDay !== null) {
      const fileId = storedFile(`oppsigelse-${c.id}.pdf`, 'application/pdf', minimalPdf(`Oppsigelse ${c.name}`), terminationDay, 'teknisk', 1);
      load.add('client_termination_log', {
        id: next('termination'), client_id: c.id, event_date: isoTime(terminationDay, 11 * 60), made_by: 'Tora Teknisk',
        event_text: bankrupt ? 'Klientforhold avsluttet: konkurs' : 'Oppsigelse registrert', event_tag: bankrupt ? 'BANKRUPT' : 'TERMINATED',
        termination_note: bankrupt ? 'Bedriften er konkurs' : 'Klienten har sagt opp avtalen.', termination_date: isoDay(terminationDay),
        end_of_service_date: isoDay(c.endOfService!), attachment_file_id: fileId,
      });
      if (variety === 7 && rng.chance(0.5)) {
        load.add('client_termination_log', {
          id: next('termination'), client_id: c.id, event_date: isoTime(terminationDay + 5, 13 * 60), made_by: 'Leif Leder',
          event_text: 'Oppsigelse utsatt', event_tag: 'POSTPONED', termination_note: 'Utsatt etter avtale med klienten.',
          termination_date: isoDay(terminationDay), end_of_service_date: isoDay(c.endOfService!), attachment_file_id: null,
        });
      }
    }
    const personIds: number[] = [];
    for (let p = 0, n = rng.int(1, 3); p < n; p++) {
      const person = personName();
      const id = next('person');
      personIds.push(id);
      load.add('person', {
        id, client_id: c.id, created_at: isoTime(c.contractDay + p, 9 * 60), created_by: 'Siri Saksbehandler', first_name: person.first,
        last_name: person.last, email: `${slug(person.first)}.${slug(person.last)}@${c.email.split('@')[1]}`,
        phone: rng.chance(0.8) ? phone() : null, role: p === 0 ? 'Daglig leder' : rng.pick(PERSON_ROLES),
        comment: rng.chance(0.2) ? 'Foretrekker kontakt på e-post.' : null, is_active: rng.chance(0.9),
      });
    }
    const sources = c.hasFtpSource ? ['SFTP'] : [rng.pick(['GOLFBOX', 'POWEROFFICE', 'AMCS', 'IIZY', 'REG-PAPER', 'REG-PDF', 'API-REST', 'API-FILE'])];
    if (rng.chance(0.3)) sources.push('REG-PDF');
    for (const source of sources) {
      const ftp = source === 'FTP' || source === 'SFTP';
      load.add('import_source', {
        id: next('source'), client_id: c.id, source, activated_at: isoDay(c.contractDay + rng.int(0, 60)),
        person_id: rng.chance(0.6) ? rng.pick(personIds) : null, comment: rng.chance(0.3) ? 'Satt opp ved oppstart.' : null,
        username: ftp ? `nl${c.id}` : null, file_format: ftp ? rng.pick(['CSV', 'XML', 'EHF']) : null,
      });
    }
    for (let n = 0, count = rng.int(0, 6); n < count; n++) {
      const id = next('note');
      const day = today - rng.int(0, 700);
      load.add('note', {
        id, client_id: c.id, title: rng.pick(NOTE_TITLES), text: `<p>${rng.pick(NOTE_TEXTS)}</p>`, date: isoDay(day),
        created_by: rng.pick(['Tora Teknisk', 'Leif Leder', 'Siri Saksbehandler']), created_at: isoTime(day, 8 * 60 + rng.int(0, 540)),
      });
      for (let t = 1; t <= NOTE_TAGS.length; t++) if (rng.chance(0.2)) load.add('note_tag_link', { note_id: id, tag_id: t });
      if (rng.chance(0.15)) {
        const fileId = storedFile(`notat-${id}.pdf`, 'application/pdf', minimalPdf(`Notat ${id}`), day, 'saksbehandler', 1);
        load.add('note_file', { note_id: id, file_id: fileId, is_deleted: rng.chance(0.2) });
      }
    }
    if (c.agencyId !== null) {
      c.agencyNumbers.forEach((number, i) =>
        load.add('agency_customer_number', {
          id: next('agencyNr'), agency_id: c.agencyId, client_id: c.id, number, name: i === 0 ? 'Hovedavtale' : 'Bedriftskunder',
        }),
      );
    }
    if (rng.chance(0.1)) {
      const text = rng.pick(REMINDER_TEXTS);
      load.add('reminder_text', {
        id: next('text'), client_id: c.id, ...text, title: `${text.title ?? text.reminder_label} fra ${c.name}`,
        text: `${text.text}\n\nMed vennlig hilsen\n${c.name}`,
      });
    }
    if (c.index % 3 === 0) {
      const ruleType = RULE_TYPES[(c.index / 3) % RULE_TYPES.length]!;
      load.add('reminder_rule', reminderRule(ruleType, c.id, today, rng, next('rule')));
      if (rng.chance(0.3)) load.add('reminder_rule', reminderRule('AMOUNT_LIMIT', c.id, today, rng, next('rule')));
    }
  }

  // Pending client registrations (string ids) and their company-register rows.
  for (let i = 1; i <= Math.max(4, Math.round(profile.clients / 25)); i++) {
    const trade = rng.pick(TRADES);
    const name = companyName(trade.word);
    const orgNo = orgNumber();
    const adr = address();
    const contact = personName();
    const account = bankAccount();
    load.add('brreg_company', {
      org_no: orgNo, name: name.toUpperCase(), org_form: name.split(' ').pop(), address_line1: adr.line1, post_no: adr.postNo,
      city_name: adr.city, is_in_company_register: true, is_in_vat_register: true, is_under_liquidation: false,
      is_under_compulsion: false, is_bankrupt: i === 3, is_in_business_enterprise_register: inBusinessEnterpriseRegister(name.split(' ').pop()!, orgNo),
    });
    load.add('pending_client_registration', {
      id: `REG-${isoDay(today - i).replace(/-/g, '')}-${pad(i, 3)}`, reg_time: isoTime(today - i, 14 * 60 + i),
      request_addr: `81.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`, company_name: name, org_no: orgNo,
      contact_person: `${contact.first} ${contact.last}`, email: `${slug(contact.first)}@${slug(name.split(' ')[0]!)}.no`,
      phone_no: phone(), bank_account: account.number, bank_name: account.bank[1], has_kid: rng.chance(0.7),
      product: rng.pick(['ALL', 'PROD', 'MONITOR']), address_line1: adr.line1, address_line2: null, post_no: adr.postNo,
      city_name: adr.city, country_code: 'NO', vat_bound: rng.chance(0.9), collection_agency_id: rng.chance(0.7) ? rng.pick(AGENCIES).id : null,
    });
  }
  await load.flush();

  // ---------------------------------------------------------------- customers, invoices, ledger, work queues
  let brregCustomers = 0;
  let paymentDraftDone = false;
  let pendingOtherFileDone = false;
  for (const c of clients) {
    const crng = rng.fork();
    const lastDay = c.isActive ? today : Math.min(today, c.endOfService ?? today);
    const firstDay = Math.max(c.contractDay, today - 730);
    const customers: CustomerRow[] = [];
    for (let k = 0; k < c.customers; k++) {
      const id = next('customer');
      const nr = c.nrStart + k;
      const business = crng.chance(0.35);
      const foreign = crng.chance(0.01);
      const person = { first: crng.pick(FIRST_NAMES), last: crng.pick(LAST_NAMES) };
      const name = business ? companyName(crng.pick(TRADES).word) : `${person.first} ${person.last}`;
      const orgNo = business ? orgNumber() : null;
      const email = crng.chance(business ? 0.9 : 0.7)
        ? business ? `faktura@${slug(name.replace(/ (AS|ASA|SA|ANS|DA|ENK)$/, ''))}.no` : `${slug(person.first)}.${slug(person.last)}${nr}@${crng.pick(EMAIL_DOMAINS)}`
        : null;
      let shipment = business
        ? crng.weighted([['EHF', 45], ['EMAIL', 40], ['PAPER', 15]] as const)
        : crng.weighted([['PAPER', 35], ['EMAIL', 45], ['EFAKTURA', 12], ['AVTALEGIRO', c.hasAvtaleGiro ? 8 : 0]] as const);
      if ((shipment === 'EMAIL' && !email) || foreign) shipment = email ? 'EMAIL' : 'PAPER';
      const unconfirmed = crng.chance(c.unconfirmedShare);
      const type = unconfirmed && crng.chance(0.3) ? (business ? 'Retail' : 'Business') : business ? 'Business' : 'Retail';
      const customer: CustomerRow = {
        id, nr, name, type: business ? 'Business' : 'Retail', email, shipment,
        creditDays: crng.chance(0.1) ? crng.pick([10, 20, 30, 45]) : null, languageCode: foreign ? 'EN' : crng.chance(0.05) ? 'NO' : '', foreign,
      };
      customers.push(customer);
      const createdDay = c.contractDay + crng.int(0, Math.max(0, lastDay - c.contractDay - 30));
      let line1: string, postNo: string, city: string, country: string;
      if (foreign) {
        const f = crng.pick(FOREIGN_ADDRESSES);
        [country, postNo, city] = [f[0], f[1], f[2]];
        line1 = `${f[3]} ${crng.int(1, 80)}`;
      } else {
        const a = address();
        [line1, postNo, city, country] = [a.line1, a.postNo, a.city, 'NO'];
      }
      load.add('customer', {
        id, client_id: c.id, nr, name, type, is_type_confirmed: !unconfirmed, address_line1: line1,
        address_line2: crng.chance(0.08) ? (business ? `Att. ${person.first} ${person.last}` : `c/o ${crng.pick(LAST_NAMES)}`) : null,
        post_no: postNo, city_name: city, country_code: country, email, invoice_email: business && crng.chance(0.2) ? `regnskap@${slug(name.split(' ')[0]!)}.no` : null,
        phone_nr: crng.chance(0.8) ? phone() : null, org_no: orgNo, fixed_shipment: crng.chance(0.1), fixed_org_no: business && crng.chance(0.2),
        credit_days: customer.creditDays, shipment_type: shipment, specify_interest_and_fee: crng.chance(0.1), brevgiro: crng.chance(0.05),
        debt_collection_notice_on_email: crng.chance(0.2), auto_split_rate_invoice: crng.chance(0.02), language_code: customer.languageCode,
        created_at: isoTime(createdDay, 8 * 60 + crng.int(0, 600)),
      });
      if (orgNo && brregCustomers < 20_000) {
        brregCustomers++;
        load.add('brreg_company', {
          org_no: orgNo, name: name.toUpperCase(), org_form: name.split(' ').pop(), address_line1: line1, post_no: postNo, city_name: city,
          is_in_company_register: true, is_in_vat_register: crng.chance(0.8), is_under_liquidation: false,
          is_under_compulsion: crng.chance(0.01), is_bankrupt: crng.chance(0.01),
          is_in_business_enterprise_register: inBusinessEnterpriseRegister(name.split(' ').pop()!, orgNo),
        });
        if (shipment === 'EHF' || crng.chance(0.3)) {
          load.add('elma_participant', { org_no: orgNo, name, ehf_version2: crng.chance(0.3), ehf_version3: true, is_enabled: shipment === 'EHF' || crng.chance(0.5) });
        }
      }
      if (shipment === 'EFAKTURA' || shipment === 'AVTALEGIRO') {
        const rejected = crng.chance(0.05);
        load.add('customer_shipment', {
          id: next('shipment'), customer_id: id, shipment_type: shipment, label: shipment === 'EFAKTURA' ? 'eFaktura' : 'AvtaleGiro',
          value: shipment, address_value: shipment === 'EFAKTURA' ? `${phone()}` : `${c.id}${pad(nr, 7)}`, is_enabled: !rejected,
          is_rejected: rejected, created_date: isoTime(createdDay + 3, 3 * 60), created_by: 'Nets',
          modified_date: rejected ? isoTime(createdDay + 40, 3 * 60) : null, modified_by: rejected ? 'Nets' : null,
        });
      }
      if (crng.chance(0.3)) load.add('customer_bank_account', { id: next('customerBank'), customer_id: id, account_number: bankAccount().number });
      if (crng.chance(0.03)) {
        load.add('customer_note', {
          id: next('customerNote'), customer_id: id, created: isoTime(today - crng.int(0, 500), 10 * 60), created_by: crng.pick(['DOS', 'saksbehandler']),
          notice_text: crng.pick(CUSTOMER_NOTE_TEXTS), subject: crng.chance(0.5) ? 'Telefon' : null, tag: crng.chance(0.4) ? 'dos' : null,
        });
      }
    }

    // Plan the documents, then number them in date order.
    const docs: DocPlan[] = [];
    if (lastDay > firstDay) {
      for (const customer of customers) {
        const n = crng.int(0, 2 * profile.invoicesPerCustomer);
        for (let i = 0; i < n; i++) {
          const day = crng.int(firstDay, lastDay);
          const invoice: DocPlan = { customer, day, credit: null, creditOf: null, jourNr: 0, done: null };
          const creditDay = day + crng.int(1, 20);
          if (crng.chance(0.05) && creditDay <= lastDay - 1) {
            const credit: DocPlan = { customer, day: creditDay, credit: null, creditOf: invoice, jourNr: 0, done: null };
            invoice.credit = credit;
            docs.push(credit);
          }
          docs.push(invoice);
        }
      }
    }
    docs.sort((a, b) => a.day - b.day || a.customer.id - b.customer.id || (a.creditOf ? 1 : 0) - (b.creditOf ? 1 : 0));
    let jourNr = 10_000 + c.index * 7;
    for (const doc of docs) doc.jourNr = jourNr++;

    const prodBatches = new Map<number, number>();
    const pendingBatch = { id: 0 };
    let postJour = 5_000_000;
    const openInvoices: { id: number; customer: CustomerRow; part: number; tax: number; inc: number; rest: number }[] = [];
    const avtaleGiroInvoices: { customerNr: number; jourNr: number; kid: string | null }[] = [];

    for (const doc of docs) {
      const customer = doc.customer;
      const invoiceId = next('invoice');
      const isCredit = doc.creditOf !== null;
      let lines: readonly LineDraft[];
      if (isCredit) {
        lines = doc.creditOf!.done!.lines.map((l) => ({ ...l, quantity: -l.quantity, ex: -l.ex, tax: -l.tax }));
      } else {
        const drafts: LineDraft[] = [];
        for (let l = 0, n = crng.weighted([[1, 60], [2, 25], [3, 10], [4, 5]] as const); l < n; l++) {
          const product = crng.pick(c.trade.products);
          const quantity = product[1] === 'timer' ? crng.int(1, 16) / 2 : crng.int(1, product[1] === 'mnd' ? 1 : 10);
          const unitPrice = Math.round(product[2] * (0.8 + crng.next() * 0.4));
          const discountPercent = crng.chance(0.1) ? crng.pick([5, 10, 15]) : 0;
          const gross = Math.round(quantity * unitPrice);
          const ex = gross - Math.round((gross * discountPercent) / 100);
          const taxPercent = !c.vatBound ? 0 : crng.weighted([[25, 85], [15, 7], [12, 4], [0, 4]] as const);
          drafts.push({
            text: product[0], productNumber: `${c.trade.word.slice(0, 3).toUpperCase()}${pad(c.trade.products.indexOf(product) + 1, 3)}`,
            unit: product[1], quantity, unitPrice, discountPercent, taxPercent, ex, tax: vatOfBase(ex, taxPercent),
          });
        }
        lines = drafts;
      }
      // The VAT summary by the one VAT rule: per rate, VAT = the rate's base × rate rounded once (EN 16931 BR-CO-17).
      const vatRows = vatSummaryOfLines(lines.map((l) => ({ taxCode: taxCodeOf(c.vatBound, l.taxPercent)[0], taxPercent: l.taxPercent, amountExTax: l.ex })));
      const ex = lines.reduce((s, l) => s + l.ex, 0);
      const tax = vatRows.reduce((s, row) => s + row.amountIncTax - row.amountExTax, 0);
      const exact = ex + tax;
      const delivery = isCredit ? doc.creditOf!.done!.delivery : deliveryOfLines(lines, doc.day, doc.jourNr);
      const rounding = isCredit ? doc.creditOf!.done!.rounding * -1 : crng.chance(0.15) ? Math.round(exact / 100) * 100 - exact : 0;
      const inc = exact + rounding;
      const longDue = !isCredit && doc.day >= today - 1 && crng.chance(0.03);
      const credit = customer.creditDays ?? c.dueDays;
      const due = isCredit ? doc.day : doc.day + (longDue ? 95 : credit);
      const kid = c.useKid && !isCredit
        ? (c.kidMethod === 'MOD10' ? kidWithMod10 : kidWithMod11)(`${pad(customer.nr, 7)}${pad(doc.jourNr, 8)}`)
        : null;
      const shipment = isCredit && customer.shipment === 'EFAKTURA' ? (customer.email ? 'EMAIL' : 'PAPER') : customer.shipment;
      const yourRef = customer.type === 'Business' ? (shipment === 'EHF' ? crng.pick(['Fakturamottak', `${crng.int(1000, 99999)}`]) : crng.chance(0.6) ? crng.pick(FIRST_NAMES) : null) : null;
      const ourRef = crng.chance(0.5) ? crng.pick(FIRST_NAMES) : null;
      const text = crng.chance(0.7) ? `${lines[0]!.text} ${MONTHS[new Date(doc.day * DAY_MS).getUTCMonth()]} ${new Date(doc.day * DAY_MS).getUTCFullYear()}` : null;

      // What happened to it by today, on its own ledger by the product's rules (invoiceLedger.ts).
      type Status = {
        level: number; procStatus: string | null; text: string; code: 'P' | 'NP' | 'IN' | 'KR';
        active: boolean; settled: number | null; ready: boolean; caseNumber: string | null;
      };
      let status: Status;
      const ledger = new InvoiceLedger(inc, due);
      const stoppedSteps: { day: number; type: 'REMINDER2' | 'COLLECTION_NOTICE' }[] = [];
      const creditedOn = doc.credit && doc.credit.day <= today ? doc.credit.day : null;
      const paidWithKid = kid ? 'Innbetaling KID' : 'Innbetaling uten KID';
      const tag = kid ? 'OCR' : 'DIR';

      if (isCredit) {
        ledger.settle(doc.day, `Avregnet mot faktura ${doc.creditOf!.jourNr}`);
        status = { level: 6, procStatus: 'Avregnet', text: 'Avregnet', code: 'P', active: true, settled: doc.day, ready: false, caseNumber: null };
      } else if (creditedOn !== null) {
        ledger.settle(creditedOn, 'Kreditert');
        status = { level: 6, procStatus: 'Kreditert', text: 'Kreditert', code: 'KR', active: true, settled: creditedOn, ready: false, caseNumber: null };
      } else {
        const delay = crng.weighted([[-crng.int(0, 10), 60], [crng.int(1, 20), 24], [crng.int(21, 45), 8], [crng.int(46, 200), 4], [9999, 4]] as const);
        const payDay = Math.max(doc.day, due + delay);
        const paid = payDay <= today;
        const overdue = today - due;
        // Decided up front, acted on in date order below.
        const partialDay = !paid && overdue > 0 && crng.chance(0.08) ? Math.min(today, due + crng.int(0, 10)) : null;
        const stopped = !paid && overdue > 42 && crng.chance(0.12);
        if (partialDay !== null) ledger.pay(partialDay, Math.round(ledger.rest / 2), tag, paidWithKid);
        // The run reminds on the day the client's reminder days have passed, and goes on the day after the
        // reminder's own deadline: a second reminder for clients who send them, else the collection notice.
        const decision = (day: number): SeededReminderStatus =>
          day >= today - 2 && day < today ? 'Pending' : crng.chance(0.95) ? 'Sent' : 'Rejected';
        const first = due + REMINDER_DAYS;
        if (first < payDay && first <= today) {
          const r1 = ledger.remind(first, 'REMINDER1', decision(first), REMINDER_DUE_DAYS);
          const second = dayOf(r1.charge.dueDate) + 1;
          const secondType = c.reminder2 ? 'REMINDER2' : 'COLLECTION_NOTICE';
          if (r1.status === 'Sent' && second < payDay && second <= today) {
            if (stopped) stoppedSteps.push({ day: second, type: secondType });
            else ledger.remind(second, secondType, decision(second), REMINDER_DUE_DAYS);
          }
        }
        if (paid) {
          ledger.pay(payDay, ledger.rest, tag, paidWithKid);
          status = { level: 6, procStatus: 'Betalt', text: 'Betalt', code: 'P', active: true, settled: payDay, ready: false, caseNumber: null };
        } else {
          const reminded = ledger.reminders.filter((r) => r.status !== 'Rejected');
          const last = reminded.at(-1);
          if (overdue <= 0) {
            status = { level: 1, procStatus: 'Ikke forfalt', text: 'Ubetalt', code: 'NP', active: true, settled: null, ready: false, caseNumber: null };
          } else if (!last) {
            status = { level: 1, procStatus: 'Forfalt', text: 'Ubetalt', code: 'NP', active: true, settled: null, ready: false, caseNumber: null };
          } else if (stopped) {
            status = { level: 3, procStatus: 'Stoppet', text: 'Ubetalt, stoppet', code: 'NP', active: false, settled: null, ready: crng.chance(0.4), caseNumber: null };
          } else if (overdue <= 42 || last.type === 'REMINDER1' || last.status === 'Pending') {
            const notice = last.type === 'COLLECTION_NOTICE';
            status = { level: notice ? 3 : 2, procStatus: notice ? 'Inkassovarsel sendt' : 'Purret', text: 'Ubetalt', code: 'NP', active: true, settled: null, ready: false, caseNumber: null };
          } else {
            status = { level: 4, procStatus: 'Venter på beslutning om inkasso', text: 'Ubetalt', code: 'NP', active: true, settled: null, ready: true, caseNumber: null };
            const caseDay = due + 56;
            const bundle = c.agencyId !== null && caseDay <= today ? dcBundleOn('CASE', caseDay) : null;
            if (bundle) {
              const transmission = transmissionFor('CASE', bundle, c.agencyId!);
              const pendingStatus = bundle.pending ? crng.weighted([['Ready', 70], ['Approved', 15], ['Rejected', 15]] as const) : 'Sent';
              const caseNumber = pendingStatus === 'Sent' || pendingStatus === 'Approved' ? `${c.agencyId}${pad(invoiceId, 9)}` : null;
              if (pendingStatus === 'Sent') {
                status = { ...status, level: 5, procStatus: 'Sendt til inkasso', text: 'Sendt til inkasso', code: 'IN', ready: false, caseNumber };
                ledger.note(bundle.day, 'Sendt til inkasso');
              }
              load.add('dc_case', {
                id: next('dcCase'), transmission_id: transmission, client_id: c.id, customer_id: customer.id, invoice_id: invoiceId,
                invoice_amount_ore: inc, rest_amount_ore: ledger.rest, interest_part_ore: ledger.parts.interestPart, fee_part_ore: ledger.parts.feePart,
                dispute_code: crng.chance(0.03) ? 'B' : null, status: pendingStatus,
                agency_customer_number: pendingStatus === 'Ready' || c.agencyNumbers.length === 0 ? null : c.agencyNumbers[0],
                case_number: caseNumber, decided_at: pendingStatus === 'Ready' ? null : isoTime(bundle.day, 12 * 60),
                decided_by: pendingStatus === 'Ready' ? null : OFFICERS[invoiceId % 3],
              });
              // Customers who pay the client directly after the case went to the agency: reported as payments.
              const payAfter = bundle.day > today - 45 && crng.chance(0.5) ? Math.max(bundle.day + 3, today - crng.int(0, 8)) : bundle.day + crng.int(3, 60);
              if (pendingStatus === 'Sent' && crng.chance(0.35) && payAfter <= today) {
                const paymentBundle = dcBundleOn('PAYMENT', payAfter);
                if (paymentBundle) {
                  const paymentStatus = paymentBundle.pending ? crng.weighted([['Ready', 80], ['Approved', 10], ['Rejected', 10]] as const) : 'Sent';
                  const taken = ledger.pay(payAfter, Math.round(ledger.parts.invoicePart * (0.3 + crng.next() * 0.4)), tag, paidWithKid);
                  load.add('dc_payment', {
                    id: next('dcPayment'), transmission_id: transmissionFor('PAYMENT', paymentBundle, c.agencyId!), client_id: c.id,
                    customer_id: customer.id, invoice_id: invoiceId, reg_date: isoDay(payAfter), journal_date: isoDay(payAfter),
                    amount_ore: partsTotal(taken), interest_part_ore: taken.interestPart, fee_part_ore: taken.feePart, tag, reference: kid ?? `${doc.jourNr}`,
                    status: paymentStatus, agency_customer_number: c.agencyNumbers[0] ?? null,
                    decided_at: paymentStatus === 'Ready' ? null : isoTime(paymentBundle.day, 12 * 60),
                    decided_by: paymentStatus === 'Ready' ? null : OFFICERS[invoiceId % 3],
                  });
                }
              }
            }
          }
        }
      }
      const reminderShipment = customer.shipment === 'EMAIL' || customer.shipment === 'EHF' ? (customer.email ? 'EMAIL' : 'PAPER') : customer.shipment === 'EFAKTURA' ? 'EFAKTURA' : 'PAPER';
      const reminderIds = new Map<number, number>();
      for (const r of ledger.reminders) {
        const bundle = reminderBundleFor(r.day);
        const id = next('reminder');
        reminderIds.set(r.key, id);
        const sent = r.status === 'Sent';
        const decided = r.status !== 'Pending';
        load.add('reminder', {
          id, bundle_id: bundle, client_id: c.id, customer_id: customer.id, invoice_id: invoiceId,
          reminder_code: REMINDER_CODE[r.type], reminder_type: r.type, reminder_due_date: r.charge.dueDate,
          invoice_amount_ore: inc, invoice_rest_amount_ore: r.rest, fee_ore: r.charge.fee, interest_ore: r.charge.interest.total, sum_ore: r.charge.sum,
          interest_from: r.charge.interest.from, interest_until: r.charge.interest.from === null ? null : r.charge.interest.until,
          fee_rule_id: r.charge.feeRuleId, rule_notes: r.charge.notes.length === 0 ? null : r.charge.notes.join('\n'),
          language_code: customer.languageCode === 'EN' ? 'EN' : 'NO', kid, our_ref: ourRef, your_ref: yourRef,
          customer_email: reminderShipment === 'EMAIL' ? customer.email : null, is_eu_fee: customer.foreign,
          shipment_type: reminderShipment, shipment_code: reminderShipment.slice(0, 1), shipment_status: sent ? 'Sendt' : null,
          is_valid: decided || crng.chance(0.98), status: r.status, sent_date: sent ? isoDay(r.day) : null,
          print_id: sent ? next('printId') : null, print_created: sent ? isoTime(r.day, 15 * 60) : null,
          decided_at: decided ? isoTime(r.day, 10 * 60) : null, decided_by: decided ? OFFICERS[invoiceId % 3] : null,
        });
        r.charge.interest.periods.forEach((p, i) => load.add('reminder_interest_period', {
          reminder_id: id, seq: i + 1, from_date: p.from, to_date: p.to, days: p.days, year_days: p.yearDays, principal_ore: p.principal,
          basis_points: p.basisPoints, interest_ore: p.interest, rule_id: p.ruleId,
        }));
      }
      for (const s of stoppedSteps) {
        load.add('reminder_stopped', {
          id: next('stopped'), bundle_id: reminderBundleFor(s.day), client_id: c.id, customer_id: customer.id, invoice_id: invoiceId,
          reminder_code: REMINDER_CODE[s.type], reminder_type: s.type, reason: crng.pick(STOP_REASONS),
        });
      }
      const { invoicePart, interestPart, feePart } = ledger.parts;
      const rest = ledger.rest;
      load.add('invoice', {
        id: invoiceId, client_id: c.id, customer_id: customer.id, type: isCredit ? 'CREDITNOTE' : 'INVOICE', jour_nr: doc.jourNr,
        jour_date: isoDay(doc.day), due_date: isoDay(due), kid, amount_inc_tax_ore: inc, amount_ex_tax_ore: ex, tax_amount_ore: tax,
        rounding_ore: rounding, shipment_type: shipment, your_ref: yourRef, our_ref: ourRef,
        delivery_date: delivery.date === null ? null : isoDay(delivery.date), delivery_end_date: delivery.endDate === null ? null : isoDay(delivery.endDate),
        customer_att: customer.type === 'Business' && crng.chance(0.2) ? `${crng.pick(FIRST_NAMES)} ${crng.pick(LAST_NAMES)}` : null,
        ref_invoice_nr: isCredit ? doc.creditOf!.jourNr : null, invoice_text: isCredit ? `Kreditering av faktura ${doc.creditOf!.jourNr}` : text,
        applies: isCredit ? `Faktura ${doc.creditOf!.jourNr}` : null, rest_amount_ore: rest, invoice_part_ore: invoicePart,
        interest_part_ore: interestPart, fee_part_ore: feePart, interest_charged_until: ledger.interestChargedUntil, proc_level: status.level, proc_status: status.procStatus,
        status_text: status.text, status_code: status.code, is_active: status.active, is_settled: status.settled !== null,
        settled_date: status.settled === null ? null : isoDay(status.settled), ready_for_debt_collection_decision: status.ready,
        case_number: status.caseNumber, registered_in_product: crng.chance(0.1),
      });
      doc.done = { id: invoiceId, jourNr: doc.jourNr, delivery, lines, ex, tax, rounding, customer };
      lines.forEach((l, i) => {
        const [, account] = taxCodeOf(c.vatBound, l.taxPercent);
        load.add('invoice_line', {
          id: next('line'), invoice_id: invoiceId, line_number: i + 1, line_type: 'PRODUCT', line_text: l.text, product_number: l.productNumber,
          account_number: account, quantity: l.quantity, unit: l.unit, unit_price_ore: l.unitPrice, discount_percent: l.discountPercent,
          discount_amount_ore: Math.round(Math.abs(l.quantity) * l.unitPrice) * Math.sign(l.quantity) - l.ex, tax_percent: l.taxPercent,
          amount_ex_tax_ore: l.ex, amount_inc_tax_ore: l.ex + l.tax, line_amount_ore: l.ex,
        });
      });
      vatRows.forEach((row, i) => {
        load.add('invoice_tax_summary', {
          invoice_id: invoiceId, row_no: i + 1, tax_code: row.taxCode, tax_percent: row.taxPercent, account_number: taxCodeOf(c.vatBound, row.taxPercent)[1],
          amount_ex_tax_ore: row.amountExTax, tax_amount_ore: row.amountIncTax - row.amountExTax, amount_inc_tax_ore: row.amountIncTax,
        });
      });
      for (const e of ledger.events) {
        const printable = e.reminderKey === null ? null : reminderIds.get(e.reminderKey)!;
        load.add('invoice_event', {
          id: next('event'), invoice_id: invoiceId, event_date: isoDay(e.day), event: e.event, amount_ore: e.amount, invoice_part_ore: e.invoicePart,
          rest_interest_ore: e.restInterest, rest_fees_ore: e.restFees, printable_id: printable, printable_type: printable === null ? null : 'Reminder',
        });
      }
      const journalOf = new Map<number, number>();
      for (const p of ledger.posts) {
        if (!journalOf.has(p.voucher)) journalOf.set(p.voucher, postJour++);
        load.add('post', {
          id: next('post'), client_id: c.id, customer_id: customer.id, invoice_id: invoiceId, type: p.type, text: p.text, invoice_nr: doc.jourNr,
          jour_nr: journalOf.get(p.voucher), journal_date: isoDay(p.day), reg_date: isoDay(p.day), amount_ore: p.amount,
          invoice_part_ore: p.parts.invoicePart, interest_part_ore: p.parts.interestPart, fee_part_ore: p.parts.feePart, rest_amount_ore: 0,
          tag: p.tag, reminder_id: p.reminderKey === null ? null : reminderIds.get(p.reminderKey), rule_ids: p.ruleIds,
        });
      }
      if (crng.chance(0.01)) {
        load.add('invoice_note', {
          id: next('invoiceNote'), invoice_id: invoiceId, created: isoTime(Math.min(today, doc.day + crng.int(0, 40)), 11 * 60), created_by: 'saksbehandler',
          text: crng.pick(CUSTOMER_NOTE_TEXTS),
        });
      }
      if (rest > 0 && status.active && !isCredit) openInvoices.push({ id: invoiceId, customer, part: invoicePart, tax, inc, rest });
      if (customer.shipment === 'AVTALEGIRO' && doc.day > today - 180) avtaleGiroInvoices.push({ customerNr: customer.nr, jourNr: doc.jourNr, kid });

      // Production: the last 45 days were produced in daily batches; today's and yesterday's may still wait.
      if (doc.day >= today - 45) {
        const waiting = c.pendingProduction && doc.day >= today - 1;
        let batchId: number;
        if (waiting) {
          if (!pendingBatch.id) {
            pendingBatch.id = next('batch');
            load.add('production_batch', { id: pendingBatch.id, client_id: c.id, created_date: isoTime(today, 6 * 60), officer_id: null, addressed_mail_provider: 'Posten' });
          }
          batchId = pendingBatch.id;
        } else {
          batchId = prodBatches.get(doc.day) ?? 0;
          if (!batchId) {
            batchId = next('batch');
            prodBatches.set(doc.day, batchId);
            load.add('production_batch', { id: batchId, client_id: c.id, created_date: isoTime(doc.day, 16 * 60), officer_id: OFFICERS[batchId % 3], addressed_mail_provider: crng.chance(0.9) ? 'Posten' : 'Bring' });
          }
        }
        const failed = !waiting && doc.day >= today - 14 && crng.chance(0.03);
        const prodStatus = waiting ? (doc.day === today - 1 && crng.chance(0.2) ? 'APPROVED' : 'NEW') : failed ? 'FAILED' : 'SENT';
        load.add('production_entry', {
          id: next('prodEntry'), batch_id: batchId, client_id: c.id, customer_id: customer.id, invoice_id: invoiceId,
          type: isCredit ? 'CREDITNOTE' : 'INVOICE', jour_nr: doc.jourNr, jour_date: isoDay(doc.day), due_date: isoDay(due), amount_ore: inc,
          shipment_type: shipment, email: customer.email, your_ref: yourRef, kid, status: prodStatus,
          status_text: failed ? crng.pick(FAILED_TEXTS) : prodStatus === 'SENT' ? 'Produsert' : prodStatus === 'APPROVED' ? 'Godkjent' : 'Venter',
          number_of_previous_prods: waiting && crng.chance(0.05) ? 1 : 0, created_at: isoTime(waiting ? today : doc.day, 6 * 60),
          approved_at: prodStatus === 'NEW' ? null : isoTime(waiting ? today : doc.day, 15 * 60),
          approved_by: prodStatus === 'NEW' ? null : OFFICERS[invoiceId % 3], sent_at: prodStatus === 'SENT' ? isoTime(doc.day, 18 * 60) : null,
        });
      }
      await load.maybeFlush();
    }

    // Registered entries (drafts) waiting in "Registrer faktura".
    if (c.isActive && customers.length > 0 && crng.chance(0.35)) {
      for (let e = 0, n = crng.int(1, 6); e < n; e++) {
        const customer = crng.pick(customers);
        const credit = crng.chance(0.15);
        const ex = crng.int(500, 20000) * 100 * (credit ? -1 : 1);
        const percent = c.vatBound ? 25 : 0;
        const tax = vatOfBase(ex, percent);
        const id = next('regEntry');
        const invalid = crng.chance(0.1);
        const refDoc = credit ? docs.find((d) => d.customer === customer && !d.creditOf) : undefined;
        load.add('reg_entry', {
          id, client_id: c.id, customer_id: customer.id, entry_type: credit ? 'CREDITNOTE' : 'INVOICE', status: 'DRAFT',
          your_ref: customer.type === 'Business' ? 'Fakturamottak' : null, customer_att: null, our_ref: crng.pick(FIRST_NAMES),
          ref_invoice_nr: credit ? (refDoc?.jourNr ?? null) : null, jour_nr: jourNr++, jour_date: isoDay(today),
          due_date: isoDay(today + (credit ? 0 : customer.creditDays ?? c.dueDays)), amount_inc_tax_ore: ex + tax, amount_ex_tax_ore: ex,
          tax_amount_ore: tax, rounding_ore: 0, shipment_type: credit && customer.shipment === 'EFAKTURA' ? 'PAPER' : customer.shipment,
          language_code: 'NO', is_fee_enabled: false, valid_journal_number: !invalid, number_of_errors: invalid ? 1 : 0,
          error_texts: invalid ? ['Nummeret er allerede i bruk'] : [], status_text: invalid ? 'Feil i bilag' : 'Klar', created_at: isoTime(today, 8 * 60 + e),
          created_by: OFFICERS[e % 3],
        });
        load.add('reg_entry_tax', {
          reg_entry_id: id, row_no: 1, tax_code: c.vatBound ? 3 : 4, tax_percent: percent, amount_ex_tax_ore: ex, tax_amount_ore: tax, amount_inc_tax_ore: ex + tax,
        });
      }
    }

    // Report dispatch: a pending bundle for some clients, and the last weeks' decided ones.
    if (c.isActive && crng.chance(0.45)) {
      for (let w = 0; w < 4; w++) {
        const pending = w === 0;
        if (!pending && crng.chance(0.4)) continue;
        const day = today - 1 - w * 7;
        const bundleId = next('reportBundle');
        load.add('report_bundle', { id: bundleId, officer_id: OFFICERS[bundleId % 3], created_ts: isoTime(day, 4 * 60), client_id: c.id, report_date: isoDay(day) });
        const types = ['OCR', 'DIR', 'JOUR', 'SALD', 'STAT', 'INK', 'FAKT', 'IMA', 'DIV', 'XTR'].filter((_, i) => i < 3 || crng.chance(0.25));
        for (const type of types) load.add('report', { id: next('report'), bundle_id: bundleId, report_type: type, file_type: type === 'OCR' || type === 'DIR' ? 'CSV' : 'PDF' });
        const recipients = crng.int(1, 2);
        for (let r = 1; r <= recipients; r++) {
          const paper = r === 2 && crng.chance(0.5);
          const ftp = r === 2 && !paper;
          const adr = address();
          const decided = pending ? 'PENDING' : crng.chance(0.9) ? 'APPROVED' : 'REJECTED';
          load.add('report_recipient', {
            id: next('recipient'), bundle_id: bundleId, recipient_number: r, email: paper ? null : r === 1 ? c.email : `regnskap@${c.email.split('@')[1]}`,
            document_list: types.join(' '), document_shipment: paper ? 'PAPER' : 'EMAIL', file_list: ftp ? 'OCR DIR' : null, file_shipment: ftp ? 'FTP' : null,
            address_name: paper ? c.name : null, address_line1: paper ? adr.line1 : null, address_line2: null, post_no: paper ? adr.postNo : null,
            city_name: paper ? adr.city : null, status: decided, decided_at: pending ? null : isoTime(day, 9 * 60), decided_by: pending ? null : OFFICERS[r % 3],
          });
          if (ftp) load.add('report_export_file', { id: next('exportFile'), bundle_id: bundleId, file_type: 'OCR', file_name: `OCR_${c.id}_${isoDay(day).replace(/-/g, '')}.txt`, recipient_number: r });
        }
      }
    }

    // Legacy (DOS) import files.
    for (let f = 0, n = crng.int(0, profile.clients > 100 ? 3 : 5); f < n; f++) {
      const pending = f === 0 && c.isActive && crng.chance(0.2);
      // The second file of a client was fetched today, so this week's history (the default period) has files any day.
      const day = pending ? today - crng.int(0, 2) : f === 1 ? today : today - crng.int(3, 120);
      const entries = crng.int(1, 40);
      const linesOut: string[] = [];
      let sum = 0;
      for (let e = 0; e < entries; e++) {
        const amount = crng.int(100, 50000) * 100;
        sum += amount;
        linesOut.push(`${pad(crng.int(10000, 99999), 8)}${pad(c.nrStart + crng.int(0, Math.max(0, c.customers - 1)), 8)}${pad(amount, 12)}${isoDay(day).replace(/-/g, '')}`);
      }
      const content = `H${pad(c.id, 6)}${isoDay(day).replace(/-/g, '')}\r\n${linesOut.join('\r\n')}\r\nT${pad(entries, 6)}${pad(sum, 14)}\r\n`;
      // The first pending file is an 'other' one, so the dashboard's 'Andre filer' has work in every profile (the e2e tests open it).
      // (Drawn all the same, so the rest of the seed stays as it was.)
      const drawn = crng.chance(0.7) ? 'Invoice' : 'Other';
      const category = pending && !pendingOtherFileDone ? 'Other' : drawn;
      if (pending && category === 'Other') pendingOtherFileDone = true;
      load.add('legacy_import_file', {
        id: next('importFile'), file_name: `${category === 'Invoice' ? 'FAKT' : 'DIV'}${c.id}_${isoDay(day).replace(/-/g, '')}_${f + 1}.txt`,
        client_id: c.id, officer_id: c.base, subject: category === 'Invoice' ? `Fakturaer ${c.name}` : `Diverse ${c.name}`,
        description: crng.chance(0.5) ? 'Overført fra DOS' : null, category, number_of_entries: entries, sum_amount_ore: sum,
        created_time: isoTime(day, 5 * 60 + f), downloaded_time: pending ? null : isoTime(day, 9 * 60 + crng.int(0, 300)),
        is_locked: !pending && crng.chance(0.1), content, file_length: new TextEncoder().encode(content).length,
      });
    }

    // AvtaleGiro transmissions (monthly, last six months).
    if (c.hasAvtaleGiro && avtaleGiroInvoices.length > 0) {
      for (let m = 0; m < 6; m++) {
        const day = today - 10 - m * 30;
        const id = next('avtaleGiro');
        const invoices = avtaleGiroInvoices.filter((_, i) => i % 6 === m).slice(0, 50);
        const rejected = invoices.filter(() => crng.chance(0.05)).length;
        const confirmed = m > 0;
        load.add('avtalegiro_transmission', {
          id, client_id: c.id, transmission_id: `AG${c.id}${isoDay(day).replace(/-/g, '')}`, sender_id: `${pad(c.id, 8)}`, shipment_number: 100 + m,
          file_name: `AVTALEGIRO_${c.id}_${isoDay(day)}.txt`, status: confirmed ? 'CONFIRMED' : 'ACKNOWLEDGED', reg_time: isoTime(day, 6 * 60),
          is_sent: true, sent_time: isoTime(day, 7 * 60), is_acknowledged: true, ack_received_time: isoTime(day, 9 * 60), is_confirmed: confirmed,
          confirmed_time: confirmed ? isoTime(day + 1, 6 * 60) : null, approved_count: invoices.length - rejected, rejected_count: rejected,
          error_code: null, error_text: null,
          file_content: `NY000010${pad(c.id, 8)}${pad(id, 7)}00008080${'0'.repeat(49)}\r\n${invoices.map((inv) => `NY2121300000001${pad(inv.jourNr, 10)}${(inv.kid ?? '').padStart(25, ' ')}`).join('\r\n')}\r\nNY000089${pad(invoices.length, 8)}`,
        });
        invoices.forEach((inv, i) => load.add('avtalegiro_transmission_invoice', {
          id: next('avtaleGiroInvoice'), transmission_id: id, customer_nr: inv.customerNr, invoice_nr: inv.jourNr, kid: inv.kid,
          error_code: i < rejected ? '0101' : null, error_text: i < rejected ? 'Ugyldig avtale' : null,
        }));
      }
    }

    // Payment files received by FTP.
    if (c.hasFtpSource && c.isActive) {
      for (let day = today - 30; day <= today; day++) {
        if (weekday(day) >= 5 || !crng.chance(0.6)) continue;
        const count = crng.int(1, 40);
        const failed = crng.chance(0.03);
        load.add('ftp_payment_transmission', {
          id: next('ftp'), client_id: c.id, file_name: `OCR.${c.id}.${isoDay(day).replace(/-/g, '')}.txt`, file_format: crng.weighted([['OCR', 7], ['CAMT054', 3]] as const),
          received_time: isoTime(day, 6 * 60 + crng.int(0, 60)), number_of_payments: count, sum_amount_ore: count * crng.int(50000, 500000),
          status: failed ? 'FAILED' : day >= today - 1 ? 'RECEIVED' : 'PROCESSED', error_text: failed ? 'Ukjent avtale-ID i filen' : null,
        });
      }
    }

    // Two payment drafts for the first officer, on the first client with open invoices.
    if (!paymentDraftDone && c.isActive && openInvoices.length >= 3) {
      paymentDraftDone = true;
      for (let d = 0; d < 2; d++) {
        const open = openInvoices[d]!;
        const draftId = next('draft');
        load.add('payment_draft', { id: draftId, officer_id: 1, client_id: c.id, customer_id: open.customer.id, amount_ore: open.rest, bank_date: isoDay(today - 1), created_at: isoTime(today, 8 * 60) });
        load.add('payment_draft_row', {
          id: next('draftRow'), draft_id: draftId, invoice_id: open.id, invoice_part_ore: open.part, tax_amount_ore: open.tax, amount_inc_tax_ore: open.inc,
          rest_amount_ore: open.rest, allocated_invoice_part_ore: open.part, allocated_interest_part_ore: open.rest - open.part, allocated_fee_part_ore: 0,
          timestamp: isoTime(today, 8 * 60 + 1),
        });
      }
    }
    await load.maybeFlush();
  }

  // Transmission logs and files for every transmission that got cases or payments.
  for (const id of [...transmissionIds].sort()) {
    const day = dayOf(id.slice(4, 14));
    const agencyId = Number(id.slice(15));
    const agency = AGENCIES.find((a) => a.id === agencyId)!;
    const pending = day > today - 10;
    const fileName = `${id}.${agency.invoice_format === 'PDF' ? 'pdf' : 'txt'}`;
    if (!pending) {
      const error = rng.chance(0.05);
      load.add('dc_transmission_log', {
        id: next('dcLog'), transmission_id: id, text: error ? 'Sending feilet, prøver igjen' : `Sendt ${fileName} til ${agency.name}`,
        transmission_type: agency.shipment_type, time_sent: isoTime(day, 13 * 60), status: error ? 'ERROR' : 'OK',
        error_text: error ? 'Tidsavbrudd mot mottaker' : null,
      });
      if (error) {
        load.add('dc_transmission_log', {
          id: next('dcLog'), transmission_id: id, text: `Sendt ${fileName} til ${agency.name}`, transmission_type: agency.shipment_type,
          time_sent: isoTime(day, 14 * 60), status: 'OK', error_text: null,
        });
      }
      const content = agency.invoice_format === 'PDF' ? minimalPdf(`Oversendelse ${id}`) : new TextEncoder().encode(`${agency.invoice_format};${id};${isoDay(day)}\r\n`);
      load.add('dc_transmission_file', {
        id: next('dcFile'), transmission_id: id, file_name: fileName, content_type: agency.invoice_format === 'PDF' ? 'application/pdf' : 'text/plain',
        created: isoTime(day, 12 * 60 + 55), content,
      });
    }
  }
  // Today's run is done for every active client (see reminderBundleFor), so the server's daily run adds nothing today.
  for (const c of clients) if (c.isActive) load.add('reminder_run', { run_date: isoDay(today), client_id: c.id, bundle_id: reminderBundles.get(today) ?? null, created_at: isoTime(today, 5 * 60 + 30) });
  await load.flush();

  // Bundles that got no transmission carry nothing to show.
  await tx.exec('DELETE FROM dc_bundle b WHERE NOT EXISTS (SELECT 1 FROM dc_transmission t WHERE t.bundle_id = b.id)');
  await advanceIdentities(tx);
  return Object.fromEntries([...load.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

/** Identity columns were written with explicit ids: move every sequence past the largest id. */
async function advanceIdentities(tx: Queryable): Promise<void> {
  const columns = await tx.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`,
  );
  for (const { table_name, column_name } of columns) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${column_name}) FROM ${table_name}), 0) + 1, false)`,
      [table_name, column_name],
    );
  }
}

const MONTHS = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'] as const;

const RULE_TYPES = [
  'AMOUNT_LIMIT', 'EXCLUDE_INVOICE_AMOUNT', 'EXCLUDE_INVOICE_DATE_RANGE', 'SKIP_FOREIGN_ADDRESSES', 'EXCLUDE_INVOICE_NUMBER_RANGE',
  'EXCLUDE_CURRENCY', 'EXCLUDE_CUSTOMER', 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE',
] as const;

function reminderRule(type: (typeof RULE_TYPES)[number], clientId: number, today: number, rng: Random, id: number): Row {
  const row: Row = { id, client_id: clientId, rule_type: type, created_at: isoTime(today - rng.int(1, 500), 12 * 60) };
  switch (type) {
    case 'AMOUNT_LIMIT':
    case 'EXCLUDE_INVOICE_AMOUNT':
      return { ...row, amount_ore: rng.pick([5000, 10000, 25000, 50000]) };
    case 'EXCLUDE_INVOICE_DATE_RANGE':
      return { ...row, from_date: rng.chance(0.5) ? isoDay(today - 400) : null, to_date: isoDay(today - rng.int(30, 300)) };
    case 'EXCLUDE_INVOICE_NUMBER_RANGE': {
      const from = rng.int(10000, 20000);
      return { ...row, from_number: from, to_number: from + rng.int(0, 500) };
    }
    case 'EXCLUDE_CURRENCY':
      return { ...row, currency_code: rng.pick(['EUR', 'SEK', 'USD']), text: 'Utenlandsk valuta purres ikke' };
    case 'EXCLUDE_CUSTOMER':
      return { ...row, text: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}` };
    default:
      return row;
  }
}

/** Onboarding default prices (part 2 §9), in øre: [category, shipment type, price ex. VAT]. */
const CLIENT_PRICE_DEFAULTS: readonly (readonly [string, string | null, number])[] = [
  ['invoice', 'NOSEND', 1700], ['invoice', 'PAPER', 3600], ['invoice', 'EMAIL', 3600], ['invoice', 'EINVOICE', 3600], ['invoice', 'AVTALEGIRO', 3600],
  ['creditnote', 'NOSEND', 1700], ['creditnote', 'PAPER', 3600], ['creditnote', 'EMAIL', 3600], ['creditnote', 'EINVOICE', 3600],
  ['rateInvoice', 'NOSEND', 1300], ['rateInvoice', 'PAPER', 1300], ['rateInvoice', 'EMAIL', 1300], ['rateInvoice', 'EINVOICE', 1300], ['rateInvoice', 'AVTALEGIRO', 1300],
  ['reminder', null, 0], ['sms', null, 390], ['nyfakturaUser', null, 5600],
  ['portoInvoice', 'PAPER', 1600], ['portoInvoice', 'EMAIL', 50], ['portoInvoice', 'EINVOICE', 400],
  ['portoCreditnote', 'PAPER', 1600], ['portoCreditnote', 'EMAIL', 50], ['portoCreditnote', 'EINVOICE', 400],
];

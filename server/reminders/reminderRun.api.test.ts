import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/dates/isoDate';
import { LATE_PAYMENT_INTEREST_RATES, maxReminderFeeOn } from '../../src/domain/reminders/lateCharges';
import { lateInterestCharge } from '../../src/domain/reminders/lateInterest';
import { reminderStop, type ReminderCandidate, type ReminderRule } from '../../src/domain/reminders/reminderExclusion';
import type { ReminderRuleType } from '../../src/domain/reminderRules/reminderRules';
import { legacyLogin as signIn } from '../../tests/support/legacyLogin';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { osloToday, runReminders } from './reminderRun';

/**
 * The reminder run on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): a client of its own with
 * one invoice for each of the eight rule types (each stopped by exactly that rule), invoices no rule stops
 * (one over three forsinkelsesrente periods), one due a second reminder, and some that are not due. What the
 * SQL decides is checked against the domain (reminderStop, lateInterestCharge, the fee cap), and a second run the
 * same day, or the next day, creates nothing new.
 */

const RUN_DAY = '2026-01-20';
let server: TestApp;
let clientId: number;
let teknisk: Record<string, string>;

interface InvoiceSpec {
  readonly key: string;
  readonly customer: number;
  readonly jourNr: number;
  readonly jourDate: string;
  readonly dueDate: string;
  readonly amount: number;
  readonly rest?: number;
  readonly currency?: string;
  readonly settled?: boolean;
}

interface CustomerSpec {
  readonly nr: number;
  readonly name: string;
  readonly country: string;
  readonly shipment: 'PAPER' | 'EMAIL' | 'EFAKTURA';
  readonly email: string | null;
  readonly language: '' | 'EN';
}

const CUSTOMERS: CustomerSpec[] = [
  { nr: 1, name: 'Kari Nordmann', country: 'NO', shipment: 'PAPER', email: null, language: '' },
  { nr: 2, name: 'Hans Schmidt', country: 'DE', shipment: 'PAPER', email: null, language: 'EN' },
  { nr: 3, name: 'Økland AS', country: 'NO', shipment: 'EMAIL', email: 'post@okland.example', language: '' },
  { nr: 4, name: 'Per Tilgode', country: 'NO', shipment: 'EMAIL', email: 'per@tilgode.example', language: '' },
  { nr: 5, name: 'Eva Efaktura', country: 'NO', shipment: 'EFAKTURA', email: null, language: '' },
];

const RULES: { type: ReminderRuleType; amount?: number; currency?: string; text?: string; from?: string; to?: string; fromNr?: number; toNr?: number; inclusive?: boolean }[] = [
  { type: 'AMOUNT_LIMIT', amount: 10_000 },
  { type: 'EXCLUDE_INVOICE_AMOUNT', amount: 123_400 },
  { type: 'EXCLUDE_INVOICE_DATE_RANGE', from: '2025-06-01', to: '2025-06-30' },
  { type: 'SKIP_FOREIGN_ADDRESSES' },
  { type: 'EXCLUDE_INVOICE_NUMBER_RANGE', fromNr: 900, toNr: 910, inclusive: false },
  { type: 'EXCLUDE_CURRENCY', currency: 'sek' },
  { type: 'EXCLUDE_CUSTOMER', text: ' økland as ' },
  { type: 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE' },
];

const INVOICES: InvoiceSpec[] = [
  // Stopped, one by each rule.
  { key: 'AMOUNT_LIMIT', customer: 1, jourNr: 801, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 50_000, rest: 5_000 },
  { key: 'EXCLUDE_INVOICE_AMOUNT', customer: 1, jourNr: 802, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 123_400 },
  { key: 'EXCLUDE_INVOICE_DATE_RANGE', customer: 1, jourNr: 803, jourDate: '2025-06-15', dueDate: '2025-12-01', amount: 40_000 },
  { key: 'SKIP_FOREIGN_ADDRESSES', customer: 2, jourNr: 804, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000 },
  { key: 'EXCLUDE_INVOICE_NUMBER_RANGE', customer: 1, jourNr: 905, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000 },
  { key: 'EXCLUDE_CURRENCY', customer: 1, jourNr: 806, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000, currency: 'SEK' },
  { key: 'EXCLUDE_CUSTOMER', customer: 3, jourNr: 807, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000 },
  { key: 'EXCLUDE_CUSTOMERS_WITH_SUFFICIENT_LEFTOVER_BALANCE', customer: 4, jourNr: 808, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000 },
  // Reminded: the range's own bound (exclusive), over three rate periods, by e-mail, by eFaktura.
  { key: 'bound', customer: 1, jourNr: 900, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000 },
  { key: 'long', customer: 1, jourNr: 811, jourDate: '2025-05-20', dueDate: '2025-06-15', amount: 1_000_000, rest: 800_000 },
  { key: 'email', customer: 4, jourNr: 812, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 100_000 },
  { key: 'efaktura', customer: 5, jourNr: 813, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 30_000 },
  // Not due yet past the reminder days, settled: nothing.
  { key: 'recent', customer: 1, jourNr: 814, jourDate: '2026-01-01', dueDate: addDays(RUN_DAY, -5), amount: 40_000 },
  { key: 'settled', customer: 1, jourNr: 815, jourDate: '2025-11-01', dueDate: '2025-11-15', amount: 40_000, rest: 0, settled: true },
  // A second reminder: its REMINDER1 was sent and is past its own due date.
  { key: 'second', customer: 1, jourNr: 816, jourDate: '2025-10-01', dueDate: '2025-10-15', amount: 60_000 },
];

const invoiceIds = new Map<string, number>();
const customerIds = new Map<number, number>();

const legacyLogin = (user: string, password: string) => signIn(server.app, user, password);

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  teknisk = await legacyLogin('teknisk', 'teknisk-demo');
  clientId = await server.db.transaction(async (tx) => {
    const [{ id }] = (await tx.query<{ id: number }>('SELECT max(id)::int + 1 AS id FROM client')) as [{ id: number }];
    const [{ old }] = (await tx.query<{ old: number }>('SELECT min(id)::int AS old FROM client WHERE officer_id = 1 AND is_active')) as [{ old: number }];
    await tx.query(
      `INSERT INTO client SELECT (jsonb_populate_record(NULL::client, to_jsonb(c) || jsonb_build_object(
         'id', $1::int, 'name', 'Purrekjøring AS', 'is_active', true, 'termination_date', NULL, 'end_of_service_date', NULL))).*
         FROM client c WHERE c.id = $2`,
      [id, old],
    );
    await tx.query(
      `INSERT INTO client_settings SELECT (jsonb_populate_record(NULL::client_settings, to_jsonb(s) || jsonb_build_object(
         'client_id', $1::int, 'reminder_days', 14, 'reminder2', true, 'days_reminder_b', 10))).*
         FROM client_settings s WHERE s.client_id = $2`,
      [id, old],
    );
    for (const customer of CUSTOMERS) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO customer (client_id, nr, name, type, country_code, shipment_type, email, language_code, created_at)
         VALUES ($1, $2, $3, 'Retail', $4, $5, $6, $7, now()) RETURNING id::int`,
        [id, customer.nr, customer.name, customer.country, customer.shipment, customer.email, customer.language],
      );
      customerIds.set(customer.nr, row!.id);
    }
    const addInvoice = async (spec: InvoiceSpec, type = 'INVOICE') => {
      const rest = spec.rest ?? spec.amount;
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO invoice (client_id, customer_id, type, jour_nr, jour_date, due_date, currency_code, amount_inc_tax_ore, amount_ex_tax_ore,
                              tax_amount_ore, shipment_type, rest_amount_ore, invoice_part_ore, status_text, status_code, is_settled, settled_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, 0, 'PAPER', $9, $9, 'Ubetalt', 'NP', $10, CASE WHEN $10 THEN $6::date END) RETURNING id::int`,
        [id, customerIds.get(spec.customer), type, spec.jourNr, spec.jourDate, spec.dueDate, spec.currency ?? 'NOK', spec.amount, rest, spec.settled ?? false],
      );
      return row!.id;
    };
    for (const spec of INVOICES) invoiceIds.set(spec.key, await addInvoice(spec));
    // Customer 4's credit note not matched to an invoice: 500 kr to the good, more than invoice 808's 400 kr.
    await addInvoice({ key: 'credit', customer: 4, jourNr: 890, jourDate: '2025-11-02', dueDate: '2025-11-02', amount: -50_000 }, 'CREDITNOTE');
    for (const rule of RULES) {
      await tx.query(
        `INSERT INTO reminder_rule (client_id, rule_type, amount_ore, currency_code, text, from_date, to_date, from_number, to_number, inclusive, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())`,
        [id, rule.type, rule.amount ?? null, rule.currency ?? null, rule.text ?? null, rule.from ?? null, rule.to ?? null, rule.fromNr ?? null, rule.toNr ?? null, rule.inclusive ?? true],
      );
    }
    // Invoice 816's first reminder, sent in an archived bundle, due before the run day.
    const [bundle] = await tx.query<{ id: number }>(
      `INSERT INTO reminder_bundle (officer_id, run_date, created_date, status) VALUES (1, '2025-11-01', now(), 'APPROVED') RETURNING id::int`,
    );
    await tx.query(
      `INSERT INTO reminder (bundle_id, client_id, customer_id, invoice_id, reminder_code, reminder_type, reminder_due_date, invoice_amount_ore,
                             invoice_rest_amount_ore, fee_ore, interest_ore, sum_ore, shipment_type, status, sent_date)
       VALUES ($1, $2, $3, $4, 'P1', 'REMINDER1', '2025-11-15', 60000, 60000, 3500, 0, 63500, 'PAPER', 'Sent', '2025-11-01')`,
      [bundle!.id, id, customerIds.get(1), invoiceIds.get('second')],
    );
    return id;
  });
}, 240_000);
afterAll(() => server.close());

interface MadeRow {
  id: number;
  invoice_id: number;
  interest_from: string | null;
  interest_until: string | null;
  reminder_type: string;
  reminder_code: string;
  fee_ore: string;
  interest_ore: string;
  sum_ore: string;
  invoice_rest_amount_ore: string;
  reminder_due_date: string;
  shipment_type: string;
  customer_email: string | null;
  language_code: string;
  is_eu_fee: boolean;
  bundle_id: number;
}

const made = () =>
  server.db.query<MadeRow>(
    `SELECT id::int, invoice_id::int, reminder_type, reminder_code, fee_ore::text, interest_ore::text, sum_ore::text, invoice_rest_amount_ore::text,
            reminder_due_date::text, interest_from::text, interest_until::text, shipment_type, customer_email, language_code, is_eu_fee, bundle_id::int
       FROM reminder WHERE client_id = $1 AND status = 'Pending' ORDER BY invoice_id, reminder_type`,
    [clientId],
  );
const stopped = () =>
  server.db.query<{ invoice_id: number; reason: string; reminder_type: string }>(
    'SELECT invoice_id::int, reason, reminder_type FROM reminder_stopped WHERE client_id = $1 ORDER BY invoice_id',
    [clientId],
  );

/** The domain's view of a fixture invoice, rules in id order as the SQL takes them. */
function candidate(spec: InvoiceSpec): ReminderCandidate {
  const customer = CUSTOMERS.find((c) => c.nr === spec.customer)!;
  return {
    invoiceNumber: spec.jourNr,
    invoiceDate: spec.jourDate,
    invoiceAmount: spec.amount,
    outstanding: spec.rest ?? spec.amount,
    currencyCode: spec.currency ?? 'NOK',
    customerNumber: String(customer.nr),
    customerName: customer.name,
    countryCode: customer.country,
    customerLeftoverBalance: customer.nr === 4 ? 50_000 : 0,
  };
}
const domainRules: ReminderRule[] = RULES.map((rule) => ({
  type: rule.type,
  amount: rule.amount ?? null,
  currencyCode: rule.currency ?? null,
  text: rule.text ?? null,
  fromDate: rule.from ?? null,
  toDate: rule.to ?? null,
  fromNumber: rule.fromNr ?? null,
  toNumber: rule.toNr ?? null,
  inclusive: rule.inclusive ?? true,
}));

describe('the reminder run', () => {
  it('stops what the rules exclude with their reasons and reminds the rest, as the domain decides', async () => {
    const outcome = await server.db.transaction((tx) => runReminders(tx, RUN_DAY, [clientId]));
    expect(outcome.bundleId).not.toBeNull();

    const stops = await stopped();
    const reminders = await made();
    const due = INVOICES.filter((spec) => !spec.settled && spec.dueDate <= addDays(RUN_DAY, -14) && spec.key !== 'second');
    for (const spec of due) {
      const id = invoiceIds.get(spec.key)!;
      const expected = reminderStop(domainRules, candidate(spec));
      const stop = stops.find((s) => s.invoice_id === id);
      const reminder = reminders.find((r) => r.invoice_id === id);
      if (expected) {
        // Each rule stops its own invoice, and an excluded invoice never gets a reminder.
        expect(expected.rule.type, spec.key).toBe(spec.key);
        expect(stop, spec.key).toMatchObject({ reason: expected.reason, reminder_type: 'REMINDER1' });
        expect(reminder, spec.key).toBeUndefined();
      } else {
        expect(stop, spec.key).toBeUndefined();
        const rest = spec.rest ?? spec.amount;
        const interest = lateInterestCharge({ principalNow: rest, reductions: [], dueDate: spec.dueDate, chargedUntil: null, until: RUN_DAY, rates: LATE_PAYMENT_INTEREST_RATES }).total;
        const fee = maxReminderFeeOn(RUN_DAY);
        expect(reminder, spec.key).toMatchObject({
          reminder_type: 'REMINDER1',
          reminder_code: 'P1',
          fee_ore: String(fee),
          interest_ore: String(interest),
          invoice_rest_amount_ore: String(rest),
          sum_ore: String(rest + fee + interest),
          reminder_due_date: addDays(RUN_DAY, 14),
          bundle_id: outcome.bundleId,
        });
      }
    }
    expect(outcome).toMatchObject({ runDate: RUN_DAY, clients: 1, reminders: 5, stopped: 8 });
    expect(reminders.map((r) => r.invoice_id).sort()).toEqual(['bound', 'long', 'email', 'efaktura', 'second'].map((key) => invoiceIds.get(key)!).sort());

    // The fee is the legal maximum of the day: 35 kr since 2020-10-01 (1/20 of inkassosatsen 700 kr).
    expect(maxReminderFeeOn(RUN_DAY)).toBe(3_500);
    // Over 2025-06-16..2026-01-20: 15 days at 12,5 %, 184 at 12,25 %, 20 at 12,00 % on 8 000 kr, each /365:
    // 8 000 × (1,875 + 22,54 + 2,4) / 100 / 365 = 587,726 kr, rounded down; its three periods are kept with it.
    const long = reminders.find((r) => r.invoice_id === invoiceIds.get('long'))!;
    expect(Number(long.interest_ore)).toBe(58_772);
    expect(long).toMatchObject({ interest_from: '2025-06-16', interest_until: RUN_DAY });
    const periods = await server.db.query<{ days: number; basis_points: number; interest_ore: string }>(
      'SELECT days, basis_points, interest_ore FROM reminder_interest_period WHERE reminder_id = $1 ORDER BY seq',
      [long.id],
    );
    expect(periods.map((p) => [p.days, p.basis_points])).toEqual([[15, 1250], [184, 1225], [20, 1200]]);
    expect(periods.reduce((sum, p) => sum + Number(p.interest_ore), 0)).toBe(58_772);
    // Shipment by the customer: e-mail with its address, eFaktura, paper; English for the English customer.
    const byKey = (key: string) => reminders.find((r) => r.invoice_id === invoiceIds.get(key))!;
    expect(byKey('email')).toMatchObject({ shipment_type: 'EMAIL', customer_email: 'per@tilgode.example', language_code: 'NO', is_eu_fee: false });
    expect(byKey('efaktura')).toMatchObject({ shipment_type: 'EFAKTURA', customer_email: null });
    expect(byKey('bound')).toMatchObject({ shipment_type: 'PAPER' });
    expect(byKey('second')).toMatchObject({ reminder_type: 'REMINDER2', reminder_code: 'P2', fee_ore: '3500' });
  });

  it('creates nothing new when run again the same day, or the next day over the same invoices', async () => {
    const before = { reminders: (await made()).length, stopped: (await stopped()).length };
    expect(await server.db.transaction((tx) => runReminders(tx, RUN_DAY, [clientId]))).toMatchObject({ clients: 0, reminders: 0, stopped: 0 });
    const nextDay = addDays(RUN_DAY, 1);
    const runBundle = () => server.db.query<{ id: number }>(`SELECT id::int FROM reminder_bundle WHERE made_by_run AND run_date = $1`, [nextDay]);
    // The seed's own run of that day made a bundle; the run adds nothing to it.
    const seeded = await runBundle();
    const next = await server.db.transaction((tx) => runReminders(tx, nextDay, [clientId]));
    expect(next).toEqual({ runDate: nextDay, bundleId: seeded[0]?.id ?? null, clients: 1, reminders: 0, stopped: 0 });
    expect({ reminders: (await made()).length, stopped: (await stopped()).length }).toEqual(before);
    // A bundle the run made and left empty is removed again.
    expect(await runBundle()).toEqual(seeded);
  });

  it('two runs at once of the same day make each reminder once', async () => {
    const day = addDays(RUN_DAY, 30);
    await server.db.query(`UPDATE invoice SET due_date = $2 WHERE id = $1`, [invoiceIds.get('recent'), addDays(day, -20)]);
    const outcomes = await Promise.all([0, 1, 2].map(() => server.db.transaction((tx) => runReminders(tx, day, [clientId]))));
    expect(outcomes.reduce((sum, o) => sum + o.reminders, 0)).toBe(1);
    const rows = await server.db.query('SELECT 1 FROM reminder WHERE invoice_id = $1', [invoiceIds.get('recent')]);
    expect(rows).toHaveLength(1);
  });

  it("runs today's run by hand for a Technical officer only, once per day", async () => {
    const first = await server.app.inject({ method: 'POST', url: '/api/legacy/DebtCollection/Reminders/run', headers: teknisk });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ runDate: osloToday() });
    expect(first.json().clients).toBeGreaterThan(0);
    const again = await server.app.inject({ method: 'POST', url: '/api/legacy/DebtCollection/Reminders/run', headers: teknisk });
    expect(again.json()).toMatchObject({ runDate: osloToday(), clients: 0, reminders: 0, stopped: 0 });
    const saksbehandler = await legacyLogin('saksbehandler', 'saksbehandler-demo');
    const refused = await server.app.inject({ method: 'POST', url: '/api/legacy/DebtCollection/Reminders/run', headers: saksbehandler });
    expect(refused.statusCode).toBe(403);
  });
});

import postalCodes from 'norway-postal-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/testDatabase';
import { isValidBankAccount } from '../../../src/domain/identifiers/bankAccount';
import { isValidKid } from '../../../src/domain/identifiers/kid';
import { isValidOrgNumber } from '../../../src/domain/identifiers/orgNumber';
import type { Database, Queryable } from '../database';
import { migrate } from '../migrate';
import { DEFAULT_SEED, TEST_SEED_TODAY, SEED_PROFILES } from './profiles';
import { bundleSummaries } from '../../debtCollection/collectionReads';
import { KINDS } from '../../debtCollection/collectionKind';
import { listImportFileHistory } from '../../legacyImport/legacyImportFiles';
import { rechargeApprovedReminders } from '../../reminders/reminderCharges';
import { approvedBundles } from '../../reminders/reminderReads';
import { runReminders } from '../../reminders/reminderRun';
import { seedEverything, seedIfEmpty, seedSettingsFromEnv } from './seed';
import { SEED_TABLES } from './tables';

const SMALL = { profile: SEED_PROFILES.small, today: TEST_SEED_TODAY, seed: DEFAULT_SEED };

let appliedFirst: string[] = [];

/** A fresh, empty database of the project's kind (PGlite, or a schema of the PostgreSQL run), migrated and seeded. */
async function freshSmall(): Promise<Database> {
  const db = await openTestDatabase();
  appliedFirst = await migrate(db);
  await db.transaction((tx) => seedEverything(tx, SMALL));
  return db;
}

/** md5 of every row of every table, in primary-key order: equal checksums mean equal data. */
async function checksums(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    // password hashes are salted at random on purpose; everything else must be identical
    const row = name === 'officer' ? `(t.id, t.username, t.roles, t.bases)` : 't';
    const [result] = await db.query<{ sum: string | null }>(`SELECT md5(string_agg(${row}::text, '|' ORDER BY t::text)) AS sum FROM ${name} t`);
    out[name] = result?.sum ?? 'empty';
  }
  return out;
}

async function column(db: Queryable, sql: string): Promise<string[]> {
  return (await db.query<{ v: string }>(sql)).map((r) => r.v);
}

describe('seed (small profile)', () => {
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    a = await freshSmall();
    b = await freshSmall();
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('migrations apply on an in-memory PGlite (with pg_trgm) and are idempotent', async () => {
    expect(appliedFirst).toContain('0004_customers_invoices.sql');
    expect(await migrate(a)).toEqual([]);
    const [{ n } = { n: 0 }] = await a.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(n).toBe(1);
  });

  it('is deterministic: two seeds give identical tables', async () => {
    const [sumsA, sumsB] = [await checksums(a), await checksums(b)];
    expect(Object.keys(sumsA).length).toBeGreaterThan(60);
    expect(sumsA).toEqual(sumsB);
  });

  it('fills every table the seed writes, with the documented sizes', async () => {
    for (const table of Object.values(SEED_TABLES)) {
      const [{ n } = { n: 0 }] = await a.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table.name}`);
      expect(n, table.name).toBeGreaterThan(0);
    }
    const counts = Object.fromEntries(
      (await a.query<{ t: string; n: number }>(
        `SELECT 'client' t, count(*)::int n FROM client UNION ALL SELECT 'customer', count(*)::int FROM customer
         UNION ALL SELECT 'invoice', count(*)::int FROM invoice UNION ALL SELECT 'officer', count(*)::int FROM officer`,
      )).map((r) => [r.t, r.n]),
    );
    expect(counts.client).toBe(20);
    expect(counts.customer).toBe(2000);
    expect(counts.invoice).toBeGreaterThan(9_000);
    expect(counts.invoice).toBeLessThan(12_000);
    expect(counts.officer).toBe(3);
  });

  it('has the variety the screens need', async () => {
    const [row] = await a.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM client WHERE NOT is_active) AS inactive,
      (SELECT count(*)::int FROM client WHERE end_of_service_date > DATE '${TEST_SEED_TODAY}' AND is_active) AS terminating,
      (SELECT count(*)::int FROM brreg_company b JOIN client c ON c.org_no = b.org_no WHERE b.is_bankrupt) AS bankrupt,
      (SELECT count(*)::int FROM customer WHERE NOT is_type_confirmed) AS unconfirmed,
      (SELECT count(*)::int FROM invoice WHERE type = 'CREDITNOTE') AS creditnotes,
      (SELECT count(*)::int FROM production_entry WHERE status = 'NEW') AS pending_production,
      (SELECT count(*)::int FROM production_entry WHERE status = 'FAILED') AS failed,
      (SELECT count(*)::int FROM reminder_bundle WHERE status = 'PENDING') AS pending_reminders,
      (SELECT count(*)::int FROM dc_case WHERE status = 'Ready') AS ready_cases,
      (SELECT count(*)::int FROM dc_payment WHERE status = 'Ready') AS ready_payments,
      (SELECT count(*)::int FROM report_recipient WHERE status = 'PENDING') AS pending_reports,
      (SELECT count(*)::int FROM legacy_import_file WHERE downloaded_time IS NULL) AS pending_import_files,
      (SELECT count(DISTINCT rule_type)::int FROM reminder_rule) AS rule_types,
      (SELECT count(*)::int FROM invoice WHERE proc_level = 4 AND ready_for_debt_collection_decision) AS awaiting_decision,
      (SELECT count(*)::int FROM client WHERE id = 2084) AS client_2084`);
    for (const [name, n] of Object.entries(row ?? {})) expect(n, name).toBeGreaterThan(0);
    const [{ version } = { version: '' }] = await a.query<{ version: string }>(
      `SELECT version FROM changelog_entry WHERE product = 'nl' ORDER BY update_date DESC LIMIT 1`,
    );
    expect(version).toBe('1.65.3');
    expect(await column(a, `SELECT printer_name AS v FROM printer ORDER BY base_nr`)).toEqual(['nkpri1', 'nkpri2', 'nkpri3', 'nkpri4', 'nkpri5']);
    expect(await column(a, `SELECT DISTINCT tax_code::text AS v FROM tax_rate WHERE tax_code = 6`)).toEqual(['6']);
  });

  it('keeps every foreign key (the load skips per-row checks, so check them all here)', async () => {
    const fks = await a.query<{ child: string; parent: string; cc: string[]; pc: string[] }>(`
      SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent,
             array(SELECT attname FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute ON attrelid = c.conrelid AND attnum = k.n ORDER BY o)::text[] AS cc,
             array(SELECT attname FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute ON attrelid = c.confrelid AND attnum = k.n ORDER BY o)::text[] AS pc
        FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`);
    expect(fks.length).toBeGreaterThan(50);
    for (const fk of fks) {
      const notNull = fk.cc.map((col) => `x.${col} IS NOT NULL`).join(' AND ');
      const match = fk.cc.map((col, i) => `p.${fk.pc[i]} = x.${col}`).join(' AND ');
      const [{ n } = { n: 0 }] = await a.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${fk.child} x WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${fk.parent} p WHERE ${match})`,
      );
      expect(n, `${fk.child}(${fk.cc.join(',')}) -> ${fk.parent}`).toBe(0);
    }
  });

  it('writes only valid org numbers, bank accounts and KIDs (checked by the domain)', async () => {
    const orgNumbers = await column(a, `
      SELECT org_no AS v FROM client UNION ALL SELECT org_no FROM customer WHERE org_no IS NOT NULL
      UNION ALL SELECT org_no FROM brreg_company UNION ALL SELECT org_no FROM elma_participant
      UNION ALL SELECT org_no FROM pending_client_registration`);
    expect(orgNumbers.length).toBeGreaterThan(500);
    expect(orgNumbers.filter((v) => !isValidOrgNumber(v))).toEqual([]);

    const accounts = await column(a, `
      SELECT account_number AS v FROM client_bank_account UNION ALL SELECT account_number FROM customer_bank_account
      UNION ALL SELECT new_bank_account FROM client_settings WHERE new_bank_account IS NOT NULL
      UNION ALL SELECT bank_account FROM pending_client_registration`);
    expect(accounts.length).toBeGreaterThan(200);
    expect(accounts.filter((v) => !isValidBankAccount(v))).toEqual([]);

    const kids = await column(a, `
      SELECT kid AS v FROM invoice WHERE kid IS NOT NULL UNION ALL SELECT kid FROM reminder WHERE kid IS NOT NULL
      UNION ALL SELECT kid FROM production_entry WHERE kid IS NOT NULL
      UNION ALL SELECT kid FROM avtalegiro_transmission_invoice WHERE kid IS NOT NULL`);
    expect(kids.length).toBeGreaterThan(5_000);
    expect(kids.filter((v) => !isValidKid(v))).toEqual([]);
    expect(kids.some((v) => v.endsWith('-'))).toBe(true);
  });

  it('uses real Norwegian postal codes with their city names', async () => {
    const places = await a.query<{ post_no: string; city_name: string }>(`
      SELECT post_no, city_name FROM customer WHERE country_code = 'NO'
      UNION SELECT post_no, city_name FROM client UNION SELECT post_no, city_name FROM postal_code`);
    const wrong = places.filter((p) => postalCodes[p.post_no] !== p.city_name);
    expect(wrong).toEqual([]);
    const [{ n } = { n: 0 }] = await a.query<{ n: number }>(`SELECT count(*)::int AS n FROM postal_code`);
    expect(n).toBe(Object.keys(postalCodes).length);
  });

  it('stores money as integer øre and keeps the sums right to the øre', async () => {
    const types = await a.query<{ table_name: string; column_name: string; data_type: string }>(`
      SELECT table_name, column_name, data_type FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name LIKE '%\\_ore' ESCAPE '\\'`);
    expect(types.length).toBeGreaterThan(70);
    expect(types.filter((t) => t.data_type !== 'bigint')).toEqual([]);
    const [bad] = await a.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM invoice i WHERE amount_ex_tax_ore <> (SELECT coalesce(sum(amount_ex_tax_ore), 0) FROM invoice_line l WHERE l.invoice_id = i.id)) AS lines,
      (SELECT count(*)::int FROM invoice i JOIN (SELECT invoice_id, sum(amount_ex_tax_ore) AS ex, sum(tax_amount_ore) AS tax
         FROM invoice_tax_summary GROUP BY invoice_id) s ON s.invoice_id = i.id WHERE s.ex <> i.amount_ex_tax_ore OR s.tax <> i.tax_amount_ore)
        + (SELECT count(*)::int FROM invoice i WHERE NOT EXISTS (SELECT 1 FROM invoice_tax_summary s WHERE s.invoice_id = i.id)) AS tax_rows,
      (SELECT count(*)::int FROM invoice WHERE is_settled AND rest_amount_ore <> 0) AS settled_with_rest`);
    expect(bad).toEqual({ lines: 0, tax_rows: 0, settled_with_rest: 0 });
  });

  it('computes each VAT row by the one VAT rule: the rate’s base × rate, rounded once (EN 16931 BR-CO-17)', async () => {
    // PostgreSQL's round(numeric) is half away from zero, as vatOfBase.
    const [row] = await a.query<{ rows: number; off: number; entries_off: number }>(`SELECT
      (SELECT count(*)::int FROM invoice_tax_summary) AS rows,
      (SELECT count(*)::int FROM invoice_tax_summary WHERE tax_amount_ore <> round(amount_ex_tax_ore * tax_percent / 100)) AS off,
      (SELECT count(*)::int FROM reg_entry_tax WHERE tax_amount_ore <> round(amount_ex_tax_ore * tax_percent / 100)) AS entries_off`);
    expect(row!.rows).toBeGreaterThan(10_000);
    expect({ off: row!.off, entries_off: row!.entries_off }).toEqual({ off: 0, entries_off: 0 });
    // Invoices of several lines at one rate, where VAT rounded per line would have drifted: the rule made the difference.
    const [drift] = await a.query<{ n: number }>(`SELECT count(*)::int AS n FROM invoice_tax_summary s
      WHERE s.tax_amount_ore <> (SELECT sum(round(l.amount_ex_tax_ore * l.tax_percent / 100)) FROM invoice_line l
                                  WHERE l.invoice_id = s.invoice_id AND l.tax_percent = s.tax_percent)`);
    expect(drift!.n).toBeGreaterThan(0);
  });

  it('gives invoices delivery dates and periods, credit notes their invoice’s, and the register facts of the sellers', async () => {
    const [row] = await a.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM invoice WHERE delivery_end_date IS NOT NULL) AS periods,
      (SELECT count(*)::int FROM invoice WHERE delivery_date IS NOT NULL AND delivery_end_date IS NULL) AS dates,
      (SELECT count(*)::int FROM invoice WHERE delivery_date IS NULL) AS invoice_date,
      (SELECT count(*)::int FROM invoice cn JOIN invoice i ON i.client_id = cn.client_id AND i.jour_nr = cn.ref_invoice_nr
        WHERE cn.type = 'CREDITNOTE' AND (cn.delivery_date, cn.delivery_end_date) IS DISTINCT FROM (i.delivery_date, i.delivery_end_date)) AS credit_other,
      (SELECT count(*)::int FROM client c JOIN brreg_company b ON b.org_no = c.org_no WHERE b.is_in_business_enterprise_register) AS registered,
      (SELECT count(*)::int FROM client c JOIN brreg_company b ON b.org_no = c.org_no WHERE NOT b.is_in_business_enterprise_register) AS not_registered,
      (SELECT count(*)::int FROM brreg_company WHERE org_form <> 'ENK' AND NOT is_in_business_enterprise_register) AS company_not_registered`);
    expect(row!.periods).toBeGreaterThan(0);
    expect(row!.dates).toBeGreaterThan(0);
    expect(row!.invoice_date).toBeGreaterThan(0);
    expect(row!.credit_other).toBe(0);
    expect(row!.registered).toBeGreaterThan(0);
    expect(row!.company_not_registered).toBe(0);
  });

  it('answers the ledger and history views', async () => {
    const [row] = await a.query<{ posts: number; history: number; negative: number }>(`SELECT
      (SELECT count(*)::int FROM ledger_post) AS posts, (SELECT count(*)::int FROM invoice_history) AS history,
      (SELECT count(*)::int FROM invoice_history h JOIN invoice i ON i.id = h.invoice_id
        WHERE i.type = 'INVOICE' AND i.is_settled AND h.event_date = i.settled_date AND h.saldo_ore < 0) AS negative`);
    expect(row?.posts).toBeGreaterThan(10_000);
    expect(row?.history).toBeGreaterThan(10_000);
    expect(row?.negative).toBe(0);
  });

  it("keeps each invoice's history, ledger and reminders in agreement, as the product books them (issue 40)", async () => {
    const [bad] = await a.query<Record<string, number>>(`SELECT
      -- Historikk ends at the invoice's rest: nothing is owed that the history does not show, and the reverse.
      (SELECT count(*)::int FROM invoice i WHERE i.rest_amount_ore <>
         (SELECT h.saldo_ore FROM invoice_history h WHERE h.invoice_id = i.id ORDER BY h.event_date DESC, h.seq DESC, h.source_id DESC LIMIT 1)) AS saldo,
      -- The fee and interest parts are what sent reminders booked, less what payments took.
      (SELECT count(*)::int FROM invoice i WHERE (i.fee_part_ore, i.interest_part_ore) <>
         (SELECT coalesce(sum(p.fee_part_ore), 0), coalesce(sum(p.interest_part_ore), 0) FROM post p WHERE p.invoice_id = i.id)) AS parts,
      -- A sent reminder's posts are its fee and its interest; one not sent booked nothing.
      (SELECT count(*)::int FROM reminder r WHERE (r.status = 'Sent') <> EXISTS (SELECT 1 FROM invoice_event e WHERE e.printable_type = 'Reminder' AND e.printable_id = r.id)
          OR (SELECT coalesce(sum(p.amount_ore), 0) FROM post p WHERE p.reminder_id = r.id) <> CASE WHEN r.status = 'Sent' THEN r.fee_ore + r.interest_ore ELSE 0 END) AS reminders,
      -- Every printable the history shows is a reminder of that invoice, and its interest periods add up.
      (SELECT count(*)::int FROM invoice_event e WHERE e.printable_type = 'Reminder'
          AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.id = e.printable_id AND r.invoice_id = e.invoice_id)) AS printables,
      (SELECT count(*)::int FROM reminder r WHERE r.interest_ore <> (SELECT coalesce(sum(interest_ore), 0) FROM reminder_interest_period p WHERE p.reminder_id = r.id)) AS periods,
      (SELECT count(*)::int FROM invoice WHERE interest_part_ore > 0 AND interest_charged_until IS NULL) AS charged_until`);
    expect(bad).toEqual({ saldo: 0, parts: 0, reminders: 0, printables: 0, periods: 0, charged_until: 0 });
    const [made] = await a.query<{ sent: number; fees: number; periods: number }>(
      `SELECT count(*) FILTER (WHERE status = 'Sent')::int AS sent, count(*) FILTER (WHERE fee_ore > 0)::int AS fees,
              (SELECT count(*)::int FROM reminder_interest_period) AS periods FROM reminder`,
    );
    expect(made!.sent).toBeGreaterThan(500);
    expect(made!.fees).toBeGreaterThan(500);
    expect(made!.periods).toBeGreaterThan(made!.sent);
  });

  it("computed its pending reminders as the dispatch will, and left nothing for today's run (issue 40, 43)", async () => {
    class Rollback extends Error {}
    await expect(
      a.transaction(async (tx) => {
        const pending = await tx.query<{ id: number; paid: boolean }>(
          `SELECT r.id::int, i.is_settled AS paid FROM reminder r JOIN invoice i ON i.id = r.invoice_id WHERE r.status = 'Pending' ORDER BY r.id`,
        );
        expect(pending.filter((r) => !r.paid).length).toBeGreaterThan(5);
        // Paid since the run, a reminder is not sent; every other one asks for what the product computes today.
        const { settled, changed } = await rechargeApprovedReminders(tx, pending.map((r) => r.id));
        expect({ settled: [...settled].sort((x, y) => x - y), changed: [...changed] }).toEqual({ settled: pending.filter((r) => r.paid).map((r) => r.id), changed: [] });
        expect(await runReminders(tx, TEST_SEED_TODAY)).toMatchObject({ clients: 0, reminders: 0, stopped: 0 });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
  });

  it('seedIfEmpty leaves a seeded database alone', async () => {
    expect(await seedIfEmpty(a, SMALL)).toBe(false);
  });
});

describe('a new database as of its own day (issue 43)', () => {
  // A Monday: the day 'Denne uken', the default period of the work-queue archives, holds the least.
  const MONDAY = '2026-11-23';
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await db.transaction((tx) => seedEverything(tx, { ...SMALL, today: MONDAY }));
  }, 180_000);
  afterAll(() => db?.close());

  it("shows data in every default 'Denne uken' view, and leaves nothing for the day's own reminder run", async () => {
    const bases = [1, 2, 3, 4, 5];
    const week = { fromDate: MONDAY, toDate: MONDAY };
    expect((await bundleSummaries(db, KINDS.CASE, { bases, ...week })).length, 'debt-collection cases').toBeGreaterThan(0);
    expect((await bundleSummaries(db, KINDS.PAYMENT, { bases, ...week })).length, 'debt-collection payments').toBeGreaterThan(0);
    expect((await approvedBundles(db, { bases, ...week, maxItems: 1000 })).length, 'reminder archive').toBeGreaterThan(0);
    expect((await listImportFileHistory(db, bases, { ...week, maxItems: 1000 })).length, 'DOS import history').toBeGreaterThan(0);
    const [latest] = await db.query<{ day: string }>(`SELECT to_char(max(run_date), 'YYYY-MM-DD') AS day FROM reminder_bundle`);
    expect(latest!.day).toBe(MONDAY);
    const outcome = await db.transaction((tx) => runReminders(tx, MONDAY));
    expect(outcome).toMatchObject({ clients: 0, reminders: 0 });
  });
});

describe('seedSettingsFromEnv', () => {
  it('defaults to the demo profile as of the Oslo day it is made, and rejects unknown profiles', () => {
    expect(seedSettingsFromEnv({}).profile).toBe(SEED_PROFILES.demo);
    expect(seedSettingsFromEnv({}, new Date('2026-12-31T23:30:00Z')).today).toBe('2027-01-01');
    expect(seedSettingsFromEnv({ SEED_TODAY: '2026-11-22' }, new Date('2027-05-01T12:00:00Z')).today).toBe('2026-11-22');
    expect(seedSettingsFromEnv({ SEED_PROFILE: 'small' }).profile.customers).toBe(2000);
    expect(() => seedSettingsFromEnv({ SEED_PROFILE: 'huge' })).toThrow(/SEED_PROFILE/);
  });
});

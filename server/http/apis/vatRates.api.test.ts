import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VAT_RATE_TEXTS, vatOverlapText, type VatRateRow } from '../../../src/domain/vat/vatRateTable';
import { TAX_RATES } from '../../db/seed/referenceData';
import { legacyLogin } from '../../../tests/support/legacyLogin';
import { startTestApp, type TestApp } from '../../../tests/support/testApp';

/**
 * Issue 42 item 1 on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the VAT rates as a rule table
 * with their sources, read by every officer, kept by Technical ones; a new rate for a code closes the code's open
 * row (audited) and is what CommonReg/TaxRates answers from its first day; overlaps and bad fields refused by field.
 */

let server: TestApp;
const headers: Record<string, Record<string, string>> = {};
const published: string[][] = [];

beforeAll(async () => {
  server = await startTestApp({ seed: 'small' });
  for (const user of ['teknisk', 'leder', 'saksbehandler']) {
    const login = await server.app.inject({ method: 'POST', url: '/api/service/auth/login', payload: { username: user, password: `${user}-demo` } });
    headers[user] = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  }
  server.bus.subscribe((endPoints) => published.push([...endPoints]));
}, 180_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user = 'teknisk', payload?: object) =>
  server.app.inject({ method, url: `/api/service/${url}`, headers: headers[user]!, ...(payload ? { payload } : {}) });
const rowCount = async () => Number((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tax_rate'))[0]!.n);
const ratesOn = async (date: string) =>
  (await server.app.inject({ method: 'GET', url: `/api/legacy/CommonReg/TaxRates?date=${date}`, headers: await legacyLogin(server.app, 'leder', 'leder-demo') })).json() as {
    taxCode: number;
    taxPercent: number;
  }[];
const lowRateOn = async (date: string) => (await ratesOn(date)).find((rate) => rate.taxCode === 33)?.taxPercent;

const newLowRate = {
  taxCode: 33,
  percent: 14,
  validFrom: '2027-01-01',
  validTo: null,
  description: 'Utgående mva, lav sats',
  sourceText: 'Stortingets vedtak om merverdiavgift for budsjettåret 2027 § 3',
  sourceUrl: 'https://www.skatteetaten.no/satser/merverdiavgift/',
};

describe('the VAT rate table', () => {
  it('starts from the seed with every row’s source, for every officer', async () => {
    for (const user of ['teknisk', 'leder', 'saksbehandler']) {
      const answer = await call('GET', 'settings/vat-rates', user);
      expect(answer.statusCode, user).toBe(200);
      const rows = answer.json() as VatRateRow[];
      const seeded = [...TAX_RATES].sort((a, b) => a.tax_code - b.tax_code || a.valid_from.localeCompare(b.valid_from));
      expect(rows.map(({ taxCode, percent, validFrom, validTo, sourceText, sourceUrl }) => ({ taxCode, percent, validFrom, validTo, sourceText, sourceUrl }))).toEqual(
        seeded.map((r) => ({ taxCode: r.tax_code, percent: r.tax_percent, validFrom: r.valid_from, validTo: r.valid_to, sourceText: r.source_text, sourceUrl: r.source_url })),
      );
    }
  });

  it('lets only a Technical officer add a rate, which closes the open row and answers from its first day', async () => {
    const before = await rowCount();
    for (const user of ['leder', 'saksbehandler']) {
      expect((await call('POST', 'settings/vat-rates', user, newLowRate)).statusCode, user).toBe(403);
      expect((await call('PUT', 'settings/vat-rates/1', user, newLowRate)).statusCode, user).toBe(403);
    }
    expect(await rowCount()).toBe(before);
    const [open] = await server.db.query<{ id: number }>(`SELECT id FROM tax_rate WHERE tax_code = 33 AND valid_to IS NULL`);

    published.length = 0;
    const added = await call('POST', 'settings/vat-rates', 'teknisk', newLowRate);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ taxCode: 33, percent: 14, validFrom: '2027-01-01', validTo: null, sourceText: newLowRate.sourceText });
    expect(await rowCount()).toBe(before + 1);
    expect(published).toContainEqual(['settings/vat-rates', 'CommonReg/TaxRates']);

    // The open 12 % row now ends where the new one starts, and the row as it was is in the change's audit.
    const rows = (await call('GET', 'settings/vat-rates')).json() as VatRateRow[];
    expect(rows.find((r) => r.id === open!.id)).toMatchObject({ percent: 12, validFrom: '2021-10-01', validTo: '2027-01-01' });
    const [audit] = await server.db.query<{ removed: { tax_rate: { id: number; valid_to: string | null }[] } }>(
      `SELECT removed_rows AS removed FROM audit_event WHERE operation = 'addVatRate' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.removed.tax_rate).toEqual([expect.objectContaining({ id: open!.id, valid_to: null })]);

    // CommonReg/TaxRates, as the entry form and the amount change read it: the old rate up to the day, the new from it.
    expect(await lowRateOn('2026-12-31')).toBe(12);
    expect(await lowRateOn('2027-01-01')).toBe(14);
    expect(await lowRateOn('2021-06-01')).toBe(6);
  });

  it('refuses overlaps and bad fields by field, writing nothing', async () => {
    const before = await rowCount();
    const rows = (await call('GET', 'settings/vat-rates')).json() as VatRateRow[];
    const current = rows.find((r) => r.taxCode === 33 && r.validTo === null)!;
    const temporary = await call('POST', 'settings/vat-rates', 'teknisk', { ...newLowRate, validFrom: '2027-03-01', validTo: '2027-04-01' });
    expect(temporary.statusCode).toBe(400);
    expect(temporary.json()).toMatchObject({ fieldErrors: [{ path: 'body.validFrom', message: vatOverlapText(current) }] });

    const bad = await call('POST', 'settings/vat-rates', 'teknisk', { ...newLowRate, taxCode: 77, percent: 12.345, validTo: '2026-01-01', sourceUrl: 'http://lovdata.no' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { fieldErrors: { path: string; message: string }[] }).fieldErrors).toEqual([
      { path: 'body.percent', message: VAT_RATE_TEXTS.percentDecimals },
      { path: 'body.validTo', message: VAT_RATE_TEXTS.validToBeforeFrom },
      { path: 'body.sourceUrl', message: VAT_RATE_TEXTS.sourceUrlInvalid },
    ]);
    // Out of the contract's bounds: refused before the handler, still a 400.
    for (const body of [{ ...newLowRate, taxCode: 100 }, { ...newLowRate, percent: 101 }, { ...newLowRate, sourceText: '' }]) {
      expect((await call('POST', 'settings/vat-rates', 'teknisk', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowCount()).toBe(before);
  });

  it('corrects a row, keeping it as it was in the audit, and answers 404 for no row', async () => {
    const row = ((await call('GET', 'settings/vat-rates')).json() as VatRateRow[]).find((r) => r.taxCode === 33 && r.validFrom === '2027-01-01')!;
    const corrected = await call('PUT', `settings/vat-rates/${row.id}`, 'teknisk', { ...newLowRate, percent: 13.5, sourceText: 'Rettet: Stortingets vedtak 2027' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ id: row.id, percent: 13.5, sourceText: 'Rettet: Stortingets vedtak 2027' });
    const [audit] = await server.db.query<{ removed: { tax_rate: { id: number; tax_percent: number }[] } }>(
      `SELECT removed_rows AS removed FROM audit_event WHERE operation = 'correctVatRate' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit!.removed.tax_rate).toEqual([expect.objectContaining({ id: row.id, tax_percent: 14 })]);
    const [stored] = await server.db.query<{ corrected_by: number | null }>('SELECT corrected_by FROM tax_rate WHERE id = $1', [row.id]);
    expect(stored!.corrected_by).not.toBeNull();
    expect(await lowRateOn('2027-06-01')).toBe(13.5);
    const missing = await call('PUT', 'settings/vat-rates/999999', 'teknisk', newLowRate);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: VAT_RATE_TEXTS.notFound });
  });
});

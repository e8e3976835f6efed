import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate, readMigrations } from '../db/migrate';
import { openTestDatabase } from '../../tests/support/testDatabase';

/**
 * Migration 0295 on a database that already has VAT rows (PGlite, and PostgreSQL with TEST_DATABASE_URL): each row
 * gets its published source by code (the 6 % its temporary Stortingsvedtak), and the table refuses a row without a
 * source or with a link that is not https from then on.
 */
let db: Database;
const before = readMigrations().filter((m) => m.name < '0295');
const from0295 = readMigrations().filter((m) => m.name >= '0295');

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db, before);
  await db.query(
    `INSERT INTO tax_rate (tax_code, tax_percent, valid_from, valid_to, description) VALUES
       (3, 25, '2005-01-01', NULL, 'Alminnelig'), (33, 6, '2020-04-01', '2021-10-01', 'Lav, midlertidig'),
       (33, 12, '2021-10-01', NULL, 'Lav'), (5, 0, '2005-01-01', NULL, 'Fritatt'), (77, 10, '2010-01-01', NULL, 'Ukjent kode')`,
  );
  await migrate(db, from0295);
}, 120_000);
afterAll(() => db?.close());

describe('migration 0295: VAT rows with their sources', () => {
  it('gives every existing row its source by code, the temporary 6 % its own', async () => {
    const rows = await db.query<{ code: number; percent: number; source: string; url: string | null }>(
      'SELECT tax_code AS code, tax_percent::float8 AS percent, source_text AS source, source_url AS url FROM tax_rate ORDER BY tax_code, valid_from',
    );
    expect(rows.map((r) => [r.code, r.percent, r.source.match(/^Merverdiavgiftsloven ([^;(]+)/)?.[1]?.trim(), r.url])).toEqual([
      [3, 25, '§ 5-1', 'https://www.skatteetaten.no/satser/merverdiavgift/'],
      [5, 0, 'kapittel 6', 'https://lovdata.no/lov/2009-06-19-58'],
      [33, 6, '§§ 5-3 til 5-5', expect.stringMatching(/^https:\/\/www\.regjeringen\.no\/.*forlenger-midlertidig-reduksjon-i-lav-merverdiavgiftssats/)],
      [33, 12, '§§ 5-3 til 5-5', 'https://www.skatteetaten.no/satser/merverdiavgift/'],
      [77, 10, undefined, 'https://lovdata.no/lov/2009-06-19-58'],
    ]);
    expect(rows[2]!.source).toContain('midlertidig redusert til 6 % fra 1. april 2020 til og med 30. september 2021');
    expect(rows[4]!.source).toMatch(/^Merverdiavgiftsloven \(lov 19\. juni 2009 nr\. 58\)/);
  });

  it('refuses a row without a source or with a link that is not https', async () => {
    const insert = (source: string | null, url: string | null) =>
      db.query(`INSERT INTO tax_rate (tax_code, tax_percent, valid_from, description, source_text, source_url) VALUES (40, 10, '2030-01-01', 'x', $1, $2)`, [source, url]);
    await expect(insert(null, null)).rejects.toThrow();
    await expect(insert('  ', null)).rejects.toThrow();
    await expect(insert('Kilde', 'http://lovdata.no')).rejects.toThrow();
    await insert('Kilde', null);
  });
});

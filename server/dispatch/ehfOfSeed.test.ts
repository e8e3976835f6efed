import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFromImage, prepareDatabase } from '../../tests/support/pgliteImages';
import { openFromTemplate } from '../../tests/support/postgresTemplates';
import { openTestDatabase } from '../../tests/support/testDatabase';
import type { Database } from '../db/database';
import { invoiceDocuments } from '../documents/documentData';
import { UblAmountMismatch, ublTotals } from './peppolUbl';

/**
 * Every invoice and credit note of the seed can be sent by EHF: production dispatch's amount check (PEPPOL's own
 * amount rules with their tolerances, and the totals the invoice stores) refuses none of them. scripts/ehfCheck.ts
 * runs the same over any database (the demo profile's figures are in README.md).
 */
let db: Database;

beforeAll(async () => {
  db = (await openFromImage('small')) ?? (await openFromTemplate('small')) ?? (await seededSmall());
}, 240_000);
afterAll(async () => {
  await db?.close();
});

async function seededSmall(): Promise<Database> {
  const fresh = await openTestDatabase();
  await prepareDatabase(fresh, 'small');
  return fresh;
}

describe('the EHF amount check over the whole seed', () => {
  it('refuses no invoice and no credit note', { timeout: 180_000 }, async () => {
    const checked = { INVOICE: 0, CREDITNOTE: 0 };
    const refused: string[] = [];
    for (let after = 0; ; ) {
      const ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM invoice WHERE id > $1 ORDER BY id LIMIT 2000', [after])).map((row) => row.id);
      if (ids.length === 0) break;
      after = ids.at(-1)!;
      for (const document of (await invoiceDocuments(db, [1, 2, 3, 4, 5], ids)).values()) {
        checked[document.type]++;
        try {
          ublTotals(document);
        } catch (error) {
          if (!(error instanceof UblAmountMismatch)) throw error;
          refused.push(`${document.type} ${document.jourNr}: ${error.message}`);
        }
      }
    }
    expect(checked.INVOICE).toBeGreaterThan(9_000);
    expect(checked.CREDITNOTE).toBeGreaterThan(300);
    expect(refused).toEqual([]);
  });
});

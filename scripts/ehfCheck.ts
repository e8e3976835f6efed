/**
 * `npx tsx scripts/ehfCheck.ts` — how many invoices and credit notes of the database (DATABASE_URL, else the
 * PGlite of DATA_DIR) the EHF amount check of production dispatch would refuse ('Feil i beløpsberegning'),
 * and why, by the rule that fails. It reads every invoice as dispatch does (invoiceDocuments) and builds its
 * EHF amounts (ublTotals); nothing is written. Run it after an upgrade or an import to see which invoices would
 * go to amount correction instead of out by EHF.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/openDatabase';
import { UblAmountMismatch, ublTotals } from '../server/dispatch/peppolUbl';
import { invoiceDocuments } from '../server/documents/documentData';

const CHUNK = 2_000;
const ALL_BASES = [1, 2, 3, 4, 5];

const db = await openDatabase(loadConfig(process.env));
try {
  const started = performance.now();
  const counts = { INVOICE: 0, CREDITNOTE: 0 };
  const refused = { INVOICE: 0, CREDITNOTE: 0 };
  const byRule = new Map<string, number>();
  const examples: string[] = [];
  for (let after = 0; ; ) {
    const ids = (await db.query<{ id: number }>('SELECT id::int AS id FROM invoice WHERE id > $1 ORDER BY id LIMIT $2', [after, CHUNK])).map((row) => row.id);
    if (ids.length === 0) break;
    after = ids.at(-1)!;
    const documents = await invoiceDocuments(db, ALL_BASES, ids);
    for (const document of documents.values()) {
      counts[document.type]++;
      try {
        ublTotals(document);
      } catch (error) {
        if (!(error instanceof UblAmountMismatch)) throw error;
        refused[document.type]++;
        // The rule ids of a PEPPOL failure ('BR-S-09: …; …'), else the comparison with the stored totals.
        const rules = [...new Set(error.message.split('; ').map((part) => /^([A-Z][A-Z0-9-]+):/.exec(part)?.[1] ?? 'totals differ from the invoice'))];
        for (const rule of rules) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
        if (examples.length < 5) examples.push(`${document.type} ${document.jourNr}: ${error.message}`);
      }
    }
  }
  console.log(`Invoices ${counts.INVOICE}, refused ${refused.INVOICE}; credit notes ${counts.CREDITNOTE}, refused ${refused.CREDITNOTE}`);
  for (const [rule, n] of [...byRule.entries()].sort((a, b) => b[1] - a[1])) console.log(`  ${rule.padEnd(32)} ${n}`);
  for (const example of examples) console.log(`  e.g. ${example}`);
  console.log(`(${Math.round(performance.now() - started)} ms)`);
} finally {
  await db.close();
}

import fs from 'node:fs';
import path from 'node:path';
import { registerCustomXPathFunction, Schema } from 'node-schematron';
import { describe, expect, it } from 'vitest';
import { EHF_CREDIT_NOTE, EHF_INVOICE, EHF_INVOICE_WITHOUT_VAT, EHF_PARTIES } from '../../tests/fixtures/ehfDocuments';
import { peppolUbl } from './peppolUbl';

/**
 * The EHF documents against the official PEPPOL BIS Billing 3.0 Schematron rules (/work/shared/standards,
 * see its README): the European norm's rules (CEN-EN16931-UBL.sch) and PEPPOL's own with the Norwegian
 * ones (PEPPOL-EN16931-UBL.sch), run with node-schematron (pure JavaScript, no XSLT engine). Loading the
 * rules takes about 20 s and each document 2–60 s depending on the machine's load, too slow for every run:
 * PEPPOL_SCHEMATRON=1 runs it (measured 2026-11-26 at load 25: every document below passes both sets, no
 * failed assert). peppolUbl.test.ts holds the same documents to the structure and totals rules in every run.
 */
const STANDARDS = '/work/shared/standards/peppol-bis-billing-3';
const enabled = process.env.PEPPOL_SCHEMATRON === '1' && fs.existsSync(STANDARDS);

/** The helper functions PEPPOL-EN16931-UBL.sch declares for XSLT, as XPath functions (namespace 'utils'). */
function registerPeppolFunctions(): void {
  const digits = (value: unknown) => [...String(value)].map(Number);
  const define = (name: string, arity: number, body: (...args: unknown[]) => boolean) =>
    registerCustomXPathFunction({ namespaceURI: 'utils', localName: name }, Array(arity).fill('item()?'), 'xs:boolean', (_context: unknown, ...args: unknown[]) => body(...args));
  define('slack', 3, (exp, val, slack) => Number(exp) + Number(slack) >= Number(val) - 1e-9 && Number(exp) - Number(slack) <= Number(val) + 1e-9);
  // Norwegian org numbers: MOD11, weights 2..7 from the right (the rule's u:mod11).
  define('mod11', 1, (value) => {
    const d = digits(value);
    const check = d.pop();
    const sum = d.reverse().reduce((total, digit, i) => total + digit * ((i % 6) + 2), 0);
    return (11 - (sum % 11)) % 11 === check;
  });
  define('gln', 1, (value) => {
    const d = digits(value);
    const check = d.pop();
    const sum = d.reverse().reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
    return (10 - (sum % 10)) % 10 === check;
  });
  // Identifier checks of other countries' schemes (Australia, Belgium, Italy, Sweden), which our documents never use.
  for (const name of ['abn', 'mod97-0208', 'checkCodiceIPA', 'checkCF', 'checkPIVAseIT', 'checkSEOrgnr']) define(name, 1, () => true);
}

const documents: Record<string, string> = {
  invoice: peppolUbl(EHF_INVOICE, EHF_PARTIES),
  'credit note with rounding': peppolUbl(EHF_CREDIT_NOTE, EHF_PARTIES),
  'invoice of a client not VAT registered': peppolUbl(EHF_INVOICE_WITHOUT_VAT, EHF_PARTIES),
};

describe.skipIf(!enabled)('EHF documents against the PEPPOL BIS 3 Schematron rules (PEPPOL_SCHEMATRON=1)', () => {
  for (const rules of ['CEN-EN16931-UBL.sch', 'PEPPOL-EN16931-UBL.sch']) {
    it(`passes ${rules} without a failed assert`, () => {
      registerPeppolFunctions();
      const schema = Schema.fromString(fs.readFileSync(path.join(STANDARDS, rules), 'utf8'));
      for (const [name, xml] of Object.entries(documents)) {
        const failed = schema.validateString(xml, { debug: true }).filter((result) => !result.isReport);
        expect(
          failed.map((result) => `${result.assertId}: ${(result.message ?? "").trim().replace(/\s+/g, ' ').slice(0, 160)}`),
          `${name} against ${rules}`,
        ).toEqual([]);
      }
      // The rules find a broken document: the amount due changed by one øre.
      const broken = documents.invoice!.replace('<cbc:PayableAmount currencyID="NOK">12883.33</cbc:PayableAmount>', '<cbc:PayableAmount currencyID="NOK">12883.34</cbc:PayableAmount>');
      if (rules.startsWith('CEN')) expect(schema.validateString(broken).filter((result) => !result.isReport).length).toBeGreaterThan(0);
    }, 900_000);
  }
});

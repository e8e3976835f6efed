/**
 * The amount rules an EHF invoice or credit note (PEPPOL BIS Billing 3.0, UBL) must pass, as the official
 * Schematron rules state them, tolerances included, computed in øre. Production dispatch refuses an EHF
 * ('Feil i beløpsberegning') only when one of these fails, so no document the rules accept is refused:
 * - EN 16931 (CEN-EN16931-UBL.sch): BR-CO-10, BR-CO-13 … BR-CO-18, BR-S/Z/O-01, BR-S/Z/O-08 and -09, BR-27;
 *   https://docs.peppol.eu/poacc/billing/3.0/rules/ubl-tc434/
 * - PEPPOL (PEPPOL-EN16931-UBL.sch): PEPPOL-EN16931-R040 (line allowance = base × percent) and R120 (line
 *   net amount = quantity × price − allowances), each within 0,02; https://docs.peppol.eu/poacc/billing/3.0/rules/ubl-peppol/
 * The rule texts' own comparisons are kept: the VAT of a breakdown may differ from round(taxable × rate) by
 * less than one currency unit (BR-CO-17, BR-S-09: "abs(TaxAmount) - 1 < round(...) and abs(TaxAmount) + 1 > round(...)"),
 * and a standard-rated breakdown's taxable amount from its lines by less than one (BR-S-08), while the totals
 * must add up exactly. server/dispatch/peppolSchematron.test.ts holds these verdicts to the Schematron's own.
 */
import type { Ore } from '../money/ore';

/** The VAT categories the product writes: S standard rated, Z zero rated, O not subject to VAT (UNCL5305). */
export type VatCategory = 'S' | 'Z' | 'O';

/** One currency unit (NOK 1,00) in øre: the tolerance of BR-CO-17, BR-S-08 and BR-S-09. */
const ONE_UNIT: Ore = 100;
/** PEPPOL's u:slack of 0,02 in R040 and R120. */
const PEPPOL_SLACK: Ore = 2;
/** Binary fractions of a quantity × price (a quantity has up to three decimals): far below an øre. */
const EPSILON = 1e-6;

export interface EhfLineAllowance {
  readonly amount: Ore;
  /** The base and the percent, both or neither (PEPPOL-EN16931-R041/R042). */
  readonly base: Ore | null;
  readonly percent: number | null;
}

export interface EhfLineAmounts {
  /** BT-131, in øre. */
  readonly net: Ore;
  /** BT-129. */
  readonly quantity: number;
  /** BT-146 item net price in øre; fractions of an øre allowed (the UBL price may carry four decimals). */
  readonly price: number;
  readonly allowances: readonly EhfLineAllowance[];
  readonly category: VatCategory;
  /** BT-152; null for category O (BR-O-05). */
  readonly percent: number | null;
}

export interface EhfBreakdown {
  readonly category: VatCategory;
  readonly percent: number | null;
  /** BT-116 and BT-117, in øre. */
  readonly taxable: Ore;
  readonly tax: Ore;
}

/** The amounts of a document as its UBL states them (signs as in the UBL: a credit note's are positive). */
export interface EhfAmounts {
  readonly lines: readonly EhfLineAmounts[];
  readonly breakdown: readonly EhfBreakdown[];
  /** BT-106, BT-109, BT-110, BT-112, BT-114, BT-115. */
  readonly lineTotal: Ore;
  readonly taxExclusive: Ore;
  readonly taxTotal: Ore;
  readonly taxInclusive: Ore;
  readonly rounding: Ore;
  readonly payable: Ore;
}

/** An assert that failed: the rule's id and what it found. */
export interface EhfRuleFailure {
  readonly rule: string;
  readonly detail: string;
}

const sum = (amounts: readonly Ore[]) => amounts.reduce((total, amount) => total + amount, 0);

/** XPath's round(): half up, as the Schematron's round(abs(taxable) × rate × 100) div 100 computes it in kroner. */
const xpathRound = (value: number) => Math.floor(value + 0.5);

/** round(|taxable| × rate / 100) in øre, as BR-CO-17 and BR-S-09 compute it. */
const expectedVat = (taxable: Ore, percent: number) => xpathRound((Math.abs(taxable) * percent) / 100);

/** BR-CO-17 / BR-S-09: |tax| − 1 < round(|taxable| × rate) < |tax| + 1 (in currency units). */
const vatWithinOneUnit = (row: EhfBreakdown, percent: number) => {
  const expected = expectedVat(row.taxable, percent);
  return Math.abs(row.tax) - ONE_UNIT < expected && Math.abs(row.tax) + ONE_UNIT > expected;
};

const slack = (expected: number, value: number) => Math.abs(expected - value) <= PEPPOL_SLACK + EPSILON;

/** The rules of one line: its price not negative (BR-27), its discount base × percent (R040), its amount quantity × price − discount (R120). */
export function peppolLineFailures(line: EhfLineAmounts, at = 'linjen'): EhfRuleFailure[] {
  const failures: EhfRuleFailure[] = [];
  if (line.price < 0) failures.push({ rule: 'BR-27', detail: `${at}: negativ pris` });
  for (const allowance of line.allowances) {
    if (allowance.base !== null && allowance.percent !== null && !slack(allowance.amount, (allowance.base * allowance.percent) / 100)) {
      failures.push({ rule: 'PEPPOL-EN16931-R040', detail: `${at}: rabatt ${allowance.amount} ≠ ${allowance.base} × ${allowance.percent} %` });
    }
  }
  const allowed = sum(line.allowances.map((allowance) => allowance.amount));
  if (!slack(line.net, line.quantity * line.price - allowed)) {
    failures.push({ rule: 'PEPPOL-EN16931-R120', detail: `${at}: ${line.quantity} × ${line.price} − ${allowed} ≠ ${line.net}` });
  }
  return failures;
}

function breakdownFailures(amounts: EhfAmounts): EhfRuleFailure[] {
  const failures: EhfRuleFailure[] = [];
  if (amounts.breakdown.length === 0) failures.push({ rule: 'BR-CO-18', detail: 'ingen mva-spesifikasjon' });
  for (const category of new Set(amounts.lines.map((line) => line.category))) {
    if (!amounts.breakdown.some((row) => row.category === category)) failures.push({ rule: `BR-${category}-01`, detail: `ingen mva-spesifikasjon for ${category}` });
  }
  for (const row of amounts.breakdown) {
    const lines = amounts.lines.filter((line) => line.category === row.category && (row.category !== 'S' || line.percent === row.percent));
    const linesNet = sum(lines.map((line) => line.net));
    const at = `${row.category} ${row.percent ?? ''}`.trim();
    if (row.category === 'S') {
      const percent = row.percent ?? 0;
      if (lines.length === 0 || !(row.taxable - ONE_UNIT < linesNet && row.taxable + ONE_UNIT > linesNet)) {
        failures.push({ rule: 'BR-S-08', detail: `${at}: grunnlag ${row.taxable}, linjene ${linesNet}` });
      }
      if (!vatWithinOneUnit(row, percent)) failures.push({ rule: 'BR-S-09', detail: `${at}: mva ${row.tax} av ${row.taxable}` });
      if (xpathRound(percent) !== 0 && !vatWithinOneUnit(row, percent)) failures.push({ rule: 'BR-CO-17', detail: `${at}: mva ${row.tax} av ${row.taxable}` });
    } else {
      const rule = row.category === 'Z' ? 'BR-Z' : 'BR-O';
      if (row.taxable !== linesNet) failures.push({ rule: `${rule}-08`, detail: `${at}: grunnlag ${row.taxable}, linjene ${linesNet}` });
      if (row.tax !== 0) failures.push({ rule: `${rule}-09`, detail: `${at}: mva ${row.tax}` });
    }
    if (row.category !== 'S' || xpathRound(row.percent ?? 0) === 0) {
      // BR-CO-17 for a rate of 0 or none: the tax rounds to 0 whole units.
      if (xpathRound(row.tax / ONE_UNIT) !== 0) failures.push({ rule: 'BR-CO-17', detail: `${at}: mva ${row.tax}` });
    }
  }
  return failures;
}

function totalFailures(amounts: EhfAmounts): EhfRuleFailure[] {
  const failures: EhfRuleFailure[] = [];
  const need = (ok: boolean, rule: string, detail: string) => ok || failures.push({ rule, detail });
  need(amounts.lineTotal === sum(amounts.lines.map((line) => line.net)), 'BR-CO-10', `linjesum ${amounts.lineTotal}`);
  // No allowances or charges on document level: the total without VAT is the lines' sum.
  need(amounts.taxExclusive === amounts.lineTotal, 'BR-CO-13', `sum eks. mva ${amounts.taxExclusive}`);
  need(amounts.taxTotal === sum(amounts.breakdown.map((row) => row.tax)), 'BR-CO-14', `mva ${amounts.taxTotal}`);
  need(amounts.taxInclusive === amounts.taxExclusive + amounts.taxTotal, 'BR-CO-15', `sum inkl. mva ${amounts.taxInclusive}`);
  need(amounts.payable - amounts.rounding === amounts.taxInclusive, 'BR-CO-16', `å betale ${amounts.payable}`);
  return failures;
}

/** The amount rules the document fails; empty when PEPPOL accepts its amounts. */
export function peppolAmountFailures(amounts: EhfAmounts): EhfRuleFailure[] {
  return [...amounts.lines.flatMap((line, index) => peppolLineFailures(line, `linje ${index + 1}`)), ...breakdownFailures(amounts), ...totalFailures(amounts)];
}

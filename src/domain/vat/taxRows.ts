/**
 * The VAT summary rows of an entry: one row per rate, where the officer types either the amount
 * excluding or including VAT and the other side is computed by the one VAT rule (vatAmounts.ts).
 */
import type { Ore } from '../money/ore';
import { sumOre } from '../money/ore';
import type { TaxRate } from './taxRates';
import { exTaxFromIncTax, incTaxFromExTax, taxAmount } from './vatAmounts';

export interface TaxRow {
  readonly taxCode: number;
  readonly taxPercent: number;
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
}

/** What the officer changed on a row. null means the field was emptied, which removes the row. */
export type TaxRowEdit = { readonly amountExTax: Ore | null } | { readonly amountIncTax: Ore | null };

export function taxRowFromExTax(rate: TaxRate, amountExTax: Ore): TaxRow {
  return { taxCode: rate.code, taxPercent: rate.percent, amountExTax, amountIncTax: incTaxFromExTax(amountExTax, rate.percent) };
}

/**
 * A row typed including VAT: its base is the one whose base + VAT is what was typed. When no base gives
 * exactly that (base + round(base × rate) skips some amounts), the row is the nearest one the rule allows,
 * one øre off what was typed; the form shows the row as computed.
 */
export function taxRowFromIncTax(rate: TaxRate, amountIncTax: Ore): TaxRow {
  return taxRowFromExTax(rate, exTaxFromIncTax(amountIncTax, rate.percent));
}

/** A line of a document as far as its VAT goes: its rate and its amount excluding VAT. */
export interface VatLine {
  readonly taxCode: number;
  readonly taxPercent: number;
  readonly amountExTax: Ore;
}

/**
 * The VAT summary of a document's lines: one row per tax code and rate, its base the sum of the lines'
 * amounts and its VAT computed once from that base (vatOfBase, EN 16931 BR-CO-17), highest rate first.
 * The seed, the amount correction from lines and the EHF of an invoice without a stored summary use it.
 */
export function vatSummaryOfLines(lines: readonly VatLine[]): TaxRow[] {
  const bases = new Map<string, { rate: TaxRate; base: Ore }>();
  for (const line of lines) {
    const key = `${line.taxCode}:${line.taxPercent}`;
    const sum = bases.get(key) ?? { rate: { code: line.taxCode, percent: line.taxPercent }, base: 0 };
    sum.base += line.amountExTax;
    bases.set(key, sum);
  }
  return [...bases.values()]
    .sort((a, b) => b.rate.percent - a.rate.percent || a.rate.code - b.rate.code)
    .map(({ rate, base }) => taxRowFromExTax(rate, base));
}

export function taxOf(row: TaxRow): Ore {
  return taxAmount(row.amountExTax, row.amountIncTax);
}

/** Applies an edit to the row of `rate`: replaces it in place, appends it when new, or removes it when emptied. */
export function editTaxRow(rows: readonly TaxRow[], rate: TaxRate, edit: TaxRowEdit): TaxRow[] {
  const amount = 'amountExTax' in edit ? edit.amountExTax : edit.amountIncTax;
  const others = (row: TaxRow) => row.taxCode !== rate.code;
  if (amount === null) return rows.filter(others);
  const updated = 'amountExTax' in edit ? taxRowFromExTax(rate, amount) : taxRowFromIncTax(rate, amount);
  const index = rows.findIndex((row) => !others(row));
  if (index === -1) return [...rows, updated];
  return rows.map((row, i) => (i === index ? updated : row));
}

export interface TaxRowTotals {
  readonly amountExTax: Ore;
  readonly amountIncTax: Ore;
  readonly taxAmount: Ore;
}

export function taxRowTotals(rows: readonly TaxRow[]): TaxRowTotals {
  const amountExTax = sumOre(rows.map((row) => row.amountExTax));
  const amountIncTax = sumOre(rows.map((row) => row.amountIncTax));
  return { amountExTax, amountIncTax, taxAmount: amountIncTax - amountExTax };
}

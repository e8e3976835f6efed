/**
 * The VAT summary rows of an entry: one row per rate, where the officer types either the amount
 * excluding or including VAT and the other side is computed.
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

export function taxRowFromIncTax(rate: TaxRate, amountIncTax: Ore): TaxRow {
  return { taxCode: rate.code, taxPercent: rate.percent, amountExTax: exTaxFromIncTax(amountIncTax, rate.percent), amountIncTax };
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

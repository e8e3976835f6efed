/**
 * What the law asks an invoice or credit note (a sales document) to carry, as the PDF and the EHF both state it:
 * - bokføringsforskriften § 5-1-1 (https://lovdata.no/forskrift/2004-12-01-1558/§5-1-1): number and date, the
 *   parties (seller's name and organisation number, buyer's name and address or organisation number), what is
 *   delivered and how much of it, the time (and place) of delivery, the price and when it is due, and the VAT;
 * - bokføringsforskriften § 5-1-2 (under merverdiavgiftsloven § 15-10): a seller in the VAT register writes 'MVA'
 *   after its organisation number and sums the VAT per rate; we write the buyer's number the same way;
 * - foretaksregisterloven § 10-2 (https://lovdata.no/lov/1985-06-21-78/§10-2): a seller registered in
 *   Foretaksregisteret writes that word on its business documents (the company register's own fact decides).
 * Line discounts are shown per line (percent and amount) so that quantity × price − discount = the line amount
 * can be read off the document, rather than a net price that hides the agreed one.
 */
import type { IsoDate } from '../dates/isoDate';
import { formatNorwegianDate } from '../dates/norwegianDate';
import { formatOrgNumber } from '../identifiers/orgNumber';
import { divideRounded, type Ore } from '../money/ore';

/** The word foretaksregisterloven § 10-2 asks for. */
export const FORETAKSREGISTERET = 'Foretaksregisteret';

/** "Org.nr. 923 609 016 MVA": the number, and 'MVA' when the party is in the VAT register. */
export function orgNumberText(orgNo: string, vatRegistered: boolean): string {
  return `Org.nr. ${formatOrgNumber(orgNo)}${vatRegistered ? ' MVA' : ''}`;
}

/** When what is invoiced was delivered: a day, or a period from `date` to `endDate`. */
export interface Delivery {
  readonly date: IsoDate;
  readonly endDate: IsoDate | null;
}

/**
 * The delivery of an entry or invoice: as registered, the invoice date when none was (the form's default); a
 * period that ends the day it starts is that day.
 */
export function deliveryOf(jourDate: IsoDate, deliveryDate: IsoDate | null, deliveryEndDate: IsoDate | null): Delivery {
  const date = deliveryDate ?? jourDate;
  return { date, endDate: deliveryEndDate !== null && deliveryEndDate !== date ? deliveryEndDate : null };
}

/** The label and text of the delivery on a document: 'Leveringsdato 20.11.2026' or 'Leveringsperiode 01.11.2026–30.11.2026'. */
export function deliveryText(delivery: Delivery): { readonly label: string; readonly value: string } {
  if (delivery.endDate === null) return { label: 'Leveringsdato', value: formatNorwegianDate(delivery.date) };
  return { label: 'Leveringsperiode', value: `${formatNorwegianDate(delivery.date)}–${formatNorwegianDate(delivery.endDate)}` };
}

/** A product line's figures as the document shows them: quantity × unit price − discount = the line amount (excl. VAT). */
export interface LineFigures {
  readonly quantity: number;
  readonly unitPrice: Ore;
  readonly discountPercent: number | null;
  readonly discountAmount: Ore;
  readonly amount: Ore;
}

/** Quantity × price to whole øre, half away from zero (a quantity may have three decimals). */
export function grossOfLine(quantity: number, unitPrice: Ore): Ore {
  const thousandths = BigInt(Math.round(quantity * 1000));
  return Number(divideRounded(thousandths * BigInt(unitPrice), 1000n)) + 0;
}

/** Whether the line's figures add up: round(quantity × price) − discount = amount, to the øre. */
export function lineAddsUp(line: LineFigures): boolean {
  return grossOfLine(line.quantity, line.unitPrice) - line.discountAmount === line.amount;
}

/** A quantity as nb-NO writes it, up to three decimals, with the ASCII minus the amounts use (formatAmount.ts). */
export function formatQuantity(quantity: number): string {
  const sign = quantity < 0 ? '-' : '';
  const [whole = '0', decimals] = Math.abs(quantity).toFixed(3).replace(/\.?0+$/, '').split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00A0')}${decimals ? `,${decimals}` : ''}`;
}

import { isRealDay } from '../dates/calendarDay';
import type { IsoDate } from '../dates/isoDate';

/**
 * The field rules of Mastercard Payment Services' (formerly Nets') fixed-width files, as both system
 * specifications state them ("Justering og blanking av felt", AvtaleGiro systemspesifikasjon v3.3 §1;
 * OCR giro system specification §1): numeric fields are right-aligned and filled with zeros, alphanumeric
 * fields left-aligned and filled with blanks; every record is 80 characters, ISO-8859-1.
 */

export const RECORD_LENGTH = 80;
/** Format code of every record ("NY", Norwegian for new). */
export const FORMAT_CODE = 'NY';
/** Nets' (Mastercard Payment Services') customer unit id, the data recipient of every file sent to it. */
export const NETS_UNIT_ID = '00008080';

/** A whole number, zero-filled to `width` digits; a programming error when it does not fit. */
export function numeric(value: number | string, width: number): string {
  const text = String(value);
  if (!/^\d*$/.test(text) || text.length > width) throw new RangeError(`${text} is not a number of at most ${width} digits`);
  return text.padStart(width, '0');
}

/** Text left-aligned and blank-filled to `width`, cut where longer (names and references are informative). */
export function alpha(value: string, width: number): string {
  return value.replace(/[\r\n]/g, ' ').slice(0, width).padEnd(width, ' ');
}

/** A KID field: right-aligned, blank-filled (both specifications: "KID høyrejusteres ... ledige posisjoner blankes"). */
export function rightAligned(value: string, width: number): string {
  if (value.length > width) throw new RangeError(`${value} is longer than ${width}`);
  return value.padStart(width, ' ');
}

/** Positions `from`..`to` of a record, 1-based and inclusive as the specifications number them. */
export function field(record: string, from: number, to: number): string {
  return record.slice(from - 1, to);
}

/** The two-digit years of the files: 70–99 are 1970–1999, 00–69 are 2000–2069 (the OCR specification's own example is of 1992). */
const CENTURY_PIVOT = 70;

/** DDMMÅÅ of an ISO day; a programming error outside 1970–2069. */
export function ddmmyy(date: IsoDate): string {
  const [year, month, day] = date.split('-');
  const y = Number(year);
  if (!(y >= 1900 + CENTURY_PIVOT && y < 2000 + CENTURY_PIVOT)) throw new RangeError(`${date} cannot be written as DDMMÅÅ`);
  return `${day}${month}${year!.slice(2)}`;
}

/** The ISO day of a DDMMÅÅ field, or null when it is not a real day. */
export function isoFromDdmmyy(text: string): IsoDate | null {
  if (!/^\d{6}$/.test(text)) return null;
  const day = Number(text.slice(0, 2));
  const month = Number(text.slice(2, 4));
  const yy = Number(text.slice(4, 6));
  const year = yy >= CENTURY_PIVOT ? 1900 + yy : 2000 + yy;
  if (!isRealDay(year, month, day)) return null;
  return `${year}-${text.slice(2, 4)}-${text.slice(0, 2)}`;
}

/** ISO-8859-1 bytes of a text (the files' character set); characters outside it become '?'. */
export function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    bytes[i] = code <= 0xff ? code : 0x3f;
  }
  return bytes;
}

/** The text of ISO-8859-1 bytes (every byte is a character: the decoding cannot fail). */
export function latin1Text(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}

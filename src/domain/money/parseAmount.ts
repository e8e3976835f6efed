/**
 * Reading an amount the officer typed. Accepted, all meaning the same 1 234,50 kr:
 *   "1 234,50"  "1234,5"  "1234.50"  "1.234,50"  "kr 1 234,50"  "1 234,50 kr"
 * and with NBSP (U+00A0), narrow NBSP (U+202F) or thin space as group separator, since amounts
 * pasted from Intl-formatted pages or spreadsheets carry those. Minus may be '-' or U+2212 and
 * may stand before or after "kr". The Norwegian whole-kroner notation "10,-" means 10,00.
 *
 * Decisions:
 * - A comma is always the decimal separator. Without a comma a single dot is the decimal
 *   separator, several dots are group separators ("1.234.567"). So "1.234" is read as 1,234 kr
 *   and rejected for having three decimals rather than silently becoming 1 234 kr.
 * - Group separators must sit between groups of three digits, so "12 34" is rejected as a
 *   probable typo instead of becoming 1 234.
 */
import { err, ok, type Result } from '../result';
import type { Ore } from './ore';
import { MAX_ORE, ORE_PER_KRONE } from './ore';

export const AMOUNT_MISSING_MESSAGE = 'Beløp mangler';
export const AMOUNT_INVALID_MESSAGE = 'Ugyldig beløp';
export const AMOUNT_TOO_MANY_DECIMALS_MESSAGE = 'Beløpet kan ikke ha mer enn to desimaler';
export const AMOUNT_TOO_LARGE_MESSAGE = 'Beløpet er for stort';

export type AmountResult = Result<Ore, string>;

const UNICODE_MINUS = '\u2212';
const CURRENCY_PREFIX = /^(?:kr\.?|nok)(?![a-z])/i;
const CURRENCY_SUFFIX = /(?<![a-z])(?:kr\.?|nok)$/i;
const WHOLE_KRONER_SUFFIX = ',-';

interface SignedBody {
  readonly negative: boolean;
  readonly body: string;
}

function takeSign(text: string): { sign: '-' | '+' | null; rest: string } {
  const first = text[0];
  if (first === '-' || first === '+') return { sign: first, rest: text.slice(1).trimStart() };
  return { sign: null, rest: text };
}

/** Peels one sign and the currency off the number; whatever is left is checked by the caller. */
function signedBody(input: string): SignedBody {
  const leading = takeSign(input.replace(/\s+/g, ' ').replaceAll(UNICODE_MINUS, '-').trim());
  let { sign, rest } = leading;
  const hadPrefix = CURRENCY_PREFIX.test(rest);
  rest = rest.replace(CURRENCY_PREFIX, '').trimStart();
  if (sign === null) ({ sign, rest } = takeSign(rest));
  if (!hadPrefix) rest = rest.replace(CURRENCY_SUFFIX, '').trimEnd();
  return { negative: sign === '-', body: rest };
}

/** Integer part with optional group separators (' ' or '.'), every group after the first exactly three digits. */
function integerDigits(text: string): string | null {
  if (text === '') return '';
  if (/^\d+$/.test(text)) return text;
  const groups = text.split(/[ .]/);
  const [first, ...others] = groups;
  if (first === undefined || !/^\d{1,3}$/.test(first)) return null;
  if (!others.every((group) => /^\d{3}$/.test(group))) return null;
  return groups.join('');
}

interface DecimalParts {
  readonly integer: string;
  readonly fraction: string;
  /** A decimal mark was typed, so digits must follow it ("10," is incomplete). */
  readonly hasDecimalMark: boolean;
}

function splitAt(body: string, index: number): DecimalParts {
  return { integer: body.slice(0, index), fraction: body.slice(index + 1), hasDecimalMark: true };
}

/** Applies the comma-first rule of the module header; null when the marks contradict each other. */
function splitDecimal(body: string): DecimalParts | null {
  if (body.endsWith(WHOLE_KRONER_SUFFIX)) {
    const integer = body.slice(0, -WHOLE_KRONER_SUFFIX.length);
    return integer.includes(',') ? null : { integer, fraction: '', hasDecimalMark: false };
  }
  const comma = body.indexOf(',');
  if (comma !== -1) return body.includes(',', comma + 1) ? null : splitAt(body, comma);
  const dot = body.indexOf('.');
  if (dot !== -1 && !body.includes('.', dot + 1)) return splitAt(body, dot);
  return { integer: body, fraction: '', hasDecimalMark: false };
}

export function parseAmount(input: string): AmountResult {
  if (input.trim() === '') return err(AMOUNT_MISSING_MESSAGE);
  const signed = signedBody(input);
  if (!/^[\d .,-]+$/.test(signed.body) || !/\d/.test(signed.body)) return err(AMOUNT_INVALID_MESSAGE);
  const parts = splitDecimal(signed.body);
  if (parts === null) return err(AMOUNT_INVALID_MESSAGE);
  if (parts.hasDecimalMark && parts.fraction === '') return err(AMOUNT_INVALID_MESSAGE);
  if (!/^\d*$/.test(parts.fraction)) return err(AMOUNT_INVALID_MESSAGE);
  if (parts.fraction.length > 2) return err(AMOUNT_TOO_MANY_DECIMALS_MESSAGE);
  const integer = integerDigits(parts.integer);
  if (integer === null || (integer === '' && parts.fraction === '')) return err(AMOUNT_INVALID_MESSAGE);
  const magnitude = BigInt(integer || '0') * BigInt(ORE_PER_KRONE) + BigInt(parts.fraction.padEnd(2, '0'));
  if (magnitude > BigInt(MAX_ORE)) return err(AMOUNT_TOO_LARGE_MESSAGE);
  const ore = Number(magnitude);
  return ok(signed.negative ? -ore + 0 : ore);
}

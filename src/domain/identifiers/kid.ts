import { isDigits, mod10CheckDigit, mod11CheckDigit } from './mod11';

/** Bank rules for the length of a KID, check digit included. */
export const KID_MIN_LENGTH = 2;
export const KID_MAX_LENGTH = 25;

/** The character a MOD11 KID ends with when the remainder leaves 10. */
export const KID_MOD11_DASH = '-';

/** `base` followed by its Luhn check digit. */
export function kidWithMod10(base: string): string {
  return `${base}${mod10CheckDigit(base)}`;
}

/** `base` followed by its MOD11 check digit, or '-' where the check would be 10. */
export function kidWithMod11(base: string): string {
  const check = mod11CheckDigit(base);
  return `${base}${check === null ? KID_MOD11_DASH : String(check)}`;
}

/** A KID is valid when it carries either a MOD10 or a MOD11 check digit; only MOD11 may end in '-'. */
export function isValidKid(value: string): boolean {
  if (value.length < KID_MIN_LENGTH || value.length > KID_MAX_LENGTH) return false;
  const base = value.slice(0, -1);
  if (!isDigits(base)) return false;
  if (value.endsWith(KID_MOD11_DASH)) return kidWithMod11(base) === value;
  if (!isDigits(value)) return false;
  return kidWithMod10(base) === value || kidWithMod11(base) === value;
}

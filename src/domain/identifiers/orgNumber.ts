import { isDigits, mod11CheckDigit } from './mod11';

/** Brønnøysund's published weights for the first eight digits, read left to right. */
export const ORG_NUMBER_WEIGHTS: readonly number[] = [3, 2, 7, 6, 5, 4, 3, 2];
export const ORG_NUMBER_LENGTH = 9;

const WEIGHTS_FROM_RIGHT = [...ORG_NUMBER_WEIGHTS].reverse();

/** The check digit for the first eight digits, or null when no org number can start with them. */
export function orgNumberCheckDigit(first8: string): number | null {
  if (first8.length !== ORG_NUMBER_LENGTH - 1) return null;
  return mod11CheckDigit(first8, WEIGHTS_FROM_RIGHT);
}

/** Nine digits whose last digit is the MOD11 check digit of the first eight. Spaces are not accepted: normalise first. */
export function isValidOrgNumber(value: string): boolean {
  if (value.length !== ORG_NUMBER_LENGTH || !isDigits(value)) return false;
  return orgNumberCheckDigit(value.slice(0, 8)) === Number(value[8]);
}

/** '### ### ###' for nine digits (spaces in the input are ignored); anything else is returned untouched. */
export function formatOrgNumber(value: string): string {
  const digits = value.replace(/\s/g, '');
  if (digits.length !== ORG_NUMBER_LENGTH || !isDigits(digits)) return value;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

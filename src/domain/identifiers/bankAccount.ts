import { isDigits, mod11CheckDigit } from './mod11';

/** The published weights for the first ten digits of a Norwegian account, read left to right. */
export const BANK_ACCOUNT_WEIGHTS: readonly number[] = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
export const BANK_ACCOUNT_LENGTH = 11;

const WEIGHTS_FROM_RIGHT = [...BANK_ACCOUNT_WEIGHTS].reverse();

/** Officers paste accounts as '1234.56.78903' or '1234 56 78903'; both mean the same eleven digits. */
export function normalizeBankAccount(input: string): string {
  return input.replace(/[\s.]/g, '');
}

/** The check digit for the first ten digits, or null when no account can start with them. */
export function bankAccountCheckDigit(first10: string): number | null {
  if (first10.length !== BANK_ACCOUNT_LENGTH - 1) return null;
  return mod11CheckDigit(first10, WEIGHTS_FROM_RIGHT);
}

/** Eleven digits (after normalising spaces and dots) whose last digit is the MOD11 check digit. */
export function isValidBankAccount(value: string): boolean {
  const digits = normalizeBankAccount(value);
  if (digits.length !== BANK_ACCOUNT_LENGTH || !isDigits(digits)) return false;
  return bankAccountCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** '#### ## #####' for eleven digits (spaces and dots ignored); anything else is returned untouched. */
export function formatBankAccount(value: string): string {
  const digits = normalizeBankAccount(value);
  if (digits.length !== BANK_ACCOUNT_LENGTH || !isDigits(digits)) return value;
  return `${digits.slice(0, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
}

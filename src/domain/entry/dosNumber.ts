/**
 * The legacy DOS system stores journal and reference numbers as signed 32-bit integers, so a
 * larger number can be saved here but cannot be carried over to DOS.
 */

export const MAX_DOS_NUMBER = 2147483647;

export const DOS_NUMBER_UNSUPPORTED_MESSAGE = 'Denne verdien støttes ikke i DOS';

export function isSupportedInDos(value: number): boolean {
  return value <= MAX_DOS_NUMBER;
}

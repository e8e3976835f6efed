/** Norwegian postal codes are exactly four digits, leading zeros included ('0150'). */
export const NORWEGIAN_POSTAL_CODE_LENGTH = 4;

export function isValidNorwegianPostalCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/**
 * Norwegian phone numbers: eight digits, optionally written with the country prefix +47 or 0047.
 * Spaces are tolerated anywhere because officers paste numbers as they were printed.
 */

export const NORWEGIAN_PHONE_DIGITS = 8;

const PHONE_PATTERN = /^(?:\+47|0047)?(\d{8})$/;

function nationalDigits(value: string): string | null {
  const match = PHONE_PATTERN.exec(value.replace(/\s/g, ''));
  return match?.[1] ?? null;
}

export function isValidNorwegianPhone(value: string): boolean {
  return nationalDigits(value) !== null;
}

/** Four groups of two ('12 34 56 78'), without the country prefix; invalid input is returned untouched. */
export function formatPhone(value: string): string {
  const digits = nationalDigits(value);
  if (digits === null) return value;
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}

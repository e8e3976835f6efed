/** A whole number from the address (`:clientId`, `:customerNr`, `:jourNo`), or null when it is not one. */
export function numberParam(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

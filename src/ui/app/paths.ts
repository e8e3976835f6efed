/** Addresses of the pages other pages link to (part 1 §2, part 2 §2.1), built in one place. */

export function clientPath(clientId: number): string {
  return `/clients/${clientId}`;
}

export function customerPath(clientId: number, customerNr: number): string {
  return `${clientPath(clientId)}/customers/${customerNr}`;
}

export function invoicePath(clientId: number, customerNr: number, jourNo: number): string {
  return `${customerPath(clientId, customerNr)}/invoices/${jourNo}`;
}

export const SEARCH_PATH = '/search';

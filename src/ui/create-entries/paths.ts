/** The /create-entries/ routes of part 1 §2 and part 2 §2.1 (the entry form's paths are the entry page's). */
export const CREATE_ENTRIES_PATH = '/create-entries';

export function clientEntriesPath(clientId: number): string {
  return `${CREATE_ENTRIES_PATH}/${clientId}`;
}

export function newEntryPath(clientId: number): string {
  return `${CREATE_ENTRIES_PATH}/${clientId}/entry`;
}

export function entryPath(clientId: number, entryId: number): string {
  return `${CREATE_ENTRIES_PATH}/${clientId}/entry/${entryId}`;
}

import type { RegisteredEntry } from '../ports/entryForm.port';
import type { ListedRegEntry } from '../ports/regEntryList.port';

/** The list's row of an entry as the server answered its save. */
export function listedRegEntry(entry: RegisteredEntry): ListedRegEntry {
  return {
    id: entry.id,
    entryType: entry.entryType,
    customerNr: entry.customerNr ?? 0,
    customerName: entry.customerName ?? '',
    jourNr: entry.jourNr,
    jourDate: entry.jourDate,
    dueDate: entry.dueDate,
    amountIncTax: entry.amountIncTax ?? 0,
    isFeeEnabled: entry.isFeeEnabled,
    hasInvoiceCopy: entry.invoiceCopy !== null,
  };
}

/**
 * A client's cached Registrer faktura list with a just-saved entry in it: its row replaced, or placed by id as
 * the server orders the list. The list page then paints the saved entry at once; its own read follows and wins.
 */
export function withSavedEntry(list: readonly ListedRegEntry[], saved: RegisteredEntry): ListedRegEntry[] {
  const row = listedRegEntry(saved);
  const others = list.filter((listed) => listed.id !== saved.id);
  const at = others.findIndex((listed) => listed.id > saved.id);
  return at === -1 ? [...others, row] : [...others.slice(0, at), row, ...others.slice(at)];
}

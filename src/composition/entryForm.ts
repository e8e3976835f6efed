import type { Container } from 'inversify';
import { fromPromise } from 'xstate';
import type { SaveEntryInput, UploadedFile, UploadInput } from '../application/entryForm/entryFormMachine';
import type { EntryFileKind, EntryFormPort, EntryValues, JournalNumberCheck, RegisteredEntry } from '../application/ports/entryForm.port';
import { httpEntryForm } from '../adapters/http/service/httpEntryForm';
import { bindSingleton, resolve } from './container';
import { useContainer } from './injection';
import { TOKENS } from './tokens';

/** The entry form's wiring, loaded with its chunk; a container that already has the port (a test's fake) keeps it. */
export function bindEntryFormArea(container: Container): void {
  if (container.isBound(TOKENS.EntryForm)) return;
  bindSingleton(container, TOKENS.EntryForm, () => {
    const apis = resolve(container, TOKENS.ApiClients);
    return httpEntryForm(apis.service, apis.legacy);
  });
}

/** The area's port, bound on first use. */
export function useEntryFormPort(): EntryFormPort {
  const container = useContainer();
  bindEntryFormArea(container);
  return resolve(container, TOKENS.EntryForm);
}

/** What the entry form does to the cached reads after a change: refresh them all, or only mark them stale. */
export interface CacheAfterChange {
  /** The form stays: its own reads (and the rest) are read again now. */
  readonly refreshAll: () => void;
  /** The form leaves for the list: every read is read again when next shown, none now (the form's own would be read for nothing). */
  readonly staleAll: () => void;
}

/**
 * The entry-form machine's calls on its port. Creating, saving, deleting and the uploads are changes, so
 * every cached read is refreshed after them (the entry list and its sums above all), as after any change.
 * Lagre and Slett leave the form, so their refresh waits for the page that shows the reads: refetching
 * the form's reads (the whole customer list among them) held the way back to the list up.
 */
export function entryFormActors(port: EntryFormPort, cache: CacheAfterChange) {
  const changedThen =
    (after: () => void) =>
    async <T>(work: Promise<T>): Promise<T> => {
      const result = await work;
      after();
      return result;
    };
  const changed = changedThen(cache.refreshAll);
  const changedAndLeaving = changedThen(cache.staleAll);
  return {
    createEntry: fromPromise<RegisteredEntry, { clientId: number; values: EntryValues }>(({ input }) => changed(port.createEntry(input.clientId, input.values))),
    validateJournalNumber: fromPromise<boolean, { clientId: number; check: JournalNumberCheck }>(({ input }) => port.validateJournalNumber(input.clientId, input.check)),
    findRefInvoice: fromPromise<boolean, { customerId: number; invoiceNr: number }>(({ input }) => port.invoiceExists(input.customerId, input.invoiceNr)),
    saveEntry: fromPromise<RegisteredEntry, SaveEntryInput>(({ input }) => changedAndLeaving(port.updateEntry(input.clientId, input.entryId, input.values))),
    deleteEntry: fromPromise<void, { clientId: number; entryId: number }>(({ input }) => changedAndLeaving(port.deleteEntry(input.clientId, input.entryId))),
    uploadFile: fromPromise<UploadedFile, UploadInput>(async ({ input }) => ({
      kind: input.kind,
      file: await changed(port.uploadFile(input.clientId, input.entryId, input.kind, input.file)),
    })),
    removeFile: fromPromise<EntryFileKind, { clientId: number; entryId: number; kind: EntryFileKind }>(async ({ input }) => {
      await changed(port.deleteFile(input.clientId, input.entryId, input.kind));
      return input.kind;
    }),
  };
}

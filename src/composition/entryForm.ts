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

/**
 * The entry-form machine's calls on its port. Creating, saving, deleting and the uploads are changes, so
 * every cached read is refreshed after them (the entry list and its sums above all), as after any change.
 */
export function entryFormActors(port: EntryFormPort, refreshAll: () => void) {
  const changed = async <T>(work: Promise<T>): Promise<T> => {
    const result = await work;
    refreshAll();
    return result;
  };
  return {
    createEntry: fromPromise<RegisteredEntry, { clientId: number; values: EntryValues }>(({ input }) => changed(port.createEntry(input.clientId, input.values))),
    validateJournalNumber: fromPromise<boolean, { clientId: number; check: JournalNumberCheck }>(({ input }) => port.validateJournalNumber(input.clientId, input.check)),
    findRefInvoice: fromPromise<boolean, { customerId: number; invoiceNr: number }>(({ input }) => port.invoiceExists(input.customerId, input.invoiceNr)),
    saveEntry: fromPromise<RegisteredEntry, SaveEntryInput>(({ input }) => changed(port.updateEntry(input.clientId, input.entryId, input.values))),
    deleteEntry: fromPromise<void, { clientId: number; entryId: number }>(({ input }) => changed(port.deleteEntry(input.clientId, input.entryId))),
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

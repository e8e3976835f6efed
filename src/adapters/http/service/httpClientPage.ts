import type { ClientPagePort } from '../../../application/ports/clientPage.port';
import type { ClientNoteForm } from '../../../domain/client/clientNote';
import { personRecord } from '../../../domain/client/clientPerson';
import type { TerminationEventTag } from '../../../domain/termination/terminationLog';
import { answer, ApiFailure, fileNameOf, orNull } from '../shared/answer';
import type { ServiceClient } from './serviceClient';

/** Bytes as base64, in chunks (a spread of megabytes would overflow the call stack). */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

const noteBody = (note: ClientNoteForm) => ({ title: note.title.trim(), text: note.text, date: note.date!, tags: [...note.tags] });

/** The client page on the service API: the client, its notes and the note tags, its contact persons. */
export function httpClientPage(client: ServiceClient): ClientPagePort {
  return {
    client: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}`,
      fetch: (signal) =>
        orNull(answer(client.GET('/clients/{clientId}', { params: { path: { clientId } }, signal }))).then(
          (found) =>
            found && {
              id: found.id,
              name: found.name,
              isActive: found.isActive,
              orgNo: found.orgNo ?? null,
              contactPerson: found.contactPerson ?? null,
              addressLine1: found.addressLine1 ?? null,
              addressLine2: found.addressLine2 ?? null,
              postNo: found.postNo ?? null,
              cityName: found.cityName ?? null,
              countryName: found.countryName ?? null,
              email: found.email ?? null,
              phoneNo: found.phoneNo ?? null,
              vatBound: found.vatBound,
              officerId: found.officerId ?? null,
              terminationDate: found.terminationDate ?? null,
              endOfServiceDate: found.endOfServiceDate ?? null,
              bankAccounts: (found.bankAccounts ?? []).map((account) => ({
                id: account.id,
                accountType: account.accountType,
                accountNumber: account.accountNumber,
                currencyCode: account.currencyCode ?? null,
                bic: account.bic ?? null,
                iban: account.iban ?? null,
                name: account.name ?? null,
              })),
              counts: found.counts
                ? {
                    notes: found.counts.notes ?? 0,
                    banks: found.counts.banks ?? 0,
                    customers: found.counts.customers ?? 0,
                    sources: found.counts.sources ?? 0,
                    persons: found.counts.persons ?? 0,
                  }
                : null,
            },
        ),
    }),
    notes: (clientId, search) => ({
      api: 'service',
      path: `notes/clients/${clientId}`,
      params: { search },
      fetch: async (signal) =>
        (await answer(client.GET('/notes/clients/{clientId}', { params: { path: { clientId }, query: search ? { search } : {} }, signal }))).map((note) => ({
          id: note.id,
          title: note.title,
          text: note.text,
          date: note.date,
          createdBy: note.createdBy ?? '',
          tags: note.tags.map((tag) => ({ id: tag.id, name: tag.name, label: tag.label ?? null })),
          files: note.files.map((file) => ({ id: file.id, fileName: file.fileName, isDeleted: file.isDeleted ?? false })),
        })),
    }),
    noteTags: () => ({
      api: 'service',
      path: 'notes/tags',
      fetch: async (signal) => (await answer(client.GET('/notes/tags', { signal }))).map((tag) => ({ id: tag.id, name: tag.name, label: tag.label ?? null })),
    }),
    async createNote(clientId, note) {
      return (await answer(client.POST('/notes/clients/{clientId}', { params: { path: { clientId } }, body: noteBody(note) }))).data.id;
    },
    async updateNote(noteId, note) {
      await answer(client.PATCH('/notes/{id}', { params: { path: { id: noteId } }, body: noteBody(note) }));
    },
    async deleteNote(noteId) {
      await answer(client.DELETE('/notes/{id}', { params: { path: { id: noteId } } }));
    },
    persons: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/persons`,
      fetch: async (signal) =>
        (await answer(client.GET('/clients/{clientId}/persons', { params: { path: { clientId } }, signal }))).map((person) => ({
          id: person.id,
          firstName: person.firstName,
          lastName: person.lastName ?? null,
          email: person.email ?? null,
          phone: person.phone ?? null,
          role: person.role,
          comment: person.comment ?? null,
        })),
    }),
    async createPerson(clientId, person) {
      await answer(client.POST('/clients/{clientId}/persons', { params: { path: { clientId } }, body: personRecord(person) }));
    },
    async updatePerson(personId, person) {
      await answer(client.PUT('/persons/{id}', { params: { path: { id: personId } }, body: personRecord(person) }));
    },
    async deletePerson(personId) {
      await answer(client.DELETE('/persons/{id}', { params: { path: { id: personId } } }));
    },
    termination: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/termination`,
      fetch: (signal) =>
        orNull(answer(client.GET('/clients/{clientId}/termination', { params: { path: { clientId } }, signal }))).then(
          (found) =>
            found && {
              isActive: found.isActive,
              terminationDate: found.terminationDate ?? null,
              endOfServiceDate: found.endOfServiceDate ?? null,
              terminationNote: found.terminationNote ?? null,
            },
        ),
    }),
    terminationLog: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/termination-log`,
      fetch: async (signal) =>
        (await answer(client.GET('/clients/{clientId}/termination-log', { params: { path: { clientId } }, signal }))).map((entry) => ({
          eventDate: entry.eventDate,
          madeBy: entry.madeBy,
          eventText: entry.eventText ?? null,
          eventTag: (entry.eventTag ?? null) as TerminationEventTag | null,
          terminationNote: entry.terminationNote ?? null,
          terminationDate: entry.terminationDate ?? null,
          endOfServiceDate: entry.endOfServiceDate ?? null,
          attachment: entry.attachment ? { id: entry.attachment.id, fileName: entry.attachment.fileName } : null,
        })),
    }),
    companyBankrupt: (orgNo) => ({
      api: 'service',
      path: `organizations/brreg/${orgNo}`,
      fetch: async (signal) => (await orNull(answer(client.GET('/organizations/brreg/{orgNo}', { params: { path: { orgNo } }, signal }))))?.isBankrupt ?? false,
    }),
    async saveTermination(clientId, change) {
      const note = change.note.trim();
      const saved = await answer(
        client.PUT('/clients/{clientId}/termination', {
          params: { path: { clientId } },
          body: {
            ...(note ? { terminationNote: note } : {}),
            terminationDate: change.terminationDate,
            endOfServiceDate: change.endOfServiceDate,
            ...(change.file ? { base64File: { name: change.file.name, content: base64Of(change.file.bytes) } } : {}),
          },
        }),
      );
      return { isActive: saved.isActive, terminationDate: saved.terminationDate ?? null, endOfServiceDate: saved.endOfServiceDate ?? null, terminationNote: saved.terminationNote ?? null };
    },
    async revokeTermination(clientId, comment) {
      await answer(client.POST('/clients/{clientId}/revoke-termination', { params: { path: { clientId } }, body: comment ? { comment } : {} }));
    },
    async downloadTerminationAttachment(clientId, attachmentId) {
      const { data, error, response } = await client.GET('/clients/{clientId}/attachment/{attachmentId}', {
        params: { path: { clientId, attachmentId } },
        parseAs: 'blob',
      });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `oppsigelse-${clientId}.pdf`), content: data as Blob };
    },
  };
}

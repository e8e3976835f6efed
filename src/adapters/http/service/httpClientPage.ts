import type { ClientPagePort, ClientSettings } from '../../../application/ports/clientPage.port';
import type { ClientNoteForm } from '../../../domain/client/clientNote';
import { personRecord } from '../../../domain/client/clientPerson';
import { newBankAccountOf, type ClientSettingsForm } from '../../../domain/client/clientSettings';
import { CustomerList } from '../../../domain/client/customerList';
import { importSourceRecord, type ImportSourceForm } from '../../../domain/client/importSource';
import type { TerminationEventTag } from '../../../domain/termination/terminationLog';
import type { components } from './generated/schema';
import { answer, ApiFailure, fileNameOf, orNull } from '../shared/answer';
import type { ServiceClient } from './serviceClient';

type SettingsDto = components['schemas']['ClientSettings'];

/** The contract's settings as the settings tab's form and the read-only panel. */
function settingsOf(dto: SettingsDto): ClientSettings {
  const readOnly = dto.readOnly ?? {};
  return {
    editable: {
      prodInvoicePdf: dto.production.prodInvoicePdf ?? false,
      paymentForm: dto.production.paymentForm ?? 'GIRO',
      newBankAccount: dto.production.newBankAccount ?? '',
      remindersOnEmail: dto.reminder.remindersOnEmail ?? false,
      collectionNotesOnEmail: dto.reminder.collectionNotesOnEmail ?? false,
      approveReminders: dto.reminder.approveReminders ?? false,
      receiptForCasesSent: dto.debtCollection.receiptForCasesSent ?? false,
      receiptEmail: dto.debtCollection.receiptEmail ?? '',
      useHtmlEmail: dto.report.useHtmlEmail ?? false,
    },
    readOnly: {
      useInvoiceKid: readOnly.useInvoiceKid ?? null,
      dueDays: readOnly.dueDays ?? null,
      shipmentType: readOnly.shipmentType ?? null,
      reminderDays: readOnly.reminderDays ?? null,
      reminder2: readOnly.reminder2 ?? null,
      inkassoDays: readOnly.inkassoDays ?? null,
      daysReadyCollect: readOnly.daysReadyCollect ?? null,
      agencyName: readOnly.agencyName ?? null,
      autoInkasso: readOnly.autoInkasso ?? null,
      customerNrAtAgency: readOnly.customerNrAtAgency ?? null,
    },
  };
}

function settingsBody(settings: ClientSettingsForm) {
  const email = settings.receiptEmail.trim();
  return {
    production: { prodInvoicePdf: settings.prodInvoicePdf, paymentForm: settings.paymentForm, newBankAccount: newBankAccountOf(settings.newBankAccount) },
    reminder: { remindersOnEmail: settings.remindersOnEmail, collectionNotesOnEmail: settings.collectionNotesOnEmail, approveReminders: settings.approveReminders },
    debtCollection: { receiptForCasesSent: settings.receiptForCasesSent, receiptEmail: email === '' ? null : email },
    report: { useHtmlEmail: settings.useHtmlEmail },
  };
}

/** An import source as sent: the domain's record, username and file format only where they belong. */
function sourceBody(source: ImportSourceForm) {
  const record = importSourceRecord(source);
  return {
    source: record.source,
    activatedAt: record.activatedAt,
    personId: record.personId,
    comment: record.comment,
    ...(record.username !== null && { username: record.username }),
    fileFormat: record.fileFormat,
  };
}

/** Bytes as base64, in chunks (a spread of megabytes would overflow the call stack). */
function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

const noteBody = (note: ClientNoteForm) => ({ title: note.title.trim(), text: note.text, date: note.date!, tags: [...note.tags], files: [...note.files] });
/** The spec's full list: page 0, size 999999 (part 2 §2.2), in the list view: only the fields the tab shows. */
const ALL_CUSTOMERS = { page: 0, size: 999_999, view: 'list' } as const;

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
              settings: found.settings ? settingsOf(found.settings) : null,
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
          files: note.files.map((file) => ({ id: file.id, fileName: file.fileName, fileType: file.fileType ?? null, isDeleted: file.isDeleted ?? false })),
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
    async uploadFile(file) {
      const form = new FormData();
      form.append('file', file, file.name);
      // openapi-fetch sends FormData as it is (the browser writes the multipart boundary).
      return (await answer(client.POST('/files', { body: form as never }))).fileId;
    },
    async deleteFile(fileId) {
      await answer(client.DELETE('/files/{id}', { params: { path: { id: fileId } } }));
    },
    async downloadFile(fileId) {
      const { data, error, response } = await client.GET('/files/{id}/data', { params: { path: { id: fileId } }, parseAs: 'blob' });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `fil-${fileId}`), content: data };
    },
    customers: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/customers`,
      params: ALL_CUSTOMERS,
      fetch: async (signal) => {
        const page = await answer(client.GET('/clients/{clientId}/customers', { params: { path: { clientId }, query: ALL_CUSTOMERS }, signal }));
        // Packed: the parsed answer (most of the heap for 200 000) is let go.
        return CustomerList.from(page.items, (item) => ({ id: item.id, nr: item.nr, name: item.name, type: item.type, email: item.email ?? null, phone: item.phoneNr ?? null }));
      },
    }),
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
    async updateSettings(clientId, settings) {
      await answer(client.PUT('/clients/{clientId}/settings', { params: { path: { clientId } }, body: settingsBody(settings) }));
    },
    softReminder: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/dunning/soft-reminder-setup`,
      fetch: async (signal) => {
        const setup = await answer(client.GET('/clients/{clientId}/dunning/soft-reminder-setup', { params: { path: { clientId } }, signal }));
        return {
          isEnabled: setup.isEnabled,
          sendOnDay: setup.sendOnDay,
          sendOnEmail: setup.sendOnEmail,
          sendOnSMS: setup.sendOnSMS,
          emailReminderText: setup.emailReminderText ?? null,
          smsReminderText: setup.smsReminderText ?? null,
        };
      },
    }),
    async updateSoftReminder(clientId, setup) {
      const body = { isEnabled: setup.isEnabled, sendOnDay: setup.sendOnDay, sendOnEmail: setup.sendOnEmail, sendOnSMS: setup.sendOnSMS };
      await answer(client.PUT('/clients/{clientId}/dunning/soft-reminder-setup', { params: { path: { clientId } }, body }));
    },
    reminderTexts: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/debt-collection/reminder-texts`,
      fetch: async (signal) =>
        (await answer(client.GET('/clients/{clientId}/debt-collection/reminder-texts', { params: { path: { clientId } }, signal }))).map((text) => ({
          id: text.id,
          clientId: text.clientId ?? null,
          reminderType: text.reminderType,
          reminderLabel: text.reminderLabel ?? null,
          languageCode: text.languageCode,
          title: text.title ?? null,
          text: text.text,
        })),
    }),
    async saveReminderText(clientId, text, form) {
      const body = { reminderType: text.reminderType, languageCode: text.languageCode, title: form.title.trim() === '' ? null : form.title.trim(), text: form.text };
      if (text.clientId === null) await answer(client.POST('/clients/{clientId}/debt-collection/reminder-texts', { params: { path: { clientId } }, body }));
      else await answer(client.PUT('/clients/{clientId}/debt-collection/reminder-texts/{reminderId}', { params: { path: { clientId, reminderId: text.id } }, body }));
    },
    async deleteReminderText(clientId, reminderId) {
      await answer(client.DELETE('/clients/{clientId}/debt-collection/reminder-texts/{reminderId}', { params: { path: { clientId, reminderId } } }));
    },
    sources: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/sources`,
      fetch: async (signal) =>
        (await answer(client.GET('/clients/{clientId}/sources', { params: { path: { clientId } }, signal }))).map((source) => ({
          id: source.id,
          source: source.source,
          activatedAt: source.activatedAt,
          personId: source.personId ?? null,
          comment: source.comment ?? null,
          username: source.username ?? null,
          fileFormat: source.fileFormat ?? null,
        })),
    }),
    async createSource(clientId, source) {
      await answer(client.POST('/clients/{clientId}/sources', { params: { path: { clientId } }, body: sourceBody(source) }));
    },
    async updateSource(sourceId, source) {
      await answer(client.PUT('/sources/{id}', { params: { path: { id: sourceId } }, body: sourceBody(source) }));
    },
    async deleteSource(sourceId) {
      await answer(client.DELETE('/sources/{id}', { params: { path: { id: sourceId } } }));
    },
    ftpFileFormats: () => ({
      api: 'service',
      path: 'sources/ftp/formats',
      fetch: async (signal) => (await answer(client.GET('/sources/ftp/formats', { signal }))).map(({ value, label }) => ({ value, label })),
    }),
    ftpSetup: (sourceId) => ({
      api: 'service',
      path: `sources/${sourceId}/ftp`,
      fetch: async (signal) => {
        const found = await orNull(answer(client.GET('/sources/{id}/ftp', { params: { path: { id: sourceId } }, signal })));
        return found && { sourceId: found.sourceId, username: found.username, fileFormat: found.fileFormat ?? null, server: found.server ?? null };
      },
    }),
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
    einvoiceReadiness: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}/einvoice-readiness`,
      fetch: async (signal) => {
        const report = await answer(client.GET('/clients/{clientId}/einvoice-readiness', { params: { path: { clientId } }, signal }));
        return {
          source: report.source,
          customers: report.customers.map((c) => ({
            customerId: c.customerId,
            customerNr: c.customerNr,
            name: c.name,
            orgNo: c.orgNo,
            shipmentType: c.shipmentType,
            fixedShipment: c.fixedShipment,
            canReceiveEhf: c.canReceiveEhf,
          })),
        };
      },
    }),
    async lookUpEinvoiceReadiness(clientId) {
      return (await answer(client.POST('/clients/{clientId}/einvoice-readiness/lookups', { params: { path: { clientId } } }))).queued;
    },
    async switchToEhf(clientId, customerIds) {
      const outcome = await answer(client.POST('/clients/{clientId}/einvoice-readiness/switch-to-ehf', { params: { path: { clientId } }, body: { customerIds: [...customerIds] } }));
      return { switched: outcome.switched, left: outcome.left };
    },
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

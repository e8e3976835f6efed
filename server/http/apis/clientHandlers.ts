import { validateClientNote } from '../../../src/domain/client/clientNote';
import { personRecord, validatePerson, type PersonForm } from '../../../src/domain/client/clientPerson';
import { clientPersons, createPerson, deletePerson, personClient, updatePerson } from '../../clients/clientPersons';
import {
  clientNotes,
  createClientNote,
  deleteClientNote,
  deleteLooseUpload,
  noteClient,
  noteFileAccess,
  noteTags,
  strikeNoteFile,
  unattachableFiles,
  unknownIds,
  updateClientNote,
  type NoteInput,
  type NotePatch,
} from '../../clients/clientNotes';
import { contentDisposition, FILE_NOT_FOUND, storedFileContent, storeUploadedFile } from '../../files/storedFiles';
import { clientDetail, clientShipments } from '../../clients/clientReads';
import type { CustomerType } from '../../../src/domain/customer/customerType';
import {
  clientImportSources,
  createImportSource,
  deleteImportSource,
  ftpFileFormats,
  isClientPerson,
  isFtpFileFormat,
  sourceClient,
  sourceFtpSetup,
  updateImportSource,
} from '../../clients/clientImportSources';
import {
  clientOwnReminderText,
  clientReminderTexts,
  deleteClientReminderText,
  saveClientReminderText,
  updateClientReminderText,
} from '../../clients/clientReminderTexts';
import {
  clientSettings,
  lockedProductionSettings,
  productionUpdateFromLegacy,
  saveSoftReminderSetup,
  softReminderSetup,
  updateClientSettings,
  type ClientSettingsUpdate,
  type LegacyProdSettings,
  type SoftReminderUpdate,
} from '../../clients/clientSettings';
import { newBankAccountOf, validateClientSettings, validateSoftReminder } from '../../../src/domain/client/clientSettings';
import {
  IMPORT_SOURCE_LABELS,
  IMPORT_SOURCES,
  importSourceRecord,
  SOURCE_FILE_FORMAT_UNKNOWN,
  SOURCE_HAS_NO_FTP_SETUP,
  SOURCE_PERSON_INVALID,
  validateImportSource,
  type ImportSourceForm,
  type ImportSourceRecord,
} from '../../../src/domain/client/importSource';
import { validateReminderText, type ReminderTextType } from '../../../src/domain/client/reminderText';
import {
  clientIsBankrupt,
  hasStoredTerminationPdf,
  registerTermination,
  revokeTermination,
  terminationAttachment,
  terminationEndPoints,
  terminationLog,
  terminationStatus,
  type TerminationChange,
} from '../../clients/clientTermination';
import { toIsoDate } from '../../../src/domain/dates/isoDate';
import { terminationFileIssue, TERMINATION_FILE_TOO_LARGE_MESSAGE } from '../../../src/domain/termination/terminationFile';
import { CLIENT_INACTIVE_MESSAGE, NO_TERMINATION_MESSAGE } from '../../../src/domain/termination/terminationLog';
import { isTerminationRegistered } from '../../../src/domain/termination/terminationStatus';
import { PDF_MIME_TYPE, validateTermination } from '../../../src/domain/termination/terminationValidation';
import { officerName } from '../../customers/officerName';
import type { Queryable } from '../../db/database';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationContext } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';
import { CLIENT_NOT_FOUND_MESSAGE, NOTE_NOT_FOUND_MESSAGE } from './customerPageHandlers';

// Not worded by the spec; ours.
export const UNKNOWN_TAG_MESSAGE = 'Ukjent stikkord';
export const UNKNOWN_FILE_MESSAGE = 'Ukjent fil';
export const FILE_IN_USE = 'Filen er i bruk';
/** The kinds a note attachment may be (by its bytes): documents and images. */
const NOTE_FILE_KINDS = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;

/** The read paths a change to a client's notes, or persons, makes stale. */
const noteEndPoints = (clientId: number) => [`notes/clients/${clientId}`, `clients/${clientId}`];
const personEndPoints = (clientId: number) => [`clients/${clientId}/persons`, `clients/${clientId}`];
const reminderTextEndPoints = (clientId: number) => [`clients/${clientId}/debt-collection/reminder-texts`];
// Not worded by the spec; ours.
export const REMINDER_TEXT_NOT_FOUND_MESSAGE = 'Fant ikke purreteksten';
export const PERSON_NOT_FOUND_MESSAGE = 'Fant ikke kontaktpersonen';
export const SOURCE_NOT_FOUND_MESSAGE = 'Fant ikke importkilden';
export const REMINDER_TEXT_KIND_FIXED_MESSAGE = 'Type og språk kan ikke endres';
const settingsEndPoints = (clientId: number) => [`clients/${clientId}`, `clients/${clientId}/prod-settings`];
const softReminderEndPoints = (clientId: number) => [`clients/${clientId}/dunning/soft-reminder-setup`];
const sourceEndPoints = (clientId: number) => [`clients/${clientId}/sources`, `clients/${clientId}`];

/** A 400 naming each field the domain refuses (`body.<field>`), the first one's message as the reason. */
function refuse(issues: readonly { field: string; message: string }[], prefix = 'body'): void {
  if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `${prefix}.${issue.field}`, message: issue.message })));
}

/** The contract's settings update checked by the domain (the account number by MOD11, the receipt e-mail), stored as the database holds it. */
function checkedSettings(update: ClientSettingsUpdate): ClientSettingsUpdate {
  const account = update.production?.newBankAccount;
  const email = update.debtCollection?.receiptEmail;
  const issues = validateClientSettings({ newBankAccount: account ?? '', receiptEmail: email ?? '' });
  refuse(issues.map((issue) => ({ ...issue, field: issue.field === 'newBankAccount' ? 'production.newBankAccount' : 'debtCollection.receiptEmail' })));
  return {
    ...update,
    ...(update.production && { production: { ...update.production, ...(account !== undefined && { newBankAccount: account === null ? null : newBankAccountOf(account) }) } }),
    ...(update.debtCollection && {
      debtCollection: { ...update.debtCollection, ...(email !== undefined && { receiptEmail: email === null || email.trim() === '' ? null : email.trim() }) },
    }),
  };
}

/** The contract's ImportSourceInput as the domain's form. */
function importSourceFormOf(body: Record<string, unknown>): ImportSourceForm {
  const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : '');
  return {
    source: text('source'),
    activatedAt: text('activatedAt') || null,
    personId: typeof body.personId === 'number' ? body.personId : null,
    comment: text('comment'),
    username: text('username'),
    fileFormat: text('fileFormat'),
  };
}
export const ATTACHMENT_NOT_FOUND_MESSAGE = 'Fant ikke vedlegget';

interface TerminationBody {
  readonly terminationNote?: string;
  readonly terminationDate: string;
  readonly endOfServiceDate: string;
  readonly base64File?: { readonly name: string; readonly content: string };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The PUT termination body checked by the domain's rules before anything is written: the dates (termination at
 * most today, end of service at least today), and the file a PDF by its bytes within the size limit (413 above).
 */
function checkedTermination(body: TerminationBody, today: string, hasStoredAttachment: boolean): TerminationChange {
  let pdf: TerminationChange['pdf'] = null;
  const issues: { path: string; message: string }[] = [];
  if (body.base64File) {
    const content = body.base64File.content.replace(/\s/g, '');
    const bytes = BASE64.test(content) ? Buffer.from(content, 'base64') : Buffer.alloc(0);
    const fileIssue = terminationFileIssue(bytes);
    if (fileIssue === TERMINATION_FILE_TOO_LARGE_MESSAGE) throw new ApiError(413, fileIssue);
    if (fileIssue) issues.push({ path: 'body.base64File.content', message: fileIssue });
    pdf = { fileName: body.base64File.name, bytes };
  }
  const attachment = body.base64File ? { fileName: body.base64File.name, mimeType: PDF_MIME_TYPE } : null;
  for (const issue of validateTermination({ terminationDate: body.terminationDate, endOfServiceDate: body.endOfServiceDate, attachment, hasStoredAttachment }, today)) {
    issues.push({ path: issue.field === 'attachment' ? 'body.base64File' : `body.${issue.field}`, message: issue.message });
  }
  if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues);
  const note = body.terminationNote?.trim();
  return { terminationNote: note ? note : null, terminationDate: body.terminationDate, endOfServiceDate: body.endOfServiceDate, pdf };
}

/** The contract's PersonInput as the domain's form: absent and null fields are empty text. */
function personFormOf(body: Record<string, string | null | undefined>): PersonForm {
  const text = (field: keyof PersonForm) => body[field] ?? '';
  return { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone'), role: text('role'), comment: text('comment') };
}

/** The domain's person rule, or a 400 naming each field wrong; the record to store otherwise. */
function checkedPerson(body: unknown) {
  const form = personFormOf(body as Record<string, string | null | undefined>);
  const issues = validatePerson(form);
  if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
  return personRecord(form);
}

/**
 * The client page (part 2 §2.2): the client's detail, its notes and its contact persons (§7.3), within the
 * officer's bases (a client, note or person outside them is not found). Every change goes through commitChange (audit, websocket).
 */
export function clientHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const bases = (context: OperationContext) => signedInOfficer(context).bases;

  async function visibleClient(context: OperationContext): Promise<number> {
    const clientId = context.params.clientId as number;
    const found = await db.query('SELECT 1 FROM client WHERE id = $1 AND officer_id = ANY($2::int[])', [clientId, bases(context)]);
    if (found.length === 0) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
    return clientId;
  }

  async function visibleNote(context: OperationContext): Promise<{ noteId: number; clientId: number }> {
    const noteId = context.params.id as number;
    const clientId = await noteClient(db, noteId, bases(context));
    if (clientId === null) throw new ApiError(404, NOTE_NOT_FOUND_MESSAGE);
    return { noteId, clientId };
  }

  /** The domain's note rule, tags that exist and files it may carry, or a 400 naming the first field wrong. */
  async function checkNote(tx: Queryable, note: NotePatch, whole: boolean, uploadedBy: string, noteId: number | null): Promise<void> {
    // A patch is checked on the fields it changes only.
    const issues = validateClientNote({ title: note.title ?? '', text: note.text ?? '', date: note.date ?? null }).filter(
      (issue) => whole || note[issue.field] !== undefined,
    );
    if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
    if ((await unknownIds(tx, 'note_tag', note.tags ?? [])).length > 0) throw new ApiError(400, UNKNOWN_TAG_MESSAGE, [{ path: 'body.tags', message: UNKNOWN_TAG_MESSAGE }]);
    if ((await unattachableFiles(tx, note.files ?? [], uploadedBy, noteId)).length > 0) throw new ApiError(400, UNKNOWN_FILE_MESSAGE, [{ path: 'body.files', message: UNKNOWN_FILE_MESSAGE }]);
  }

  async function visiblePerson(context: OperationContext): Promise<{ personId: number; clientId: number }> {
    const personId = context.params.id as number;
    const clientId = await personClient(db, personId, bases(context));
    if (clientId === null) throw new ApiError(404, PERSON_NOT_FOUND_MESSAGE);
    return { personId, clientId };
  }

  async function visibleSource(context: OperationContext): Promise<{ sourceId: number; clientId: number }> {
    const sourceId = context.params.id as number;
    const clientId = await sourceClient(db, sourceId, bases(context));
    if (clientId === null) throw new ApiError(404, SOURCE_NOT_FOUND_MESSAGE);
    return { sourceId, clientId };
  }

  /** The domain's import source rule, or a 400 naming each field wrong; the record to store otherwise. */
  function checkedSource(body: unknown) {
    const form = importSourceFormOf(body as Record<string, unknown>);
    refuse(validateImportSource(form));
    return importSourceRecord(form);
  }

  /** A source names one of its own client's contact persons, or none, and a file format of GET sources/ftp/formats, or none. */
  async function checkSourcePerson(tx: Queryable, clientId: number, source: ImportSourceRecord): Promise<void> {
    if (source.personId !== null && !(await isClientPerson(tx, clientId, source.personId))) {
      throw new ApiError(400, SOURCE_PERSON_INVALID, [{ path: 'body.personId', message: SOURCE_PERSON_INVALID }]);
    }
    if (source.fileFormat !== null && !(await isFtpFileFormat(tx, source.fileFormat))) {
      throw new ApiError(400, SOURCE_FILE_FORMAT_UNKNOWN, [{ path: 'body.fileFormat', message: SOURCE_FILE_FORMAT_UNKNOWN }]);
    }
  }

  function checkedReminderText(body: unknown) {
    const input = body as { reminderType: string; languageCode: string; title?: string | null; text: string };
    refuse(validateReminderText({ reminderType: input.reminderType, languageCode: input.languageCode, title: input.title ?? '', text: input.text }));
    return { reminderType: input.reminderType as ReminderTextType, languageCode: input.languageCode, title: input.title?.trim() || null, text: input.text };
  }

  /** One settings change in one transaction: the client's settings as they are after it. */
  async function saveSettings(context: OperationContext, update: ClientSettingsUpdate) {
    const clientId = await visibleClient(context);
    const checked = checkedSettings(update);
    return commitChange(
      dependencies,
      async (tx) => {
        await updateClientSettings(tx, clientId, checked);
        return (await clientSettings(tx, clientId))!;
      },
      () => settingsEndPoints(clientId),
    );
  }

  return {
    legacy: {
      /** Legacy PUT Client/{id}/ProdSettings (part 2 §7.3): the Produksjon panel's fields as yes/no, onto the same settings row. */
      async updateProdSettingsLegacy(context) {
        const clientId = await visibleClient(context);
        const { settings } = context.body as { settings: LegacyProdSettings };
        await commitChange(
          dependencies,
          async (tx) => {
            const mapped = productionUpdateFromLegacy(await lockedProductionSettings(tx, clientId), settings);
            if (!mapped.ok) refuse([mapped]);
            else await updateClientSettings(tx, clientId, { production: mapped.update });
          },
          () => settingsEndPoints(clientId),
        );
        return context.reply.code(204).send();
      },
    },
    service: {
      getTermination: async (context) => terminationStatus(db, await visibleClient(context)),
      listTerminationLog: async (context) => terminationLog(db, await visibleClient(context)),
      async updateTermination(context) {
        const clientId = await visibleClient(context);
        const body = context.body as TerminationBody;
        const madeBy = await officerName(db, signedInOfficer(context).sub);
        const now = new Date();
        await commitChange(
          dependencies,
          async (tx) => {
            const status = await terminationStatus(tx, clientId, true);
            if (!status.isActive) throw new ApiError(409, CLIENT_INACTIVE_MESSAGE);
            const change = checkedTermination(body, toIsoDate(now), await hasStoredTerminationPdf(tx, clientId));
            const isBankrupt = await clientIsBankrupt(tx, clientId);
            await registerTermination(tx, clientId, change, { madeBy, now, isBankrupt, alreadyRegistered: isTerminationRegistered(status) });
          },
          () => terminationEndPoints(clientId),
        );
        return terminationStatus(db, clientId);
      },
      async revokeTermination(context) {
        const clientId = await visibleClient(context);
        const comment = (context.body as { comment?: string } | undefined)?.comment?.trim() || null;
        const madeBy = await officerName(db, signedInOfficer(context).sub);
        await commitChange(
          dependencies,
          async (tx) => {
            const status = await terminationStatus(tx, clientId, true);
            // An active client with nothing to revoke: nothing is written.
            if (status.isActive && !isTerminationRegistered(status)) throw new ApiError(409, NO_TERMINATION_MESSAGE);
            await revokeTermination(tx, status, { madeBy, now: new Date(), comment });
          },
          () => terminationEndPoints(clientId),
        );
        return context.reply.code(204).send();
      },
      async downloadClientAttachment(context) {
        const clientId = await visibleClient(context);
        const file = await terminationAttachment(db, clientId, context.params.attachmentId as number);
        if (!file) throw new ApiError(404, ATTACHMENT_NOT_FOUND_MESSAGE);
        return context.reply
          .type(file.contentType)
          .header('cache-control', 'no-store')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
          .send(Buffer.from(file.content));
      },
      listClientSources: async (context) => clientImportSources(db, await visibleClient(context)),
      listReminderTexts: async (context) => clientReminderTexts(db, await visibleClient(context)),
      async deleteReminderText(context) {
        const clientId = await visibleClient(context);
        const reminderId = context.params.reminderId as number;
        const deleted = await commitChange(dependencies, (tx) => deleteClientReminderText(tx, clientId, reminderId), (done) => (done ? reminderTextEndPoints(clientId) : []));
        if (!deleted) throw new ApiError(404, REMINDER_TEXT_NOT_FOUND_MESSAGE);
        return context.reply.code(204).send();
      },
      async createReminderText(context) {
        const clientId = await visibleClient(context);
        const text = checkedReminderText(context.body);
        const saved = await commitChange(dependencies, (tx) => saveClientReminderText(tx, clientId, text), () => reminderTextEndPoints(clientId));
        context.reply.code(201);
        return saved;
      },
      async updateReminderText(context) {
        const clientId = await visibleClient(context);
        const reminderId = context.params.reminderId as number;
        const text = checkedReminderText(context.body);
        const updated = await commitChange(
          dependencies,
          async (tx) => {
            const own = await clientOwnReminderText(tx, clientId, reminderId);
            if (!own) return null;
            if (own.reminderType !== text.reminderType || own.languageCode !== text.languageCode) {
              throw new ApiError(400, REMINDER_TEXT_KIND_FIXED_MESSAGE, [{ path: 'body.reminderType', message: REMINDER_TEXT_KIND_FIXED_MESSAGE }]);
            }
            return updateClientReminderText(tx, clientId, reminderId, text);
          },
          (row) => (row ? reminderTextEndPoints(clientId) : []),
        );
        if (!updated) throw new ApiError(404, REMINDER_TEXT_NOT_FOUND_MESSAGE);
        return updated;
      },
      listFtpFileFormats: () => ftpFileFormats(db),
      async getSourceFtpSetup(context) {
        const { sourceId } = await visibleSource(context);
        const setup = await sourceFtpSetup(db, sourceId);
        if (!setup) throw new ApiError(404, SOURCE_HAS_NO_FTP_SETUP);
        return setup;
      },
      listSourceTypes: () => IMPORT_SOURCES.map((source) => ({ source, label: IMPORT_SOURCE_LABELS[source] })),
      async createClientSource(context) {
        const clientId = await visibleClient(context);
        const source = checkedSource(context.body);
        const created = await commitChange(
          dependencies,
          async (tx) => {
            await checkSourcePerson(tx, clientId, source);
            return createImportSource(tx, clientId, source);
          },
          () => sourceEndPoints(clientId),
        );
        context.reply.code(201);
        return created;
      },
      async updateSource(context) {
        const { sourceId, clientId } = await visibleSource(context);
        const source = checkedSource(context.body);
        const updated = await commitChange(
          dependencies,
          async (tx) => {
            await checkSourcePerson(tx, clientId, source);
            return updateImportSource(tx, sourceId, source);
          },
          (row) => (row ? [...sourceEndPoints(clientId), `sources/${sourceId}/ftp`] : []),
        );
        // Deleted by another officer since it was found.
        if (!updated) throw new ApiError(404, SOURCE_NOT_FOUND_MESSAGE);
        return updated;
      },
      async deleteSource(context) {
        const { sourceId, clientId } = await visibleSource(context);
        const deleted = await commitChange(dependencies, (tx) => deleteImportSource(tx, sourceId), (done) => (done ? [...sourceEndPoints(clientId), `sources/${sourceId}/ftp`] : []));
        if (!deleted) throw new ApiError(404, SOURCE_NOT_FOUND_MESSAGE);
        return context.reply.code(204).send();
      },
      listClientShipments: async (context) => clientShipments(db, await visibleClient(context), context.query.customerType as CustomerType | undefined),
      async getClientProdSettings(context) {
        const settings = await clientSettings(db, await visibleClient(context));
        return (settings?.production as object | undefined) ?? {};
      },
      async updateClientSettings(context) {
        return saveSettings(context, context.body as ClientSettingsUpdate);
      },
      async updateClientProductionSettings(context) {
        return saveSettings(context, { production: context.body as ClientSettingsUpdate['production'] });
      },
      async updateClientReminderSettings(context) {
        return saveSettings(context, { reminder: context.body as ClientSettingsUpdate['reminder'] });
      },
      getSoftReminderSetup: async (context) => softReminderSetup(db, await visibleClient(context)),
      async updateSoftReminderSetup(context) {
        const clientId = await visibleClient(context);
        const setup = context.body as SoftReminderUpdate;
        refuse(validateSoftReminder(setup));
        return commitChange(dependencies, (tx) => saveSoftReminderSetup(tx, clientId, setup, new Date()), () => softReminderEndPoints(clientId));
      },
      listPersons: async (context) => clientPersons(db, await visibleClient(context)),
      async createPerson(context) {
        const clientId = await visibleClient(context);
        const person = checkedPerson(context.body);
        const createdBy = await officerName(db, signedInOfficer(context).sub);
        const created = await commitChange(dependencies, (tx) => createPerson(tx, clientId, person, createdBy, new Date()), () => personEndPoints(clientId));
        context.reply.code(201);
        return created;
      },
      async updatePerson(context) {
        const { personId, clientId } = await visiblePerson(context);
        const person = checkedPerson(context.body);
        const updated = await commitChange(dependencies, (tx) => updatePerson(tx, personId, person), (row) => (row ? personEndPoints(clientId) : []));
        // Deleted by another officer since it was found.
        if (!updated) throw new ApiError(404, PERSON_NOT_FOUND_MESSAGE);
        return updated;
      },
      async deletePerson(context) {
        const { personId, clientId } = await visiblePerson(context);
        await commitChange(dependencies, (tx) => deletePerson(tx, personId), () => personEndPoints(clientId));
        return context.reply.code(204).send();
      },
      async getClient(context) {
        const client = await clientDetail(db, context.params.clientId as number, bases(context));
        if (!client) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
        const settings = await clientSettings(db, client.id as number);
        return settings ? { ...client, settings } : client;
      },
      async listClientNotes(context) {
        const clientId = await visibleClient(context);
        const { search } = context.query as { search?: string };
        return clientNotes(db, clientId, search?.trim() || undefined);
      },
      listNoteTags: () => noteTags(db),
      async createClientNote(context) {
        const clientId = await visibleClient(context);
        const note = context.body as NoteInput;
        const createdBy = await officerName(db, signedInOfficer(context).sub);
        const id = await commitChange(
          dependencies,
          async (tx) => {
            await checkNote(tx, note, true, createdBy, null);
            return createClientNote(tx, clientId, note, createdBy, new Date());
          },
          () => noteEndPoints(clientId),
        );
        context.reply.code(201);
        return { data: { id } };
      },
      async updateClientNote(context) {
        const { noteId, clientId } = await visibleNote(context);
        const patch = context.body as NotePatch;
        const officer = await officerName(db, signedInOfficer(context).sub);
        await commitChange(
          dependencies,
          async (tx) => {
            await checkNote(tx, patch, false, officer, noteId);
            await updateClientNote(tx, noteId, patch);
          },
          () => noteEndPoints(clientId),
        );
        const [note] = await clientNotes(db, clientId, undefined, noteId);
        // Deleted by another officer between the change and this read.
        if (!note) throw new ApiError(404, NOTE_NOT_FOUND_MESSAGE);
        return note;
      },
      async uploadFile(context) {
        const createdBy = await officerName(db, signedInOfficer(context).sub);
        const [file] = await context.uploads!();
        const fileId = await commitChange(dependencies, (tx) => storeUploadedFile(tx, file!, createdBy, new Date(), NOTE_FILE_KINDS), () => []);
        context.reply.code(201);
        return { fileId };
      },
      async downloadFile(context) {
        const fileId = context.params.id as number;
        const access = await noteFileAccess(db, fileId, bases(context), await officerName(db, signedInOfficer(context).sub));
        // A struck-through attachment is shown by name only.
        const readable = access && (access.ownUpload || access.onNotes.some((note) => !note.isDeleted));
        const file = readable ? await storedFileContent(db, fileId) : null;
        if (!file) throw new ApiError(404, FILE_NOT_FOUND);
        return context.reply
          .type(file.contentType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.content));
      },
      async deleteFile(context) {
        const fileId = context.params.id as number;
        const access = await noteFileAccess(db, fileId, bases(context), await officerName(db, signedInOfficer(context).sub));
        if (!access) throw new ApiError(404, FILE_NOT_FOUND);
        const clientIds = access.onNotes.map((note) => note.clientId);
        try {
          await commitChange(
            dependencies,
            // The result names the file and its clients for the audit row (note_file has no audit trigger).
            async (tx) => {
              await (access.ownUpload ? deleteLooseUpload(tx, fileId) : strikeNoteFile(tx, fileId, clientIds));
              return { fileId, clientIds };
            },
            () => [...new Set(clientIds)].flatMap(noteEndPoints),
          );
        } catch (error) {
          // An own upload something other than a note refers to (a foreign key) stays.
          if ((error as { code?: string }).code === '23503') throw new ApiError(409, FILE_IN_USE);
          throw error;
        }
        return context.reply.code(204).send();
      },
      async deleteClientNote(context) {
        const { noteId, clientId } = await visibleNote(context);
        await commitChange(dependencies, (tx) => deleteClientNote(tx, noteId), () => noteEndPoints(clientId));
        return context.reply.code(204).send();
      },
    },
  };
}

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
import { clientDetail } from '../../clients/clientReads';
import { clientImportSources } from '../../clients/clientImportSources';
import { clientReminderTexts, deleteClientReminderText } from '../../clients/clientReminderTexts';
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

  return {
    service: {
      listClientSources: async (context) => clientImportSources(db, await visibleClient(context)),
      listReminderTexts: async (context) => clientReminderTexts(db, await visibleClient(context)),
      async deleteReminderText(context) {
        const clientId = await visibleClient(context);
        const reminderId = context.params.reminderId as number;
        const deleted = await commitChange(dependencies, (tx) => deleteClientReminderText(tx, clientId, reminderId), (done) => (done ? reminderTextEndPoints(clientId) : []));
        if (!deleted) throw new ApiError(404, REMINDER_TEXT_NOT_FOUND_MESSAGE);
        return context.reply.code(204).send();
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
        return client;
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

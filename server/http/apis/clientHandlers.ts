import { validateClientNote } from '../../../src/domain/client/clientNote';
import { personRecord, validatePerson, type PersonForm } from '../../../src/domain/client/clientPerson';
import { clientPersons, createPerson, deletePerson, personClient, updatePerson } from '../../clients/clientPersons';
import { clientNotes, createClientNote, deleteClientNote, noteClient, noteTags, unknownIds, updateClientNote, type NoteInput, type NotePatch } from '../../clients/clientNotes';
import { clientDetail } from '../../clients/clientReads';
import {
  clientIsBankrupt,
  hasStoredTerminationPdf,
  registerTermination,
  revokeTermination,
  terminationAttachment,
  terminationLog,
  terminationStatus,
  type TerminationChange,
} from '../../clients/clientTermination';
import { toIsoDate } from '../../../src/domain/dates/isoDate';
import { terminationFileIssue, TERMINATION_FILE_TOO_LARGE_MESSAGE } from '../../../src/domain/termination/terminationFile';
import { CLIENT_INACTIVE_MESSAGE, NO_TERMINATION_MESSAGE } from '../../../src/domain/termination/terminationLog';
import { isTerminationRegistered } from '../../../src/domain/termination/terminationStatus';
import { PDF_MIME_TYPE, validateTermination } from '../../../src/domain/termination/terminationValidation';
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

/** The read paths a change to a client's notes, or persons, makes stale. */
const noteEndPoints = (clientId: number) => [`notes/clients/${clientId}`, `clients/${clientId}`];
const personEndPoints = (clientId: number) => [`clients/${clientId}/persons`, `clients/${clientId}`];
/** A termination change makes the client (its banner, badge and status) and its log stale. */
const terminationEndPoints = (clientId: number) => [`clients/${clientId}`, `clients/${clientId}/termination`, `clients/${clientId}/termination-log`];
const reminderTextEndPoints = (clientId: number) => [`clients/${clientId}/debt-collection/reminder-texts`];
// Not worded by the spec; ours.
export const REMINDER_TEXT_NOT_FOUND_MESSAGE = 'Fant ikke purreteksten';
export const PERSON_NOT_FOUND_MESSAGE = 'Fant ikke kontaktpersonen';
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

  /** The domain's note rule, and tags and files that exist, or a 400 naming the first field wrong. */
  async function checkNote(tx: Queryable, note: NotePatch, whole: boolean): Promise<void> {
    // A patch is checked on the fields it changes only.
    const issues = validateClientNote({ title: note.title ?? '', text: note.text ?? '', date: note.date ?? null }).filter(
      (issue) => whole || note[issue.field] !== undefined,
    );
    if (issues.length > 0) throw new ApiError(400, issues[0]!.message, issues.map((issue) => ({ path: `body.${issue.field}`, message: issue.message })));
    if ((await unknownIds(tx, 'note_tag', note.tags ?? [])).length > 0) throw new ApiError(400, UNKNOWN_TAG_MESSAGE, [{ path: 'body.tags', message: UNKNOWN_TAG_MESSAGE }]);
    if ((await unknownIds(tx, 'stored_file', note.files ?? [])).length > 0) throw new ApiError(400, UNKNOWN_FILE_MESSAGE, [{ path: 'body.files', message: UNKNOWN_FILE_MESSAGE }]);
  }

  async function visiblePerson(context: OperationContext): Promise<{ personId: number; clientId: number }> {
    const personId = context.params.id as number;
    const clientId = await personClient(db, personId, bases(context));
    if (clientId === null) throw new ApiError(404, PERSON_NOT_FOUND_MESSAGE);
    return { personId, clientId };
  }

  return {
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
            await checkNote(tx, note, true);
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
        await commitChange(
          dependencies,
          async (tx) => {
            await checkNote(tx, patch, false);
            await updateClientNote(tx, noteId, patch);
          },
          () => noteEndPoints(clientId),
        );
        const [note] = await clientNotes(db, clientId, undefined, noteId);
        // Deleted by another officer between the change and this read.
        if (!note) throw new ApiError(404, NOTE_NOT_FOUND_MESSAGE);
        return note;
      },
      async deleteClientNote(context) {
        const { noteId, clientId } = await visibleNote(context);
        await commitChange(dependencies, (tx) => deleteClientNote(tx, noteId), () => noteEndPoints(clientId));
        return context.reply.code(204).send();
      },
    },
  };
}

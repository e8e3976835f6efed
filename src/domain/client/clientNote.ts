/** A client's note (part 2 §2.2 notes tab, §7.3): the rules the note dialog and the server share. */
import type { IsoDate } from '../dates/isoDate';

export const NOTE_TITLE_MISSING = 'Tittel mangler';
export const NOTE_TITLE_TOO_LONG = 'Tittelen kan ha høyst 200 tegn';
export const NOTE_DATE_MISSING = 'Dato mangler';
export const NOTE_TEXT_TOO_LONG = 'Teksten kan ha høyst 100 000 tegn';
/** Part 2 §2.2. */
export const NOTES_LOAD_FAILED = 'En feil oppstod, kunne ikke laste merknader';
/** The tag column of a note without tags. */
export const NO_TAGS_LABEL = 'Diverse';

export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 100_000;

export interface ClientNoteForm {
  readonly title: string;
  readonly text: string;
  readonly date: IsoDate | null;
  readonly tags: readonly number[];
  /** The attachments the note carries (stored files); one taken off is struck through. */
  readonly files: readonly number[];
}

/** Attachments (part 2 §2.2 notes; the words are ours unless marked). */
export const NOTE_FILES_LABEL = 'Vedlegg';
export const NOTE_ADD_FILE = 'Legg til vedlegg';
export const NOTE_DELETE_FILE = 'Slett vedlegg';
export const NOTE_FILE_DELETED = 'slettet';
export const NOTE_FILE_UPLOAD_FAILED = 'En feil oppstod ved opplasting av fil';
/** Part 2 §8. */
export const NOTE_FILE_DOWNLOAD_FAILED = 'En feil oppstod ved nedlasting av fil';
/** The largest side of an image preview (part 2 §2.2: at most 300 px). */
export const NOTE_IMAGE_PREVIEW_MAX_PX = 300;
/** The kinds the server takes (by their bytes); the file picker offers these. */
export const NOTE_FILE_ACCEPT = 'application/pdf,image/png,image/jpeg,image/gif';

export const isImageFile = (fileType: string | null | undefined): boolean => typeof fileType === 'string' && fileType.startsWith('image/');

export interface ClientNoteIssue {
  readonly field: 'title' | 'text' | 'date';
  readonly message: string;
}

export function validateClientNote(note: Pick<ClientNoteForm, 'title' | 'text' | 'date'>): ClientNoteIssue[] {
  const issues: ClientNoteIssue[] = [];
  const title = note.title.trim();
  if (title === '') issues.push({ field: 'title', message: NOTE_TITLE_MISSING });
  else if (title.length > NOTE_TITLE_MAX) issues.push({ field: 'title', message: NOTE_TITLE_TOO_LONG });
  if (note.text.length > NOTE_TEXT_MAX) issues.push({ field: 'text', message: NOTE_TEXT_TOO_LONG });
  if (note.date === null || note.date === '') issues.push({ field: 'date', message: NOTE_DATE_MISSING });
  return issues;
}

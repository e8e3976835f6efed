/** A client's import source (part 2 §3.8, §4, §5 Import source): the rules the sources tab and the server share. */
import { isIsoDate, type IsoDate } from '../dates/isoDate';

/** The source list of part 2 §3.8. */
export const IMPORT_SOURCES = ['FTP', 'SFTP', 'GOLFBOX', 'POWEROFFICE', 'AMCS', 'IIZY', 'REG-PAPER', 'REG-PDF', 'API-REST', 'API-FILE'] as const;
export type ImportSourceType = (typeof IMPORT_SOURCES)[number];

// The labels are ours; the spec names the sources only by their codes.
export const IMPORT_SOURCE_LABELS: Readonly<Record<ImportSourceType, string>> = {
  FTP: 'FTP',
  SFTP: 'SFTP',
  GOLFBOX: 'Golfbox',
  POWEROFFICE: 'PowerOffice',
  AMCS: 'AMCS',
  IIZY: 'Iizy',
  'REG-PAPER': 'Registrering papir',
  'REG-PDF': 'Registrering PDF',
  'API-REST': 'API (REST)',
  'API-FILE': 'API (fil)',
};

/** Part 2 §8: an import source not deleted, or deleted without an id. */
export const SOURCE_DELETE_FAILED = 'Noe gikk galt';
// Not worded by the spec; ours.
export const SOURCE_MISSING = 'Kilde mangler';
export const SOURCE_DATE_MISSING = 'Dato mangler';
export const SOURCE_USERNAME_MISSING = 'Brukernavn mangler';
export const SOURCE_PERSON_INVALID = 'Ugyldig kontaktperson';
export const SOURCE_USERNAME_MAX = 100;
export const SOURCE_FILE_FORMAT_MAX = 50;
export const SOURCE_COMMENT_MAX = 2000;
export const SOURCE_TOO_LONG = 'For lang tekst';
/** A file format not in GET sources/ftp/formats; ours. */
export const SOURCE_FILE_FORMAT_UNKNOWN = 'Ukjent filformat';
/** GET sources/{id}/ftp of a source that is not FTP or SFTP; ours. */
export const SOURCE_HAS_NO_FTP_SETUP = 'Importkilden har ikke FTP-oppsett';
/** The FTP setup's labels on the sources tab; ours. */
export const FTP_SETUP_TEXTS = {
  button: 'FTP-oppsett',
  title: 'FTP-oppsett',
  server: 'Server',
  username: 'Brukernavn',
  fileFormat: 'Filformat',
  noFileFormat: 'Ikke valgt',
  noServer: 'Ikke satt opp',
  loadFailed: 'En feil oppstod, kunne ikke laste FTP-oppsett',
  close: 'Lukk',
} as const;

export function isImportSourceType(value: string): value is ImportSourceType {
  return (IMPORT_SOURCES as readonly string[]).includes(value);
}

/** FTP and SFTP need a username (part 2 §5); their file format is optional. */
export function needsUsername(source: string): boolean {
  return source === 'FTP' || source === 'SFTP';
}

export interface ImportSourceForm {
  readonly source: string;
  readonly activatedAt: IsoDate | null;
  readonly personId: number | null;
  readonly comment: string;
  readonly username: string;
  readonly fileFormat: string;
}

export const EMPTY_IMPORT_SOURCE: ImportSourceForm = { source: '', activatedAt: null, personId: null, comment: '', username: '', fileFormat: '' };

export interface ImportSourceIssue {
  readonly field: 'source' | 'activatedAt' | 'personId' | 'comment' | 'username' | 'fileFormat';
  readonly message: string;
}

export function validateImportSource(form: ImportSourceForm): ImportSourceIssue[] {
  const issues: ImportSourceIssue[] = [];
  if (!isImportSourceType(form.source)) issues.push({ field: 'source', message: SOURCE_MISSING });
  if (form.activatedAt === null || !isIsoDate(form.activatedAt)) issues.push({ field: 'activatedAt', message: SOURCE_DATE_MISSING });
  if (form.personId !== null && !(Number.isInteger(form.personId) && form.personId > 0)) issues.push({ field: 'personId', message: SOURCE_PERSON_INVALID });
  if (form.comment.length > SOURCE_COMMENT_MAX) issues.push({ field: 'comment', message: SOURCE_TOO_LONG });
  if (needsUsername(form.source)) {
    if (form.username.trim() === '') issues.push({ field: 'username', message: SOURCE_USERNAME_MISSING });
    else if (form.username.trim().length > SOURCE_USERNAME_MAX) issues.push({ field: 'username', message: SOURCE_TOO_LONG });
    if (form.fileFormat.trim().length > SOURCE_FILE_FORMAT_MAX) issues.push({ field: 'fileFormat', message: SOURCE_TOO_LONG });
  }
  return issues;
}

/** An import source as sent and stored: trimmed, empty text null, username and file format only for FTP and SFTP. */
export interface ImportSourceRecord {
  readonly source: ImportSourceType;
  readonly activatedAt: IsoDate;
  readonly personId: number | null;
  readonly comment: string | null;
  readonly username: string | null;
  readonly fileFormat: string | null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The record of a form that validateImportSource accepts. */
export function importSourceRecord(form: ImportSourceForm): ImportSourceRecord {
  const ftp = needsUsername(form.source);
  return {
    source: form.source as ImportSourceType,
    activatedAt: form.activatedAt!,
    personId: form.personId,
    comment: orNull(form.comment),
    username: ftp ? orNull(form.username) : null,
    fileFormat: ftp ? orNull(form.fileFormat) : null,
  };
}

/** Part 2 §4: a source is active from its activatedAt (ISO dates compare as text). */
export function isSourceActive(activatedAt: IsoDate, today: IsoDate): boolean {
  return activatedAt <= today;
}

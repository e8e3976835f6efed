import type { ClientNoteForm } from '../../domain/client/clientNote';
import type { PersonForm, PersonRecord } from '../../domain/client/clientPerson';
import type { IsoDate } from '../../domain/dates/isoDate';
import type { TerminationEventTag } from '../../domain/termination/terminationLog';
import type { ClientTerminationStatus } from '../../domain/termination/terminationStatus';
import type { ServerRead } from './serverRead.port';

export interface ClientBankAccount {
  readonly id: number;
  readonly accountType: 'Primary' | 'Secondary';
  readonly accountNumber: string;
  readonly currencyCode: string | null;
  readonly bic: string | null;
  readonly iban: string | null;
  readonly name: string | null;
}

/** How many of each the client has: the client page's left menu. */
export interface ClientCounts {
  readonly notes: number;
  readonly banks: number;
  readonly customers: number;
  readonly sources: number;
  readonly persons: number;
}

/** A client as the client page shows it (part 2 §3.1). */
export interface ClientDetail {
  readonly id: number;
  readonly name: string;
  readonly isActive: boolean;
  readonly orgNo: string | null;
  readonly contactPerson: string | null;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly postNo: string | null;
  readonly cityName: string | null;
  readonly countryName: string | null;
  readonly email: string | null;
  readonly phoneNo: string | null;
  readonly vatBound: boolean;
  readonly officerId: number | null;
  readonly terminationDate: IsoDate | null;
  readonly endOfServiceDate: IsoDate | null;
  readonly bankAccounts: readonly ClientBankAccount[];
  readonly counts: ClientCounts | null;
}

export interface NoteTag {
  readonly id: number;
  readonly name: string;
  readonly label: string | null;
}

export interface ClientNote {
  readonly id: number;
  readonly title: string;
  readonly text: string;
  readonly date: IsoDate;
  readonly createdBy: string;
  readonly tags: readonly NoteTag[];
  readonly files: readonly { readonly id: number; readonly fileName: string; readonly isDeleted: boolean }[];
}

/** A client's contact person (part 2 §3.8). */
export interface ClientPerson extends PersonRecord {
  readonly id: number;
}

/** One entry of the client's termination log (part 2 §3.1), with its PDF when it has one. */
export interface TerminationLogEntry {
  readonly eventDate: string;
  readonly madeBy: string;
  readonly eventText: string | null;
  readonly eventTag: TerminationEventTag | null;
  readonly terminationNote: string | null;
  readonly terminationDate: IsoDate | null;
  readonly endOfServiceDate: IsoDate | null;
  readonly attachment: { readonly id: number; readonly fileName: string } | null;
}

export interface TerminationChange {
  readonly note: string;
  readonly terminationDate: IsoDate;
  readonly endOfServiceDate: IsoDate;
  /** The PDF's name (data only) and bytes; null keeps the one registered. */
  readonly file: { readonly name: string; readonly bytes: Uint8Array } | null;
}

/** The client page's calls (part 2 §7.1, §7.3). "Not found" (outside the officer's bases too) is null. */
export interface ClientPagePort {
  client(clientId: number): ServerRead<ClientDetail | null>;
  notes(clientId: number, search: string): ServerRead<readonly ClientNote[]>;
  noteTags(): ServerRead<readonly NoteTag[]>;
  createNote(clientId: number, note: ClientNoteForm): Promise<number>;
  updateNote(noteId: number, note: ClientNoteForm): Promise<void>;
  deleteNote(noteId: number): Promise<void>;
  persons(clientId: number): ServerRead<readonly ClientPerson[]>;
  createPerson(clientId: number, person: PersonForm): Promise<void>;
  updatePerson(personId: number, person: PersonForm): Promise<void>;
  deletePerson(personId: number): Promise<void>;
  termination(clientId: number): ServerRead<ClientTerminationStatus | null>;
  terminationLog(clientId: number): ServerRead<readonly TerminationLogEntry[]>;
  /** Whether the company register says the company with this org no is bankrupt (false when it does not know it). */
  companyBankrupt(orgNo: string): ServerRead<boolean>;
  saveTermination(clientId: number, change: TerminationChange): Promise<ClientTerminationStatus>;
  revokeTermination(clientId: number, comment: string | null): Promise<void>;
  downloadTerminationAttachment(clientId: number, attachmentId: number): Promise<{ readonly fileName: string; readonly content: Blob }>;
}

import type { ClientNoteForm } from '../../domain/client/clientNote';
import type { PersonForm, PersonRecord } from '../../domain/client/clientPerson';
import type { ClientSettingsForm, PaymentForm, SoftReminderForm } from '../../domain/client/clientSettings';
import type { ImportSourceForm, ImportSourceRecord } from '../../domain/client/importSource';
import type { CustomerList } from '../../domain/client/customerList';
import type { ReminderTextForm } from '../../domain/client/reminderText';
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

/** What only DOS may change (part 2 §5 Read-only settings). */
export interface ReadOnlySettings {
  readonly useInvoiceKid: boolean | null;
  readonly dueDays: number | null;
  readonly shipmentType: string | null;
  readonly reminderDays: number | null;
  readonly reminder2: boolean | null;
  readonly inkassoDays: number | null;
  readonly daysReadyCollect: number | null;
  readonly agencyName: string | null;
  readonly autoInkasso: boolean | null;
  readonly customerNrAtAgency: string | null;
}

/** A client's settings (part 2 §3.2): the editable ones as the settings form holds them, the new account as 11 digits or empty. */
export interface ClientSettings {
  readonly editable: ClientSettingsForm & { readonly paymentForm: PaymentForm };
  readonly readOnly: ReadOnlySettings;
}

/** The soft payment reminder setup (part 2 §3.2). */
export interface SoftReminderSetup extends SoftReminderForm {
  readonly emailReminderText: string | null;
  readonly smsReminderText: string | null;
}

/** A reminder text as the tab lists it: the client's own (clientId set) or the default (null). */
export interface ClientReminderText {
  readonly id: number;
  readonly clientId: number | null;
  readonly reminderType: string;
  readonly reminderLabel: string | null;
  readonly languageCode: string;
  readonly title: string | null;
  readonly text: string;
}

/** A client's import source (part 2 §3.8). */
export interface ClientImportSource extends ImportSourceRecord {
  readonly id: number;
}

/** A file format an FTP or SFTP source may deliver (GET sources/ftp/formats). */
export interface FtpFileFormat {
  readonly value: string;
  readonly label: string;
}

/** Where and how an FTP or SFTP source delivers its files (GET sources/{id}/ftp). */
export interface SourceFtpSetup {
  readonly sourceId: number;
  readonly username: string;
  readonly fileFormat: string | null;
  readonly server: string | null;
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
  readonly settings: ClientSettings | null;
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
  readonly files: readonly NoteFile[];
}

export interface NoteFile {
  readonly id: number;
  readonly fileName: string;
  readonly fileType: string | null;
  readonly isDeleted: boolean;
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
  /** Files (§7.3): an upload answers its file id; a deleted note attachment is struck through. */
  uploadFile(file: File): Promise<number>;
  deleteFile(fileId: number): Promise<void>;
  downloadFile(fileId: number): Promise<{ readonly fileName: string; readonly content: Blob }>;
  /** The client's whole customer list (page 0, size 999999), in number order. */
  customers(clientId: number): ServerRead<CustomerList>;
  persons(clientId: number): ServerRead<readonly ClientPerson[]>;
  createPerson(clientId: number, person: PersonForm): Promise<void>;
  updatePerson(personId: number, person: PersonForm): Promise<void>;
  deletePerson(personId: number): Promise<void>;
  /** Saves the editable settings (one PUT of the full settings). */
  updateSettings(clientId: number, settings: ClientSettingsForm): Promise<void>;
  softReminder(clientId: number): ServerRead<SoftReminderSetup>;
  updateSoftReminder(clientId: number, setup: SoftReminderForm): Promise<void>;
  reminderTexts(clientId: number): ServerRead<readonly ClientReminderText[]>;
  /** Gives the client its own text for the type and language (from a default) or changes the one it has. */
  saveReminderText(clientId: number, text: ClientReminderText, form: ReminderTextForm): Promise<void>;
  deleteReminderText(clientId: number, reminderId: number): Promise<void>;
  sources(clientId: number): ServerRead<readonly ClientImportSource[]>;
  createSource(clientId: number, source: ImportSourceForm): Promise<void>;
  updateSource(sourceId: number, source: ImportSourceForm): Promise<void>;
  deleteSource(sourceId: number): Promise<void>;
  ftpFileFormats(): ServerRead<readonly FtpFileFormat[]>;
  /** Null when the source is gone, outside the bases, or not FTP or SFTP. */
  ftpSetup(sourceId: number): ServerRead<SourceFtpSetup | null>;
  termination(clientId: number): ServerRead<ClientTerminationStatus | null>;
  terminationLog(clientId: number): ServerRead<readonly TerminationLogEntry[]>;
  /** Whether the company register says the company with this org no is bankrupt (false when it does not know it). */
  companyBankrupt(orgNo: string): ServerRead<boolean>;
  saveTermination(clientId: number, change: TerminationChange): Promise<ClientTerminationStatus>;
  revokeTermination(clientId: number, comment: string | null): Promise<void>;
  downloadTerminationAttachment(clientId: number, attachmentId: number): Promise<{ readonly fileName: string; readonly content: Blob }>;
  /** The client's business customers by e-invoice readiness (issue 44): who can receive EHF today. */
  einvoiceReadiness(clientId: number): ServerRead<EinvoiceReadiness>;
  /** Asks the invoice network in the background about the customers not asked recently; false when nothing is to ask. */
  lookUpEinvoiceReadiness(clientId: number): Promise<boolean>;
  /** Switches those of the chosen customers that can receive EHF to the EHF shipment. */
  switchToEhf(clientId: number, customerIds: readonly number[]): Promise<{ readonly switched: number; readonly left: number }>;
}

/** A business customer of the e-invoice readiness report; canReceiveEhf null until the network has been asked. */
export interface EinvoiceReadinessCustomer {
  readonly customerId: number;
  readonly customerNr: number;
  readonly name: string;
  readonly orgNo: string;
  readonly shipmentType: string;
  readonly fixedShipment: boolean;
  readonly canReceiveEhf: boolean | null;
}

export interface EinvoiceReadiness {
  /** Which register answered: the PEPPOL network (PEPPOL_SML_ZONE) or the seeded ELMA table. */
  readonly source: 'ELMA' | 'PEPPOL';
  readonly customers: readonly EinvoiceReadinessCustomer[];
}

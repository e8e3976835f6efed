/**
 * The entry form's calls (part 2 §2.7, §7.2): the client it registers for, the entry, the customer's
 * open invoices for 'Velg ref. faktura', and the changes (create on customer pick, save, journal-number
 * check, delete, the two uploads). Amounts in øre, dates ISO; "not found" (outside the bases too) is null.
 */
import type { IsoDate } from '../../domain/dates/isoDate';
import type { EntryType } from '../../domain/entry/entryType';
import type { Ore } from '../../domain/money/ore';
import type { ShipmentType } from '../../domain/shipment/shipmentType';
import type { TaxRow } from '../../domain/vat/taxRows';
import type { ServerRead } from './serverRead.port';

/** What the form needs of the client: its name for the title, VAT duty and whether its invoice fee is on. */
export interface EntryFormClient {
  readonly id: number;
  readonly name: string;
  readonly vatBound: boolean;
  readonly invoiceFeeEnabled: boolean;
  /** The client's due days (its read-only settings): the due date's default when the customer has no credit days of its own. */
  readonly standardCreditDays: number | null;
}

/** Languages an entry may be written in: '' is the customer's default. */
export const ENTRY_LANGUAGES = ['', 'NO', 'EN'] as const;
export type EntryLanguage = (typeof ENTRY_LANGUAGES)[number];

/** What the officer types: the fields of a registered entry (part 2 §3.5) that the form edits. */
export interface EntryValues {
  readonly entryType: EntryType;
  readonly customerId: number;
  readonly jourNr: number | null;
  readonly refInvoiceNr: number | null;
  readonly jourDate: IsoDate | null;
  readonly dueDate: IsoDate | null;
  /** When what is invoiced was delivered, or a period's first day; null is the invoice date (bokføringsforskriften § 5-1-1 nr. 4). */
  readonly deliveryDate: IsoDate | null;
  /** A delivery period's last day; null for a single day. */
  readonly deliveryEndDate: IsoDate | null;
  readonly yourRef: string;
  readonly customerAtt: string;
  readonly ourRef: string;
  /** The total including VAT, signed for the entry type; null while empty. */
  readonly amountIncTax: Ore | null;
  readonly rounding: Ore;
  readonly taxRows: readonly TaxRow[];
  readonly language: EntryLanguage;
  readonly shipment: ShipmentType | null;
  readonly isFeeEnabled: boolean;
}

export type EntryFileKind = 'invoiceCopy' | 'attachment';

export interface EntryFile {
  readonly id: number;
  readonly fileName: string;
  readonly numberOfPages: number | null;
}

/** A registered entry as the server keeps it. */
export interface RegisteredEntry extends EntryValues {
  readonly id: number;
  readonly clientId: number;
  readonly customerNr: number | null;
  readonly customerName: string | null;
  readonly invoiceCopy: EntryFile | null;
  readonly attachment: EntryFile | null;
}

/** One of the customer's open invoices, as 'Velg ref. faktura' lists it. */
export interface OpenInvoice {
  readonly entryId: number;
  readonly invoiceNr: number;
  readonly invoiceDate: IsoDate | null;
  readonly dueDate: IsoDate | null;
  readonly amountIncTax: Ore;
  readonly restAmount: Ore;
}

export interface JournalNumberCheck {
  readonly entryId: number;
  readonly customerId: number;
  readonly entryType: EntryType;
  readonly jourNr: number;
}

export interface EntryFormPort {
  client(clientId: number): ServerRead<EntryFormClient | null>;
  entry(entryId: number): ServerRead<RegisteredEntry | null>;
  openInvoices(customerId: number): ServerRead<readonly OpenInvoice[]>;
  /** Whether the customer has an invoice with this number (the ref invoice field's check). */
  invoiceExists(customerId: number, invoiceNr: number): Promise<boolean>;
  createEntry(clientId: number, values: EntryValues): Promise<RegisteredEntry>;
  updateEntry(clientId: number, entryId: number, values: EntryValues): Promise<RegisteredEntry>;
  /** The server's answer validJournalNumber: false when the number is already in use. */
  validateJournalNumber(clientId: number, check: JournalNumberCheck): Promise<boolean>;
  deleteEntry(clientId: number, entryId: number): Promise<void>;
  uploadFile(clientId: number, entryId: number, kind: EntryFileKind, file: { readonly name: string; readonly bytes: Uint8Array }): Promise<EntryFile>;
  deleteFile(clientId: number, entryId: number, kind: EntryFileKind): Promise<void>;
}

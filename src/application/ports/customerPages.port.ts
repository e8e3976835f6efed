import type { CustomerRecord } from '../../domain/customer/customerRecord';
import type { CustomerType } from '../../domain/customer/customerType';
import type { Ore } from '../../domain/money/ore';
import type { TaxRate } from '../../domain/vat/taxRates';
import type { ServerRead } from './serverRead.port';

/** The customer of part 2 §3.3 as the customer page shows it. */
export interface Customer extends CustomerRecord {
  readonly id: number;
  readonly clientId: number;
  readonly clientName: string | null;
  readonly type: CustomerType;
  readonly countryName: string | null;
}

export interface ShipmentAddress {
  readonly label: string;
  /** The shipment's key (its type code), which the re-activation call names. */
  readonly value: string;
  /** The address itself (the eFaktura phone number, the AvtaleGiro agreement), what the officer reads. */
  readonly addressValue: string | null;
  readonly shipmentType: 'EFAKTURA' | 'AVTALEGIRO';
  readonly isEnabled: boolean;
  readonly isRejected: boolean;
}

export type LanguageCode = '' | 'NO' | 'EN';

export interface CustomerSettings {
  readonly specifyInterestAndFee: boolean;
  readonly brevgiro: boolean;
  readonly debtCollectionNoticeOnEmail: boolean;
  readonly autoSplitRateInvoice: boolean;
  readonly languageCode: LanguageCode;
}

/** The Økonomi panel's seven figures. */
export interface CustomerEconomy {
  readonly revenueTotal: Ore;
  readonly revenueThisYear: Ore;
  readonly overdueUnpaid: Ore;
  readonly balance: Ore;
  readonly balanceWithInterestAndFee: Ore;
  readonly sumOpenDebit: Ore;
  readonly sumOpenCredit: Ore;
}

export interface CustomerDetail extends Customer {
  readonly settings: CustomerSettings;
  readonly shipments: readonly ShipmentAddress[];
  readonly stdShipment: string | null;
  readonly stdCreditDays: number | null;
  readonly economy: CustomerEconomy;
}

export interface OpenPost {
  readonly journalDate: string;
  readonly type: 'INVOICE' | 'PAYMENT' | 'CREDITNOTE';
  readonly journalNr: number;
  readonly dueDate: string | null;
  readonly amount: Ore;
  readonly restAmount: Ore;
}

/** A row of the posts tab and of an invoice's crossrefs (part 2 §3.4 "Post row"). */
export interface Post {
  readonly id: number;
  readonly jourDate: string | null;
  readonly text: string | null;
  readonly invoiceNr: number | null;
  readonly jourNr: number;
  readonly amount: Ore;
  readonly invoicePart: Ore;
  readonly interestPart: Ore;
  readonly feePart: Ore;
  readonly restAmount: Ore;
  readonly tag: string | null;
}

/** Alle poster, or Tilgodeposter (the credit posts). */
export type PostsFilter = 'all' | 'credit';

export type InvoiceFilter = 'all' | 'open' | 'overdue' | 'notOverdue' | 'pendingInkasso' | 'stoppedAndPending';

export interface InvoiceListRow {
  readonly entryId: number;
  readonly invoiceNr: number;
  readonly invoiceDate: string;
  readonly dueDate: string | null;
  readonly amountIncTax: Ore;
  readonly restAmount: Ore;
  readonly interestPart: Ore;
  readonly feePart: Ore;
  readonly statusCode: string;
  readonly statusText: string | null;
  readonly settledDate: string | null;
  readonly numberOfNotes: number;
  readonly isActive: boolean;
  readonly readyForDebtCollectionDecision: boolean;
}

export interface CustomerNote {
  readonly id: number;
  readonly created: string;
  readonly createdBy: string;
  readonly text: string;
}

export interface LedgerPost {
  readonly jourDate: string;
  readonly type: string;
  readonly jourNr: number;
  readonly amount: Ore;
  readonly text: string | null;
}

export interface Ledger {
  readonly posts: readonly LedgerPost[];
  readonly openingBalance: Ore;
  readonly sumDebit: Ore;
  readonly sumCredit: Ore;
  readonly closingBalance: Ore;
}

export type EntryType = 'INVOICE' | 'CREDITNOTE';

/** An invoice or credit note (part 2 §3.4). */
export interface InvoiceView {
  readonly id: number;
  readonly type: EntryType;
  readonly jourNr: number;
  readonly jourDate: string;
  readonly dueDate: string | null;
  readonly amountIncTax: Ore;
  readonly amountExTax: Ore;
  readonly taxAmount: Ore;
  readonly rounding: Ore;
  readonly shipmentType: string | null;
  readonly yourRef: string | null;
  readonly ourRef: string | null;
  readonly invoiceText: string | null;
  readonly customerId: number;
  readonly clientId: number;
  readonly isRegisteredHere: boolean;
  readonly status: {
    readonly restAmount: Ore;
    readonly invoicePart: Ore;
    readonly interestPart: Ore;
    readonly feePart: Ore;
    readonly statusCode: string;
    readonly statusText: string | null;
    readonly procLevel: number | null;
    readonly isActive: boolean;
    readonly readyForDebtCollectionDecision: boolean;
  };
}

export interface InvoiceLine {
  readonly id: number;
  readonly lineNumber: number;
  readonly lineType: 'PRODUCT' | 'TEXT';
  readonly lineText: string | null;
  readonly quantity: number | null;
  readonly unitPrice: Ore | null;
  readonly taxPercent: number | null;
  readonly amountExTax: Ore | null;
  readonly amountIncTax: Ore | null;
}

export interface TaxSummaryRow {
  readonly taxCode: number;
  readonly taxPercent: number;
  readonly amountExTax: Ore;
  readonly taxAmount: Ore;
  readonly amountIncTax: Ore;
}

/** A row of Historikk (part 2 §2.5): what the event moved, the parts left after it, and the running saldo. */
export interface InvoiceEvent {
  readonly date: string;
  readonly event: string;
  readonly amount: Ore | null;
  readonly invoicePart: Ore | null;
  readonly restInterest: Ore | null;
  readonly restFees: Ore | null;
  readonly saldo: Ore | null;
  readonly printable: { readonly id: number; readonly type: string } | null;
}

export type DocumentType = 'Invoice' | 'Reminder';

export type MailStatus = 'Pending' | 'Sending' | 'Sent' | 'Failed' | 'Uncertain';

/** An e-mail of the outbox, as an officer reads it. */
export interface OutboxMessage {
  readonly id: number;
  readonly createdAt: string;
  readonly createdBy: string;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly sentAt: string | null;
  readonly lastError: string | null;
  readonly jourNr: number | null;
  readonly attachments: readonly string[];
}

/** PUT Invoice/{id}/Amount in øre: the new amount, the one it was changed from, the rounding and each VAT row. */
export interface InvoiceAmountChange {
  readonly invoiceId: number;
  readonly clientId: number;
  readonly customerId: number;
  readonly amount: Ore;
  readonly oldAmount: Ore;
  readonly rounding: Ore;
  readonly taxSummary: readonly { readonly taxCode: number; readonly amountExTax: Ore }[];
}

/** What an entry's journal number finds: the one document, none, or several (part 2 §2.5). */
export type EntryLookup = { readonly found: InvoiceView } | { readonly found: 'none' } | { readonly found: 'several' };

/** The customer page's first paint in one read: what customerByNr, customer and openPosts answer. */
export interface CustomerPageFirstPaint {
  readonly customer: Customer;
  readonly detail: CustomerDetail;
  readonly openPosts: readonly OpenPost[];
}

/** The invoice page's first paint in one read: the customer, what entry(…, 'INVOICE', …) answers, and with one invoice its lines and VAT summary. */
export interface InvoicePageFirstPaint {
  readonly customer: Customer;
  readonly entry: EntryLookup;
  readonly lines: readonly InvoiceLine[] | null;
  readonly taxSummary: readonly TaxSummaryRow[] | null;
}

/** The customer and invoice pages' calls (part 2 §7.1, service API). "Not found" is null. */
export interface CustomerPagesPort {
  customerByNr(clientId: number, customerNr: number): ServerRead<Customer | null>;
  customerTemplate(clientId: number): ServerRead<number | null>;
  /** The customer page's first paint in one read instead of the chain customerByNr → customer, openPosts (issue 16 speed). */
  customerPage(clientId: number, customerNr: number): ServerRead<CustomerPageFirstPaint | null>;
  /** The invoice page's first paint in one read instead of the chain customerByNr → entry → lines, taxSummary. */
  invoicePage(clientId: number, customerNr: number, jourNr: number): ServerRead<InvoicePageFirstPaint | null>;
  customer(customerId: number): ServerRead<CustomerDetail | null>;
  openPosts(customerId: number): ServerRead<readonly OpenPost[]>;
  posts(customerId: number, query: { filter: PostsFilter; fromDate?: string; toDate?: string }): ServerRead<readonly Post[]>;
  /** The posts crossed against an invoice number: the document, its payments, the credit notes that refer to it. */
  crossrefs(customerId: number, invoiceNr: number): ServerRead<readonly Post[]>;
  invoices(customerId: number, filter: InvoiceFilter, invoiceNr?: number): ServerRead<readonly InvoiceListRow[]>;
  notes(clientId: number, customerNr: number): ServerRead<readonly CustomerNote[]>;
  ledger(clientId: number, customerNr: number, start: string, end: string, openOnly: boolean): ServerRead<Ledger>;
  entry(customerId: number, type: EntryType, jourNr: number): ServerRead<EntryLookup>;
  lines(invoiceId: number): ServerRead<readonly InvoiceLine[]>;
  taxSummary(invoiceId: number): ServerRead<readonly TaxSummaryRow[]>;
  events(invoiceId: number): ServerRead<readonly InvoiceEvent[]>;
  invoiceNotes(invoiceId: number): ServerRead<readonly CustomerNote[]>;
  updateCustomer(customerId: number, customer: CustomerRecord): Promise<Customer>;
  /** A new customer of the client (the client page's customers tab); the created customer. */
  createCustomer(clientId: number, customer: CustomerRecord): Promise<Customer>;
  updateSettings(customerId: number, settings: CustomerSettings): Promise<void>;
  reactivateShipment(customerId: number, shipmentValue: string): Promise<void>;
  addNote(clientId: number, customerNr: number, text: string): Promise<void>;
  /** A generated PDF of the invoice or credit note (`Invoice`), or of one of its reminders (`Reminder`). */
  downloadDocument(type: DocumentType, id: number): Promise<{ readonly fileName: string; readonly content: Blob }>;
  /** 'Send kopi': the documents by e-mail to the recipient. */
  sendCopy(invoiceId: number, recipient: string, files: readonly { id: number; type: DocumentType | 'Creditnote' }[]): Promise<void>;
  changeInvoiceNumber(change: { clientId: number; invoiceId: number; oldNumber: number; newNumber: number }): Promise<void>;
  /** What the outbox holds about the invoice, or about any invoice of the customer. */
  invoiceMail(invoiceId: number): ServerRead<readonly OutboxMessage[]>;
  customerMail(customerId: number): ServerRead<readonly OutboxMessage[]>;
  /** The VAT rates valid on a date (the legacy API's CommonReg/TaxRates). */
  taxRates(date: string): ServerRead<readonly TaxRate[]>;
  changeInvoiceAmount(change: InvoiceAmountChange): Promise<void>;
  /** The entry and its posts to another customer of the same client. */
  moveInvoice(invoiceId: number, customerId: number): Promise<void>;
  updateNote(clientId: number, noteId: number, text: string): Promise<void>;
  /** The city of a Norwegian postal code from the register, or null when there is none. */
  cityName(postNo: string): Promise<string | null>;
  /** Company register and invoice network for an org number. */
  organisation(orgNo: string): Promise<OrganisationLookup>;
}

/**
 * The customer form's lookup of an org number (part 2 §2.4): the register's company or its message, and the
 * invoice network's answer (null when it could not be asked).
 */
export interface OrganisationLookup {
  readonly companyName: string | null;
  readonly registerNote?: string | null;
  readonly warnings?: readonly string[];
  readonly staleSeconds?: number | null;
  readonly ehf: { readonly found: boolean; readonly company?: { readonly isEnabled: boolean } | null; readonly source?: 'ELMA' | 'PEPPOL' } | null;
}

import { assign, fromPromise, setup } from 'xstate';
import type { IsoDate } from '../../domain/dates/isoDate';
import { dueDateOnBlur } from '../../domain/entry/dueDate';
import { yourRefOnFocus } from '../../domain/entry/ehf';
import { ENTRY_CLIENT_NOT_FOUND_MESSAGE, ENTRY_NOT_LOADED_MESSAGE } from '../../domain/entry/entryTexts';
import { amountForEntryType, fieldAfterValidJournalNumber, isCreditNote, isShipmentAllowedForEntry, type EntryType } from '../../domain/entry/entryType';
import { validateEntry, type EntryDraft, type EntryField } from '../../domain/entry/entryValidation';
import { pdfFileIssue } from '../../domain/files/pdfFile';
import type { Ore } from '../../domain/money/ore';
import type { ShipmentType } from '../../domain/shipment/shipmentType';
import type { FormValidation } from '../../domain/validation';
import { clampRounding } from '../../domain/vat/rounding';
import { defaultTaxRate, offeredTaxRates, usesVatSummary, type TaxRate } from '../../domain/vat/taxRates';
import { editTaxRow, taxRowFromExTax, taxRowFromIncTax, type TaxRowEdit } from '../../domain/vat/taxRows';
import { entryTotalIncTax } from '../../domain/vat/vatSumCheck';
import type { EntryFile, EntryFileKind, EntryFormClient, EntryValues, JournalNumberCheck, RegisteredEntry } from '../ports/entryForm.port';

export interface EntryFormInput {
  readonly clientId: number;
  /** Null on /entry (a new entry), the route's id on /entry/{entryId}. */
  readonly entryId: number | null;
  /** yyyy-mm-dd on the Oslo calendar: the invoice date's default and the date warnings' reference. */
  readonly today: IsoDate;
}

/** What the form needs of the chosen customer: who it is, and its terms for the due date and the shipment. */
export interface EntryCustomer {
  readonly id: number;
  readonly nr: number;
  readonly name: string;
  readonly creditDays: number | null;
  readonly standardCreditDays: number;
  readonly shipmentType: ShipmentType | null;
}

/** The fields focus may be moved to by the machine (after the journal-number check, the ref invoice, a pick). */
export type EntryFocus = 'jourNr' | 'refInvoiceNr' | 'jourDate' | 'amount';

/** The plain fields the officer types; amounts, rounding and VAT rows have events of their own. */
export type EntryFieldPatch = Partial<
  Pick<
    EntryValues,
    'jourNr' | 'refInvoiceNr' | 'jourDate' | 'dueDate' | 'deliveryDate' | 'deliveryEndDate' | 'yourRef' | 'customerAtt' | 'ourRef' | 'language' | 'shipment' | 'isFeeEnabled'
  >
>;

export interface EntryFormContext extends EntryFormInput {
  readonly client: EntryFormClient | null;
  /** The rates of CommonReg/TaxRates for the invoice date; the form offers the client's (offeredTaxRates). */
  readonly rates: readonly TaxRate[];
  readonly customer: EntryCustomer | null;
  readonly values: Omit<EntryValues, 'customerId'>;
  /** The server's last journal-number check answered "in use" for the number now typed. */
  readonly journalNumberInUse: boolean;
  /** Where focus goes next; `seq` changes with every move so the screen moves it again to the same field. */
  readonly focus: { readonly field: EntryFocus; readonly seq: number } | null;
  readonly invoiceCopy: EntryFile | null;
  readonly attachment: EntryFile | null;
  /** Why the last call failed or an upload was refused; null when there is nothing to say. */
  readonly failure: string | null;
  /**
   * Lagre came while the server checked the journal number or the ref invoice (Enter in that very field blurs it
   * first, so this is the common case): the entry is saved once the check answers, if it passed.
   */
  readonly saveRequested: boolean;
  /** The entry as the server answered Lagre: the list shows it before its own read is back. */
  readonly saved: RegisteredEntry | null;
}

export type EntryFormEvent =
  | { type: 'LOADED'; client: EntryFormClient; rates: readonly TaxRate[]; entry: RegisteredEntry | null; customer: EntryCustomer | null }
  | { type: 'CLIENT_NOT_FOUND' }
  | { type: 'ENTRY_NOT_LOADED' }
  | { type: 'SET_ENTRY_TYPE'; entryType: EntryType }
  | { type: 'PICK_CUSTOMER'; customer: EntryCustomer }
  | { type: 'CUSTOMER_SAVED'; customer: EntryCustomer }
  | { type: 'EDIT'; patch: EntryFieldPatch }
  | { type: 'EDIT_AMOUNT'; amount: Ore | null }
  | { type: 'EDIT_TAX_ROW'; rate: TaxRate; edit: TaxRowEdit }
  | { type: 'EDIT_ROUNDING'; rounding: Ore }
  | { type: 'FOCUS_YOUR_REF' }
  | { type: 'BLUR_DUE_DATE' }
  | { type: 'BLUR_JOURNAL_NUMBER' }
  | { type: 'BLUR_REF_INVOICE' }
  | { type: 'PICK_REF_INVOICE'; invoiceNr: number }
  | { type: 'CANCEL' }
  | { type: 'SAVE' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM' }
  | { type: 'UPLOAD'; kind: EntryFileKind; file: { readonly name: string; readonly bytes: Uint8Array } }
  | { type: 'REMOVE_FILE'; kind: EntryFileKind };

export const ENTRY_CALL_FAILED_MESSAGE = 'En feil oppstod';

function notProvided(name: string): never {
  throw new Error(`The entry-form machine's "${name}" is provided by the composition root`);
}

const messageOf = (error: unknown) => (error instanceof Error && error.message.trim() !== '' ? error.message : ENTRY_CALL_FAILED_MESSAGE);

function emptyValues(today: IsoDate): EntryFormContext['values'] {
  return {
    entryType: 'INVOICE',
    jourNr: null,
    refInvoiceNr: null,
    jourDate: today,
    dueDate: null,
    deliveryDate: null,
    deliveryEndDate: null,
    yourRef: '',
    customerAtt: '',
    ourRef: '',
    amountIncTax: null,
    rounding: 0,
    taxRows: [],
    language: '',
    shipment: null,
    isFeeEnabled: false,
  };
}

/**
 * The form's values of a stored entry. Its VAT rows are taken by their bases, the VAT of each computed by the one
 * VAT rule: a draft saved before the rule (its VAT off by an øre) shows what it will be stored as, and the VAT
 * sum check tells whether the rounding must take the øre.
 */
function valuesOfEntry(entry: RegisteredEntry): EntryFormContext['values'] {
  const { entryType, jourNr, refInvoiceNr, jourDate, dueDate, deliveryDate, deliveryEndDate, yourRef, customerAtt, ourRef, amountIncTax, rounding, language, shipment, isFeeEnabled } = entry;
  const taxRows = entry.taxRows.map((row) => taxRowFromExTax({ code: row.taxCode, percent: row.taxPercent }, row.amountExTax));
  return { entryType, jourNr, refInvoiceNr, jourDate, dueDate, deliveryDate, deliveryEndDate, yourRef, customerAtt, ourRef, amountIncTax, rounding, taxRows, language, shipment, isFeeEnabled };
}

/** The values as the domain's rules read them. */
export function entryDraft(context: EntryFormContext): EntryDraft {
  const { values } = context;
  return {
    entryType: values.entryType,
    jourNr: values.jourNr,
    refInvoiceNr: values.refInvoiceNr,
    jourDate: values.jourDate,
    dueDate: values.dueDate,
    deliveryDate: values.deliveryDate,
    deliveryEndDate: values.deliveryEndDate,
    yourRef: values.yourRef,
    shipmentType: values.shipment,
    amountIncTax: entryTotalIncTax(context.clientId, values.amountIncTax ?? 0, values.taxRows, values.rounding),
    rounding: values.rounding,
    taxRows: values.taxRows,
  };
}

/** Every rule of part 2 §5's entry form on the values now typed: the issues by field, and whether Lagre may send. */
export function entryFormValidation(context: EntryFormContext): FormValidation<EntryField> {
  return validateEntry(entryDraft(context), {
    today: context.today,
    clientVatBound: context.client?.vatBound ?? true,
    journalNumberInUse: context.journalNumberInUse,
  });
}

/** Lagre may send: a customer, an amount, and no rule broken. */
function canSave(context: EntryFormContext): boolean {
  return context.customer !== null && context.values.amountIncTax !== null && entryFormValidation(context).canSave;
}

/** The rates the VAT rows offer: only 0 % for a client that is not VAT-bound, never code 6. */
export function entryTaxRates(context: EntryFormContext): TaxRate[] {
  return offeredTaxRates(context.rates, context.client?.vatBound ?? true);
}

export function entryValues(context: EntryFormContext): EntryValues {
  return { ...context.values, customerId: context.customer!.id };
}

/** Client 2084's total follows its VAT summary as the rows and rounding change (part 2 §5); others keep what was typed. */
function withEntryTotal(clientId: number, values: EntryFormContext['values']): EntryFormContext['values'] {
  if (!usesVatSummary(clientId, false)) return values;
  return { ...values, amountIncTax: entryTotalIncTax(clientId, values.amountIncTax ?? 0, values.taxRows, values.rounding) };
}

const moveFocus = (context: EntryFormContext, field: EntryFocus) => ({ field, seq: (context.focus?.seq ?? 0) + 1 });

/** A new entry type: the amount takes its sign, and the field the other type lacks is emptied. */
function withEntryType(values: EntryFormContext['values'], entryType: EntryType): EntryFormContext['values'] {
  const creditNote = isCreditNote(entryType);
  const sign = (amount: Ore) => amountForEntryType(creditNote ? amount : Math.abs(amount), entryType);
  return {
    ...values,
    entryType,
    refInvoiceNr: creditNote ? values.refInvoiceNr : null,
    dueDate: creditNote ? null : values.dueDate,
    amountIncTax: values.amountIncTax === null ? null : sign(values.amountIncTax),
    taxRows: values.taxRows.map((row) => taxRowFromIncTax({ code: row.taxCode, percent: row.taxPercent }, sign(row.amountIncTax))),
    shipment: values.shipment !== null && !isShipmentAllowedForEntry(entryType, values.shipment) ? null : values.shipment,
  };
}

export interface SaveEntryInput {
  readonly clientId: number;
  readonly entryId: number;
  readonly values: EntryValues;
}

/** An upload's answer: which of the two it was, and the stored file. */
export interface UploadedFile {
  readonly kind: EntryFileKind;
  readonly file: EntryFile;
}

export interface UploadInput {
  readonly clientId: number;
  readonly entryId: number;
  readonly kind: EntryFileKind;
  readonly file: { readonly name: string; readonly bytes: Uint8Array };
}

/**
 * Registering an invoice or a credit note by hand (/create-entries/{clientId}/entry, part 2 §2.7, §4, §5):
 * the entry is created when the customer is picked and edited on its own route; the journal number is
 * checked by the server when the officer leaves it, and focus moves on; a ref invoice the customer does not
 * have opens 'Velg ref. faktura'; Lagre saves and goes back to the list, Slett asks first.
 */
export const entryFormMachine = setup({
  types: {
    input: {} as EntryFormInput,
    context: {} as EntryFormContext,
    events: {} as EntryFormEvent,
  },
  actors: {
    createEntry: fromPromise<RegisteredEntry, { clientId: number; values: EntryValues }>(async () => notProvided('createEntry')),
    validateJournalNumber: fromPromise<boolean, { clientId: number; check: JournalNumberCheck }>(async () => notProvided('validateJournalNumber')),
    findRefInvoice: fromPromise<boolean, { customerId: number; invoiceNr: number }>(async () => notProvided('findRefInvoice')),
    saveEntry: fromPromise<RegisteredEntry, SaveEntryInput>(async () => notProvided('saveEntry')),
    deleteEntry: fromPromise<void, { clientId: number; entryId: number }>(async () => notProvided('deleteEntry')),
    uploadFile: fromPromise<UploadedFile, UploadInput>(async () => notProvided('uploadFile')),
    removeFile: fromPromise<EntryFileKind, { clientId: number; entryId: number; kind: EntryFileKind }>(async () => notProvided('removeFile')),
  },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'LOADED') return {};
      const { client, rates, entry, customer } = event;
      if (entry === null) return { client, rates, customer: null };
      return {
        client,
        rates,
        customer,
        entryId: entry.id,
        values: valuesOfEntry(entry),
        invoiceCopy: entry.invoiceCopy,
        attachment: entry.attachment,
      };
    }),
    setEntryType: assign(({ context, event }) => (event.type === 'SET_ENTRY_TYPE' ? { values: withEntryType(context.values, event.entryType) } : {})),
    pickCustomer: assign(({ context, event }) => {
      if (event.type !== 'PICK_CUSTOMER') return {};
      const shipment = event.customer.shipmentType !== null && isShipmentAllowedForEntry(context.values.entryType, event.customer.shipmentType) ? event.customer.shipmentType : null;
      return { customer: event.customer, values: { ...context.values, shipment }, failure: null };
    }),
    customerSaved: assign(({ context, event }) =>
      event.type === 'CUSTOMER_SAVED' && context.customer?.id === event.customer.id ? { customer: event.customer } : {},
    ),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const jourNrChanged = 'jourNr' in event.patch && event.patch.jourNr !== context.values.jourNr;
      return { values: { ...context.values, ...event.patch }, journalNumberInUse: jourNrChanged ? false : context.journalNumberInUse };
    }),
    editAmount: assign(({ context, event }) => {
      if (event.type !== 'EDIT_AMOUNT') return {};
      const amountIncTax = event.amount === null ? null : amountForEntryType(event.amount, context.values.entryType);
      // Our convenience (the spec is silent): a first amount fills the default rate's row, so one rate needs no more typing.
      const rate = defaultTaxRate(context.rates, context.client?.vatBound ?? true);
      const filled = context.values.taxRows.length === 0 && amountIncTax !== null && amountIncTax !== 0 && rate ? taxRowFromIncTax(rate, amountIncTax) : null;
      if (filled === null) return { values: withEntryTotal(context.clientId, { ...context.values, amountIncTax }) };
      // About one amount in five has no base whose base + VAT (rounded once) is that amount: the row is an øre off
      // it, and an untouched rounding takes the øre, so the amount typed is still what the entry asks.
      const rounding = context.values.rounding === 0 ? amountIncTax! - filled.amountIncTax : context.values.rounding;
      return { values: withEntryTotal(context.clientId, { ...context.values, amountIncTax, taxRows: [filled], rounding }) };
    }),
    editTaxRow: assign(({ context, event }) => {
      if (event.type !== 'EDIT_TAX_ROW') return {};
      const signed = (amount: Ore | null) => (amount === null ? null : amountForEntryType(amount, context.values.entryType));
      const edit: TaxRowEdit = 'amountExTax' in event.edit ? { amountExTax: signed(event.edit.amountExTax) } : { amountIncTax: signed(event.edit.amountIncTax) };
      return { values: withEntryTotal(context.clientId, { ...context.values, taxRows: editTaxRow(context.values.taxRows, event.rate, edit) }) };
    }),
    editRounding: assign(({ context, event }) =>
      event.type === 'EDIT_ROUNDING' ? { values: withEntryTotal(context.clientId, { ...context.values, rounding: clampRounding(event.rounding) }) } : {},
    ),
    focusYourRef: assign(({ context }) => ({ values: { ...context.values, yourRef: yourRefOnFocus(context.values.yourRef, context.values.shipment) } })),
    blurDueDate: assign(({ context }) => {
      if (isCreditNote(context.values.entryType) || context.customer === null) return {};
      const { creditDays, standardCreditDays } = context.customer;
      return { values: { ...context.values, dueDate: dueDateOnBlur(context.values.dueDate, context.values.jourDate, creditDays, standardCreditDays) } };
    }),
    pickRefInvoice: assign(({ context, event }) =>
      event.type === 'PICK_REF_INVOICE' ? { values: { ...context.values, refInvoiceNr: event.invoiceNr }, focus: moveFocus(context, 'jourDate') } : {},
    ),
    focusRefInvoice: assign(({ context }) => ({ focus: moveFocus(context, 'refInvoiceNr') })),
    refuseFile: assign(({ event }) => (event.type === 'UPLOAD' ? { failure: pdfFileIssue(event.file.bytes) } : {})),
    clearFailure: assign({ failure: null }),
    requestSave: assign({ saveRequested: true }),
    forgetSaveRequest: assign({ saveRequested: false }),
    reportFailure: assign(({ event }) => ({ failure: messageOf((event as { error?: unknown }).error) })),
  },
  guards: {
    hasJourNr: ({ context }) => context.values.jourNr !== null,
    hasRefInvoiceNr: ({ context }) => context.values.refInvoiceNr !== null && isCreditNote(context.values.entryType),
    journalNumberFree: (_, valid: boolean) => valid,
    refInvoiceFound: (_, found: boolean) => found,
    canSave: ({ context }) => canSave(context),
    saveAfterCheck: ({ context }, passed: boolean) => passed && context.saveRequested && canSave(context),
    isPdf: ({ event }) => event.type === 'UPLOAD' && pdfFileIssue(event.file.bytes) === null,
    hasFile: ({ context, event }) => event.type === 'REMOVE_FILE' && context[event.kind] !== null,
  },
}).createMachine({
  id: 'entryForm',
  description: 'Register an invoice or a credit note for a client: pick the customer (the entry is created), fill in and check it, then save or delete it.',
  context: ({ input }) => ({
    ...input,
    client: null,
    rates: [],
    customer: null,
    values: emptyValues(input.today),
    journalNumberInUse: false,
    focus: null,
    invoiceCopy: null,
    attachment: null,
    failure: null,
    saveRequested: false,
    saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the client, the VAT rates and, on /entry/{entryId}, the entry and its customer.',
      on: {
        LOADED: [
          { guard: ({ event }) => event.entry === null, target: 'choosingCustomer', description: 'A new entry: the officer starts with the customer.', actions: 'load' },
          { target: 'editing', description: 'An existing entry: its values fill the form.', actions: 'load' },
        ],
        CLIENT_NOT_FOUND: { target: 'clientNotFound', description: `No such client in the officer's bases: '${ENTRY_CLIENT_NOT_FOUND_MESSAGE}'.` },
        ENTRY_NOT_LOADED: { target: 'entryNotLoaded', description: `The entry could not be read: '${ENTRY_NOT_LOADED_MESSAGE}'.` },
      },
    },
    clientNotFound: { description: `Shows '${ENTRY_CLIENT_NOT_FOUND_MESSAGE}'; only Tilbake leads on.` },
    entryNotLoaded: { description: `Shows '${ENTRY_NOT_LOADED_MESSAGE}'; only Tilbake leads on.` },
    choosingCustomer: {
      description: 'A new entry: the officer may choose invoice or credit note and picks the customer; the other fields and the uploads wait for the entry to exist.',
      on: {
        SET_ENTRY_TYPE: { description: 'Invoice or credit note.', actions: 'setEntryType' },
        PICK_CUSTOMER: { target: 'creating', description: 'A customer is picked: the entry is created for it.', actions: 'pickCustomer' },
      },
    },
    creating: {
      description: 'Creating the entry for the picked customer; editing then continues on the entry route.',
      invoke: {
        id: 'createEntry',
        src: 'createEntry',
        input: ({ context }) => ({ clientId: context.clientId, values: entryValues(context) }),
        onDone: {
          target: 'editing',
          description: 'Created: the form now edits the entry, and focus goes to the journal number.',
          actions: assign(({ context, event }) => ({
            entryId: event.output.id,
            invoiceCopy: event.output.invoiceCopy,
            attachment: event.output.attachment,
            focus: moveFocus(context, 'jourNr'),
          })),
        },
        onError: { target: 'choosingCustomer', description: 'The server refused or could not be reached; the officer may pick again.', actions: ['reportFailure', assign({ customer: null })] },
      },
    },
    editing: {
      description: 'The entry exists: every field, the VAT rows and the uploads are open, and the rules are checked as the officer types.',
      initial: 'idle',
      // Typing goes on while the server checks a number or a file is sent, so the fields are the parent's.
      on: {
        PICK_CUSTOMER: { description: 'Another customer for the entry; it is saved with Lagre.', actions: 'pickCustomer' },
        CUSTOMER_SAVED: { description: 'The customer dialog saved the customer: its credit days and shipment count from now.', actions: 'customerSaved' },
        EDIT: { description: 'A field is typed; a changed journal number is no longer known to be in use.', actions: 'edit' },
        EDIT_AMOUNT: {
          description: 'The amount: a credit note’s is made negative; a first amount fills the default rate’s VAT row (an untouched rounding takes an øre the VAT rule leaves).',
          actions: 'editAmount',
        },
        EDIT_TAX_ROW: { description: 'A VAT row: ex computes inc and inc computes ex; an emptied row is removed.', actions: 'editTaxRow' },
        EDIT_ROUNDING: { description: 'The rounding, clamped between −1 and 1 krone.', actions: 'editRounding' },
        FOCUS_YOUR_REF: { description: "Entering Deres ref. on an EHF entry fills 'Fakturamottak' when it is empty.", actions: 'focusYourRef' },
        BLUR_DUE_DATE: { description: "Leaving an empty due date fills it: invoice date plus the customer's or the standard credit days.", actions: 'blurDueDate' },
      },
      states: {
        idle: {
          description: 'The officer types; Lagre is enabled when no rule is broken (warnings do not block).',
          entry: 'forgetSaveRequest',
          on: {
            SET_ENTRY_TYPE: { description: 'Invoice or credit note: the amounts take the sign, the other type’s field empties.', actions: 'setEntryType' },
            BLUR_JOURNAL_NUMBER: { guard: 'hasJourNr', target: 'validatingJournalNumber', description: 'Leaving a typed journal number: the server checks it.' },
            BLUR_REF_INVOICE: { guard: 'hasRefInvoiceNr', target: 'checkingRefInvoice', description: 'Leaving a typed ref invoice number: is it one of the customer’s invoices?' },
            SAVE: { guard: 'canSave', target: 'saving', description: 'Lagre with no rule broken.', actions: 'clearFailure' },
            DELETE: { target: 'confirmingDelete', description: 'Slett: asks first.' },
            UPLOAD: [
              { guard: 'isPdf', target: 'uploading', description: 'Faktura kopi or Vedlegg: a PDF by its bytes is sent.', actions: 'clearFailure' },
              { description: 'Not a PDF by its bytes, or too large: refused here, nothing sent.', actions: 'refuseFile' },
            ],
            REMOVE_FILE: { guard: 'hasFile', target: 'removingFile', description: 'The officer removes the invoice copy or the attachment.', actions: 'clearFailure' },
          },
        },
        validatingJournalNumber: {
          description: 'The server checks that the journal number is free.',
          invoke: {
            id: 'validateJournalNumber',
            src: 'validateJournalNumber',
            input: ({ context }) => ({
              clientId: context.clientId,
              check: { entryId: context.entryId!, customerId: context.customer!.id, entryType: context.values.entryType, jourNr: context.values.jourNr! },
            }),
            onDone: [
              {
                guard: { type: 'saveAfterCheck', params: ({ event }) => event.output },
                target: 'saving',
                description: 'Free, and Lagre was pressed while the server checked: saved now.',
                actions: ['clearFailure', 'forgetSaveRequest'],
              },
              {
                guard: { type: 'journalNumberFree', params: ({ event }) => event.output },
                target: 'idle',
                description: 'Free: focus moves to the invoice date (invoice) or the ref invoice number (credit note).',
                actions: assign(({ context }) => ({ journalNumberInUse: false, focus: moveFocus(context, fieldAfterValidJournalNumber(context.values.entryType)) })),
              },
              {
                target: 'idle',
                description: "In use: 'Nummeret er allerede i bruk', focus stays on the number.",
                actions: assign(({ context }) => ({ journalNumberInUse: true, focus: moveFocus(context, 'jourNr') })),
              },
            ],
            onError: { target: 'idle', description: 'The check could not be made; the server checks again on Lagre.', actions: 'reportFailure' },
          },
          on: { SAVE: { description: 'Lagre while the server checks: remembered until it answers.', actions: 'requestSave' } },
        },
        checkingRefInvoice: {
          description: 'Looking the ref invoice number up among the customer’s invoices.',
          invoke: {
            id: 'findRefInvoice',
            src: 'findRefInvoice',
            input: ({ context }) => ({ customerId: context.customer!.id, invoiceNr: context.values.refInvoiceNr! }),
            onDone: [
              {
                guard: { type: 'saveAfterCheck', params: ({ event }) => event.output },
                target: 'saving',
                description: 'Found, and Lagre was pressed while looking: saved now.',
                actions: ['clearFailure', 'forgetSaveRequest'],
              },
              {
                guard: { type: 'refInvoiceFound', params: ({ event }) => event.output },
                target: 'idle',
                description: 'Found: focus moves on to the invoice date.',
                actions: assign(({ context }) => ({ focus: moveFocus(context, 'jourDate') })),
              },
              { target: 'pickingRefInvoice', description: "Not found: 'Velg ref. faktura' lists the customer's open invoices." },
            ],
            onError: { target: 'idle', description: 'The lookup failed; the number stays as typed.', actions: 'reportFailure' },
          },
          on: { SAVE: { description: 'Lagre while looking: remembered until the lookup answers.', actions: 'requestSave' } },
        },
        pickingRefInvoice: {
          description: "'Velg ref. faktura': the customer's open invoices ('Ingen åpne poster funnet' when there are none).",
          on: {
            PICK_REF_INVOICE: { target: 'idle', description: 'An open invoice is chosen as the ref invoice; focus moves to the invoice date.', actions: 'pickRefInvoice' },
            CANCEL: { target: 'idle', description: 'Closed without a choice; focus returns to the ref invoice number.', actions: 'focusRefInvoice' },
          },
        },
        saving: {
          description: 'Saving the entry; the server checks the same rules.',
          invoke: {
            id: 'saveEntry',
            src: 'saveEntry',
            input: ({ context }) => ({ clientId: context.clientId, entryId: context.entryId!, values: entryValues(context) }),
            onDone: { target: '#entryForm.saved', description: 'Saved: back to the client’s entry list.', actions: assign({ saved: ({ event }) => event.output }) },
            onError: { target: 'idle', description: "The server refused (its message is shown) or could not be reached; every value stays.", actions: 'reportFailure' },
          },
        },
        confirmingDelete: {
          description: 'Asks whether the entry should be deleted.',
          on: {
            CONFIRM: { target: 'deleting', description: 'The officer confirms.' },
            CANCEL: { target: 'idle', description: 'The officer keeps the entry.' },
          },
        },
        deleting: {
          description: 'Deleting the entry.',
          invoke: {
            id: 'deleteEntry',
            src: 'deleteEntry',
            input: ({ context }) => ({ clientId: context.clientId, entryId: context.entryId! }),
            onDone: { target: '#entryForm.deleted', description: 'Deleted: back to the client’s entry list.' },
            onError: { target: 'idle', description: 'Not deleted; the message says why.', actions: 'reportFailure' },
          },
        },
        uploading: {
          description: 'Sending the PDF as the invoice copy or the attachment.',
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context, event }) => {
              const upload = event as Extract<EntryFormEvent, { type: 'UPLOAD' }>;
              return { clientId: context.clientId, entryId: context.entryId!, kind: upload.kind, file: upload.file };
            },
            onDone: {
              target: 'idle',
              description: 'Stored: the form shows the file.',
              actions: assign(({ event }) => ({ [event.output.kind]: event.output.file })),
            },
            onError: { target: 'idle', description: 'The server refused the file; nothing is stored.', actions: 'reportFailure' },
          },
        },
        removingFile: {
          description: 'Removing the invoice copy or the attachment.',
          invoke: {
            id: 'removeFile',
            src: 'removeFile',
            input: ({ context, event }) => ({ clientId: context.clientId, entryId: context.entryId!, kind: (event as Extract<EntryFormEvent, { type: 'REMOVE_FILE' }>).kind }),
            onDone: { target: 'idle', description: 'Removed.', actions: assign(({ event }) => ({ [event.output]: null })) },
            onError: { target: 'idle', description: 'Not removed; the message says why.', actions: 'reportFailure' },
          },
        },
      },
    },
    saved: { type: 'final', description: 'Saved; the screen goes back to the client’s entry list.' },
    deleted: { type: 'final', description: 'Deleted; the screen goes back to the client’s entry list.' },
  },
});

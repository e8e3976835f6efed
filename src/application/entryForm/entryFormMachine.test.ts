import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EntryFile, EntryFileKind, EntryFormClient, EntryValues, JournalNumberCheck, RegisteredEntry } from '../ports/entryForm.port';
import { entryFormMachine, entryFormValidation, entryTaxRates, type EntryCustomer, type SaveEntryInput, type UploadedFile, type UploadInput } from './entryFormMachine';

const TODAY = '2026-11-26';
const RATES = [
  { code: 3, percent: 25 },
  { code: 31, percent: 15 },
  { code: 5, percent: 0 },
  { code: 6, percent: 0 },
];
const HIGH = RATES[0]!;
const LOW = RATES[1]!;
const client: EntryFormClient = { id: 1003, name: 'Fjord Bakeri AS', vatBound: true, invoiceFeeEnabled: false, standardCreditDays: 14 };
const customer: EntryCustomer = { id: 501, nr: 10, name: 'Ola Nordmann', creditDays: null, standardCreditDays: 14, shipmentType: 'PAPER' };
const pdf = { name: 'kopi.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') };
const png = { name: 'kopi.pdf', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function registered(values: EntryValues, id = 77): RegisteredEntry {
  return { ...values, id, clientId: 1003, customerNr: 10, customerName: 'Ola Nordmann', invoiceCopy: null, attachment: null };
}

interface Answers {
  create?: (values: EntryValues) => Promise<RegisteredEntry>;
  validate?: (check: JournalNumberCheck) => Promise<boolean>;
  findRef?: (invoiceNr: number) => Promise<boolean>;
  save?: (input: SaveEntryInput) => Promise<RegisteredEntry>;
  remove?: () => Promise<void>;
  upload?: (input: UploadInput) => Promise<EntryFile>;
  removeFile?: (kind: EntryFileKind) => Promise<void>;
}

function start(answers: Answers = {}, entryId: number | null = null, clientId = 1003) {
  const calls: { type: string; input: unknown }[] = [];
  const record = <T>(type: string, input: unknown, answer: () => Promise<T>) => {
    calls.push({ type, input });
    return answer();
  };
  const machine = entryFormMachine.provide({
    actors: {
      createEntry: fromPromise<RegisteredEntry, { clientId: number; values: EntryValues }>(({ input }) =>
        record('create', input, () => (answers.create ?? (async (v) => registered(v)))(input.values)),
      ),
      validateJournalNumber: fromPromise<boolean, { clientId: number; check: JournalNumberCheck }>(({ input }) =>
        record('validate', input, () => (answers.validate ?? (async () => true))(input.check)),
      ),
      findRefInvoice: fromPromise<boolean, { customerId: number; invoiceNr: number }>(({ input }) =>
        record('findRef', input, () => (answers.findRef ?? (async () => true))(input.invoiceNr)),
      ),
      saveEntry: fromPromise<RegisteredEntry, SaveEntryInput>(({ input }) => record('save', input, () => (answers.save ?? (async (i) => registered(i.values, i.entryId)))(input))),
      deleteEntry: fromPromise<void, { clientId: number; entryId: number }>(({ input }) => record('delete', input, () => (answers.remove ?? (async () => undefined))())),
      uploadFile: fromPromise<UploadedFile, UploadInput>(({ input }) =>
        record('upload', input, async () => ({ kind: input.kind, file: await (answers.upload ?? (async () => ({ id: 9, fileName: input.file.name, numberOfPages: 1 })))(input) })),
      ),
      removeFile: fromPromise<EntryFileKind, { clientId: number; entryId: number; kind: EntryFileKind }>(({ input }) =>
        record('removeFile', input, async () => {
          await (answers.removeFile ?? (async () => undefined))(input.kind);
          return input.kind;
        }),
      ),
    },
  });
  const actor = createActor(machine, { input: { clientId, entryId, today: TODAY } }).start();
  return { actor, calls, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}

/** A new entry with the customer picked, created as entry 77. */
async function created(answers: Answers = {}, clientId = 1003) {
  const form = start(answers, null, clientId);
  form.actor.send({ type: 'LOADED', client: { ...client, id: clientId }, rates: RATES, entry: null, customer: null });
  form.actor.send({ type: 'PICK_CUSTOMER', customer });
  await settle();
  return form;
}

describe('entry form: loading', () => {
  it('starts a new entry with the customer, invoice dated today', () => {
    const { actor, value, context } = start();
    expect(value()).toBe('loading');
    actor.send({ type: 'LOADED', client, rates: RATES, entry: null, customer: null });
    expect(value()).toBe('choosingCustomer');
    expect(context().values).toMatchObject({ entryType: 'INVOICE', jourDate: TODAY, dueDate: null, amountIncTax: null, taxRows: [] });
  });

  it("fills the form from an existing entry", () => {
    const { actor, value, context } = start({}, 77);
    const entry = registered({ ...created0(), jourNr: 5001, amountIncTax: 12500, taxRows: [{ taxCode: 3, taxPercent: 25, amountExTax: 10000, amountIncTax: 12500 }] });
    actor.send({ type: 'LOADED', client, rates: RATES, entry, customer });
    expect(value()).toEqual({ editing: 'idle' });
    expect(context()).toMatchObject({ entryId: 77, customer, values: { jourNr: 5001, amountIncTax: 12500 } });
  });

  it('fills a draft saved before the one VAT rule with its rows as the rule computes them, and its delivery period', () => {
    const { actor, context } = start({}, 77);
    // 2 øre typed including 25 % was once stored as base 2 øre, VAT 0: the rule makes it base 2, VAT 1 (round(0,5)).
    const entry = registered({ ...created0(), jourNr: 5001, amountIncTax: 2, deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30', taxRows: [{ taxCode: 3, taxPercent: 25, amountExTax: 2, amountIncTax: 2 }] });
    actor.send({ type: 'LOADED', client, rates: RATES, entry, customer });
    expect(context().values).toMatchObject({ deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30', taxRows: [{ amountExTax: 2, amountIncTax: 3 }] });
    expect(entryFormValidation(context()).issues).toContainEqual({ field: 'taxSummary', severity: 'error', message: 'MVA sum stemmer ikke med beløp' });
  });

  it("shows 'Klient ikke funnet' and 'Oppføring kunne ikke laste'", () => {
    const a = start();
    a.actor.send({ type: 'CLIENT_NOT_FOUND' });
    expect(a.value()).toBe('clientNotFound');
    const b = start({}, 5);
    b.actor.send({ type: 'ENTRY_NOT_LOADED' });
    expect(b.value()).toBe('entryNotLoaded');
  });
});

function created0(): EntryValues {
  return {
    entryType: 'INVOICE', customerId: 501, jourNr: null, refInvoiceNr: null, jourDate: TODAY, dueDate: null, deliveryDate: null, deliveryEndDate: null, yourRef: '', customerAtt: '', ourRef: '',
    amountIncTax: null, rounding: 0, taxRows: [], language: '', shipment: 'PAPER', isFeeEnabled: false,
  };
}

describe('entry form: the customer pick creates the entry', () => {
  it('creates the entry for the picked customer, then edits it with focus on the journal number', async () => {
    const { calls, value, context } = await created();
    expect(calls).toEqual([{ type: 'create', input: { clientId: 1003, values: created0() } }]);
    expect(value()).toEqual({ editing: 'idle' });
    expect(context().entryId).toBe(77);
    expect(context().focus).toEqual({ field: 'jourNr', seq: 1 });
  });

  it('lets the officer choose a credit note before the customer; eFaktura customers get no shipment on a credit note', async () => {
    const form = start();
    form.actor.send({ type: 'LOADED', client, rates: RATES, entry: null, customer: null });
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
    form.actor.send({ type: 'PICK_CUSTOMER', customer: { ...customer, shipmentType: 'EFAKTURA' } });
    await settle();
    expect(form.calls[0]!.input).toMatchObject({ values: { entryType: 'CREDITNOTE', shipment: null } });
  });

  it('goes back to the picker with the message when the creation fails', async () => {
    const form = start({ create: async () => Promise.reject(new Error('Kunden finnes ikke')) });
    form.actor.send({ type: 'LOADED', client, rates: RATES, entry: null, customer: null });
    form.actor.send({ type: 'PICK_CUSTOMER', customer });
    await settle();
    expect(form.value()).toBe('choosingCustomer');
    expect(form.context()).toMatchObject({ failure: 'Kunden finnes ikke', customer: null });
  });

  it('offers no upload before the entry exists', () => {
    const form = start();
    form.actor.send({ type: 'LOADED', client, rates: RATES, entry: null, customer: null });
    expect(form.actor.getSnapshot().can({ type: 'UPLOAD', kind: 'invoiceCopy', file: pdf })).toBe(false);
  });
});

describe('entry form: journal number checked on blur', () => {
  it('moves focus to the invoice date on an invoice when the number is free', async () => {
    const form = await created();
    form.actor.send({ type: 'EDIT', patch: { jourNr: 5001 } });
    form.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    expect(form.value()).toEqual({ editing: 'validatingJournalNumber' });
    await settle();
    expect(form.calls[1]).toEqual({ type: 'validate', input: { clientId: 1003, check: { entryId: 77, customerId: 501, entryType: 'INVOICE', jourNr: 5001 } } });
    expect(form.context().focus).toEqual({ field: 'jourDate', seq: 2 });
  });

  it('moves focus to the ref invoice number on a credit note', async () => {
    const form = await created();
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
    form.actor.send({ type: 'EDIT', patch: { jourNr: 5002 } });
    form.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    await settle();
    expect(form.context().focus?.field).toBe('refInvoiceNr');
  });

  it("says 'Nummeret er allerede i bruk' and blocks Lagre until the number changes", async () => {
    const form = await created({ validate: async () => false });
    form.actor.send({ type: 'EDIT', patch: { jourNr: 5001 } });
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
    form.actor.send({ type: 'BLUR_DUE_DATE' });
    form.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    await settle();
    expect(form.context().focus?.field).toBe('jourNr');
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'jourNr', severity: 'error', message: 'Nummeret er allerede i bruk' });
    expect(form.actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    form.actor.send({ type: 'EDIT', patch: { jourNr: 5003 } });
    expect(form.actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it('saves when Lagre comes while the server checks the number (Enter in the number field blurs it first), once the number is free', async () => {
    const form = await created();
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
    form.actor.send({ type: 'BLUR_DUE_DATE' });
    form.actor.send({ type: 'EDIT', patch: { jourNr: 5001 } });
    form.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    form.actor.send({ type: 'SAVE' });
    expect(form.value()).toEqual({ editing: 'validatingJournalNumber' });
    await settle();
    await settle();
    expect(form.calls.map((c) => c.type)).toEqual(['create', 'validate', 'save']);
    expect(form.value()).toBe('saved');
    expect(form.context().saved).toMatchObject({ id: 77, jourNr: 5001, amountIncTax: 12500 });
  });

  it('does not save a number found in use, nor a form with a broken rule, when Lagre came during the check; a later check does not save by itself', async () => {
    const inUse = await created({ validate: async () => false });
    inUse.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
    inUse.actor.send({ type: 'BLUR_DUE_DATE' });
    inUse.actor.send({ type: 'EDIT', patch: { jourNr: 5001 } });
    inUse.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    inUse.actor.send({ type: 'SAVE' });
    await settle();
    expect(inUse.value()).toEqual({ editing: 'idle' });
    expect(inUse.context().saveRequested).toBe(false);

    const noAmount = await created();
    noAmount.actor.send({ type: 'EDIT', patch: { jourNr: 5001 } });
    noAmount.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    noAmount.actor.send({ type: 'SAVE' });
    await settle();
    expect(noAmount.value()).toEqual({ editing: 'idle' });
    noAmount.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
    noAmount.actor.send({ type: 'BLUR_DUE_DATE' });
    noAmount.actor.send({ type: 'EDIT', patch: { jourNr: 5002 } });
    noAmount.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    await settle();
    expect(noAmount.value()).toEqual({ editing: 'idle' });
    expect(noAmount.calls.map((c) => c.type)).toEqual(['create', 'validate', 'validate']);
  });

  it('does not ask the server about an empty number, and keeps the form when the check fails', async () => {
    const form = await created({ validate: async () => Promise.reject(new Error('Tjeneren svarer ikke')) });
    form.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    expect(form.value()).toEqual({ editing: 'idle' });
    form.actor.send({ type: 'EDIT', patch: { jourNr: 2147483648 } });
    form.actor.send({ type: 'BLUR_JOURNAL_NUMBER' });
    await settle();
    expect(form.context().failure).toBe('Tjeneren svarer ikke');
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'jourNr', severity: 'warning', message: 'Denne verdien støttes ikke i DOS' });
  });
});

describe("entry form: the ref invoice and 'Velg ref. faktura'", () => {
  async function creditNote(found: boolean) {
    const form = await created({ findRef: async () => found });
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
    form.actor.send({ type: 'EDIT', patch: { refInvoiceNr: 4711 } });
    form.actor.send({ type: 'BLUR_REF_INVOICE' });
    await settle();
    return form;
  }

  it('moves on to the invoice date when the customer has the invoice', async () => {
    const form = await creditNote(true);
    expect(form.value()).toEqual({ editing: 'idle' });
    expect(form.calls.at(-1)).toEqual({ type: 'findRef', input: { customerId: 501, invoiceNr: 4711 } });
    expect(form.context().focus?.field).toBe('jourDate');
  });

  it('opens the picker when not found; a choice fills the number, cancel returns to the field', async () => {
    const form = await creditNote(false);
    expect(form.value()).toEqual({ editing: 'pickingRefInvoice' });
    form.actor.send({ type: 'PICK_REF_INVOICE', invoiceNr: 4700 });
    expect(form.context().values.refInvoiceNr).toBe(4700);
    expect(form.context().focus?.field).toBe('jourDate');
    const again = await creditNote(false);
    again.actor.send({ type: 'CANCEL' });
    expect(again.value()).toEqual({ editing: 'idle' });
    expect(again.context().focus?.field).toBe('refInvoiceNr');
  });

  it('saves a credit note when Lagre comes while the ref invoice is looked up and it is found; opens the picker, unsaved, when not', async () => {
    for (const found of [true, false]) {
      const form = await created({ findRef: async () => found });
      form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
      form.actor.send({ type: 'EDIT', patch: { jourNr: 5001, refInvoiceNr: 4711 } });
      form.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
      form.actor.send({ type: 'BLUR_REF_INVOICE' });
      form.actor.send({ type: 'SAVE' });
      await settle();
      await settle();
      expect(form.value()).toEqual(found ? 'saved' : { editing: 'pickingRefInvoice' });
      expect(form.calls.map((c) => c.type)).toEqual(found ? ['create', 'findRef', 'save'] : ['create', 'findRef']);
    }
  });

  it('does not look up an invoice, which has no ref field, nor an empty number; a failed lookup keeps the number', async () => {
    const form = await created({ findRef: async () => Promise.reject(new Error('nede')) });
    form.actor.send({ type: 'BLUR_REF_INVOICE' });
    expect(form.value()).toEqual({ editing: 'idle' });
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
    form.actor.send({ type: 'EDIT', patch: { refInvoiceNr: 4711 } });
    form.actor.send({ type: 'BLUR_REF_INVOICE' });
    await settle();
    expect(form.context()).toMatchObject({ failure: 'nede', values: { refInvoiceNr: 4711 } });
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'INVOICE' });
    expect(form.context().values.refInvoiceNr).toBeNull();
  });
});

describe('entry form: amounts, VAT rows and rounding', () => {
  it('fills the default 25 % row from a first amount; a second rate splits it; an emptied row goes', async () => {
    const form = await created();
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 20000 });
    expect(form.context().values.taxRows).toEqual([{ taxCode: 3, taxPercent: 25, amountExTax: 16000, amountIncTax: 20000 }]);
    form.actor.send({ type: 'EDIT_TAX_ROW', rate: HIGH, edit: { amountExTax: 10000 } });
    form.actor.send({ type: 'EDIT_TAX_ROW', rate: LOW, edit: { amountIncTax: 7500 } });
    expect(form.context().values.taxRows).toEqual([
      { taxCode: 3, taxPercent: 25, amountExTax: 10000, amountIncTax: 12500 },
      { taxCode: 31, taxPercent: 15, amountExTax: 6522, amountIncTax: 7500 },
    ]);
    expect(entryFormValidation(form.context()).issues).toEqual([{ field: 'dueDate', severity: 'error', message: 'Forfallsdato må fylles ut' }]);
    form.actor.send({ type: 'EDIT_TAX_ROW', rate: LOW, edit: { amountIncTax: null } });
    expect(form.context().values.taxRows).toHaveLength(1);
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'taxSummary', severity: 'error', message: 'MVA sum stemmer ikke med beløp' });
  });

  it('lets the rounding take the øre when no base at 25 % gives the first amount (VAT = base × rate, rounded once)', async () => {
    const form = await created();
    // 1 234,52 kr: base 987,61 gives 1 234,51 and base 987,62 gives 1 234,53; the row is the lower, the rounding 0,01.
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 123_452 });
    expect(form.context().values).toMatchObject({ amountIncTax: 123_452, rounding: 1, taxRows: [{ amountExTax: 98_761, amountIncTax: 123_451 }] });
    expect(entryFormValidation(form.context()).issues.map((issue) => issue.field)).not.toContain('taxSummary');
    // A rounding the officer typed is left alone.
    const typed = await created();
    typed.actor.send({ type: 'EDIT_ROUNDING', rounding: -3 });
    typed.actor.send({ type: 'EDIT_AMOUNT', amount: 123_452 });
    expect(typed.context().values.rounding).toBe(-3);
  });

  it('keeps the delivery date and period typed, and refuses a period that ends before it starts', async () => {
    const form = await created();
    form.actor.send({ type: 'EDIT', patch: { deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30' } });
    expect(form.context().values).toMatchObject({ deliveryDate: '2026-11-01', deliveryEndDate: '2026-11-30' });
    expect(entryFormValidation(form.context()).issues.map((issue) => issue.field)).not.toContain('deliveryEndDate');
    form.actor.send({ type: 'EDIT', patch: { deliveryDate: null, deliveryEndDate: '2026-01-01' } });
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'deliveryEndDate', severity: 'error', message: 'Leveringsperioden kan ikke slutte før den begynner' });
  });

  it('makes a credit note negative, its VAT rows too, and back again', async () => {
    const form = await created();
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
    expect(form.context().values).toMatchObject({ amountIncTax: -12500, taxRows: [{ amountIncTax: -12500, amountExTax: -10000 }] });
    form.actor.send({ type: 'EDIT_TAX_ROW', rate: HIGH, edit: { amountIncTax: 2500 } });
    expect(form.context().values.taxRows[0]!.amountIncTax).toBe(-2500);
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'INVOICE' });
    expect(form.context().values.amountIncTax).toBe(12500);
  });

  it('client 2084 always uses the VAT summary: its total follows the rows and rounding, so the sum always agrees', async () => {
    const form = await created({}, 2084);
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 20000 });
    form.actor.send({ type: 'EDIT_TAX_ROW', rate: LOW, edit: { amountIncTax: 7500 } });
    expect(form.context().values.amountIncTax).toBe(27500);
    form.actor.send({ type: 'EDIT_ROUNDING', rounding: 1 });
    expect(form.context().values.amountIncTax).toBe(27501);
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 99900 });
    expect(form.context().values.amountIncTax).toBe(27501);
    expect(entryFormValidation(form.context()).issues.map((issue) => issue.field)).not.toContain('taxSummary');
  });

  it("clamps the rounding to ±1 krone and reds a full krone", async () => {
    const form = await created();
    form.actor.send({ type: 'EDIT_ROUNDING', rounding: -450 });
    expect(form.context().values.rounding).toBe(-100);
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'rounding', severity: 'error', message: 'Øreavrunding kan ikke være mer enn 1 krone' });
  });

  it('offers only 0 % to a client that is not VAT-bound, and never code 6; its first amount goes to 0 %', () => {
    const form = start();
    form.actor.send({ type: 'LOADED', client: { ...client, vatBound: false }, rates: RATES, entry: null, customer: null });
    expect(entryTaxRates(form.context())).toEqual([{ code: 5, percent: 0 }]);
    const bound = start();
    bound.actor.send({ type: 'LOADED', client, rates: RATES, entry: null, customer: null });
    expect(entryTaxRates(bound.context()).map((r) => r.code)).toEqual([3, 31, 5]);
  });
});

describe('entry form: dates and EHF', () => {
  it("fills an empty due date on blur from the customer's credit days, else the standard; keeps a typed one; none on a credit note", async () => {
    const form = await created();
    form.actor.send({ type: 'BLUR_DUE_DATE' });
    expect(form.context().values.dueDate).toBe('2026-12-10');
    form.actor.send({ type: 'EDIT', patch: { dueDate: '2026-11-20' } });
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'dueDate', severity: 'error', message: 'Forfallsdato kan ikke være før fakturadato' });
    form.actor.send({ type: 'CUSTOMER_SAVED', customer: { ...customer, creditDays: 30 } });
    form.actor.send({ type: 'EDIT', patch: { dueDate: null } });
    form.actor.send({ type: 'BLUR_DUE_DATE' });
    expect(form.context().values.dueDate).toBe('2026-12-26');
    form.actor.send({ type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' });
    form.actor.send({ type: 'BLUR_DUE_DATE' });
    expect(form.context().values.dueDate).toBeNull();
  });

  it("fills 'Fakturamottak' on focus of Deres ref. for EHF, and requires it", async () => {
    const form = await created();
    form.actor.send({ type: 'FOCUS_YOUR_REF' });
    expect(form.context().values.yourRef).toBe('');
    form.actor.send({ type: 'EDIT', patch: { shipment: 'EHF' } });
    expect(entryFormValidation(form.context()).issues).toContainEqual({ field: 'yourRef', severity: 'error', message: 'Deres ref. må fylles ut ved EHF-forsendelse' });
    form.actor.send({ type: 'FOCUS_YOUR_REF' });
    expect(form.context().values.yourRef).toBe('Fakturamottak');
  });

  it('changes the customer of an existing entry without a new entry', async () => {
    const form = await created();
    form.actor.send({ type: 'PICK_CUSTOMER', customer: { ...customer, id: 502, nr: 11 } });
    expect(form.value()).toEqual({ editing: 'idle' });
    expect(form.calls.filter((c) => c.type === 'create')).toHaveLength(1);
    expect(form.context().customer?.id).toBe(502);
  });
});

describe('entry form: Lagre, Slett and the uploads', () => {
  async function complete(answers: Answers = {}) {
    const form = await created(answers);
    form.actor.send({ type: 'EDIT', patch: { jourNr: 5001 } });
    form.actor.send({ type: 'EDIT_AMOUNT', amount: 12500 });
    form.actor.send({ type: 'BLUR_DUE_DATE' });
    return form;
  }

  it('saves a complete entry and is done', async () => {
    const form = await complete();
    form.actor.send({ type: 'SAVE' });
    await settle();
    expect(form.value()).toBe('saved');
    expect(form.calls.at(-1)).toMatchObject({ type: 'save', input: { clientId: 1003, entryId: 77, values: { customerId: 501, jourNr: 5001, amountIncTax: 12500, dueDate: '2026-12-10' } } });
  });

  it('does not save without an amount or with a rule broken', async () => {
    const form = await created();
    expect(form.actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
  });

  it("keeps every value and shows the server's refusal", async () => {
    const form = await complete({ save: async () => Promise.reject(new Error('Forfallsdato kan ikke være før fakturadato')) });
    form.actor.send({ type: 'SAVE' });
    await settle();
    expect(form.value()).toEqual({ editing: 'idle' });
    expect(form.context()).toMatchObject({ failure: 'Forfallsdato kan ikke være før fakturadato', values: { jourNr: 5001, amountIncTax: 12500 } });
  });

  it('deletes only after the confirmation', async () => {
    const form = await complete();
    form.actor.send({ type: 'DELETE' });
    expect(form.value()).toEqual({ editing: 'confirmingDelete' });
    form.actor.send({ type: 'CANCEL' });
    expect(form.calls.some((c) => c.type === 'delete')).toBe(false);
    form.actor.send({ type: 'DELETE' });
    form.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(form.value()).toBe('deleted');
  });

  it('stays when the delete fails', async () => {
    const form = await complete({ remove: async () => Promise.reject(new Error('Kunne ikke slette')) });
    form.actor.send({ type: 'DELETE' });
    form.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(form.context().failure).toBe('Kunne ikke slette');
  });

  it('uploads a PDF by its bytes, refuses anything else unsent, and removes a file', async () => {
    const form = await complete();
    form.actor.send({ type: 'UPLOAD', kind: 'attachment', file: png });
    expect(form.context().failure).toBe('Filen er ikke en PDF');
    expect(form.calls.some((c) => c.type === 'upload')).toBe(false);
    form.actor.send({ type: 'UPLOAD', kind: 'invoiceCopy', file: pdf });
    await settle();
    expect(form.context()).toMatchObject({ failure: null, invoiceCopy: { id: 9, fileName: 'kopi.pdf' }, attachment: null });
    form.actor.send({ type: 'REMOVE_FILE', kind: 'attachment' });
    expect(form.value()).toEqual({ editing: 'idle' });
    form.actor.send({ type: 'REMOVE_FILE', kind: 'invoiceCopy' });
    await settle();
    expect(form.context().invoiceCopy).toBeNull();
  });

  it('says why when the server refuses an upload or a removal', async () => {
    const form = await complete({ upload: async () => Promise.reject(new Error('Filen er for stor')), removeFile: async () => Promise.reject(new Error('nei')) });
    form.actor.send({ type: 'UPLOAD', kind: 'invoiceCopy', file: pdf });
    await settle();
    expect(form.context()).toMatchObject({ failure: 'Filen er for stor', invoiceCopy: null });
  });
});

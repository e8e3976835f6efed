import { entryFormMachine, type EntryCustomer } from '../../entryForm/entryFormMachine';
import type { EntryFormClient, RegisteredEntry } from '../../ports/entryForm.port';
import { defineMachineEntry } from '../machineEntry';

const TODAY = '2026-11-26';
const RATES = [
  { code: 3, percent: 25 },
  { code: 31, percent: 15 },
  { code: 5, percent: 0 },
];
const client: EntryFormClient = { id: 1003, name: 'Fjord Bakeri AS', vatBound: true, invoiceFeeEnabled: false, standardCreditDays: 14 };
const customer: EntryCustomer = { id: 501, nr: 10, name: 'Ola Nordmann', creditDays: null, standardCreditDays: 14, shipmentType: 'PAPER' };
const entry: RegisteredEntry = {
  id: 77,
  clientId: 1003,
  customerId: 501,
  customerNr: 10,
  customerName: 'Ola Nordmann',
  entryType: 'INVOICE',
  jourNr: 5001,
  refInvoiceNr: null,
  jourDate: TODAY,
  dueDate: '2026-12-10',
  deliveryDate: null,
  deliveryEndDate: null,
  yourRef: '',
  customerAtt: '',
  ourRef: '',
  amountIncTax: 12_500,
  rounding: 0,
  taxRows: [{ taxCode: 3, taxPercent: 25, amountExTax: 10_000, amountIncTax: 12_500 }],
  language: '',
  shipment: 'PAPER',
  isFeeEnabled: false,
  invoiceCopy: null,
  attachment: null,
};
const pdf = { name: 'kopi.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') };
const notPdf = { name: 'kopi.pdf', bytes: new TextEncoder().encode('ikke en pdf') };

export const entryFormEntry = defineMachineEntry({
  title: 'Registrer faktura',
  purpose:
    'Registrere en faktura eller kreditnota for hånd: kunden velges (posten opprettes), bilagsnummeret sjekkes av tjeneren når feltet forlates, MVA-linjer, avrunding og datoer kontrolleres mens det skrives, og posten lagres eller slettes.',
  machine: entryFormMachine,
  input: { clientId: 1003, entryId: null, today: TODAY },
  fakeActors: {
    createEntry: [
      { label: 'opprettet', output: entry },
      { label: 'avvist', error: new Error('Kunden finnes ikke') },
    ],
    validateJournalNumber: [
      { label: 'ledig', output: true },
      { label: 'i bruk', output: false },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
    findRefInvoice: [
      { label: 'funnet', output: true },
      { label: 'ikke funnet', output: false },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
    saveEntry: [
      { label: 'lagret', output: entry },
      { label: 'avvist', error: new Error('MVA sum stemmer ikke med beløp') },
    ],
    deleteEntry: [
      { label: 'slettet', output: undefined },
      { label: 'feilet', error: new Error('Kunne ikke slette de valgte postene') },
    ],
    uploadFile: [
      { label: 'lastet opp', output: { kind: 'invoiceCopy', file: { id: 9, fileName: 'kopi.pdf', numberOfPages: 1 } } },
      { label: 'avvist', error: new Error('Filen er for stor (største tillatte størrelse er 10 MB)') },
    ],
    removeFile: [
      { label: 'fjernet', output: 'invoiceCopy' },
      { label: 'feilet', error: new Error('En feil oppstod') },
    ],
  },
  // What the guards read: the state, whether there is a customer, the number and amount typed, the check's answer, the files, and a Lagre waiting for a check.
  modelState: (snapshot) => {
    const { customer: picked, values, journalNumberInUse, invoiceCopy, entryId, saveRequested } = snapshot.context;
    return [snapshot.value, picked?.id ?? null, entryId, values.entryType, values.jourNr, values.refInvoiceNr, values.amountIncTax, values.dueDate, journalNumberInUse, invoiceCopy?.id ?? null, saveRequested];
  },
  sampleEvents: {
    LOADED: [
      { label: 'ny post', event: { type: 'LOADED', client, rates: RATES, entry: null, customer: null } },
      { label: 'post 77', event: { type: 'LOADED', client, rates: RATES, entry, customer } },
    ],
    SET_ENTRY_TYPE: [
      { label: 'kreditnota', event: { type: 'SET_ENTRY_TYPE', entryType: 'CREDITNOTE' } },
      { label: 'faktura', event: { type: 'SET_ENTRY_TYPE', entryType: 'INVOICE' } },
    ],
    PICK_CUSTOMER: [{ label: 'kunde 10', event: { type: 'PICK_CUSTOMER', customer } }],
    CUSTOMER_SAVED: [{ label: 'kunde 10 med 30 dagers kreditt', event: { type: 'CUSTOMER_SAVED', customer: { ...customer, creditDays: 30 } } }],
    EDIT: [
      { label: 'bilagsnr. 5001', event: { type: 'EDIT', patch: { jourNr: 5001 } } },
      { label: 'ref. faktura 4711', event: { type: 'EDIT', patch: { refInvoiceNr: 4711 } } },
    ],
    EDIT_AMOUNT: [{ label: '125,00', event: { type: 'EDIT_AMOUNT', amount: 12_500 } }],
    EDIT_TAX_ROW: [{ label: '25 % tømt', event: { type: 'EDIT_TAX_ROW', rate: RATES[0]!, edit: { amountIncTax: null } } }],
    EDIT_ROUNDING: [{ label: '1,50', event: { type: 'EDIT_ROUNDING', rounding: 150 } }],
    PICK_REF_INVOICE: [{ label: 'faktura 4700', event: { type: 'PICK_REF_INVOICE', invoiceNr: 4700 } }],
    UPLOAD: [
      { label: 'Faktura kopi (PDF)', event: { type: 'UPLOAD', kind: 'invoiceCopy', file: pdf } },
      { label: 'Vedlegg som ikke er PDF', event: { type: 'UPLOAD', kind: 'attachment', file: notPdf } },
    ],
    REMOVE_FILE: [{ label: 'Faktura kopi', event: { type: 'REMOVE_FILE', kind: 'invoiceCopy' } }],
  },
});

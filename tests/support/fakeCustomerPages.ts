import type { Customer, CustomerDetail, CustomerPagesPort, InvoiceLine, InvoiceView, OutboxMessage, Post } from '../../src/application/ports/customerPages.port';
import { readOf } from './pageHarness';
import { MAIL_UNCERTAIN_ERROR } from '../../src/domain/customer/customerPageTexts';

export const CUSTOMER: Customer = {
  id: 501,
  nr: 10001,
  clientId: 1001,
  clientName: 'Fjordkraft AS',
  name: 'Kari Nordmann',
  type: 'Retail',
  addressLine1: 'Storgata 1',
  addressLine2: null,
  countryCode: 'NO',
  countryName: 'Norge',
  postNo: '0150',
  cityName: 'OSLO',
  phoneNr: '22 22 22 22',
  email: 'kari@example.no',
  invoiceEmail: null,
  orgNo: null,
  fixedOrgNo: false,
  shipmentType: 'EMAIL',
  fixedShipment: false,
  creditDays: 14,
};

export const DETAIL: CustomerDetail = {
  ...CUSTOMER,
  settings: { specifyInterestAndFee: false, brevgiro: true, debtCollectionNoticeOnEmail: false, autoSplitRateInvoice: false, languageCode: '' },
  shipments: [{ label: 'eFaktura', value: 'EFAKTURA', addressValue: '98765432', shipmentType: 'EFAKTURA', isEnabled: false, isRejected: true }],
  stdShipment: 'PAPER',
  stdCreditDays: 15,
  economy: {
    revenueTotal: 12_345_600,
    revenueThisYear: 100_000,
    overdueUnpaid: 50_000,
    balance: 75_000,
    balanceWithInterestAndFee: 80_000,
    sumOpenDebit: 90_000,
    sumOpenCredit: -10_000,
  },
};

export const INVOICE: InvoiceView = {
  id: 9001,
  type: 'INVOICE',
  jourNr: 700123,
  jourDate: '2026-10-01',
  dueDate: '2026-10-15',
  amountIncTax: 125_000,
  amountExTax: 100_000,
  taxAmount: 25_000,
  rounding: 0,
  shipmentType: 'EMAIL',
  yourRef: null,
  ourRef: null,
  invoiceText: null,
  customerId: 501,
  clientId: 1001,
  isRegisteredHere: false,
  status: { restAmount: 125_000, invoicePart: 125_000, interestPart: 0, feePart: 0, statusCode: 'NP', statusText: 'Ubetalt', procLevel: 1, isActive: true, readyForDebtCollectionDecision: false },
};

export const POSTS: Post[] = [
  { id: 9001, jourDate: '2026-10-01', text: 'Faktura 700123', invoiceNr: 700123, jourNr: 700123, amount: 125_000, invoicePart: 75_000, interestPart: 0, feePart: 0, restAmount: 75_000, tag: null },
  { id: 31, jourDate: '2026-10-20', text: 'Innbetaling', invoiceNr: 700123, jourNr: 800001, amount: -50_000, invoicePart: 0, interestPart: 0, feePart: 0, restAmount: 0, tag: null },
  { id: 9002, jourDate: '2026-10-05', text: 'Kreditnota 700200', invoiceNr: 700200, jourNr: 700200, amount: -20_000, invoicePart: -20_000, interestPart: 0, feePart: 0, restAmount: -20_000, tag: 'dos' },
];

export const MAIL: OutboxMessage[] = [
  {
    id: 7,
    createdAt: '2026-11-20T09:15:00Z',
    createdBy: 'Tora Teknisk',
    recipient: 'kopi@example.no',
    subject: 'Kopi av faktura 700123',
    text: 'Vedlagt følger kopi.',
    status: 'Failed',
    attempts: 8,
    sentAt: null,
    lastError: '550 mailbox unavailable',
    jourNr: 700123,
    attachments: ['faktura-700123.pdf'],
  },
  {
    id: 6,
    createdAt: '2026-11-19T08:00:00Z',
    createdBy: 'Produksjon',
    recipient: 'kunde@example.no',
    subject: 'Faktura 700123 fra Klient AS',
    text: 'Vedlagt følger faktura 700123.',
    status: 'Uncertain',
    attempts: 0,
    sentAt: null,
    lastError: MAIL_UNCERTAIN_ERROR,
    jourNr: 700123,
    attachments: ['Faktura-700123.pdf'],
  },
];

export const lines = (n: number): InvoiceLine[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    lineNumber: i + 1,
    lineType: 'PRODUCT',
    lineText: `Vare ${i + 1}`,
    quantity: 1,
    unitPrice: 10_000,
    taxPercent: 25,
    amountExTax: 10_000,
    amountIncTax: 12_500,
  }));

/** A customer-pages port answering from fixed data; a test overrides what it needs. */
export function fakeCustomerPages(overrides: Partial<CustomerPagesPort> = {}): CustomerPagesPort {
  return {
    customerByNr: (clientId, nr) => readOf('service', `Client/${clientId}/Customer/${nr}`, () => (nr === CUSTOMER.nr ? CUSTOMER : null)),
    customerPage: (clientId, nr) =>
      readOf('service', `Client/${clientId}/Customer/${nr}/Page`, async () => {
        const port = fakeCustomerPages(overrides);
        const customer = await port.customerByNr(clientId, nr).fetch();
        if (!customer) return null;
        return { customer, detail: (await port.customer(customer.id).fetch())!, openPosts: await port.openPosts(customer.id).fetch() };
      }),
    invoicePage: (clientId, nr, jourNr) =>
      readOf('service', `Client/${clientId}/Customer/${nr}/Invoice/${jourNr}/Page`, async () => {
        const port = fakeCustomerPages(overrides);
        const customer = await port.customerByNr(clientId, nr).fetch();
        if (!customer) return null;
        const entry = await port.entry(customer.id, 'INVOICE', jourNr).fetch();
        const one = typeof entry.found === 'object' ? entry.found : null;
        return { customer, entry, lines: one ? await port.lines(one.id).fetch() : null, taxSummary: one ? await port.taxSummary(one.id).fetch() : null };
      }),
    customerTemplate: (clientId) => readOf('service', `Client/${clientId}/CustomerTemplate`, () => null),
    customer: (id) => readOf('service', `Customer/${id}`, () => DETAIL),
    openPosts: (id) =>
      readOf('service', `Customer/${id}/OpenPosts`, () => [
        { journalDate: '2026-10-01', type: 'INVOICE', journalNr: 700123, dueDate: '2026-10-15', amount: 125_000, restAmount: 125_000 },
        { journalDate: '2026-10-05', type: 'CREDITNOTE', journalNr: 700200, dueDate: null, amount: -20_000, restAmount: -20_000 },
      ]),
    posts: (id, query) => readOf('service', `Customer/${id}/Posts`, () => POSTS.filter((post) => query.filter === 'all' || post.restAmount < 0), query),
    crossrefs: (id, invoiceNr) => readOf('service', `Customer/${id}/Posts`, () => POSTS.filter((post) => post.invoiceNr === invoiceNr), { invoiceNr }),
    invoices: (id) => readOf('service', `Customer/${id}/Invoices`, () => []),
    notes: (clientId, nr) => readOf('service', `clients/${clientId}/customers/${nr}/notes`, () => [{ id: 1, created: '2026-11-01T10:00:00Z', createdBy: 'Tora Teknisk', text: 'Ringte' }]),
    ledger: (clientId, nr) =>
      readOf('service', `clients/${clientId}/customers/${nr}/ledgers`, () => ({ posts: [], openingBalance: 0, sumDebit: 0, sumCredit: 0, closingBalance: 0 })),
    entry: (customerId, type, jourNr) =>
      readOf('service', `Customer/${customerId}/${type}/${jourNr}`, () => (type === 'INVOICE' && jourNr === INVOICE.jourNr ? { found: INVOICE } : { found: 'none' as const })),
    lines: (id) => readOf('service', `Invoice/${id}/Lines`, () => lines(7)),
    taxSummary: (id) => readOf('service', `Invoice/${id}/TaxSummary`, () => [{ taxCode: 3, taxPercent: 25, amountExTax: 100_000, taxAmount: 25_000, amountIncTax: 125_000 }]),
    events: (id) => readOf('service', `Invoice/${id}/Events`, () => []),
    invoiceNotes: (id) => readOf('service', `Invoice/${id}/Notes`, () => []),
    updateCustomer: async () => CUSTOMER,
    createCustomer: async () => CUSTOMER,
    updateSettings: async () => undefined,
    reactivateShipment: async () => undefined,
    addNote: async () => undefined,
    changeInvoiceNumber: async () => undefined,
    downloadDocument: async (type, id) => ({ fileName: `${type}-${id}.pdf`, content: new Blob(['%PDF-1.3']) }),
    sendCopy: async () => undefined,
    invoiceMail: (id) => readOf('service', `Invoice/${id}/Mail`, () => MAIL),
    customerMail: (id) => readOf('service', `Customer/${id}/Mail`, () => MAIL),
    taxRates: (date) => readOf('legacy', 'CommonReg/TaxRates', () => [{ code: 3, percent: 25 }, { code: 31, percent: 15 }, { code: 4, percent: 0 }], { date }),
    changeInvoiceAmount: async () => undefined,
    moveInvoice: async () => undefined,
    updateNote: async () => undefined,
    cityName: async (postNo) => (postNo === '5003' ? 'BERGEN' : null),
    organisation: async () => ({ companyName: 'Fjordkraft AS', ehf: { found: true, company: { isEnabled: true } } }),
    ...overrides,
  };
}

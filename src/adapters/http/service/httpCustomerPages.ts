import type {
  Customer,
  CustomerDetail,
  CustomerNote,
  CustomerPagesPort,
  EntryLookup,
  InvoiceLine,
  InvoicePageFirstPaint,
  InvoiceView,
  OpenPost,
  OutboxMessage,
  Post,
  TaxSummaryRow,
} from '../../../application/ports/customerPages.port';
import { INSOLVENCY_LABEL } from '../../../domain/company/insolvency';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { lookUpCityName } from '../legacy/httpRegisterLookups';
import type { LegacyClient } from '../legacy/legacyClient';
import { ApiFailure, answer, fileNameOf, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type Schemas = components['schemas'];

const ore = (kroner: number | null | undefined) => oreFromApiDecimal(kroner ?? 0);
const oreOrNull = (kroner: number | null | undefined) => (kroner === null || kroner === undefined ? null : oreFromApiDecimal(kroner));

function customer(dto: Schemas['Customer']): Customer {
  return {
    id: dto.id,
    nr: dto.nr,
    clientId: dto.clientId,
    clientName: dto.clientName ?? null,
    name: dto.name,
    type: dto.type,
    addressLine1: dto.addressLine1 ?? null,
    addressLine2: dto.addressLine2 ?? null,
    postNo: dto.postNo ?? null,
    cityName: dto.cityName ?? null,
    countryCode: dto.countryCode ?? 'NO',
    countryName: dto.countryName ?? null,
    email: dto.email ?? null,
    invoiceEmail: dto.invoiceEmail ?? null,
    phoneNr: dto.phoneNr ?? null,
    orgNo: dto.orgNo ?? null,
    fixedOrgNo: dto.fixedOrgNo ?? false,
    fixedShipment: dto.fixedShipment ?? false,
    creditDays: dto.creditDays ?? null,
    shipmentType: (dto.shipmentType ?? 'PAPER') as Customer['shipmentType'],
  };
}

function detail(dto: Schemas['CustomerDetail']): CustomerDetail {
  return {
    ...customer(dto),
    settings: dto.settings ?? { specifyInterestAndFee: false, brevgiro: false, debtCollectionNoticeOnEmail: false, autoSplitRateInvoice: false, languageCode: '' },
    shipments: (dto.shipments ?? []).map((s) => ({ label: s.label, value: s.value, addressValue: s.addressValue ?? null, shipmentType: s.shipmentType, isEnabled: s.isEnabled, isRejected: s.isRejected })),
    stdShipment: dto.stdShipment ?? null,
    stdCreditDays: dto.stdCreditDays ?? null,
    economy: {
      revenueTotal: ore(dto.revenue?.sumTotal),
      revenueThisYear: ore(dto.revenue?.sumThisYear),
      overdueUnpaid: ore(dto.status?.overdue?.sumAmount),
      balance: ore(dto.balance?.balance),
      balanceWithInterestAndFee: ore(dto.balance?.coreBalance),
      sumOpenDebit: ore(dto.balance?.sumOpenDebet),
      sumOpenCredit: ore(dto.balance?.sumOpenCredit),
    },
  };
}

function invoiceView(dto: Schemas['InvoiceView']): InvoiceView {
  return {
    id: dto.id,
    type: dto.type,
    jourNr: dto.jourNr,
    jourDate: dto.jourDate,
    dueDate: dto.dueDate ?? null,
    amountIncTax: ore(dto.amountIncTax),
    amountExTax: ore(dto.amountExTax),
    taxAmount: ore(dto.taxAmount),
    rounding: ore(dto.rounding),
    shipmentType: dto.shipmentType ?? null,
    yourRef: dto.yourRef ?? null,
    ourRef: dto.ourRef ?? null,
    invoiceText: dto.invoiceText ?? null,
    customerId: dto.customerId ?? 0,
    clientId: dto.clientId ?? 0,
    isRegisteredHere: dto.isRegisteredHere ?? false,
    status: {
      restAmount: ore(dto.status.restAmount),
      invoicePart: ore(dto.status.invoicePart),
      interestPart: ore(dto.status.interestPart),
      feePart: ore(dto.status.feePart),
      statusCode: dto.status.statusCode,
      statusText: dto.status.statusText ?? null,
      procLevel: dto.status.procLevel ?? null,
      isActive: dto.status.isActive ?? true,
      readyForDebtCollectionDecision: dto.status.readyForDebtCollectionDecision ?? false,
    },
  };
}

function post(dto: Schemas['Post']): Post {
  return {
    id: dto.id,
    jourDate: dto.jourDate ?? null,
    text: dto.text ?? null,
    invoiceNr: dto.invoiceNr ?? null,
    jourNr: dto.jourNr,
    amount: ore(dto.amount),
    invoicePart: ore(dto.invoicePart),
    interestPart: ore(dto.interestPart),
    feePart: ore(dto.feePart),
    restAmount: ore(dto.restAmount),
    tag: dto.tag ?? null,
  };
}

const mail = (dto: Schemas['OutboxMessage']): OutboxMessage => ({
  id: dto.id,
  createdAt: dto.createdAt,
  createdBy: dto.createdBy,
  recipient: dto.recipient,
  subject: dto.subject,
  text: dto.text,
  status: dto.status,
  attempts: dto.attempts,
  sentAt: dto.sentAt ?? null,
  lastError: dto.lastError ?? null,
  jourNr: dto.jourNr ?? null,
  attachments: dto.attachments,
});

const openPost = (p: Schemas['OpenPost']): OpenPost => ({
  journalDate: p.journalDate,
  type: p.type,
  journalNr: p.journalNr,
  dueDate: p.dueDate ?? null,
  amount: ore(p.amount),
  restAmount: ore(p.restAmount),
});

const invoiceLine = (l: Schemas['InvoiceLine']): InvoiceLine => ({
  id: l.id,
  lineNumber: l.lineNumber,
  lineType: l.lineType,
  lineText: l.lineText ?? null,
  quantity: l.quantity ?? null,
  unitPrice: oreOrNull(l.unitPrice),
  taxPercent: l.taxPercent ?? null,
  amountExTax: oreOrNull(l.amountExTax),
  amountIncTax: oreOrNull(l.amountIncTax),
});

const taxRow = (r: Schemas['TaxSummaryRow']): TaxSummaryRow => ({
  taxCode: r.taxCode,
  taxPercent: r.taxPercent,
  amountExTax: ore(r.amountExTax),
  taxAmount: ore(r.taxAmount),
  amountIncTax: ore(r.amountIncTax),
});

/** What the invoice page's one read says about the invoice: the one, none or several, as entry() answers it. */
function invoicePage(dto: Schemas['InvoicePageView']): InvoicePageFirstPaint {
  const one = dto.invoicesOnNumber === 1 && dto.invoice ? dto.invoice : null;
  return {
    customer: customer(dto.customer),
    entry: one ? { found: invoiceView(one) } : { found: dto.invoicesOnNumber === 0 ? 'none' : 'several' },
    lines: one && dto.lines ? dto.lines.map(invoiceLine) : null,
    taxSummary: one && dto.taxSummary ? dto.taxSummary.map(taxRow) : null,
  };
}

const note = (dto: Schemas['CustomerNote']): CustomerNote => ({ id: dto.id, created: dto.created, createdBy: dto.createdBy, text: dto.noticeText });

/** The customer and invoice pages' calls: the service API, and the legacy API's register lookups for the customer form. */
export function httpCustomerPages(client: ServiceClient, legacy: LegacyClient): CustomerPagesPort {
  return {
    customerByNr: (clientId, customerNr) => ({
      api: 'service',
      path: `Client/${clientId}/Customer/${customerNr}`,
      fetch: (signal) => orNull(answer(client.GET('/Client/{clientId}/Customer/{customerNr}', { params: { path: { clientId, customerNr } }, signal })).then(customer)),
    }),
    customerPage: (clientId, customerNr) => ({
      api: 'service',
      path: `Client/${clientId}/Customer/${customerNr}/Page`,
      fetch: (signal) =>
        orNull(
          answer(client.GET('/Client/{clientId}/Customer/{customerNr}/Page', { params: { path: { clientId, customerNr } }, signal })).then((dto) => ({
            customer: customer(dto.customer),
            detail: detail(dto.detail),
            openPosts: dto.openPosts.map(openPost),
          })),
        ),
    }),
    invoicePage: (clientId, customerNr, jourNr) => ({
      api: 'service',
      path: `Client/${clientId}/Customer/${customerNr}/Invoice/${jourNr}/Page`,
      fetch: (signal) =>
        orNull(answer(client.GET('/Client/{clientId}/Customer/{customerNr}/Invoice/{jourNr}/Page', { params: { path: { clientId, customerNr, jourNr } }, signal })).then(invoicePage)),
    }),
    customerTemplate: (clientId) => ({
      api: 'service',
      path: `Client/${clientId}/CustomerTemplate`,
      fetch: async (signal) => (await answer(client.GET('/Client/{clientId}/CustomerTemplate', { params: { path: { clientId } }, signal }))).templateNumber ?? null,
    }),
    customer: (customerId) => ({
      api: 'service',
      path: `Customer/${customerId}`,
      fetch: (signal) => orNull(answer(client.GET('/Customer/{customerId}', { params: { path: { customerId } }, signal })).then(detail)),
    }),
    openPosts: (customerId) => ({
      api: 'service',
      path: `Customer/${customerId}/OpenPosts`,
      fetch: async (signal) => (await answer(client.GET('/Customer/{customerId}/OpenPosts', { params: { path: { customerId } }, signal }))).map(openPost),
    }),
    posts: (customerId, query) => ({
      api: 'service',
      path: `Customer/${customerId}/Posts`,
      params: query,
      fetch: async (signal) => (await answer(client.GET('/Customer/{customerId}/Posts', { params: { path: { customerId }, query }, signal }))).map(post),
    }),
    crossrefs: (customerId, invoiceNr) => ({
      api: 'service',
      path: `Customer/${customerId}/Posts`,
      params: { invoiceNr },
      fetch: async (signal) =>
        (await answer(client.GET('/Customer/{customerId}/Posts', { params: { path: { customerId }, query: { invoiceNr } }, signal }))).map(post),
    }),
    invoices: (customerId, filter, invoiceNr) => ({
      api: 'service',
      path: `Customer/${customerId}/Invoices`,
      params: { filter, invoiceNr },
      fetch: async (signal) => {
        const query = { filter, ...(invoiceNr === undefined ? {} : { invoiceNr }) };
        const rows = await answer(client.GET('/Customer/{customerId}/Invoices', { params: { path: { customerId }, query }, signal }));
        return rows.map((r) => ({
          entryId: r.entryId,
          invoiceNr: r.invoiceNr,
          invoiceDate: r.invoiceDate,
          dueDate: r.dueDate ?? null,
          amountIncTax: ore(r.amountIncTax),
          restAmount: ore(r.restAmount),
          interestPart: ore(r.interestPart),
          feePart: ore(r.feePart),
          statusCode: r.statusCode,
          statusText: r.statusText ?? null,
          settledDate: r.settledDate ?? null,
          numberOfNotes: r.numberOfNotes ?? 0,
          isActive: r.isActive ?? true,
          readyForDebtCollectionDecision: r.readyForDebtCollectionDecision ?? false,
        }));
      },
    }),
    notes: (clientId, customerNr) => ({
      api: 'service',
      path: `clients/${clientId}/customers/${customerNr}/notes`,
      fetch: async (signal) =>
        (await answer(client.GET('/clients/{clientId}/customers/{customerNr}/notes', { params: { path: { clientId, customerNr } }, signal }))).map(note),
    }),
    ledger: (clientId, customerNr, start, end, openOnly) => ({
      api: 'service',
      path: `clients/${clientId}/customers/${customerNr}/ledgers`,
      params: { start, end, openOnly },
      fetch: async (signal) => {
        const dto = await answer(
          client.GET('/clients/{clientId}/customers/{customerNr}/ledgers', { params: { path: { clientId, customerNr }, query: { start, end, openOnly } }, signal }),
        );
        return {
          posts: dto.posts.map((p) => ({ jourDate: p.jourDate, type: p.type, jourNr: p.jourNr, amount: ore(p.amount), text: p.text ?? null })),
          openingBalance: ore(dto.summary.ibAmount),
          sumDebit: ore(dto.summary.sumDebet),
          sumCredit: ore(dto.summary.sumCredit),
          closingBalance: ore(dto.summary.ubAmount),
        };
      },
    }),
    entry: (customerId, type, jourNr) => ({
      api: 'service',
      path: `Customer/${customerId}/${type === 'INVOICE' ? 'Invoice' : 'Creditnote'}/${jourNr}`,
      fetch: async (signal): Promise<EntryLookup> => {
        const params = { path: { customerId, jourNr } };
        try {
          const dto =
            type === 'INVOICE'
              ? await answer(client.GET('/Customer/{customerId}/Invoice/{jourNr}', { params, signal }))
              : await answer(client.GET('/Customer/{customerId}/Creditnote/{jourNr}', { params, signal }));
          return { found: invoiceView(dto) };
        } catch (error) {
          if (error instanceof ApiFailure && error.status === 404) return { found: 'none' };
          if (error instanceof ApiFailure && error.status === 409) return { found: 'several' };
          throw error;
        }
      },
    }),
    lines: (invoiceId) => ({
      api: 'service',
      path: `Invoice/${invoiceId}/Lines`,
      fetch: async (signal) => (await answer(client.GET('/Invoice/{invoiceId}/Lines', { params: { path: { invoiceId } }, signal }))).map(invoiceLine),
    }),
    taxSummary: (invoiceId) => ({
      api: 'service',
      path: `Invoice/${invoiceId}/TaxSummary`,
      fetch: async (signal) => (await answer(client.GET('/Invoice/{invoiceId}/TaxSummary', { params: { path: { invoiceId } }, signal }))).map(taxRow),
    }),
    events: (invoiceId) => ({
      api: 'service',
      path: `Invoice/${invoiceId}/Events`,
      fetch: async (signal) =>
        (await answer(client.GET('/Invoice/{invoiceId}/Events', { params: { path: { invoiceId } }, signal }))).map((e) => ({
          date: e.date,
          event: e.event,
          amount: oreOrNull(e.amount),
          invoicePart: oreOrNull(e.invoicePart),
          restInterest: oreOrNull(e.restInterest),
          restFees: oreOrNull(e.restFees),
          saldo: oreOrNull(e.saldo),
          printable: e.printable ? { id: e.printable.id, type: e.printable.type } : null,
        })),
    }),
    invoiceNotes: (invoiceId) => ({
      api: 'service',
      path: `Invoice/${invoiceId}/Notes`,
      fetch: async (signal) => (await answer(client.GET('/Invoice/{invoiceId}/Notes', { params: { path: { invoiceId } }, signal }))).map(note),
    }),
    async updateCustomer(customerId, record) {
      return customer(await answer(client.PUT('/Customer/{customerId}', { params: { path: { customerId } }, body: record })));
    },
    async createCustomer(clientId, record) {
      return customer(await answer(client.POST('/clients/{clientId}/customers', { params: { path: { clientId } }, body: record })));
    },
    async updateSettings(customerId, settings) {
      await answer(client.PUT('/Customer/{customerId}/Settings', { params: { path: { customerId } }, body: settings }));
    },
    async reactivateShipment(customerId, shipment) {
      await answer(client.PUT('/Customer/{customerId}/Shipment/{shipment}', { params: { path: { customerId, shipment } }, body: { isRejected: false } }));
    },
    async addNote(clientId, customerNr, text) {
      await answer(client.POST('/clients/{clientId}/customers/{customerNr}/notes', { params: { path: { clientId, customerNr } }, body: { text } }));
    },
    async downloadDocument(type, id) {
      const { data, error, response } =
        type === 'Invoice'
          ? await legacy.GET('/Document/ICEntry/{id}', { params: { path: { id } }, parseAs: 'blob' })
          : await legacy.GET('/Document/Reminder/{id}', { params: { path: { id } }, parseAs: 'blob' });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `dokument-${id}.pdf`), content: data };
    },
    async sendCopy(invoiceId, recipient, files) {
      await answer(client.POST('/Invoice/{invoiceId}/SendCopy', { params: { path: { invoiceId } }, body: { invoiceId, recipient, files: [...files] } }));
    },
    async changeInvoiceNumber(change) {
      await answer(client.PUT('/Invoice/{invoiceId}/Number', { params: { path: { invoiceId: change.invoiceId } }, body: change }));
    },
    invoiceMail: (invoiceId) => ({
      api: 'service',
      path: `Invoice/${invoiceId}/Mail`,
      fetch: async (signal) => (await answer(client.GET('/Invoice/{invoiceId}/Mail', { params: { path: { invoiceId } }, signal }))).map(mail),
    }),
    customerMail: (customerId) => ({
      api: 'service',
      path: `Customer/${customerId}/Mail`,
      fetch: async (signal) => (await answer(client.GET('/Customer/{customerId}/Mail', { params: { path: { customerId } }, signal }))).map(mail),
    }),
    taxRates: (date) => ({
      api: 'legacy',
      path: 'CommonReg/TaxRates',
      params: { date },
      fetch: async (signal) =>
        (await answer(legacy.GET('/CommonReg/TaxRates', { params: { query: { date } }, signal }))).map((rate) => ({ code: rate.taxCode, percent: rate.taxPercent, name: rate.description ?? null })),
    }),
    async changeInvoiceAmount(change) {
      await answer(
        client.PUT('/Invoice/{invoiceId}/Amount', {
          params: { path: { invoiceId: change.invoiceId } },
          body: {
            amount: apiDecimalFromOre(change.amount),
            oldAmount: apiDecimalFromOre(change.oldAmount),
            clientId: change.clientId,
            customerId: change.customerId,
            rounding: apiDecimalFromOre(change.rounding),
            taxSummary: change.taxSummary.map((row) => ({ taxCode: row.taxCode, amountExTax: apiDecimalFromOre(row.amountExTax) })),
          },
        }),
      );
    },
    async moveInvoice(invoiceId, customerId) {
      await answer(client.PUT('/Invoice/{invoiceId}/Customer', { params: { path: { invoiceId } }, body: { customerId } }));
    },
    async updateNote(clientId, noteId, text) {
      await answer(legacy.PUT('/Client/{clientId}/Notice/{noteId}', { params: { path: { clientId, noteId } }, body: { noticeText: text } }));
    },
    cityName: (postNo) => lookUpCityName(legacy, postNo),
    async organisation(orgNo) {
      // Each register answers on its own: one that fails (its message shown) leaves the other's answer.
      const [company, ehf] = await Promise.allSettled([
        answer(legacy.GET('/CommonReg/BrReg/{orgNo}', { params: { path: { orgNo } } })),
        answer(legacy.GET('/CommonReg/Elma/{orgNo}', { params: { path: { orgNo } } })),
      ]);
      const found = company.status === 'fulfilled' ? company.value : null;
      const failure = company.status === 'rejected' && company.reason instanceof ApiFailure ? company.reason : null;
      return {
        companyName: found?.name ?? null,
        registerNote: failure ? failure.message : null,
        warnings: found
          ? [found.isBankrupt && INSOLVENCY_LABEL.BANKRUPT, found.isUnderCompulsion && INSOLVENCY_LABEL.COMPULSORY_DISSOLUTION, found.isUnderLiquidation && INSOLVENCY_LABEL.LIQUIDATION].filter(
              (warning): warning is string => typeof warning === 'string',
            )
          : [],
        staleSeconds: found?.stale && found.fetchedAt ? Math.max(0, Math.round((Date.now() - Date.parse(found.fetchedAt)) / 1000)) : null,
        ehf: ehf.status === 'fulfilled' ? { found: ehf.value.found, company: ehf.value.company ?? null, ...(ehf.value.source ? { source: ehf.value.source } : {}) } : null,
      };
    },
  };
}

import type { EntryFile, EntryFormPort, EntryLanguage, EntryValues, RegisteredEntry } from '../../../application/ports/entryForm.port';
import { ENTRY_LANGUAGES } from '../../../application/ports/entryForm.port';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { isShipmentType } from '../../../domain/shipment/shipmentType';
import type { LegacyClient } from '../legacy/legacyClient';
import { answer, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type Schemas = components['schemas'];

const oreOrNull = (kroner: number | null | undefined) => (kroner === null || kroner === undefined ? null : oreFromApiDecimal(kroner));
const language = (value: string | null | undefined): EntryLanguage => ((ENTRY_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as EntryLanguage) : '');

function entryFile(dto: Schemas['RegEntryFile'] | null | undefined): EntryFile | null {
  return dto ? { id: dto.id, fileName: dto.fileName, numberOfPages: dto.numberOfPages ?? null } : null;
}

/** The one mapper from the service API's registered entry (kroner) to the form's (øre). */
function registeredEntry(dto: Schemas['RegEntry']): RegisteredEntry {
  return {
    id: dto.id,
    clientId: dto.clientId,
    customerId: dto.customerId,
    customerNr: dto.customerNr ?? null,
    customerName: dto.customerName ?? null,
    entryType: dto.entryType,
    jourNr: dto.jourNr ?? null,
    refInvoiceNr: dto.refInvoiceNr ?? null,
    jourDate: dto.jourDate ?? null,
    dueDate: dto.dueDate ?? null,
    deliveryDate: dto.deliveryDate ?? null,
    deliveryEndDate: dto.deliveryEndDate ?? null,
    yourRef: dto.yourRef ?? '',
    customerAtt: dto.customerAtt ?? '',
    ourRef: dto.ourRef ?? '',
    amountIncTax: oreOrNull(dto.amountIncTax),
    rounding: oreOrNull(dto.rounding) ?? 0,
    taxRows: (dto.taxSummary ?? []).map((row) => ({
      taxCode: row.taxCode,
      taxPercent: row.taxPercent,
      amountExTax: oreFromApiDecimal(row.amountExTax),
      amountIncTax: oreFromApiDecimal(row.amountIncTax),
    })),
    language: language(dto.language),
    shipment: dto.shipment && isShipmentType(dto.shipment) ? dto.shipment : null,
    isFeeEnabled: dto.isFeeEnabled ?? false,
    invoiceCopy: entryFile(dto.invoiceCopy),
    attachment: entryFile(dto.attachment),
  };
}

function entryInput(values: EntryValues): Schemas['RegEntryInput'] {
  const exTax = values.taxRows.reduce((sum, row) => sum + row.amountExTax, 0);
  const incTax = values.taxRows.reduce((sum, row) => sum + row.amountIncTax, 0);
  const emptyAsNull = (text: string) => (text.trim() === '' ? null : text);
  return {
    entryType: values.entryType,
    customerId: values.customerId,
    jourNr: values.jourNr,
    refInvoiceNr: values.refInvoiceNr,
    jourDate: values.jourDate,
    dueDate: values.dueDate,
    deliveryDate: values.deliveryDate,
    deliveryEndDate: values.deliveryEndDate,
    yourRef: emptyAsNull(values.yourRef),
    customerAtt: emptyAsNull(values.customerAtt),
    ourRef: emptyAsNull(values.ourRef),
    amountIncTax: values.amountIncTax === null ? null : apiDecimalFromOre(values.amountIncTax),
    amountExTax: values.taxRows.length === 0 ? null : apiDecimalFromOre(exTax),
    taxAmount: values.taxRows.length === 0 ? null : apiDecimalFromOre(incTax - exTax),
    rounding: apiDecimalFromOre(values.rounding),
    shipment: values.shipment,
    language: values.language === '' ? null : values.language,
    isFeeEnabled: values.isFeeEnabled,
    taxSummary: values.taxRows.map((row) => ({
      taxCode: row.taxCode,
      taxPercent: row.taxPercent,
      amountExTax: apiDecimalFromOre(row.amountExTax),
      amountIncTax: apiDecimalFromOre(row.amountIncTax),
      taxAmount: apiDecimalFromOre(row.amountIncTax - row.amountExTax),
    })),
  };
}

const FILE_PATHS = {
  invoiceCopy: '/clients/{clientId}/reg-entry/{entryId}/invoice-copy',
  attachment: '/clients/{clientId}/reg-entry/{entryId}/attachment',
} as const;

/** The entry form's calls (part 2 §7.2) on the service API; the client's invoice fee from the legacy API (§7.3). */
export function httpEntryForm(client: ServiceClient, legacy: LegacyClient): EntryFormPort {
  return {
    client: (clientId) => ({
      api: 'service',
      path: `clients/${clientId}`,
      params: { view: 'entryForm' },
      fetch: async (signal) => {
        const found = await orNull(answer(client.GET('/clients/{clientId}', { params: { path: { clientId } }, signal })));
        if (!found) return null;
        // A client without an invoice fee set up has none to offer.
        const fee = await orNull(answer(legacy.GET('/Client/{clientId}/InvoiceFee', { params: { path: { clientId } }, signal })));
        return {
          id: found.id,
          name: found.name,
          vatBound: found.vatBound,
          invoiceFeeEnabled: fee?.isEnabled ?? false,
          standardCreditDays: found.settings?.readOnly?.dueDays ?? null,
        };
      },
    }),
    entry: (entryId) => ({
      api: 'service',
      path: `reg-entry/${entryId}`,
      fetch: (signal) => orNull(answer(client.GET('/reg-entry/{entryId}', { params: { path: { entryId } }, signal }))).then((dto) => dto && registeredEntry(dto)),
    }),
    openInvoices: (customerId) => ({
      api: 'service',
      path: `Customer/${customerId}/OpenInvoices`,
      params: { type: 'INVOICE' },
      fetch: async (signal) =>
        (await answer(client.GET('/Customer/{customerId}/OpenInvoices', { params: { path: { customerId }, query: { type: 'INVOICE' } }, signal }))).map((row) => ({
          entryId: row.entryId,
          invoiceNr: row.invoiceNr,
          invoiceDate: row.invoiceDate ?? null,
          dueDate: row.dueDate ?? null,
          amountIncTax: oreFromApiDecimal(row.amountIncTax ?? 0),
          restAmount: oreFromApiDecimal(row.restAmount ?? 0),
        })),
    }),
    async invoiceExists(customerId, invoiceNr) {
      const found = await orNull(answer(client.GET('/Customer/{customerId}/Invoice/{jourNr}', { params: { path: { customerId, jourNr: invoiceNr } } })));
      return found !== null;
    },
    async createEntry(clientId, values) {
      const path = { clientId, customerId: values.customerId };
      return registeredEntry(await answer(client.POST('/clients/{clientId}/customers/{customerId}/reg-entry', { params: { path }, body: entryInput(values) })));
    },
    async updateEntry(clientId, entryId, values) {
      const path = { clientId, customerId: values.customerId, entryId };
      return registeredEntry(await answer(client.PUT('/clients/{clientId}/customers/{customerId}/reg-entry/{entryId}', { params: { path }, body: entryInput(values) })));
    },
    async validateJournalNumber(clientId, check) {
      const body = {
        clientId,
        customerId: check.customerId,
        entryId: check.entryId,
        entry: { id: check.entryId, entryType: check.entryType, customerId: check.customerId, jourNr: check.jourNr },
      };
      const entry = await answer(client.POST('/clients/{clientId}/reg-entry/validate-journal-number', { params: { path: { clientId } }, body }));
      return entry.validationStatus?.validJournalNumber ?? false;
    },
    async deleteEntry(clientId, entryId) {
      await answer(client.DELETE('/clients/{clientId}/reg-entry', { params: { path: { clientId } }, body: { deleteList: [entryId] } }));
    },
    async uploadFile(clientId, entryId, kind, file) {
      const form = new FormData();
      form.append('file', new Blob([file.bytes as BlobPart], { type: 'application/pdf' }), file.name);
      // openapi-fetch sends FormData as it is (the browser writes the multipart boundary).
      const stored = await answer(client.POST(FILE_PATHS[kind], { params: { path: { clientId, entryId } }, body: form as never }));
      return entryFile(stored)!;
    },
    async deleteFile(clientId, entryId, kind) {
      await answer(client.DELETE(FILE_PATHS[kind], { params: { path: { clientId, entryId } } }));
    },
  };
}

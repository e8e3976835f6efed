import type { PaymentsPort } from '../../../application/ports/payments.port';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { answer } from '../shared/answer';
import type { LegacyClient } from './legacyClient';

const ore = (value: number | undefined) => oreFromApiDecimal(value ?? 0);

/** The payment calls of the legacy API (Payment/Register…; paths not shown in the spec). */
export function httpPayments(client: LegacyClient): PaymentsPort {
  return {
    invoiceCandidates: (query) => {
      const params = {
        clientId: query.clientId,
        ...(query.customerId !== undefined ? { customerId: query.customerId } : {}),
        ...(query.invoiceNumber !== undefined ? { invoiceNumber: query.invoiceNumber } : {}),
        ...(query.amount !== undefined ? { amount: apiDecimalFromOre(query.amount) } : {}),
      };
      return {
        api: 'legacy',
        path: 'Payment/Register/Invoices',
        params,
        fetch: async (signal) =>
          (await answer(client.GET('/Payment/Register/Invoices', { params: { query: params }, signal }))).map((dto) => ({
            entryId: dto.entryId,
            customerId: dto.customerId ?? null,
            customerNr: dto.customerNr ?? null,
            customerName: dto.customerName ?? null,
            invoiceNr: dto.invoiceNr,
            invoiceDate: dto.invoiceDate,
            taxAmount: ore(dto.taxAmount),
            amountExTax: ore(dto.amountExTax),
            amountIncTax: ore(dto.amountIncTax),
            restAmount: ore(dto.restAmount),
            rest: { invoicePart: ore(dto.invoicePart), interestPart: ore(dto.interestPart), feePart: ore(dto.feePart) },
          })),
      };
    },
    async register(draft) {
      const body = {
        idempotencyKey: draft.idempotencyKey,
        clientId: draft.clientId,
        customerId: draft.customerId,
        amount: apiDecimalFromOre(draft.amount),
        paymentCode: 'DIR' as const,
        currencyCode: 'NOK' as const,
        bankDate: draft.bankDate,
        allocations: draft.allocations.map(({ entryId, allocated }) => ({
          entryId,
          allocatedInvoicePart: apiDecimalFromOre(allocated.invoicePart),
          allocatedInterestPart: apiDecimalFromOre(allocated.interestPart),
          allocatedFeePart: apiDecimalFromOre(allocated.feePart),
        })),
      };
      const receipt = await answer(client.POST('/Payment/Register', { body }));
      return { paymentId: receipt.paymentId, credit: oreFromApiDecimal(receipt.creditAmount), settledEntryIds: receipt.settledEntryIds };
    },
    async reverse(paymentId) {
      const answered = await answer(client.POST('/Payment/Register/{paymentId}/Reverse', { params: { path: { paymentId } } }));
      return answered.numberOfReversed === 1;
    },
  };
}

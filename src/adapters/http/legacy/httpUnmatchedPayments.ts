import type { UnmatchedPayment, UnmatchedPaymentsPort } from '../../../application/ports/unmatchedPayments.port';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { ApiFailure, answer, fileNameOf, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type PaymentDto = components['schemas']['UnmatchedPayment'];

function payment(dto: PaymentDto): UnmatchedPayment {
  return {
    id: dto.id,
    source: dto.source,
    clientId: dto.clientId ?? null,
    clientName: dto.clientName ?? null,
    amount: oreFromApiDecimal(dto.amount),
    bankDate: dto.bankDate,
    kid: dto.kid ?? null,
    payerName: dto.payerName ?? null,
    payerAccount: dto.payerAccount ?? null,
    freeText: dto.freeText ?? null,
    reason: dto.reason,
    receivedTime: dto.receivedTime,
    status: dto.status,
    resolvedTime: dto.resolvedTime ?? null,
    resolvedBy: dto.resolvedBy ?? null,
    returnFileName: dto.returnFileName ?? null,
  };
}

/** The workbench of payments that match nothing (issue 45) on the legacy API: Payment/Unmatched…. */
export function httpUnmatchedPayments(client: LegacyClient): UnmatchedPaymentsPort {
  return {
    list: (status) => ({
      api: 'legacy',
      path: 'Payment/Unmatched',
      params: { status },
      fetch: async (signal) => (await answer(client.GET('/Payment/Unmatched', { params: { query: { status } }, signal }))).map(payment),
    }),
    detail: (id) => ({
      api: 'legacy',
      path: `Payment/Unmatched/${id}`,
      fetch: (signal) =>
        orNull(
          answer(client.GET('/Payment/Unmatched/{unmatchedId}', { params: { path: { unmatchedId: id } }, signal })).then((dto) => ({
            ...payment(dto),
            candidates: dto.candidates.map((c) => ({
              invoiceId: c.invoiceId,
              clientId: c.clientId,
              customerId: c.customerId,
              customerNumber: c.customerNumber,
              customerName: c.customerName,
              invoiceNumber: c.invoiceNumber,
              kid: c.kid ?? null,
              dueDate: c.dueDate ?? null,
              restAmount: oreFromApiDecimal(c.restAmount),
              rest: { invoicePart: oreFromApiDecimal(c.invoicePart), interestPart: oreFromApiDecimal(c.interestPart), feePart: oreFromApiDecimal(c.feePart) },
              score: c.score,
              reasons: c.reasons,
            })),
          })),
        ),
    }),
    async allocate(id, idempotencyKey, allocations) {
      const body = {
        idempotencyKey,
        allocations: allocations.map(({ invoiceId, allocated }) => ({
          entryId: invoiceId,
          allocatedInvoicePart: apiDecimalFromOre(allocated.invoicePart),
          allocatedInterestPart: apiDecimalFromOre(allocated.interestPart),
          allocatedFeePart: apiDecimalFromOre(allocated.feePart),
        })),
      };
      const answered = await answer(client.POST('/Payment/Unmatched/{unmatchedId}/Allocation', { params: { path: { unmatchedId: id } }, body }));
      return { credit: oreFromApiDecimal(answered.creditAmount), settledInvoiceIds: answered.settledEntryIds };
    },
    async returnPayment(id, idempotencyKey, request) {
      const answered = await answer(client.POST('/Payment/Unmatched/{unmatchedId}/Return', { params: { path: { unmatchedId: id } }, body: { idempotencyKey, ...request } }));
      return { fileName: answered.fileName };
    },
    async downloadReturnFile(id) {
      const { data, error, response } = await client.GET('/Payment/Unmatched/{unmatchedId}/Return/File', { params: { path: { unmatchedId: id } }, parseAs: 'blob' });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `retur-${id}.xml`), content: data };
    },
  };
}

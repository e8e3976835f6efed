import type { AmountCorrectionPort, AmountCorrectionView } from '../../../application/ports/amountCorrection.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { answer, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type Dto = components['schemas']['ProductionAmountCorrection'];
const ore = (kroner: number | null | undefined) => oreFromApiDecimal(kroner ?? 0);

function viewOf(dto: Dto): AmountCorrectionView {
  const { customer } = dto;
  return {
    entryId: dto.entryId,
    batchId: dto.batchId,
    clientId: dto.clientId,
    clientName: dto.clientName,
    type: dto.type,
    status: dto.status,
    statusText: dto.statusText ?? null,
    jourNr: dto.jourNr,
    jourDate: dto.jourDate ?? null,
    dueDate: dto.dueDate ?? null,
    regEntryId: dto.regEntryId ?? null,
    invoiceId: dto.invoiceId ?? null,
    customer: {
      id: customer.id,
      nr: customer.nr,
      name: customer.name,
      addressLine1: customer.addressLine1 ?? null,
      addressLine2: customer.addressLine2 ?? null,
      postNo: customer.postNo ?? null,
      cityName: customer.cityName ?? null,
      email: customer.email ?? null,
      phoneNo: customer.phoneNo ?? null,
      orgNo: customer.orgNo ?? null,
    },
    stored: {
      amountIncTax: ore(dto.stored.amountIncTax),
      amountExTax: ore(dto.stored.amountExTax),
      taxAmount: ore(dto.stored.taxAmount),
      rounding: ore(dto.stored.rounding),
    },
    taxSummary: dto.taxSummary.map((row) => ({
      taxCode: row.taxCode,
      taxPercent: row.taxPercent,
      accountNumber: row.accountNumber ?? null,
      amountExTax: ore(row.amountExTax),
      taxAmount: ore(row.taxAmount),
      amountIncTax: ore(row.amountIncTax),
    })),
    lines: dto.lines.map((line) => ({
      lineNumber: line.lineNumber,
      lineType: line.lineType,
      text: line.lineText ?? '',
      quantity: line.quantity ?? null,
      unitPrice: line.unitPrice === null || line.unitPrice === undefined ? null : ore(line.unitPrice),
      taxPercent: line.taxPercent ?? null,
      amountExTax: ore(line.amountExTax),
      amountIncTax: ore(line.amountIncTax),
    })),
  };
}

/** The amount correction of part 2 §2.11 on the service API. */
export function httpAmountCorrection(client: ServiceClient): AmountCorrectionPort {
  return {
    view: (entryId) => ({
      api: 'service',
      path: `production-entry/${entryId}/amount-correction`,
      fetch: (signal) =>
        orNull(answer(client.GET('/production-entry/{entryId}/amount-correction', { params: { path: { entryId } }, signal })).then(viewOf)),
    }),
    async copyFromTaxSummary({ clientId, regEntryId, invoiceId }) {
      if (regEntryId !== null) {
        await answer(client.POST('/clients/{clientId}/reg-entry/{entryId}/copy-from-tax-summary', { params: { path: { clientId, entryId: regEntryId } } }));
      } else if (invoiceId !== null) {
        await answer(client.PUT('/Invoice/{invoiceId}/AmountCorrection', { params: { path: { invoiceId } }, body: { method: 'TAX_SUMMARY' } }));
      } else {
        throw new Error('Oppføringen har verken registrert bilag eller faktura');
      }
    },
  };
}

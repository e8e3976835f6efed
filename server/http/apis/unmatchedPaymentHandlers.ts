import { isoText } from '../../../src/domain/dates/calendarDay';
import { osloClock } from '../../../src/domain/dates/osloClock';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { UNMATCHED_NOT_FOUND } from '../../../src/domain/payment/unmatchedPayments';
import {
  allocateUnmatched,
  candidatesFor,
  listUnmatched,
  readUnmatched,
  returnFile,
  returnUnmatched,
  UNMATCHED_END_POINT,
  type AllocationRequest,
  type ReturnRequest,
  type UnmatchedRow,
} from '../../outside/bank/unmatchedWorkbench';
import { paymentEndPoints } from '../../payments/paymentRegistration';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';
import { sendGeneratedFile } from './documentHandlers';

const rowAnswer = ({ amount, ...row }: UnmatchedRow) => ({ ...row, amount: apiDecimalFromOre(amount) });
const today = () => isoText(osloClock(new Date()));

/** The workbench of payments that match nothing (issue 45): list, candidates, allocation, return and its file. */
export function unmatchedPaymentHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const legacy: Record<string, OperationHandler> = {
    async listUnmatchedPayments(context) {
      const { status = 'OPEN', maxItems = 500 } = context.query as { status?: 'OPEN' | 'RESOLVED'; maxItems?: number };
      return (await listUnmatched(db, { status, maxItems, bases: signedInOfficer(context).bases })).map(rowAnswer);
    },
    async getUnmatchedPayment(context) {
      const { bases } = signedInOfficer(context);
      const row = await readUnmatched(db, context.params.unmatchedId as number, bases);
      if (!row) throw new ApiError(404, UNMATCHED_NOT_FOUND);
      const ranked = row.status === 'OPEN' ? await candidatesFor(db, row, bases) : [];
      return {
        ...rowAnswer(row),
        candidates: ranked.map(({ candidate: c, score, reasons }) => ({
          invoiceId: c.invoiceId, clientId: c.clientId, customerId: c.customerId, customerNumber: c.customerNumber, customerName: c.customerName,
          invoiceNumber: c.invoiceNumber, kid: c.kid, dueDate: c.dueDate, amountIncTax: apiDecimalFromOre(c.amountIncTax),
          restAmount: apiDecimalFromOre(c.restAmount), invoicePart: apiDecimalFromOre(c.invoicePart), interestPart: apiDecimalFromOre(c.interestPart),
          feePart: apiDecimalFromOre(c.feePart), score, reasons,
        })),
      };
    },
    async allocateUnmatchedPayment(context) {
      const officer = signedInOfficer(context);
      const id = context.params.unmatchedId as number;
      const answer = await commitChange(
        dependencies,
        (tx) => allocateUnmatched(tx, id, context.body as AllocationRequest, { officerId: officer.sub, bases: officer.bases, today: today() }),
        (result) => (result.repeated ? [] : [UNMATCHED_END_POINT, ...result.clientIds.flatMap(paymentEndPoints)]),
      );
      return { paymentIds: answer.paymentIds, creditAmount: apiDecimalFromOre(answer.creditAmount), settledEntryIds: answer.settledEntryIds, repeated: answer.repeated };
    },
    async returnUnmatchedPayment(context) {
      const officer = signedInOfficer(context);
      const id = context.params.unmatchedId as number;
      const answer = await commitChange(
        dependencies,
        (tx) => returnUnmatched(tx, id, context.body as ReturnRequest, { officerId: officer.sub, bases: officer.bases, today: today(), now: new Date() }),
        (result) => (result.repeated ? [] : [UNMATCHED_END_POINT]),
      );
      return { fileName: answer.fileName, amount: apiDecimalFromOre(answer.amount), repeated: answer.repeated };
    },
    async downloadUnmatchedReturnFile(context) {
      const file = await returnFile(db, context.params.unmatchedId as number, signedInOfficer(context).bases);
      if (!file) throw new ApiError(404, UNMATCHED_NOT_FOUND);
      return sendGeneratedFile(context, file.fileName, 'application/xml', file.bytes);
    },
  };
  return { legacy };
}

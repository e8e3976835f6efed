import { osloClock } from '../../../src/domain/dates/osloClock';
import { isoText } from '../../../src/domain/dates/calendarDay';
import { apiDecimalFromOre } from '../../../src/domain/money/apiDecimal';
import { invoiceCandidates, type InvoiceCandidateQuery } from '../../payments/paymentInvoices';
import { paymentEndPoints, registerPayment, reversePayment, type PaymentRequest } from '../../payments/paymentRegistration';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

export const PAYMENT_NOT_FOUND_MESSAGE = 'Innbetalingen ble ikke funnet';

/** Payment registration (/register-payment/, part 1 §2): find invoices, register, reverse. */
export function paymentHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const legacy: Record<string, OperationHandler> = {
    findInvoicesForPayment: (context) => {
      const query = context.query as Omit<InvoiceCandidateQuery, 'bases'>;
      return invoiceCandidates(db, { ...query, bases: signedInOfficer(context).bases });
    },
    async registerPayment(context) {
      const officer = signedInOfficer(context);
      const request = context.body as PaymentRequest;
      const result = await commitChange(
        dependencies,
        (tx) => registerPayment(tx, request, { officerId: officer.sub, bases: officer.bases, today: isoText(osloClock(new Date())) }),
        (outcome) => (outcome.repeated ? [] : paymentEndPoints(request.clientId)),
      );
      return context.reply.code(201).send({
        paymentId: result.paymentId,
        creditAmount: apiDecimalFromOre(result.creditAmount),
        settledEntryIds: result.settledEntryIds,
      });
    },
    async reversePayment(context) {
      const officer = signedInOfficer(context);
      const paymentId = context.params.paymentId as number;
      const outcome = await commitChange(
        dependencies,
        (tx) => reversePayment(tx, { paymentId, officerId: officer.sub, bases: officer.bases }),
        (result) => (result?.reversed ? paymentEndPoints(result.clientId) : []),
      );
      if (!outcome) throw new ApiError(404, PAYMENT_NOT_FOUND_MESSAGE);
      return { numberOfReversed: outcome.reversed };
    },
  };
  return { legacy };
}

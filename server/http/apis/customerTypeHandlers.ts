import type { CustomerType, CustomerTypeTreatment } from '../../../src/domain/customer/customerType';
import { CLIENT_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerTypeConfirmation';
import { unconfirmedClients, unconfirmedCustomerPage } from '../../customerTypes/customerTypeReads';
import {
  CONFIRMATION_END_POINTS,
  confirmCustomerType,
  confirmCustomerTypes,
  customerNotFoundMessage,
} from '../../customerTypes/customerTypeConfirmations';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

interface ConfirmBody {
  customers?: number[];
  allOfClient?: number;
  except?: number[];
  customerType: CustomerTypeTreatment;
}

/** The four CustomerType calls of part 1 §7 (Bekreft kundetype), limited to the officer's bases. */
export function customerTypeHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  const legacy: Record<string, OperationHandler> = {
    listUnconfirmedCustomerClients: (context) => unconfirmedClients(db, signedInOfficer(context).bases),
    async listUnconfirmedCustomers(context) {
      const clientId = context.params.clientId as number;
      const { page, size } = context.query as { page: number; size: number };
      const found = await unconfirmedCustomerPage(db, { clientId, page, size, bases: signedInOfficer(context).bases });
      if (!found) throw new ApiError(404, CLIENT_NOT_FOUND_MESSAGE);
      return found;
    },
    async confirmCustomerTypes(context) {
      const { bases } = signedInOfficer(context);
      const body = context.body as ConfirmBody;
      const confirmed = await commitChange(
        dependencies,
        (tx) => confirmCustomerTypes(tx, { ...body, bases }),
        (count) => (count > 0 ? CONFIRMATION_END_POINTS : []),
      );
      return { numberOfConfirmed: confirmed };
    },
    async confirmCustomerType(context) {
      const customerId = context.params.customerId as number;
      const { customerType } = (context.body as { update: { customerType: CustomerType } }).update;
      const outcome = await commitChange(
        dependencies,
        (tx) => confirmCustomerType(tx, { customerId, customerType, bases: signedInOfficer(context).bases }),
        (result) => (result?.changed ? CONFIRMATION_END_POINTS : []),
      );
      if (!outcome) throw new ApiError(404, customerNotFoundMessage([customerId]));
      return context.reply.code(204).send();
    },
  };
  return { legacy };
}

import { fromPromise } from 'xstate';
import type { ConfirmInput } from '../application/customerTypes/customerTypeConfirmationMachine';
import type { CustomerTypesPort } from '../application/ports/customerTypes.port';

/**
 * The customer-type confirmation machine's confirm call, on the customer-types port. A confirmation is a
 * change, so every cached read is refreshed after it (part 1 §7), the menu badge with them; other tabs
 * and officers hear of it through the websocket. The confirm page provides it to the machine itself.
 */
export function customerTypeConfirmWith(port: CustomerTypesPort, refreshAll: () => void) {
  return fromPromise<number, ConfirmInput>(async ({ input }) => {
    const confirmed = await port.confirm(input.target, input.treatment);
    refreshAll();
    return confirmed;
  });
}

export type CustomerTypeConfirm = ReturnType<typeof customerTypeConfirmWith>;

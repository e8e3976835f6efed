import { fromPromise } from 'xstate';
import type { PaymentDraft, PaymentReceipt, PaymentsPort } from '../application/ports/payments.port';

/**
 * The payment-registration machine's register call. A registration is a change, so every cached read is
 * refreshed after it (part 1 §7): the invoices' rests and statuses, the customer's posts and ledger.
 */
export function paymentRegisterWith(port: PaymentsPort, refreshAll: () => void) {
  return fromPromise<PaymentReceipt, PaymentDraft>(async ({ input }) => {
    const receipt = await port.register(input);
    refreshAll();
    return receipt;
  });
}

export type PaymentRegister = ReturnType<typeof paymentRegisterWith>;

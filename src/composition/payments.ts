import type { Container } from 'inversify';
import { sessionStoragePaymentDrafts } from '../adapters/browser/sessionStoragePaymentDrafts';
import { httpPayments } from '../adapters/http/legacy/httpPayments';
import { httpUnmatchedPayments } from '../adapters/http/legacy/httpUnmatchedPayments';
import { bindSingleton, resolve } from './container';
import { paymentRegisterWith } from './paymentRegister';
import { TOKENS } from './tokens';

/**
 * /register-payment/'s services (composition per area), bound when the page's chunk loads, so neither
 * the adapter nor its mapper is part of the dashboard's download. A token bound already (a test's
 * fake, or an earlier visit) is kept.
 */
export function bindPaymentsArea(container: Container): void {
  if (!container.isBound(TOKENS.Payments)) bindSingleton(container, TOKENS.Payments, () => httpPayments(resolve(container, TOKENS.ApiClients).legacy));
  if (!container.isBound(TOKENS.UnmatchedPayments)) {
    bindSingleton(container, TOKENS.UnmatchedPayments, () => httpUnmatchedPayments(resolve(container, TOKENS.ApiClients).legacy));
  }
  if (!container.isBound(TOKENS.PaymentDrafts)) bindSingleton(container, TOKENS.PaymentDrafts, () => sessionStoragePaymentDrafts());
  if (!container.isBound(TOKENS.PaymentRegister)) {
    bindSingleton(container, TOKENS.PaymentRegister, () => {
      const queryClient = resolve(container, TOKENS.QueryClient);
      return paymentRegisterWith(resolve(container, TOKENS.Payments), () => void queryClient.invalidateQueries());
    });
  }
}

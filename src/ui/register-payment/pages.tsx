/** /register-payment/, loaded on first visit (one chunk with its area's composition, lazily, from the route table). */
export { RegisterPaymentPage } from './RegisterPaymentPage';
export { UnmatchedPaymentsPage } from './UnmatchedPaymentsPage';

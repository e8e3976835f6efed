/** The /confirm-customer pages, loaded together on first visit (one chunk, lazily, from the route table). */
export { ConfirmCustomersPage } from './ConfirmCustomersPage';
export { UnconfirmedClientsPage } from './UnconfirmedClientsPage';

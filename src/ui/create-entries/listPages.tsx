/** Registrer faktura's list pages (/create-entries/ and /create-entries/{clientId}/), loaded together on first visit. */
export { CreateEntriesPage } from './CreateEntriesPage';
export { ClientEntriesPage } from './ClientEntriesPage';

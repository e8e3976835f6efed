/** The settings area's pages (/settings/...), one lazily loaded chunk with the area's composition. */
export { SettingsIndexPage } from './SettingsIndexPage';
export { ReminderRulesPage } from './ReminderRulesPage';
export { PrintersPage } from './PrintersPage';
export { CollectorsPage } from './CollectorsPage';
export { PendingClientPage, PendingClientsPage } from './PendingClientsPages';
export { AuditTrailPage } from './AuditTrailPage';
export { CollectionAgenciesPage } from './CollectionAgenciesPage';
export { CollectionAgencyPage } from './CollectionAgencyPage';
export { CreateClientPage } from './createClient/CreateClientPage';
export { AdminIndexPage, BranchesPage, BuildProjectsPage, PricesPage } from './AdminPages';
export { DeletePostsPage } from './DeletePostsPage';
export { EvidensiaPage } from './EvidensiaPage';

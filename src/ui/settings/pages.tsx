/** The settings area's pages (/settings/...), one lazily loaded chunk with the area's composition. */
export { SettingsIndexPage } from './SettingsIndexPage';
export { ReminderRulesPage } from './ReminderRulesPage';
export { LegalRulesPage } from './LegalRulesPage';
export { PrintersPage } from './PrintersPage';
export { CollectorsPage } from './CollectorsPage';
export { PendingClientPage, PendingClientsPage } from './PendingClientsPages';
export { AuditTrailPage } from './AuditTrailPage';
export { CollectionAgenciesPage } from './CollectionAgenciesPage';
export { CollectionAgencyPage } from './CollectionAgencyPage';
export { CreateClientPage } from './createClient/CreateClientPage';
export { AdminIndexPage, BranchesPage, BuildProjectsPage, PricesPage } from './AdminPages';
export { DeletePostsPage } from './DeletePostsPage';
export { ProductionStatsPage } from './reports/ProductionStatsPage';
export { FtpPaymentsReportPage } from './reports/FtpPaymentsReportPage';
export { DocumentSourcesReportPage } from './reports/DocumentSourcesReportPage';
export { CustomersReportPage } from './reports/CustomersReportPage';
export { AvtalegiroReportPage } from './reports/AvtalegiroReportPage';
export { EvidensiaPage } from './EvidensiaPage';

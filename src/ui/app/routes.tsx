import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { Navigate, type Params, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { LoginPage } from '../login/LoginPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { RequireSession } from '../session/RequireSession';
import type * as DebtCollectionPages from '../debt-collection/pages';
import type * as ProductionPages from '../production/pages';
import type * as ReminderPages from '../reminders/pages';
import type * as ReportPages from '../reports/pages';
import type * as SettingsPages from '../settings/pages';
import { PageLoading } from './PageLoading';

/** A /debt-collection route whose page comes from the area's lazily loaded chunk. */
function debtCollection(path: string, page: keyof typeof DebtCollectionPages): RouteObject {
  return { path, lazy: async () => ({ Component: (await import('../debt-collection/pages'))[page] }) };
}

/** A /reminders route whose page comes from the area's lazily loaded chunk. */
function reminders(path: string, page: keyof typeof ReminderPages): RouteObject {
  return { path, lazy: async () => ({ Component: (await import('../reminders/pages'))[page] }) };
}

/** The /reports route, its page from its lazily loaded chunk. */
function reports(path: string, page: keyof typeof ReportPages): RouteObject {
  return { path, lazy: async () => ({ Component: (await import('../reports/pages'))[page] }) };
}

/** A /production, /failed or /history route whose page comes from the area's lazily loaded chunk. */
function production(path: string, page: keyof typeof ProductionPages): RouteObject {
  return { path, lazy: async () => ({ Component: (await import('../production/pages'))[page] }) };
}

/** What the signed-in routes need from the composition root. */
export interface SignedInRouting {
  /** Loads and binds the signed-in services; the shell waits for it. */
  loadShellServices(): Promise<void>;
  /** Runs `start` once an officer is signed in and those services are bound; never when no one is. */
  whenSignedIn(start: (container: Container) => void): void;
}

/** The route's params changed (not only its search params, such as a tab). */
const paramsChanged: ShouldRevalidateFunction = ({ currentParams, nextParams }) =>
  JSON.stringify(currentParams) !== JSON.stringify(nextParams);

/** What starts a page's first reads from its route. */
type StartReads = (container: Container, params: Params, search: URLSearchParams) => void;

/**
 * A page from a lazily loaded chunk whose loader starts the page's first reads as soon as the officer is
 * signed in and returns at once, so nothing waits for it. The loader and the component load apart: the
 * reads' module is small, so the first request leaves while the page's and the shell's components (MUI)
 * are still being fetched and evaluated. Only a change of the route's params (not of a tab in the search
 * params) starts them again.
 */
function withFirstReads(path: string, loadPage: () => Promise<ComponentType>, loadReads: () => Promise<StartReads>, signedIn: SignedInRouting): RouteObject {
  return {
    path,
    lazy: {
      Component: loadPage,
      loader: async () => {
        const startReads = await loadReads();
        return ({ params, request }) => {
          signedIn.whenSignedIn((container) => startReads(container, params, new URL(request.url).searchParams));
          return null;
        };
      },
      shouldRevalidate: async () => paramsChanged,
    },
  };
}

/** A customer or invoice page, from the customer area's chunk; its first reads from a module of their own. */
function customers(path: string, page: 'CustomerPage' | 'InvoicePage', signedIn: SignedInRouting): RouteObject {
  return withFirstReads(
    path,
    async () => (await import('../customers/pages'))[page],
    async () => {
      const { startReads } = await import('../customers/firstReads');
      return (container, params) => startReads(page, container, params);
    },
    signedIn,
  );
}

/** A /settings route whose page comes from the settings area's chunk. */
function settings(path: string, page: keyof typeof SettingsPages): RouteObject {
  return { path, lazy: async () => ({ Component: (await import('../settings/pages'))[page] }) };
}

/**
 * The route table of part 1 §2 and part 2 §2.1, as far as it is built. Only the login page is in the
 * first download; the signed-in shell (after `loadShellServices`) and each page area load when first visited.
 */
export function createRoutes(signedIn: SignedInRouting): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: 'login', element: <LoginPage /> },
        {
          element: <RequireSession />,
          children: [
            {
              lazy: async () => {
                const [{ AppShell }] = await Promise.all([import('../shell/AppShell'), signedIn.loadShellServices()]);
                return { Component: AppShell };
              },
              children: [
                { path: 'dashboard', lazy: async () => ({ Component: (await import('../dashboard/DashboardPage')).DashboardPage }) },
                production('production', 'ProductionPage'),
                production('failed', 'FailedPage'),
                production('failed/amount-correction', 'AmountCorrectionPage'),
                production('history', 'HistoryPage'),
                production('history/dos-import', 'DosImportHistoryPage'),
                production('history/details/:id', 'HistoryDetailsPage'),
                reminders('reminders', 'RemindersPage'),
                // The run's preview (issue 42, Technical) in a chunk of its own, so the reminder pages do not carry it.
                { path: 'reminders/preview', lazy: async () => ({ Component: (await import('../reminders/ReminderRunPreviewPage')).ReminderRunPreviewPage }) },
                reminders('reminders/bundle/:bundleId', 'ReminderBundlePage'),
                reminders('reminders/archive/:bundleId', 'ArchivedReminderBundlePage'),
                reports('reports', 'ReportsPage'),
                debtCollection('debt-collection', 'DebtCollectionPage'),
                debtCollection('debt-collection/cases', 'CaseBundleListPage'),
                debtCollection('debt-collection/payments', 'PaymentBundleListPage'),
                debtCollection('debt-collection/cases/pending/:bundleId', 'PendingCaseBundlePage'),
                debtCollection('debt-collection/payments/pending/:bundleId', 'PendingPaymentBundlePage'),
                debtCollection('debt-collection/cases/pending/:bundleId/transmissions/:transmissionId', 'PendingCaseTransmissionPage'),
                debtCollection('debt-collection/payments/pending/:bundleId/transmissions/:transmissionId', 'PendingPaymentTransmissionPage'),
                debtCollection('debt-collection/cases/:bundleId', 'CaseBundlePage'),
                debtCollection('debt-collection/payments/:bundleId', 'PaymentBundlePage'),
                debtCollection('debt-collection/cases/:bundleId/transmissions/:transmissionId', 'CaseTransmissionPage'),
                debtCollection('debt-collection/payments/:bundleId/transmissions/:transmissionId', 'PaymentTransmissionPage'),
                { path: 'create-entries', lazy: async () => ({ Component: (await import('../create-entries/listPages')).CreateEntriesPage }) },
                { path: 'create-entries/:clientId', lazy: async () => ({ Component: (await import('../create-entries/listPages')).ClientEntriesPage }) },
                { path: 'activities', lazy: async () => ({ Component: (await import('../activities/ActivitiesPage')).ActivitiesPage }) },
                { path: 'register-payment', lazy: async () => ({ Component: (await import('../register-payment/pages')).RegisterPaymentPage }) },
                // Issue 45: the workbench of payments that match nothing (camt.054, OCR giro, by hand).
                {
                  path: 'register-payment/unmatched',
                  lazy: async () => ({ Component: (await import('../register-payment/pages')).UnmatchedPaymentsPage }),
                },
                // One route for /entry and /entry/{entryId}: the form's machine lives on when the created entry's id joins the path.
                { path: 'create-entries/:clientId/entry/:entryId?', lazy: async () => ({ Component: (await import('../create-entries/entryPages')).EntryFormPage }) },
                {
                  path: 'confirm-customer',
                  lazy: async () => ({ Component: (await import('../confirm-customer/pages')).UnconfirmedClientsPage }),
                },
                {
                  path: 'confirm-customer/:clientId',
                  lazy: async () => ({ Component: (await import('../confirm-customer/pages')).ConfirmCustomersPage }),
                },
                withFirstReads(
                  'clients/:clientId',
                  async () => (await import('../clients/pages')).ClientPage,
                  async () => (await import('../clients/firstReads')).startReads,
                  signedIn,
                ),
                customers('clients/:clientId/customers/:customerNr', 'CustomerPage', signedIn),
                customers('clients/:clientId/customers/:customerNr/invoices/:jourNo', 'InvoicePage', signedIn),
                settings('settings', 'SettingsIndexPage'),
                settings('settings/reminder-rules', 'ReminderRulesPage'),
                settings('settings/legal-rules', 'LegalRulesPage'),
                settings('settings/printers', 'PrintersPage'),
                settings('settings/collectors', 'CollectorsPage'),
                settings('settings/pending-clients', 'PendingClientsPage'),
                settings('settings/pending-clients/:id', 'PendingClientPage'),
                settings('settings/audit/:subject/:subjectId', 'AuditTrailPage'),
                settings('settings/collection-agencies', 'CollectionAgenciesPage'),
                settings('settings/collection-agencies/:id', 'CollectionAgencyPage'),
                settings('settings/create-client', 'CreateClientPage'),
                settings('settings/admin', 'AdminIndexPage'),
                settings('settings/admin/branches', 'BranchesPage'),
                settings('settings/admin/aws', 'BuildProjectsPage'),
                settings('settings/admin/prices', 'PricesPage'),
                settings('settings/corrections/delete-payments', 'DeletePostsPage'),
                settings('settings/reports/production-stats', 'ProductionStatsPage'),
                settings('settings/reports/ftp-payments', 'FtpPaymentsReportPage'),
                settings('settings/reports/document-sources', 'DocumentSourcesReportPage'),
                settings('settings/reports/customers', 'CustomersReportPage'),
                settings('settings/reports/avtalegiro', 'AvtalegiroReportPage'),
                settings('settings/special/evidensia', 'EvidensiaPage'),
                settings('settings/special/ocr-giro', 'OcrGiroUploadPage'),
                { path: 'search', lazy: async () => ({ Component: (await import('../search/SearchPage')).SearchPage }) },
                { path: 'changelog', lazy: async () => ({ Component: (await import('../changelog/ChangelogPage')).ChangelogPage }) },
                { path: 'support', lazy: async () => ({ Component: (await import('../support/SupportPage')).SupportPage }) },
                { path: 'widgets', lazy: async () => ({ Component: (await import('../widgets/WidgetsPage')).WidgetsPage }) },
                // The machine studio loads ELK only with its first diagram, in a chunk of its own.
                { path: 'machines', lazy: async () => ({ Component: (await import('../machines/studioPages')).MachinesPage }) },
                {
                  path: 'machines/:machineId',
                  lazy: async () => ({ Component: (await import('../machines/studioPages')).MachineStudioPage }),
                },
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

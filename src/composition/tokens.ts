import type { RegEntryListPort } from '../application/ports/regEntryList.port';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveMachines } from '../application/machines/liveMachines';
import type { ActivitiesPort } from '../application/ports/activities.port';
import type { AppConfig } from '../application/ports/appConfig.port';
import type { BackendHealthPort } from '../application/ports/backendHealth.port';
import type { ChangeFeedPort } from '../application/ports/changeFeed.port';
import type { DebtCollectionPort } from '../application/ports/debtCollection.port';
import type { RemindersPort } from '../application/ports/reminders.port';
import type { ReportsPort } from '../application/ports/reports.port';
import type { LegalRulesPort, ReminderRunPort } from '../application/ports/legalRules.port';
import type { ChangelogPort } from '../application/ports/changelog.port';
import type { ClipboardPort } from '../application/ports/clipboard.port';
import type { CustomerPagesPort } from '../application/ports/customerPages.port';
import type { CustomerTypesPort } from '../application/ports/customerTypes.port';
import type { FileSaverPort } from '../application/ports/fileSaver.port';
import type { LegacyImportFilesPort } from '../application/ports/legacyImportFiles.port';
import type { PaymentDraftsPort } from '../application/ports/paymentDrafts.port';
import type { PaymentsPort } from '../application/ports/payments.port';
import type { PendingClientsPort } from '../application/ports/pendingClients.port';
import type { AdminPagesPort } from '../application/ports/adminPages.port';
import type { EntryFormPort } from '../application/ports/entryForm.port';
import type { EvidensiaPort } from '../application/ports/evidensia.port';
import type { OcrGiroUploadPort } from '../application/ports/ocrGiroUpload.port';
import type { UnmatchedPaymentsPort } from '../application/ports/unmatchedPayments.port';
import type { AuditTrailPort } from '../application/ports/auditTrail.port';
import type { SettingsReportsPort } from '../application/ports/settingsReports.port';
import type { CollectionAgenciesPort } from '../application/ports/collectionAgencies.port';
import type { ClientPagePort } from '../application/ports/clientPage.port';
import type { OnboardingPort } from '../application/ports/onboarding.port';
import type { RegisterLookupsPort } from '../application/ports/registerLookups.port';
import type { PendingCountsPort } from '../application/ports/pendingCounts.port';
import type { PendingProductionsPort } from '../application/ports/pendingProductions.port';
import type { AmountCorrectionPort } from '../application/ports/amountCorrection.port';
import type { PreferencesPort } from '../application/ports/preferences.port';
import type { ReminderRulesPort } from '../application/ports/reminderRules.port';
import type { SettingsRegistersPort } from '../application/ports/settingsRegisters.port';
import type { SearchPort } from '../application/ports/search.port';
import type { SupportIssuesPort } from '../application/ports/supportIssues.port';
import type { ToastStore } from '../application/ports/toasts.port';
import type { ApiClients } from './apiClients';
import type { CustomerTypeConfirm } from './customerTypes';
import type { BundleDecision } from './debtCollection';
import type { ProductionDecision } from './production';
import type { PaymentRegister } from './paymentRegister';
import type { SessionActor } from './session';

/** A DI token that remembers the type it resolves to, so `useInjection(TOKENS.X)` is typed. */
export type Token<T> = symbol & { readonly __resolves?: T };

function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** Every service the UI can ask the container for. One file, so the whole wiring reads at a glance. */
export const TOKENS = {
  AppConfig: token<AppConfig>('AppConfig'),
  BackendHealth: token<BackendHealthPort>('BackendHealth'),
  /** The officer's session: an XState actor the UI reads with useSelector. */
  Session: token<SessionActor>('Session'),
  /** The toasts; the HTTP adapters report through it as their NotifierPort. */
  Toasts: token<ToastStore>('Toasts'),
  QueryClient: token<QueryClient>('QueryClient'),
  /** The websocket's refresh hints. */
  ChangeFeed: token<ChangeFeedPort>('ChangeFeed'),
  PendingCounts: token<PendingCountsPort>('PendingCounts'),
  Preferences: token<PreferencesPort>('Preferences'),
  DebtCollection: token<DebtCollectionPort>('DebtCollection'),
  /** The bundle-approval machine with its calls attached; each pending transmission page runs its own actor. */
  BundleDecision: token<BundleDecision>('BundleDecision'),
  Reminders: token<RemindersPort>('Reminders'),
  ReminderDecision: token<BundleDecision>('ReminderDecision'),
  /** Rapport-utsendelse: the pending report bundles, sending out, rejecting, recipients' e-mail, report files. */
  Reports: token<ReportsPort>('Reports'),
  /** Bekreft kundetype: the unconfirmed customers and their confirmation. */
  CustomerTypes: token<CustomerTypesPort>('CustomerTypes'),
  /** The customer-type confirmation machine's confirm call; the confirm page runs the machine. */
  CustomerTypeConfirm: token<CustomerTypeConfirm>('CustomerTypeConfirm'),
  /** The reads of /activities/ (the clients that have left). */
  Activities: token<ActivitiesPort>('Activities'),
  /** Client, customer and invoice searches (popup and /search/). */
  Search: token<SearchPort>('Search'),
  /** Registrer faktura's list pages (issue 17). */
  RegEntryList: token<RegEntryListPort>('RegEntryList'),
  Changelog: token<ChangelogPort>('Changelog'),
  SupportIssues: token<SupportIssuesPort>('SupportIssues'),
  LegacyImportFiles: token<LegacyImportFilesPort>('LegacyImportFiles'),
  PendingProductions: token<PendingProductionsPort>('PendingProductions'),
  AmountCorrection: token<AmountCorrectionPort>('AmountCorrection'),
  ProductionDecision: token<ProductionDecision>('ProductionDecision'),
  Clipboard: token<ClipboardPort>('Clipboard'),
  /** Saves downloaded files in the browser. */
  FileSaver: token<FileSaverPort>('FileSaver'),
  /** The machines running in this tab, for the machine studio's live mode; every actor the app starts hands it its inspect hook. */
  LiveMachines: token<LiveMachines>('LiveMachines'),
  /** The three API clients, for the areas that bind their own adapters when their chunk loads (composition per area). */
  ApiClients: token<ApiClients>('ApiClients'),
  /** The customer and invoice pages' calls; bound by composition/customers.ts with the area's chunk. */
  CustomerPages: token<CustomerPagesPort>('CustomerPages'),
  /** Bound by composition/settings.ts with the settings pages. */
  ReminderRules: token<ReminderRulesPort>('ReminderRules'),
  /** Printers and PDF recipients; bound by composition/settings.ts. */
  SettingsRegisters: token<SettingsRegistersPort>('SettingsRegisters'),
  /** Registrations waiting for approval; bound by composition/settings.ts. */
  PendingClients: token<PendingClientsPort>('PendingClients'),
  /** Registrer innbetaling: find invoices, register, reverse; bound by composition/payments.ts with the page. */
  Payments: token<PaymentsPort>('Payments'),
  /** The payment page's draft, kept in the tab across a reload; bound by composition/payments.ts. */
  PaymentDrafts: token<PaymentDraftsPort>('PaymentDrafts'),
  /** The payment-registration machine's register call; bound by composition/payments.ts. */
  PaymentRegister: token<PaymentRegister>('PaymentRegister'),
  /** The workbench of payments that match nothing (issue 45); bound by composition/payments.ts. */
  UnmatchedPayments: token<UnmatchedPaymentsPort>('UnmatchedPayments'),
  /** The audit trail (Technical); bound by composition/settings.ts. */
  AuditTrail: token<AuditTrailPort>('AuditTrail'),
  AdminPages: token<AdminPagesPort>('AdminPages'),
  SettingsReports: token<SettingsReportsPort>('SettingsReports'),
  Evidensia: token<EvidensiaPort>('Evidensia'),
  /** OCR giro files uploaded by hand (issue 45); bound by composition/settings.ts. */
  OcrGiroUpload: token<OcrGiroUploadPort>('OcrGiroUpload'),
  /** Collection agencies (Inkassoselskap); bound by composition/settings.ts. */
  CollectionAgencies: token<CollectionAgenciesPort>('CollectionAgencies'),
  /** Next client numbers and client creation (the onboarding wizard); bound by composition/settings.ts. */
  Onboarding: token<OnboardingPort>('Onboarding'),
  /** The client page (part 2 §2.2); bound by composition/clients.ts. */
  ClientPage: token<ClientPagePort>('ClientPage'),
  /** Postal codes and the company register (the wizard's look-ups); bound by composition/settings.ts. */
  RegisterLookups: token<RegisterLookupsPort>('RegisterLookups'),
  /** The entry form (part 2 §2.7); bound by composition/entryForm.ts with its chunk. */
  EntryForm: token<EntryFormPort>('EntryForm'),
  /** The rule tables and the legal clock of an invoice (issue 42); bound by composition/legalRules.ts with the pages that use them. */
  LegalRules: token<LegalRulesPort>('LegalRules'),
  /** The reminder run's preview and 'Kjør nå' (issue 42); bound by composition/legalRules.ts. */
  ReminderRun: token<ReminderRunPort>('ReminderRun'),
} as const;

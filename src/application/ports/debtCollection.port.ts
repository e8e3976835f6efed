import type { DateRange } from '../../domain/dates/isoDate';
import type { CollectionStatus } from '../../domain/labels/collectionStatus';
import type { Ore } from '../../domain/money/ore';
import type { ServerRead } from './serverRead.port';

/** Debt collection handles two kinds of bundles with the same structure (part 1 §2, §3). */
export type CollectionKind = 'cases' | 'payments';

export type { CollectionStatus } from '../../domain/labels/collectionStatus';

export interface CollectionSums {
  readonly readyCount: number;
  readonly approvedCount: number;
  readonly rejectedCount: number;
  readonly sumAmount: Ore;
  readonly sumInterest: Ore;
  readonly sumFee: Ore;
}

export interface BundleSummary extends CollectionSums {
  readonly bundleId: number;
  readonly officerId: number | null;
  /** yyyy-mm-dd. */
  readonly date: string;
  /** Cases or payments in the bundle. */
  readonly itemCount: number;
  readonly agencyCount: number;
}

/** One agency's transmission within a bundle. */
export interface AgencyTransmission extends CollectionSums {
  readonly transmissionId: string;
  readonly agencyId: number;
  readonly agencyName: string;
  readonly itemCount: number;
}

export interface Bundle extends BundleSummary {
  readonly agencies: readonly AgencyTransmission[];
}

export interface CollectionCase {
  readonly id: number;
  readonly customerNumber: number;
  readonly customerName: string;
  readonly invoiceNumber: number;
  readonly invoiceAmount: Ore;
  readonly restAmount: Ore;
  readonly interestPart: Ore;
  readonly feePart: Ore;
  readonly status: CollectionStatus;
  readonly agencyCustomerNumber: string | null;
  readonly caseNumber: string | null;
}

export interface CollectionPayment {
  readonly id: number;
  readonly regDate: string | null;
  readonly amount: Ore;
  readonly tag: string | null;
  readonly reference: string | null;
  readonly status: CollectionStatus;
  readonly customerNumber: number;
  readonly customerName: string;
  readonly invoiceNumber: number;
  readonly interestPart: Ore;
  readonly feePart: Ore;
  readonly agencyCustomerNumber: string | null;
}

export interface AgencyCustomerNumber {
  readonly number: string;
  readonly name: string;
}

export interface CaseClient extends CollectionSums {
  readonly clientId: number;
  readonly clientName: string;
  readonly agencyCustomerNumbers: readonly AgencyCustomerNumber[];
  readonly invoices: readonly CollectionCase[];
}

export interface PaymentClient extends CollectionSums {
  readonly clientId: number;
  readonly clientName: string;
  readonly payments: readonly CollectionPayment[];
}

export interface TransmissionLogEntry {
  readonly text: string;
  readonly transmissionType: string | null;
  /** ISO 8601 moment, or null when not sent. */
  readonly timeSent: string | null;
  readonly status: string;
  readonly errorText: string | null;
}

export interface TransmissionFile {
  readonly id: number;
  readonly fileName: string;
  readonly created: string | null;
}

interface TransmissionBase {
  readonly transmissionId: string;
  readonly bundleId: number;
  readonly date: string | null;
  readonly officerName: string | null;
  readonly agency: { readonly id: number; readonly name: string; readonly fileFormat: string | null };
  readonly log: readonly TransmissionLogEntry[];
  readonly files: readonly TransmissionFile[];
}

export interface CaseTransmission extends TransmissionBase {
  readonly clients: readonly CaseClient[];
}

export interface PaymentTransmission extends TransmissionBase {
  readonly clients: readonly PaymentClient[];
}

export type Decision = 'approve' | 'reject';

/** What an approve or reject answers: the items still pending in the bundle, or null when the answer lacks the count. */
export interface DecisionAnswer {
  readonly pendingCount: number | null;
  /** Items this decision moved from Ready (the rest were decided already); absent when the server does not say. */
  readonly decidedCount?: number;
}

export interface DownloadedFile {
  readonly fileName: string;
  readonly content: Blob;
}

/** The debt-collection work queue on the legacy API (part 1 §7 "Debt collection"). */
export interface DebtCollectionPort {
  /** Bundles in a period, newest first (the see-all lists and the archive tab). */
  bundles(kind: CollectionKind, period?: DateRange): ServerRead<readonly BundleSummary[]>;
  pendingBundles(kind: CollectionKind): ServerRead<readonly Bundle[]>;
  /** Null when there is no such bundle ('Bunt ble ikke funnet'). */
  bundle(kind: CollectionKind, bundleId: number): ServerRead<Bundle | null>;
  /** Null when the bundle has no such transmission ('Oversendelsen ble ikke funnet'). */
  caseTransmission(bundleId: number, transmissionId: string): ServerRead<CaseTransmission | null>;
  paymentTransmission(bundleId: number, transmissionId: string): ServerRead<PaymentTransmission | null>;
  decide(kind: CollectionKind, decision: Decision, bundleId: number, ids: readonly number[]): Promise<DecisionAnswer>;
  setAgencyCustomerNumber(caseId: number, agencyCustomerNumber: string): Promise<void>;
  downloadFile(fileId: number): Promise<DownloadedFile>;
}

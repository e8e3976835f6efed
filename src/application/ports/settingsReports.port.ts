import type { DateRange } from '../../domain/dates/isoDate';
import type { Ore } from '../../domain/money/ore';
import type { ProductionCounts, ProductionStats } from '../../domain/reports/productionStats';
import type { CustomerReportOption, ImportSourceName } from '../../domain/reports/reportTexts';
import type { ServerRead } from './serverRead.port';

/** A payment file received by FTP (ftp-payments report); times are ISO moments. */
export interface FtpPaymentFile {
  readonly id: number;
  readonly fileName: string;
  readonly clientId: number | null;
  readonly clientName: string | null;
  readonly receivedTime: string;
  readonly numberOfPayments: number;
  readonly sum: Ore;
}

export interface DocumentSourceLine {
  readonly clientId: number;
  readonly clientName: string;
  readonly source: string;
  readonly activatedAt: string | null;
  readonly isActive: boolean;
}

export interface ReportCustomer {
  readonly clientId: number;
  readonly customerNumber: number;
  readonly customerName: string;
}

/** An AvtaleGiro transmission (part 2 §3.8); times are ISO moments. */
export interface AvtalegiroTransmissionLine {
  readonly clientId: number;
  readonly clientName: string;
  readonly transmissionId: string;
  readonly senderId: string | null;
  readonly shipmentNumber: string | null;
  readonly fileName: string;
  readonly status: string;
  readonly regTime: string;
  readonly sentTime: string | null;
  readonly ackReceivedTime: string | null;
  readonly confirmedTime: string | null;
  readonly approvedCount: number;
  readonly rejectedCount: number;
  readonly errorCode: string | null;
  readonly errorText: string | null;
}

export interface AvtalegiroInvoiceStatus {
  readonly customerNumber: number;
  readonly invoiceNumber: number;
  readonly kid: string | null;
  readonly errorCode: string | null;
  readonly errorText: string | null;
}

export interface AvtalegiroTransmissionDetail extends AvtalegiroTransmissionLine {
  readonly invoices: readonly AvtalegiroInvoiceStatus[];
  readonly fileContent: string | null;
}

export interface ProductionStatsByBase {
  readonly date: string;
  readonly bases: readonly { readonly baseNr: number; readonly counts: ProductionCounts }[];
}

/** The five settings reports (part 2 §2.9, §7.5): every read answers all the rows of its period or filter. */
export interface SettingsReportsPort {
  productionStats(period: DateRange): ServerRead<ProductionStats>;
  productionStatsByBase(date: string): ServerRead<ProductionStatsByBase>;
  ftpPayments(period: DateRange): ServerRead<readonly FtpPaymentFile[]>;
  documentSources(source: ImportSourceName | undefined): ServerRead<readonly DocumentSourceLine[]>;
  customers(option: CustomerReportOption): ServerRead<readonly ReportCustomer[]>;
  avtalegiroTransmissions(period: DateRange): ServerRead<readonly AvtalegiroTransmissionLine[]>;
  /** Null when there is no such transmission (for this officer). */
  avtalegiroTransmission(transmissionId: string): ServerRead<AvtalegiroTransmissionDetail | null>;
}

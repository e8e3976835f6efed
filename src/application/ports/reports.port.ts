import type { ServerRead } from './serverRead.port';

/** A recipient of a report bundle (part 1 §3 report bundle, §4 report recipients). */
export interface ReportRecipient {
  readonly recipientId: number;
  readonly recipientNumber: number;
  readonly email: string | null;
  /** Report types, space-separated (OCR, DIR, ... INK). */
  readonly documentList: string;
  readonly documentShipment: 'EMAIL' | 'FTP' | 'PAPER';
  readonly fileList: string | null;
  readonly fileShipment: string | null;
  readonly address: {
    readonly name: string | null;
    readonly addrLine1: string | null;
    readonly addrLine2: string | null;
    readonly postNo: string | null;
    readonly cityName: string | null;
  } | null;
}

export interface ReportBundle {
  readonly bundleId: number;
  readonly clientId: number;
  readonly clientName: string;
  readonly reportDate: string;
  readonly createdTS: string | null;
  readonly reports: readonly { readonly reportType: string; readonly reportId: number; readonly fileType: string }[];
  readonly recipients: readonly ReportRecipient[];
}

/** Report dispatch, Rapport-utsendelse (part 1 §7 "Reports and documents"). */
export interface ReportsPort {
  pendingBundles(): ServerRead<readonly ReportBundle[]>;
  /** Sends out the recipients' reports; answers approveCount (0: 'Ingen rapporter ble godkjent'). */
  approve(recipientIds: readonly number[]): Promise<number>;
  reject(recipientIds: readonly number[]): Promise<void>;
  updateRecipientEmail(recipientId: number, email: string): Promise<void>;
  downloadReport(reportId: number): Promise<{ fileName: string; content: Blob }>;
}

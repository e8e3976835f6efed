import type { CustomerType } from '../../domain/customer/customerType';
import type { DateRange } from '../../domain/dates/isoDate';
import type { Ore } from '../../domain/money/ore';
import type { ReminderChange } from '../../domain/reminders/reminderChange';
import type { ReminderShipmentType } from '../../domain/shipment/shipmentType';
import type { Decision, DecisionAnswer, DownloadedFile } from './debtCollection.port';
import type { ServerRead } from './serverRead.port';

/** A reminder (purring) of one invoice (part 1 §3), amounts in øre, dates yyyy-mm-dd. */
export interface Reminder {
  readonly id: number;
  readonly clientId: number;
  readonly customerId: number | null;
  readonly customerNo: number;
  readonly customerName: string;
  readonly invoiceNo: number;
  readonly invoiceAmount: Ore;
  readonly invoiceRestAmount: Ore;
  readonly invoiceDate: string | null;
  readonly invoiceDueDate: string | null;
  readonly reminderCode: string | null;
  readonly reminderType: string | null;
  readonly reminderDueDate: string | null;
  readonly feeAmount: Ore;
  readonly interestAmount: Ore;
  readonly sumAmount: Ore;
  readonly currencyCode: string | null;
  readonly languageCode: string | null;
  readonly kid: string | null;
  readonly ourRef: string | null;
  readonly yourRef: string | null;
  readonly notes: string | null;
  readonly numberOfNotes: number;
  /** What the run noted of its rules (issue 42): a line per rule row missing, naming the last known value used. */
  readonly ruleNotes: readonly string[];
  readonly customerEmail: string | null;
  readonly customerType: CustomerType;
  readonly isCustomerTypeConfirmed: boolean;
  readonly isEuFee: boolean;
  readonly shipmentType: ReminderShipmentType;
  readonly shipmentCode: string | null;
  readonly shipmentStatus: string | null;
  readonly sentDate: string | null;
  /** Pending, then Sent (shown as approved) or Rejected. */
  readonly status: string;
  readonly printId: number | null;
  readonly printCreated: string | null;
}

export interface ReminderBundleSummary {
  readonly bundleId: number;
  readonly officerId: number | null;
  readonly runDate: string;
  readonly createdDate: string | null;
  readonly numberOfReminders: number;
  readonly sumInvoiceAmount: Ore;
  readonly sumInterestAmount: Ore;
  readonly sumFeeAmount: Ore;
}

export interface ReminderClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly clientEmail: string | null;
  readonly approveReminders: boolean;
  readonly numberOfReminders: number;
  readonly sumInvoiceAmount: Ore;
  readonly sumInterestAmount: Ore;
  readonly sumFeeAmount: Ore;
}

export interface StoppedReminder {
  readonly clientId: number;
  readonly customerNo: number;
  readonly customerName: string;
  readonly invoiceNo: number;
  readonly reminderCode: string | null;
  readonly reminderType: string | null;
  readonly reason: string;
}

export interface PendingReminderBundle extends ReminderBundleSummary {
  readonly reminders: readonly Reminder[];
  readonly notValidCount: number;
  readonly stopped: readonly StoppedReminder[];
  readonly clients: readonly ReminderClient[];
  readonly shipments: { readonly paper: number; readonly email: number; readonly efaktura: number };
}

export interface ApprovedReminderBundle extends ReminderBundleSummary {
  readonly reminders: readonly Reminder[];
  readonly clients: readonly ReminderClient[];
  readonly approvedCount: number;
  readonly rejectedCount: number;
}

export interface ReminderListMail {
  readonly clientId: number;
  readonly sender: string;
  readonly rcpt: string;
  readonly subject: string;
  readonly mailBody: string;
}

export type { CustomerType, ReminderChange, ReminderShipmentType };

/** The reminder work queue on the legacy API (part 1 §7 "Reminders", Document/Reminder). */
export interface RemindersPort {
  pendingBundles(): ServerRead<readonly ReminderBundleSummary[]>;
  /** The archive (part 1 §9: up to 1000 bundles), in a period. */
  approvedBundles(period?: DateRange): ServerRead<readonly ReminderBundleSummary[]>;
  /** Null when there is no such pending bundle ('Bunt ble ikke funnet'). */
  pendingBundle(bundleId: number): ServerRead<PendingReminderBundle | null>;
  approvedBundle(bundleId: number): ServerRead<ApprovedReminderBundle | null>;
  decide(decision: Decision, bundleId: number, ids: readonly number[]): Promise<DecisionAnswer>;
  change(reminderId: number, change: ReminderChange): Promise<Reminder>;
  sendListToClient(bundleId: number, mail: ReminderListMail): Promise<void>;
  downloadDocument(reminderId: number): Promise<DownloadedFile>;
}

import type { IsoDate } from '../../domain/dates/isoDate';
import type { Ore } from '../../domain/money/ore';
import type { ClaimStep } from '../../domain/reminders/legalClock';
import type { LegalRuleKind, LegalRuleRow } from '../../domain/rules/legalRules';
import type { VatRateRow } from '../../domain/vat/vatRateTable';
import type { ServerRead } from './serverRead.port';

/**
 * Rates and legal rules as dated data (issue 42): the rule tables, the legal clock of a claim and the reminder run's
 * preview. Values of rules stay in their unit (basis points, øre, days); amounts computed from them are øre.
 */

/** A row of a rule table with the last day it is in force (null while it is the last of its kind). */
export interface LegalRule extends LegalRuleRow {
  readonly validUntil: IsoDate | null;
}

/** A half-year or year begun without its row: `text` names it and the value used meanwhile. */
export interface MissingLegalRule {
  readonly kind: LegalRuleKind;
  readonly from: IsoDate;
  readonly text: string;
  readonly lastKnownValue: number | null;
  readonly lastKnownFrom: IsoDate | null;
}

export interface LegalRuleTables {
  readonly rules: readonly LegalRule[];
  readonly missing: readonly MissingLegalRule[];
}

/** A new row, or a row's corrected values, as the server takes them. */
export interface LegalRuleInput {
  readonly kind: LegalRuleKind;
  readonly validFrom: IsoDate;
  readonly value: number;
  readonly sourceText: string;
  readonly sourceUrl: string | null;
}

/** A new VAT rate row, or a row's corrected values, as the server takes them (validTo: the first day without it). */
export type VatRateInput = Omit<VatRateRow, 'id'>;

/** What the legal clock says of an invoice on the server's today. */
export interface InvoiceLegalClock {
  readonly today: IsoDate;
  readonly step: ClaimStep | null;
  readonly stepLabel: string | null;
  readonly earliest: IsoDate | null;
  readonly reason: string;
  readonly law: string;
  readonly fee: Ore;
  readonly interest: Ore;
  readonly compensation: Ore;
  readonly customerType: 'Retail' | 'Business';
}

export interface LegalRulesPort {
  /** Every row of every kind, and the rows missing today; any officer may read them. */
  tables(): ServerRead<LegalRuleTables>;
  /** Technical officers only; a refusal is an ApiFailure with the reasons by field (`body.validFrom`, ...). */
  add(row: LegalRuleInput): Promise<LegalRule>;
  correct(id: number, row: LegalRuleInput): Promise<LegalRule>;
  /** The VAT rate table, every code and period with its source; any officer may read it. */
  vatRates(): ServerRead<readonly VatRateRow[]>;
  /** Technical officers only; a new open-ended rate closes its code's open row (planVatRate). Refusals by field. */
  addVatRate(row: VatRateInput): Promise<VatRateRow>;
  correctVatRate(id: number, row: VatRateInput): Promise<VatRateRow>;
  /** Null when the invoice is not one of the officer's bases (or no invoice at all). */
  invoiceClock(invoiceId: number): ServerRead<InvoiceLegalClock | null>;
}

/** A reminder the run of the day would stop, with its rule's reason. */
export interface PreviewStopped {
  readonly invoiceNr: number;
  readonly customerNr: number;
  readonly customerName: string;
  readonly reminderType: string;
  readonly reason: string;
}

/** What the run of the day would make for one client. */
export interface PreviewClient {
  readonly clientId: number;
  readonly clientName: string;
  readonly reminders: { readonly REMINDER1: number; readonly REMINDER2: number };
  readonly shipments: { readonly PAPER: number; readonly EMAIL: number; readonly EFAKTURA: number };
  readonly fee: Ore;
  readonly interest: Ore;
  readonly sum: Ore;
  readonly stopped: readonly PreviewStopped[];
}

/** What a run made (its bundle as it holds now), set beside a preview. */
export interface ReminderRunMade {
  readonly runDate: IsoDate;
  readonly clients: number;
  readonly reminders: { readonly REMINDER1: number; readonly REMINDER2: number };
  readonly stopped: number;
  readonly fee: Ore;
  readonly interest: Ore;
}

export interface ReminderRunPreview {
  readonly runDate: IsoDate;
  /** The last run before the day, null before any run. */
  readonly lastRun: ReminderRunMade | null;
  /** Active clients run that day already (left out). */
  readonly clientsRun: number;
  readonly clients: readonly PreviewClient[];
  readonly reminders: number;
  readonly stopped: number;
  readonly fee: Ore;
  readonly interest: Ore;
  /** Rows missing for the periods charged; the last known value is used and said on each reminder. */
  readonly notes: readonly string[];
}

/** What today's run did. */
export interface ReminderRunOutcome {
  readonly runDate: IsoDate;
  readonly bundleId: number | null;
  readonly clients: number;
  readonly reminders: number;
  readonly stopped: number;
}

/** The reminder run seen before it runs, and run now (Technical officers). */
export interface ReminderRunPort {
  preview(date: IsoDate): ServerRead<ReminderRunPreview>;
  /** Runs today's run (Oslo) for the clients not run today. */
  runToday(): Promise<ReminderRunOutcome>;
}

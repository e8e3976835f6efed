import type {
  ApprovedReminderBundle,
  PendingReminderBundle,
  Reminder,
  ReminderBundleSummary,
  ReminderClient,
  RemindersPort,
} from '../../../application/ports/reminders.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { ApiFailure, answer, fileNameOf, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type Schemas = components['schemas'];

const ore = (value: number | undefined) => oreFromApiDecimal(value ?? 0);

function summary(dto: Schemas['ReminderBundleSummary']): ReminderBundleSummary {
  return {
    bundleId: dto.bundleId,
    officerId: dto.officerId ?? null,
    runDate: dto.runDate,
    createdDate: dto.createdDate ?? null,
    numberOfReminders: dto.numberOfReminders,
    sumInvoiceAmount: ore(dto.sumInvoiceAmount),
    sumInterestAmount: ore(dto.sumInterestAmount),
    sumFeeAmount: ore(dto.sumFeeAmount),
  };
}

export function reminderFrom(dto: Schemas['Reminder']): Reminder {
  return {
    id: dto.id,
    clientId: dto.clientId,
    customerId: dto.customerId ?? null,
    customerNo: dto.customerNo,
    customerName: dto.customerName,
    invoiceNo: dto.invoiceNo,
    invoiceAmount: ore(dto.invoiceAmount),
    invoiceRestAmount: ore(dto.invoiceRestAmount),
    invoiceDate: dto.invoiceDate ?? null,
    invoiceDueDate: dto.invoiceDueDate ?? null,
    reminderCode: dto.reminderCode ?? null,
    reminderType: dto.reminderType ?? null,
    reminderDueDate: dto.reminderDueDate ?? null,
    feeAmount: ore(dto.feeAmount),
    interestAmount: ore(dto.interestAmount),
    sumAmount: ore(dto.sumAmount),
    currencyCode: dto.currencyCode ?? null,
    languageCode: dto.languageCode ?? null,
    kid: dto.kid ?? null,
    ourRef: dto.ourRef ?? null,
    yourRef: dto.yourRef ?? null,
    notes: dto.notes ?? null,
    numberOfNotes: dto.numberOfNotes ?? 0,
    ruleNotes: dto.ruleNotes ? dto.ruleNotes.split('\n') : [],
    customerEmail: dto.customerEmail ?? null,
    customerType: dto.customerType,
    isCustomerTypeConfirmed: dto.isCustomerTypeConfirmed,
    isEuFee: dto.isEuFee ?? false,
    shipmentType: dto.shipmentType,
    shipmentCode: dto.shipmentCode ?? null,
    shipmentStatus: dto.shipmentStatus ?? null,
    sentDate: dto.sentDate ?? null,
    status: dto.status,
    printId: dto.printId ?? null,
    printCreated: dto.printCreated ?? null,
  };
}

function client(dto: Schemas['ReminderClient']): ReminderClient {
  return {
    clientId: dto.clientId,
    clientName: dto.clientName,
    clientEmail: dto.clientEmail ?? null,
    approveReminders: dto.approveReminders ?? false,
    numberOfReminders: dto.numberOfReminders ?? 0,
    sumInvoiceAmount: ore(dto.sumInvoiceAmount),
    sumInterestAmount: ore(dto.sumInterestAmount),
    sumFeeAmount: ore(dto.sumFeeAmount),
  };
}

function pendingBundle(dto: Schemas['PendingReminderBundle']): PendingReminderBundle {
  return {
    ...summary(dto),
    reminders: dto.reminders.map(reminderFrom),
    notValidCount: dto.notValidCount ?? 0,
    stopped: (dto.stopped ?? []).map((s) => ({
      clientId: s.clientId,
      customerNo: s.customerNo,
      customerName: s.customerName ?? '',
      invoiceNo: s.invoiceNo,
      reminderCode: s.reminderCode ?? null,
      reminderType: s.reminderType ?? null,
      reason: s.reason,
    })),
    clients: dto.clients.map(client),
    shipments: { paper: dto.shipments?.paper ?? 0, email: dto.shipments?.email ?? 0, efaktura: dto.shipments?.efaktura ?? 0 },
  };
}

function approvedBundle(dto: Schemas['ApprovedReminderBundle']): ApprovedReminderBundle {
  return {
    ...summary(dto),
    reminders: dto.reminders.map(reminderFrom),
    clients: (dto.clients ?? []).map(client),
    approvedCount: dto.approvedCount,
    rejectedCount: dto.rejectedCount,
  };
}

/** Part 1 §9: the archive fetches up to 1000 bundles. */
export const REMINDER_ARCHIVE_LIMIT = 1000;

/** The reminder calls of the legacy API (part 1 §7 "Reminders", Document/Reminder). */
export function httpReminders(legacy: LegacyClient): RemindersPort {
  return {
    pendingBundles: () => ({
      api: 'legacy',
      path: 'DebtCollection/Reminders/pending',
      fetch: async (signal) => (await answer(legacy.GET('/DebtCollection/Reminders/pending', { signal }))).map(summary),
    }),
    approvedBundles: (period) => ({
      api: 'legacy',
      path: 'DebtCollection/Reminders/approved',
      params: { maxItems: REMINDER_ARCHIVE_LIMIT, ...(period ? { fromDate: period.from, toDate: period.to } : {}) },
      fetch: async (signal) => {
        const query = { maxItems: REMINDER_ARCHIVE_LIMIT, ...(period ? { fromDate: period.from, toDate: period.to } : {}) };
        return (await answer(legacy.GET('/DebtCollection/Reminders/approved', { params: { query }, signal }))).map(summary);
      },
    }),
    pendingBundle: (bundleId) => ({
      api: 'legacy',
      path: `DebtCollection/Reminders/pending/${bundleId}`,
      fetch: (signal) =>
        orNull(answer(legacy.GET('/DebtCollection/Reminders/pending/{bundleId}', { params: { path: { bundleId } }, signal })).then(pendingBundle)),
    }),
    approvedBundle: (bundleId) => ({
      api: 'legacy',
      path: `DebtCollection/Reminders/approved/${bundleId}`,
      fetch: (signal) =>
        orNull(answer(legacy.GET('/DebtCollection/Reminders/approved/{bundleId}', { params: { path: { bundleId } }, signal })).then(approvedBundle)),
    }),
    async decide(decision, bundleId, ids) {
      const params = { path: { bundleId } };
      const body = { reminders: [...ids] };
      const answered = await answer(
        decision === 'approve'
          ? legacy.POST('/DebtCollection/Reminders/{bundleId}/Approve', { params, body })
          : legacy.POST('/DebtCollection/Reminders/{bundleId}/Reject', { params, body }),
      );
      return {
        pendingCount: answered.numberOfPendingReminders ?? null,
        ...(answered.numberOfDecided === undefined ? {} : { decidedCount: answered.numberOfDecided }),
      };
    },
    async change(reminderId, change) {
      return reminderFrom(await answer(legacy.PUT('/DebtCollection/Reminder/{id}', { params: { path: { id: reminderId } }, body: { ...change } })));
    },
    async sendListToClient(bundleId, mail) {
      await answer(legacy.POST('/DebtCollection/Reminders/{bundleId}/SendToClient', { params: { path: { bundleId } }, body: { ...mail } }));
    },
    async downloadDocument(id) {
      const { data, error, response } = await legacy.GET('/Document/Reminder/{id}', { params: { path: { id } }, parseAs: 'blob' });
      if (!response.ok || error !== undefined || !data) throw new ApiFailure(response.status, `${response.status} ${response.statusText}`.trim());
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `Purring-${id}.pdf`), content: data };
    },
  };
}

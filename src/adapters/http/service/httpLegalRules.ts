import type {
  InvoiceLegalClock,
  LegalRule,
  LegalRuleInput,
  LegalRulesPort,
  PreviewClient,
  ReminderRunMade,
  ReminderRunPort,
  ReminderRunPreview,
  VatRateInput,
} from '../../../application/ports/legalRules.port';
import { oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import type { VatRateRow } from '../../../domain/vat/vatRateTable';
import type { LegacyClient } from '../legacy/legacyClient';
import { answer, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type Schemas = components['schemas'];

/** The read path the server announces after a row is added or corrected. */
export const LEGAL_RULES_READ_PATH = 'settings/legal-rules';
/** The read path the server announces after a VAT rate row is added or corrected (with CommonReg/TaxRates). */
export const VAT_RATES_READ_PATH = 'settings/vat-rates';

/** A row keeps its value in its own unit (basis points, øre, days): the contract carries it so, not in kroner. */
const ruleFrom = (dto: Schemas['LegalRule']): LegalRule => ({
  id: dto.id,
  kind: dto.kind,
  validFrom: dto.validFrom,
  validUntil: dto.validUntil,
  value: dto.value,
  sourceText: dto.sourceText,
  sourceUrl: dto.sourceUrl,
});

const body = (row: LegalRuleInput): Schemas['LegalRuleInput'] => ({
  kind: row.kind,
  validFrom: row.validFrom,
  value: row.value,
  sourceText: row.sourceText,
  sourceUrl: row.sourceUrl,
});

const vatRateFrom = (dto: Schemas['VatRate']): VatRateRow => ({
  id: dto.id,
  taxCode: dto.taxCode,
  percent: dto.percent,
  validFrom: dto.validFrom,
  validTo: dto.validTo,
  description: dto.description,
  sourceText: dto.sourceText,
  sourceUrl: dto.sourceUrl,
});

const vatBody = (row: VatRateInput): Schemas['VatRateInput'] => ({
  taxCode: row.taxCode,
  percent: row.percent,
  validFrom: row.validFrom,
  validTo: row.validTo,
  description: row.description,
  sourceText: row.sourceText,
  sourceUrl: row.sourceUrl,
});

const clockFrom = (dto: Schemas['LegalClock']): InvoiceLegalClock => ({
  today: dto.today,
  step: dto.step,
  stepLabel: dto.stepLabel,
  earliest: dto.earliest,
  reason: dto.reason,
  law: dto.law,
  fee: oreFromApiDecimal(dto.fee),
  interest: oreFromApiDecimal(dto.interest),
  compensation: oreFromApiDecimal(dto.compensation),
  customerType: dto.customerType,
});

const previewClientFrom = (dto: Schemas['ReminderPreviewClient']): PreviewClient => ({
  clientId: dto.clientId,
  clientName: dto.clientName,
  reminders: { REMINDER1: dto.reminders.REMINDER1, REMINDER2: dto.reminders.REMINDER2 },
  shipments: { PAPER: dto.shipments.PAPER, EMAIL: dto.shipments.EMAIL, EFAKTURA: dto.shipments.EFAKTURA },
  fee: oreFromApiDecimal(dto.fee),
  interest: oreFromApiDecimal(dto.interest),
  sum: oreFromApiDecimal(dto.sum),
  stopped: dto.stopped.map((s) => ({ invoiceNr: s.invoiceNr, customerNr: s.customerNr, customerName: s.customerName, reminderType: s.reminderType, reason: s.reason })),
});

const madeFrom = (dto: Schemas['ReminderRunMade']): ReminderRunMade => ({
  runDate: dto.runDate,
  clients: dto.clients,
  reminders: { REMINDER1: dto.reminders.REMINDER1, REMINDER2: dto.reminders.REMINDER2 },
  stopped: dto.stopped,
  fee: oreFromApiDecimal(dto.fee),
  interest: oreFromApiDecimal(dto.interest),
});

const previewFrom = (dto: Schemas['ReminderRunPreview']): ReminderRunPreview => ({
  runDate: dto.runDate,
  lastRun: dto.lastRun === null ? null : madeFrom(dto.lastRun),
  clientsRun: dto.clientsRun,
  clients: dto.clients.map(previewClientFrom),
  reminders: dto.reminders,
  stopped: dto.stopped,
  fee: oreFromApiDecimal(dto.fee),
  interest: oreFromApiDecimal(dto.interest),
  notes: dto.notes,
});

/** The rule tables and the legal clock of an invoice on the service API (tag LegalRules); amounts cross as kroner. */
export function httpLegalRules(client: ServiceClient): LegalRulesPort {
  return {
    tables: () => ({
      api: 'service',
      path: LEGAL_RULES_READ_PATH,
      fetch: async (signal) => {
        const dto = await answer(client.GET('/settings/legal-rules', { signal }));
        return {
          rules: dto.rules.map(ruleFrom),
          missing: dto.missing.map((m) => ({ kind: m.kind, from: m.from, text: m.text, lastKnownValue: m.lastKnownValue, lastKnownFrom: m.lastKnownFrom })),
        };
      },
    }),
    add: async (row) => ruleFrom(await answer(client.POST('/settings/legal-rules', { body: body(row) }))),
    correct: async (id, row) => ruleFrom(await answer(client.PUT('/settings/legal-rules/{ruleId}', { params: { path: { ruleId: id } }, body: body(row) }))),
    vatRates: () => ({
      api: 'service',
      path: VAT_RATES_READ_PATH,
      fetch: async (signal) => (await answer(client.GET('/settings/vat-rates', { signal }))).map(vatRateFrom),
    }),
    addVatRate: async (row) => vatRateFrom(await answer(client.POST('/settings/vat-rates', { body: vatBody(row) }))),
    correctVatRate: async (id, row) =>
      vatRateFrom(await answer(client.PUT('/settings/vat-rates/{vatRateId}', { params: { path: { vatRateId: id } }, body: vatBody(row) }))),
    invoiceClock: (invoiceId) => ({
      api: 'service',
      path: `Invoice/${invoiceId}/LegalClock`,
      fetch: async (signal) => {
        const dto = await orNull(answer(client.GET('/Invoice/{invoiceId}/LegalClock', { params: { path: { invoiceId } }, signal })));
        return dto === null ? null : clockFrom(dto);
      },
    }),
  };
}

/** The run's preview on the service API and today's run ('Kjør nå') on the legacy API, where the run lives (issue 19). */
export function httpReminderRun(service: ServiceClient, legacy: LegacyClient): ReminderRunPort {
  return {
    preview: (date) => ({
      api: 'service',
      path: 'reminders/preview',
      params: { date },
      fetch: async (signal) => previewFrom(await answer(service.GET('/reminders/preview', { params: { query: { date } }, signal }))),
    }),
    runToday: async () => {
      const outcome = await answer(legacy.POST('/DebtCollection/Reminders/run', {}));
      return { runDate: outcome.runDate, bundleId: outcome.bundleId, clients: outcome.clients, reminders: outcome.reminders, stopped: outcome.stopped };
    },
  };
}

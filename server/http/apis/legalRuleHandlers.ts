import { ENTRY_NOT_FOUND_MESSAGE } from '../../../src/domain/customer/customerPageTexts';
import { isIsoDate } from '../../../src/domain/dates/isoDate';
import { missingRules, missingRuleText, RULE_TEXTS, validUntil, type LegalRuleDraft, type LegalRuleRow } from '../../../src/domain/rules/legalRules';
import { VAT_RATE_TEXTS, type VatRateDraft } from '../../../src/domain/vat/vatRateTable';
import { commitChange } from '../../realtime/committedChange';
import { osloToday } from '../../reminders/reminderRun';
import { previewReminders } from '../../reminders/reminderPreview';
import { invoiceLegalClock } from '../../rules/legalClockRead';
import { readLegalRules, saveLegalRule } from '../../rules/legalRuleTables';
import { readVatRates, saveVatRate } from '../../vat/vatRateTable';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The read path the rule tables are announced on after a change. */
export const LEGAL_RULES_PATH = 'settings/legal-rules';
/** The read paths a VAT rate change is announced on: the table, and the rates of a day the forms read. */
export const VAT_RATE_PATHS = ['settings/vat-rates', 'CommonReg/TaxRates'] as const;

const ruleJson = (rows: readonly LegalRuleRow[], row: LegalRuleRow) => ({ ...row, validUntil: validUntil(rows, row) });

/** Issue 42: the rule tables (read by all, kept by Technical officers), the legal clock of an invoice, the run's preview. */
export function legalRuleHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;

  const save = (id: number | null): OperationHandler => async (context) => {
    const officer = signedInOfficer(context);
    const saved = await commitChange(dependencies, (tx) => saveLegalRule(tx, context.body as LegalRuleDraft, officer.sub, id), (row) => (row ? [LEGAL_RULES_PATH] : []));
    if (saved === null) throw new ApiError(404, RULE_TEXTS.notFound);
    const rows = await readLegalRules(db);
    const answer = ruleJson(rows, rows.find((row) => row.id === saved.id) ?? saved);
    return id === null ? context.reply.code(201).send(answer) : answer;
  };

  const saveVat = (id: number | null): OperationHandler => async (context) => {
    const officer = signedInOfficer(context);
    const saved = await commitChange(dependencies, (tx) => saveVatRate(tx, context.body as VatRateDraft, officer.sub, id), (row) => (row ? VAT_RATE_PATHS : []));
    if (saved === null) throw new ApiError(404, VAT_RATE_TEXTS.notFound);
    return id === null ? context.reply.code(201).send(saved) : saved;
  };

  const service: Record<string, OperationHandler> = {
    async listLegalRules() {
      const rows = await readLegalRules(db);
      return {
        rules: rows.map((row) => ruleJson(rows, row)),
        missing: missingRules(rows, osloToday()).map((missing) => ({
          kind: missing.kind,
          from: missing.from,
          text: missingRuleText(missing),
          lastKnownValue: missing.lastKnown?.value ?? null,
          lastKnownFrom: missing.lastKnown?.validFrom ?? null,
        })),
      };
    },
    addLegalRule: save(null),
    async correctLegalRule(context) {
      return save(context.params.ruleId as number)(context);
    },
    listVatRates: () => readVatRates(db),
    addVatRate: saveVat(null),
    async correctVatRate(context) {
      return saveVat(context.params.vatRateId as number)(context);
    },
    async getInvoiceLegalClock(context) {
      const clock = await invoiceLegalClock(db, signedInOfficer(context).bases, context.params.invoiceId as number, osloToday());
      if (!clock) throw new ApiError(404, ENTRY_NOT_FOUND_MESSAGE);
      return clock;
    },
    async previewReminderRun(context) {
      const date = (context.query as { date?: string }).date ?? osloToday();
      if (!isIsoDate(date)) throw new ApiError(400, 'Ugyldig dato', [{ path: 'query.date', message: 'må være en dato' }]);
      return previewReminders(db, date);
    },
  };
  return { service };
}

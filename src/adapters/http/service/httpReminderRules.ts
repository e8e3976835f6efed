import type { ReminderRule, ReminderRulesByType, ReminderRulesPort } from '../../../application/ports/reminderRules.port';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import { REMINDER_RULE_GROUP, REMINDER_RULE_TYPES, type ReminderRuleType } from '../../../domain/reminderRules/reminderRules';
import { answer } from '../shared/answer';
import type { components } from './generated/schema';
import type { ServiceClient } from './serviceClient';

type RuleDto = components['schemas']['ReminderRule'];

function ruleFrom(type: ReminderRuleType, dto: RuleDto): ReminderRule {
  return {
    id: dto.id,
    type,
    clientId: dto.clientId,
    clientName: dto.clientName,
    amount: dto.amount == null ? null : oreFromApiDecimal(dto.amount),
    currencyCode: dto.currencyCode ?? null,
    text: dto.text ?? null,
    fromDate: dto.fromDate ?? null,
    toDate: dto.toDate ?? null,
    fromNumber: dto.fromNumber ?? null,
    toNumber: dto.toNumber ?? null,
    inclusive: dto.inclusive ?? true,
  };
}

/** Reminder rules on the service API (debt-collection/reminder-rules); amounts cross as kroner. */
export function httpReminderRules(client: ServiceClient): ReminderRulesPort {
  return {
    rules: (clientId) => ({
      api: 'service',
      path: 'debt-collection/reminder-rules',
      ...(clientId === null ? {} : { params: { clientId } }),
      fetch: async (signal) => {
        const groups = await answer(
          client.GET('/debt-collection/reminder-rules', { params: { query: clientId === null ? {} : { clientId } }, signal }),
        );
        const byType: Partial<Record<ReminderRuleType, ReminderRule[]>> = {};
        for (const type of REMINDER_RULE_TYPES) byType[type] = groups[REMINDER_RULE_GROUP[type]].map((dto) => ruleFrom(type, dto));
        return byType as ReminderRulesByType;
      },
    }),
    add: async (clientId, type, values) => {
      const body = {
        ...(values.amount === null ? {} : { amount: apiDecimalFromOre(values.amount) }),
        ...(values.currencyCode === null ? {} : { currencyCode: values.currencyCode }),
        ...(values.text === null ? {} : { text: values.text }),
        ...(values.fromDate === null ? {} : { fromDate: values.fromDate }),
        ...(values.toDate === null ? {} : { toDate: values.toDate }),
        ...(values.fromNumber === null ? {} : { fromNumber: values.fromNumber }),
        ...(values.toNumber === null ? {} : { toNumber: values.toNumber }),
        ...(type === 'EXCLUDE_INVOICE_NUMBER_RANGE' ? { inclusive: values.inclusive } : {}),
      };
      const dto = await answer(
        client.POST('/clients/{clientId}/debt-collection/reminder-rules/{type}', { params: { path: { clientId, type } }, body }),
      );
      return ruleFrom(type, dto);
    },
    remove: async ({ id, clientId, type }) => {
      await answer(
        client.DELETE('/clients/{clientId}/debt-collection/reminder-rules/{type}/{ruleId}', { params: { path: { clientId, type, ruleId: id } } }),
      );
    },
  };
}

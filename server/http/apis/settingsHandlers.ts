import { oreFromApiDecimal } from '../../../src/domain/money/apiDecimal';
import {
  checkReminderRule,
  RULE_ADD_FAILED,
  RULE_NOT_FOUND,
  type ReminderRuleDraft,
  type ReminderRuleType,
} from '../../../src/domain/reminderRules/reminderRules';
import { listPrinters } from '../../common/commonLists';
import { commitChange } from '../../realtime/committedChange';
import { addReminderRule, deleteReminderRule, listReminderRules } from '../../settings/reminderRules';
import { deletePendingClient, findPendingClient, listPendingClients } from '../../settings/pendingClients';
import { addCollectorRecipient, collectorDomains, deleteCollectorRecipient, updatePrinters, type PrinterChange } from '../../settings/registers';
import {
  checkCollectorRecipient,
  COLLECTOR_EMAIL_EXISTS,
  COLLECTOR_EMAIL_EXISTS_CODE,
} from '../../../src/domain/settings/collectors';
import { PENDING_CLIENT_NOT_FOUND } from '../../../src/domain/settings/pendingClients';
import { checkPrinterFormat, PRINTER_UPDATE_FAILED } from '../../../src/domain/settings/printers';
import { ApiError } from '../apiError';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

export const CLIENT_NOT_FOUND = 'Klient ikke funnet';
const REMINDER_RULES_PATH = 'debt-collection/reminder-rules';
const PRINTERS_PATH = 'CommonReg/Printers';
const COLLECTORS_PATH = 'CommonReg/Collectors';
const RECIPIENT_NOT_FOUND = 'Fant ikke mottakeren';
const PENDING_CLIENTS_PATH = 'Onboarding/ClientReg';
const AMOUNT_TOO_LARGE = 'Beløpet er for stort';

interface RuleBody {
  amount?: number;
  currencyCode?: string;
  text?: string;
  fromDate?: string;
  toDate?: string;
  fromNumber?: number;
  toNumber?: number;
  inclusive?: boolean;
}

/** The request's rule in the domain's terms; an amount beyond what øre can hold is the officer's mistake (400). */
function draftOf(body: RuleBody): ReminderRuleDraft {
  let amount: number | undefined;
  try {
    amount = body.amount === undefined ? undefined : oreFromApiDecimal(body.amount);
  } catch {
    throw new ApiError(400, AMOUNT_TOO_LARGE, [{ path: 'body.amount', message: AMOUNT_TOO_LARGE }]);
  }
  return { ...body, amount };
}

/** A field the domain refuses, as the contract's 400 names it. */
const refused = (path: string, message: string) => new ApiError(400, message, [{ path, message }]);

/** The settings pages' operations (part 2 §2.8, §7.4): reminder rules, printers, PDF recipients. */
export function settingsHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  return {
    service: {
      listReminderRules: (context) =>
        listReminderRules(db, {
          bases: signedInOfficer(context).bases,
          ...(context.query.clientId === undefined ? {} : { clientId: context.query.clientId as number }),
        }),

      async addReminderRule(context) {
        const officer = signedInOfficer(context);
        const { clientId, type } = context.params as { clientId: number; type: ReminderRuleType };
        const checked = checkReminderRule(type, draftOf(context.body as RuleBody));
        if (!checked.ok) {
          const fieldErrors = checked.error.map((issue) => ({ path: `body.${issue.field}`, message: issue.message }));
          throw new ApiError(400, fieldErrors[0]!.message, fieldErrors);
        }
        const outcome = await commitChange(
          dependencies,
          (tx) => addReminderRule(tx, { clientId, type, values: checked.value, bases: officer.bases, now: new Date() }),
          (result) => (result.kind === 'added' ? [REMINDER_RULES_PATH] : []),
        );
        if (outcome.kind === 'noClient') throw new ApiError(404, CLIENT_NOT_FOUND);
        if (outcome.kind === 'duplicate') throw new ApiError(409, RULE_ADD_FAILED);
        context.reply.code(201);
        return outcome.rule;
      },

      async deleteReminderRule(context) {
        const officer = signedInOfficer(context);
        const { clientId, type, ruleId } = context.params as { clientId: number; type: ReminderRuleType; ruleId: number };
        const deleted = await commitChange(
          dependencies,
          (tx) => deleteReminderRule(tx, { clientId, type, ruleId, bases: officer.bases }),
          (done) => (done ? [REMINDER_RULES_PATH] : []),
        );
        if (!deleted) throw new ApiError(404, RULE_NOT_FOUND);
        return context.reply.code(204).send();
      },
    },
    legacy: {
      async updatePrinters(context) {
        const printers = (context.body as { printers: PrinterChange[] }).printers.map((printer, index) => {
          const format = checkPrinterFormat(printer.formType);
          if (!format.ok) throw refused(`body.printers.${index}.formType`, format.error);
          return { ...printer, formType: format.value };
        });
        const updated = await commitChange(dependencies, (tx) => updatePrinters(tx, printers), (done) => (done ? [PRINTERS_PATH] : []));
        if (!updated) throw new ApiError(404, PRINTER_UPDATE_FAILED);
        return { printers: await listPrinters(db) };
      },

      async addCollectorRecipient(context) {
        const email = checkCollectorRecipient((context.body as { email: string }).email, await collectorDomains(db));
        if (!email.ok) throw refused('body.email', email.error);
        const outcome = await commitChange(
          dependencies,
          (tx) => addCollectorRecipient(tx, email.value),
          (result) => (result.kind === 'added' ? [COLLECTORS_PATH] : []),
        );
        if (outcome.kind === 'exists') throw new ApiError(409, COLLECTOR_EMAIL_EXISTS, undefined, COLLECTOR_EMAIL_EXISTS_CODE);
        return outcome.recipient;
      },

      async deleteCollectorRecipient(context) {
        const id = context.params.id as number;
        const deleted = await commitChange(dependencies, (tx) => deleteCollectorRecipient(tx, id), (done) => (done ? [COLLECTORS_PATH] : []));
        if (!deleted) throw new ApiError(404, RECIPIENT_NOT_FOUND);
        return context.reply.code(204).send();
      },

      listPendingClients: () => listPendingClients(db),

      async getPendingClient(context) {
        const found = await findPendingClient(db, context.params.pendingClientId as string);
        if (!found) throw new ApiError(404, PENDING_CLIENT_NOT_FOUND);
        return found;
      },

      async deletePendingClient(context) {
        const id = context.params.pendingClientId as string;
        const deleted = await commitChange(dependencies, (tx) => deletePendingClient(tx, id), (done) => (done ? [PENDING_CLIENTS_PATH] : []));
        if (!deleted) throw new ApiError(404, PENDING_CLIENT_NOT_FOUND);
        return context.reply.code(204).send();
      },
    },
  };
}

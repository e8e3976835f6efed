import { oreFromApiDecimal } from '../../../src/domain/money/apiDecimal';
import {
  checkReminderRule,
  RULE_ADD_FAILED,
  RULE_NOT_FOUND,
  type ReminderRuleDraft,
  type ReminderRuleType,
} from '../../../src/domain/reminderRules/reminderRules';
import { findCollectionAgency, listPrinters } from '../../common/commonLists';
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
import { AGENCY_NOT_FOUND_MESSAGE } from '../../../src/domain/collection/collectionAgency';
import {
  AGENCY_SETUP_FIXED,
  AGENCY_SETUP_LOCKED,
  validateAgencyEmail,
  validateAgencyEmailSetup,
} from '../../../src/domain/settings/collectionAgencies';
import { listAgencyClients, updateCollectionAgency, type AgencyChange } from '../../settings/collectionAgencies';
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
const AGENCIES_PATH = 'collection-agencies';
const agencyPath = (id: number) => `CommonReg/CollectionAgency/${id}`;

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

/**
 * The agency's addresses checked by the dialog's own rule; the setup's address too when the setup sent
 * ships by e-mail or names an address (an agency shipping by SFTP has none).
 */
function checkAgencyChange(agency: AgencyChange): AgencyChange {
  const setupAddress = agency.setup && (agency.setup.shipmentType === 'EMAIL' || agency.setup.emailAddress != null) ? (agency.setup.emailAddress ?? '') : null;
  const issues =
    setupAddress === null ? validateAgencyEmail(agency.email) : validateAgencyEmailSetup({ email: agency.email, emailAddress: setupAddress });
  if (issues.length > 0) {
    const fieldErrors = issues.map((issue) => ({
      path: issue.field === 'email' ? 'body.agency.email' : 'body.agency.setup.emailAddress',
      message: issue.message,
    }));
    throw new ApiError(400, fieldErrors[0]!.message, fieldErrors);
  }
  const setup = agency.setup && { ...agency.setup, ...(setupAddress === null ? {} : { emailAddress: setupAddress.trim() }) };
  return { ...agency, email: agency.email.trim(), ...(setup ? { setup } : {}) };
}

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

      async updateCollectionAgency(context) {
        const id = context.params.id as number;
        const agency = checkAgencyChange((context.body as { agency: AgencyChange }).agency);
        if (agency.id !== id) throw refused('body.agency.id', AGENCY_NOT_FOUND_MESSAGE);
        const outcome = await commitChange(
          dependencies,
          (tx) => updateCollectionAgency(tx, id, agency),
          (result) => (result.kind === 'updated' ? [AGENCIES_PATH, agencyPath(id)] : []),
        );
        if (outcome.kind === 'notFound') throw new ApiError(404, AGENCY_NOT_FOUND_MESSAGE);
        if (outcome.kind === 'setupLocked') throw refused('body.agency.setup.emailAddress', AGENCY_SETUP_LOCKED);
        if (outcome.kind === 'setupFixed') throw refused('body.agency.setup', AGENCY_SETUP_FIXED);
        const updated = await findCollectionAgency(db, id);
        if (!updated) throw new ApiError(404, AGENCY_NOT_FOUND_MESSAGE);
        return updated;
      },

      async listCollectionAgencyClients(context) {
        const clients = await listAgencyClients(db, context.params.id as number, signedInOfficer(context).bases);
        if (!clients) throw new ApiError(404, AGENCY_NOT_FOUND_MESSAGE);
        return clients;
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

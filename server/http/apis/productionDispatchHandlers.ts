import { approveProductions, APPROVAL_END_POINTS, resendFailedProductions, resendProduction, RESEND_END_POINTS, type ResendChoice } from '../../production/productionApproval';
import { commitChange } from '../../realtime/committedChange';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/**
 * The Production/* operations that start a dispatch (issue 18 part 2): approving pending entries and
 * resending failed ones. Each change queues its dispatch jobs in its own transaction and kicks the job
 * runner once committed; the jobs (server/production/productionDispatch.ts) deliver by shipment.
 */
export function productionDispatchHandlers(dependencies: ApiDependencies): HandlerGroup {
  const afterCommit = (approved: number) => {
    if (approved > 0) dependencies.jobs?.kick();
  };

  const approveProductionsHandler: OperationHandler = async (context) => {
    const officer = signedInOfficer(context);
    const { entries } = context.body as { entries: { clientId: number; entryId: number }[] };
    const result = await commitChange(
      dependencies,
      (tx) => approveProductions(tx, { entries, officerId: officer.sub, bases: officer.bases }),
      (outcome) => (outcome.approved > 0 ? [...APPROVAL_END_POINTS, ...outcome.batchIds.map((id) => `Production/${id}`)] : []),
    );
    afterCommit(result.approved);
    return context.reply.code(204).send();
  };

  const resendProductionHandler: OperationHandler = async (context) => {
    const officer = signedInOfficer(context);
    const entryId = context.params.entryId as number;
    const result = await commitChange(
      dependencies,
      (tx) => resendProduction(tx, { entryId, choice: context.body as ResendChoice, officerId: officer.sub, bases: officer.bases }),
      (outcome) => (outcome.approved > 0 ? [...RESEND_END_POINTS, ...outcome.batchIds.map((id) => `Production/${id}`)] : []),
    );
    afterCommit(result.approved);
    return context.reply.code(204).send();
  };

  const resendFailedHandler: OperationHandler = async (context) => {
    const officer = signedInOfficer(context);
    const { entries } = context.body as { entries: number[] };
    const result = await commitChange(
      dependencies,
      (tx) => resendFailedProductions(tx, { entryIds: entries, officerId: officer.sub, bases: officer.bases }),
      (outcome) => (outcome.approved > 0 ? [...RESEND_END_POINTS, ...outcome.batchIds.map((id) => `Production/${id}`)] : []),
    );
    afterCommit(result.approved);
    return context.reply.code(204).send();
  };

  return {
    legacy: {
      approveProductions: approveProductionsHandler,
      resendProduction: resendProductionHandler,
      resendFailedProductions: resendFailedHandler,
    },
  };
}

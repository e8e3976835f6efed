import { inactiveClients } from '../../activities/inactiveClients';
import { listInsolvencies, markInsolvencySeen } from '../../activities/insolvencies';
import { INSOLVENCY_END_POINTS } from '../../outside/brreg/registerWatch';
import { commitChange } from '../../realtime/committedChange';
import { ApiError } from '../apiError';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The reads of /activities/ (part 1 §2), limited to the officer's bases, and the queue of the register watch (issue 44). */
export function activityHandlers(dependencies: Pick<ApiDependencies, 'db' | 'bus'>): HandlerGroup {
  const { db } = dependencies;
  const service: Record<string, OperationHandler> = {
    listInactiveClients: (context) => inactiveClients(db, signedInOfficer(context).bases),
    listInsolvencies: (context) => listInsolvencies(db, signedInOfficer(context).bases),
    async markInsolvencySeen(context) {
      const officer = signedInOfficer(context);
      const marked = await commitChange(dependencies, (tx) => markInsolvencySeen(tx, context.params.orgNo as string, officer.sub, officer.bases), (done) => (done ? [...INSOLVENCY_END_POINTS] : []));
      if (!marked) throw new ApiError(404, `Fant ikke organisasjonsnummer ${context.params.orgNo as string} i køen`);
      return context.reply.code(204).send();
    },
  };
  return { service };
}

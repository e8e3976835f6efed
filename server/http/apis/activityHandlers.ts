import { inactiveClients } from '../../activities/inactiveClients';
import type { OperationHandler } from '../openapi/bindApi';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/** The reads of /activities/ (part 1 §2), limited to the officer's bases. */
export function activityHandlers({ db }: Pick<ApiDependencies, 'db'>): HandlerGroup {
  const service: Record<string, OperationHandler> = {
    listInactiveClients: (context) => inactiveClients(db, signedInOfficer(context).bases),
  };
  return { service };
}

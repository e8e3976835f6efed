import { listPendingProductionBatches } from '../../production/pendingBatches';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

/**
 * The production reads of part 1 §7 that /widgets (and /production) show, limited to the officer's
 * active bases (the same bases the pending-count badges count).
 */
export function productionReadHandlers({ db }: Pick<ApiDependencies, 'db'>): HandlerGroup {
  return {
    legacy: {
      async listPendingProductionBatches(context) {
        return listPendingProductionBatches(db, signedInOfficer(context).bases);
      },
    },
  };
}

import { listPendingProductionBatches } from '../../production/pendingBatches';
import { ApiError } from '../apiError';
import type { ApiDependencies, HandlerGroup } from './apiHandlers';

/** The production reads of part 1 §7 that /widgets (and /production) show, limited to the officer's bases. */
export function productionReadHandlers({ db }: Pick<ApiDependencies, 'db'>): HandlerGroup {
  return {
    legacy: {
      listPendingProductionBatches(context) {
        if (!context.officer) throw new ApiError(401, 'Ikke innlogget, eller økten er utløpt');
        return listPendingProductionBatches(db, context.officer.bases);
      },
    },
  };
}

import type { Database } from '../../db/database';
import { listOfficers } from '../../officers/officerList';
import type { HandlerGroup } from './apiHandlers';

/** The technical admin reads of the data API. */
export function adminHandlers({ db }: { db: Database }): HandlerGroup {
  return {
    data: {
      listAdminUsers: () => listOfficers(db),
    },
  };
}

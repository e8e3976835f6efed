import type { Database } from '../../db/database';
import { listOpenSupportIssues } from '../../support/supportIssues';
import type { HandlerGroup } from './apiHandlers';

export function supportHandlers({ db }: { db: Database }): HandlerGroup {
  return { data: { listSupportIssues: () => listOpenSupportIssues(db) } };
}

import { listChangelog } from '../../changelog/changelogFeed';
import type { Database } from '../../db/database';
import type { HandlerGroup } from './apiHandlers';

export function changelogHandlers({ db }: { db: Database }): HandlerGroup {
  return { data: { listChangelog: () => listChangelog(db) } };
}

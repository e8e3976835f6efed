import type { SupportIssuesPort } from '../../../application/ports/supportIssues.port';
import { answer } from '../shared/answer';
import type { DataClient } from './dataClient';

/** The open support cases on the data API (GET issue-tracker/issues). */
export function httpSupportIssues(client: DataClient): SupportIssuesPort {
  return {
    openIssues: () => ({
      api: 'data',
      path: 'issue-tracker/issues',
      fetch: async (signal) =>
        (await answer(client.GET('/issue-tracker/issues', { signal }))).map((issue) => ({
          id: issue.id,
          key: issue.key,
          summary: issue.summary,
          created: issue.created,
          reporter: issue.reporter ?? null,
          assignee: issue.assignee ?? null,
          statusName: issue.statusName,
          statusColor: issue.statusColor ?? null,
        })),
    }),
  };
}

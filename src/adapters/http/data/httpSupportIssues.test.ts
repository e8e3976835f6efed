import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTokens, recordingNotifier } from '../shared/fakes';
import { json, startTestServer, type TestServer } from '../shared/testServer';
import { createDataClient } from './dataClient';
import { httpSupportIssues } from './httpSupportIssues';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const client = (notifier = recordingNotifier()) => createDataClient({ baseUrl: `${server.origin}/api/data`, notifier, tokens: fakeTokens(async () => false) });

describe('the open support issues', () => {
  it('reads the cases, with what the tracker leaves out as null', async () => {
    server.route('GET /api/data/issue-tracker/issues', (_req, res) =>
      json(res, 200, [
        { id: '3', key: 'NLS-1202', summary: 'Feil i saldoliste', created: '2026-11-10T09:02:00Z', reporter: 'Leif Leder', assignee: null, statusName: 'Åpen', statusColor: 'blue-gray' },
        { id: '4', key: 'NLS-1203', summary: 'Kan ikke laste ned OCR-fil', created: '2026-11-05T09:03:00Z', statusName: 'Under arbeid' },
      ]),
    );
    const read = httpSupportIssues(client()).openIssues();
    expect(read).toMatchObject({ api: 'data', path: 'issue-tracker/issues' });
    expect(await read.fetch()).toEqual([
      { id: '3', key: 'NLS-1202', summary: 'Feil i saldoliste', created: '2026-11-10T09:02:00Z', reporter: 'Leif Leder', assignee: null, statusName: 'Åpen', statusColor: 'blue-gray' },
      { id: '4', key: 'NLS-1203', summary: 'Kan ikke laste ned OCR-fil', created: '2026-11-05T09:03:00Z', reporter: null, assignee: null, statusName: 'Under arbeid', statusColor: null },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { errorBody, responseValidators } from './generated/validators';

describe('data API validators', () => {
  it('accept the shared error body and nothing less', () => {
    const body = { status: 400, message: 'Forespørselen er ugyldig', fieldErrors: [{ path: 'body.username', message: 'mangler' }] };
    expect(errorBody(body)).toBe(true);
    expect(errorBody({ status: 400 })).toBe(false);
    expect(errorBody({ ...body, fieldErrors: [{ message: 'uten sti' }] })).toBe(false);
  });

  it('are keyed by method and path template', () => {
    expect(responseValidators['GET /pending/productions']?.operationId).toBe('countPendingProductions');
    expect(responseValidators['POST /session/access']?.operationId).toBe('renewAccessToken');
    expect(responseValidators['POST /aws/codebuild/projects/start']).toBeUndefined(); // 204
  });

  it('check date-time formats and nullable fields', async () => {
    const listSupportIssues = await responseValidators['GET /issue-tracker/issues']!.load();
    const issue = { id: '1', key: 'NL-1', summary: 'x', created: '2025-03-04T08:15:00Z', statusName: 'Åpen', assignee: null };
    expect(listSupportIssues([issue])).toBe(true);
    expect(listSupportIssues([{ ...issue, created: 'i går' }])).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { COLLECTION_STATUS_LABELS, collectionStatusLabel } from './collectionStatus';

describe('debt-collection status labels', () => {
  it('name every status in Norwegian', () => {
    expect(COLLECTION_STATUS_LABELS).toEqual({ Ready: 'Venter', Approved: 'Godkjent', Rejected: 'Avvist', Sent: 'Sendt' });
    expect(collectionStatusLabel('Rejected')).toBe('Avvist');
  });

  it('show an unknown status as sent', () => {
    expect(collectionStatusLabel('Archived')).toBe('Archived');
  });
});

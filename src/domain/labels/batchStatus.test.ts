import { describe, it, expect } from 'vitest';
import { BATCH_STATUS_LABELS, batchStatusLabel } from './batchStatus';

describe('batch status labels', () => {
  it('name the four statuses as the spec does', () => {
    expect(BATCH_STATUS_LABELS).toEqual({ NEW: 'Venter', APPROVED: 'Godkjent', FAILED: 'Feilet', SENT: 'Produsert' });
    expect(batchStatusLabel('SENT')).toBe('Produsert');
  });

  it('show an unknown status as sent', () => {
    expect(batchStatusLabel('ARCHIVED')).toBe('ARCHIVED');
  });
});

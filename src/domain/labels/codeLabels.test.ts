import { describe, expect, it } from 'vitest';
import {
  avtalegiroStatusLabel,
  buildStatusLabel,
  importSourceLabel,
  postTypeLabel,
  reminderStepLabel,
  reminderTypeLabel,
  transmissionLogStatusLabel,
  transmissionTypeLabel,
} from './codeLabels';

describe('labels of the codes officers read (issue 43)', () => {
  it("name a reminder's step in Norwegian with its DOS code, not 'P1 REMINDER1'", () => {
    expect(reminderStepLabel('P1', 'REMINDER1')).toBe('Purring (P1)');
    expect(reminderStepLabel('IV', 'COLLECTION_NOTICE')).toBe('Inkassovarsel (IV)');
    expect(reminderStepLabel(null, 'REMINDER2')).toBe('Purring 2');
    expect(reminderStepLabel('P1', null)).toBe('P1');
    expect(reminderTypeLabel('SOFT_REMINDER')).toBe('Betalingspåminnelse');
  });

  it('name the ledger types, build and AvtaleGiro statuses, the send log and import sources', () => {
    expect(['INVOICE', 'PAYMENT', 'CREDITNOTE'].map(postTypeLabel)).toEqual(['Faktura', 'Innbetaling', 'Kreditnota']);
    expect(['IN_PROGRESS', 'SUCCEEDED', 'STOPPED', 'SUCCESSFUL'].map(buildStatusLabel)).toEqual(['Pågår', 'Fullført', 'Stoppet', 'Vellykket']);
    expect(['ACKNOWLEDGED', 'CONFIRMED', 'FAILED'].map(avtalegiroStatusLabel)).toEqual(['Kvittert', 'Bekreftet', 'Feilet']);
    expect([transmissionTypeLabel('EMAIL'), transmissionTypeLabel('SFTP'), transmissionTypeLabel('PAPER')]).toEqual(['E-post', 'SFTP', 'Post']);
    expect(transmissionLogStatusLabel('ERROR')).toBe('Feil');
    expect(importSourceLabel('REG-PAPER')).toBe('Registrering papir');
  });

  it('show a code it does not know as sent, rather than hiding it', () => {
    expect(buildStatusLabel('QUEUED')).toBe('QUEUED');
    expect(reminderStepLabel('X9', 'NEW_KIND')).toBe('NEW_KIND (X9)');
  });
});

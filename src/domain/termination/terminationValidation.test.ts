import { describe, it, expect } from 'vitest';
import { addDays } from '../dates/isoDate';
import { isPdf, terminationDateBounds, validateTermination, type TerminationInput } from './terminationValidation';

const today = '2026-05-13';

describe('validateTermination', () => {
  const pdf = { fileName: 'oppsigelse.pdf', mimeType: 'application/pdf' };
  const input: TerminationInput = { terminationDate: today, endOfServiceDate: today, attachment: pdf, hasStoredAttachment: false };
  const issues = (change: Partial<TerminationInput>) => validateTermination({ ...input, ...change }, today);

  it('accepts both dates today with a PDF', () => {
    expect(issues({})).toEqual([]);
  });

  it('the termination date may be today, not tomorrow', () => {
    expect(issues({ terminationDate: addDays(today, -30) })).toEqual([]);
    expect(issues({ terminationDate: addDays(today, 1) })).toEqual([
      { field: 'terminationDate', message: 'Oppsigelsesdato kan ikke være etter dagens dato' },
    ]);
  });

  it('the end of service may be today, not yesterday', () => {
    expect(issues({ endOfServiceDate: addDays(today, 90) })).toEqual([]);
    expect(issues({ endOfServiceDate: addDays(today, -1) })).toEqual([
      { field: 'endOfServiceDate', message: 'Sluttdato kan ikke være før dagens dato' },
    ]);
  });

  it('both dates are required', () => {
    expect(issues({ terminationDate: null, endOfServiceDate: null })).toEqual([
      { field: 'terminationDate', message: 'Oppsigelsesdato må fylles ut' },
      { field: 'endOfServiceDate', message: 'Sluttdato må fylles ut' },
    ]);
  });

  it('needs a PDF, unless one is already stored', () => {
    expect(issues({ attachment: null })).toEqual([{ field: 'attachment', message: 'Oppsigelsen må legges ved som PDF' }]);
    expect(issues({ attachment: null, hasStoredAttachment: true })).toEqual([]);
    expect(issues({ attachment: { fileName: 'brev.docx', mimeType: 'application/msword' }, hasStoredAttachment: true })).toEqual([
      { field: 'attachment', message: 'Oppsigelsen må legges ved som PDF' },
    ]);
  });

  it('recognises a PDF by type or by name', () => {
    expect(isPdf({ fileName: 'x.PDF', mimeType: '' })).toBe(true);
    expect(isPdf({ fileName: 'x', mimeType: 'application/pdf' })).toBe(true);
    expect(isPdf({ fileName: 'x.png', mimeType: 'image/png' })).toBe(false);
  });

  it('bounds the pickers by today', () => {
    expect(terminationDateBounds(today)).toEqual({ terminationDateMax: today, endOfServiceDateMin: today });
  });
});

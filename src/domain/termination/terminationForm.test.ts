import { describe, it, expect } from 'vitest';
import { terminationFormFor } from './terminationForm';
import { isTerminationRegistered, type ClientTerminationStatus } from './terminationStatus';

const today = '2026-05-13';
const active: ClientTerminationStatus = { isActive: true, terminationDate: null, endOfServiceDate: null };
const terminated: ClientTerminationStatus = {
  isActive: true,
  terminationDate: '2026-05-01',
  endOfServiceDate: '2026-08-31',
  terminationNote: 'Flytter til annen leverandør',
};

describe('which termination form opens', () => {
  it('bankrupt: dates today and the bankruptcy note, even over an earlier termination', () => {
    const expected = { kind: 'bankrupt', note: 'Bedriften er konkurs', terminationDate: today, endOfServiceDate: today };
    expect(terminationFormFor(active, true, today)).toEqual(expected);
    expect(terminationFormFor(terminated, true, new Date(`${today}T12:00:00+02:00`))).toEqual(expected);
  });

  it('already terminated: the edit form with the registered values', () => {
    expect(terminationFormFor(terminated, false, today)).toEqual({
      kind: 'edit',
      title: 'Endre oppsigelse',
      note: 'Flytter til annen leverandør',
      terminationDate: '2026-05-01',
      endOfServiceDate: '2026-08-31',
    });
    expect(terminationFormFor({ ...active, endOfServiceDate: '2026-08-31' }, false, today)).toMatchObject({ kind: 'edit', note: '' });
  });

  it('otherwise: a new, empty termination', () => {
    expect(terminationFormFor(active, false, today)).toEqual({ kind: 'new', note: '', terminationDate: null, endOfServiceDate: null });
  });

  it('a termination counts as registered when either date is set', () => {
    expect(isTerminationRegistered(active)).toBe(false);
    expect(isTerminationRegistered({ ...active, terminationDate: '2026-05-01' })).toBe(true);
    expect(isTerminationRegistered({ ...active, endOfServiceDate: '2026-05-01' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '../identifiers/email';
import { AGENCY_EMAIL_MISSING, agencyTabFrom, filterAgenciesByName, mayEditEmailSetup, validateAgencyEmailSetup } from './collectionAgencies';

describe('collection agencies (part 2 §2.8, §5)', () => {
  it('filters by name in any case of letters, Norwegian letters included', () => {
    const agencies = [{ name: 'Intrum AS' }, { name: 'Sergel Norge AS' }, { name: 'Øst Inkasso' }];
    expect(filterAgenciesByName(agencies, 'NORGE')).toEqual([{ name: 'Sergel Norge AS' }]);
    expect(filterAgenciesByName(agencies, 'øST')).toEqual([{ name: 'Øst Inkasso' }]);
    expect(filterAgenciesByName(agencies, '  ')).toEqual(agencies);
  });

  it('offers the e-mail setup edit only to an e-mail agency, never to agency 50', () => {
    expect(mayEditEmailSetup({ id: 30, shipmentType: 'EMAIL' })).toBe(true);
    expect(mayEditEmailSetup({ id: 50, shipmentType: 'EMAIL' })).toBe(false);
    expect(mayEditEmailSetup({ id: 10, shipmentType: 'SFTP' })).toBe(false);
  });

  it('requires both addresses and valid ones', () => {
    expect(validateAgencyEmailSetup({ email: 'post@a.no', emailAddress: 'saker@a.no' })).toEqual([]);
    expect(validateAgencyEmailSetup({ email: ' ', emailAddress: 'saker@' })).toEqual([
      { field: 'email', message: AGENCY_EMAIL_MISSING },
      { field: 'emailAddress', message: EMAIL_INVALID_MESSAGE },
    ]);
  });

  it('opens on the agency tab unless another known tab is asked for', () => {
    expect(agencyTabFrom(null)).toBe('agency');
    expect(agencyTabFrom('clients')).toBe('clients');
    expect(agencyTabFrom('ukjent')).toBe('agency');
  });
});

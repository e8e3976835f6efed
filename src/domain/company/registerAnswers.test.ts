import { describe, expect, it } from 'vitest';
import { answerAge, organisationLine, registerMessages } from './registerAnswers';

describe("the customer form's line under the org no", () => {
  it("names the company, its insolvency states and whether it can receive EHF", () => {
    expect(organisationLine({ companyName: 'EQUINOR ASA', ehfText: 'Kan motta EHF' })).toBe('EQUINOR ASA – Kan motta EHF');
    expect(organisationLine({ companyName: 'KONKURS AS', warnings: ['Konkurs', 'Under tvangsavvikling'], ehfText: 'Ikke funnet i ELMA' })).toBe(
      'KONKURS AS (Konkurs, Under tvangsavvikling) – Ikke funnet i ELMA',
    );
  });

  it("gives the register's own message when it has no company, and the form's line stays without the network when that failed", () => {
    expect(organisationLine({ companyName: null, registerNote: registerMessages.unavailable, ehfText: null })).toBe(registerMessages.unavailable);
    expect(organisationLine({ companyName: null, registerNote: registerMessages.notFound('923609016'), ehfText: 'Ikke funnet i ELMA' })).toBe(
      'Fant ikke organisasjonsnummer 923609016 i Enhetsregisteret – Ikke funnet i ELMA',
    );
    expect(organisationLine({ companyName: null, ehfText: 'Ikke funnet i ELMA' })).toBe('Ikke i Enhetsregisteret – Ikke funnet i ELMA');
  });

  it('says the age of a kept answer the register could not give again', () => {
    expect(organisationLine({ companyName: 'EQUINOR ASA', staleSeconds: 7200, ehfText: null })).toBe(`EQUINOR ASA [Enhetsregisteret svarer ikke; ${answerAge(7200)}]`);
  });
});

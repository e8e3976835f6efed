import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE } from '../identifiers/email';
import { EMPTY_PERSON, PERSON_FIRST_NAME_MISSING, PERSON_ROLE_MISSING, personRecord, validatePerson } from './clientPerson';

describe('a contact person (part 2 §5 Person)', () => {
  it('needs a first name and a role; the e-mail may be empty, else valid', () => {
    expect(validatePerson(EMPTY_PERSON)).toEqual([
      { field: 'firstName', message: PERSON_FIRST_NAME_MISSING },
      { field: 'role', message: PERSON_ROLE_MISSING },
    ]);
    expect(validatePerson({ firstName: 'Kari', email: 'kari@', role: 'Daglig leder' })).toEqual([{ field: 'email', message: EMAIL_INVALID_MESSAGE }]);
    expect(validatePerson({ firstName: 'Kari', email: ' ', role: 'Styreleder' })).toEqual([]);
  });

  it('sends empty e-mail and phone as null, and everything trimmed', () => {
    expect(personRecord({ firstName: ' Kari ', lastName: '', email: '  ', phone: '', role: ' Daglig leder', comment: '' })).toEqual({
      firstName: 'Kari', lastName: null, email: null, phone: null, role: 'Daglig leder', comment: null,
    });
  });
});

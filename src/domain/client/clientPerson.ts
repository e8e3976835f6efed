/** A client's contact person (part 2 §3.8, §5 Person): the rules the person dialog and the server share. */
import { EMAIL_INVALID_MESSAGE, isValidEmail } from '../identifiers/email';

/** Offered in the role field; any other text is allowed too. */
export const PERSON_ROLE_PRESETS = ['Daglig leder', 'Økonomiansvarlig', 'IT ansvarlig'] as const;

export const PERSON_FIRST_NAME_MISSING = 'Fornavn mangler';
export const PERSON_ROLE_MISSING = 'Rolle mangler';

export interface PersonForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly role: string;
  readonly comment: string;
}

export const EMPTY_PERSON: PersonForm = { firstName: '', lastName: '', email: '', phone: '', role: '', comment: '' };

export interface PersonIssue {
  readonly field: keyof PersonForm;
  readonly message: string;
}

export function validatePerson(person: Pick<PersonForm, 'firstName' | 'email' | 'role'>): PersonIssue[] {
  const issues: PersonIssue[] = [];
  if (person.firstName.trim() === '') issues.push({ field: 'firstName', message: PERSON_FIRST_NAME_MISSING });
  if (person.email.trim() !== '' && !isValidEmail(person.email.trim())) issues.push({ field: 'email', message: EMAIL_INVALID_MESSAGE });
  if (person.role.trim() === '') issues.push({ field: 'role', message: PERSON_ROLE_MISSING });
  return issues;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A person as sent and stored: trimmed, and an empty e-mail, phone, last name or comment null (part 2 §5). */
export interface PersonRecord {
  readonly firstName: string;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly role: string;
  readonly comment: string | null;
}

export function personRecord(person: PersonForm): PersonRecord {
  return {
    firstName: person.firstName.trim(),
    lastName: orNull(person.lastName),
    email: orNull(person.email),
    phone: orNull(person.phone),
    role: person.role.trim(),
    comment: orNull(person.comment),
  };
}

import { err, ok, type Result } from '../result';
import { AGENCY_CUSTOMER_NUMBER_REQUIRED_MESSAGE, UNKNOWN_AGENCY_CUSTOMER_NUMBER_MESSAGE } from './debtCollectionTexts';

/**
 * The customer number at the agency chosen for a pending case ("Rediger sak", part 1 §5): required,
 * at least one character, and one of the numbers the client has at that agency.
 */
export function checkAgencyCustomerNumber(value: string, clientNumbers: readonly string[]): Result<string, string> {
  const number = value.trim();
  if (number === '') return err(AGENCY_CUSTOMER_NUMBER_REQUIRED_MESSAGE);
  return clientNumbers.includes(number) ? ok(number) : err(UNKNOWN_AGENCY_CUSTOMER_NUMBER_MESSAGE);
}

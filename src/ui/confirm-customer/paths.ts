/** The /confirm-customer routes of part 1 §2. */
export const CONFIRM_CUSTOMER_PATH = '/confirm-customer';

export function confirmClientPath(clientId: number): string {
  return `${CONFIRM_CUSTOMER_PATH}/${clientId}`;
}

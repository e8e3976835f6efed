/** Pending client registrations (part 2 §2.8 Klienter til godkjenning, §8). */
export const PENDING_CLIENT_NOT_FOUND = 'Kunne ikke finne registrering';
export const REJECT_PENDING_CLIENT_QUESTION = 'Vil du avvise og slette registreringen?';

/** Where 'Godkjenn' leads: the onboarding wizard, filled from the registration. */
export function onboardingPathFor(pendingId: string): string {
  return `/settings/create-client?pendingId=${encodeURIComponent(pendingId)}`;
}

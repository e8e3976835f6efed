/** The readable companion of the session cookie (server/auth/sessionCookie.ts): no secret, only that there is a session. */
export const SIGNED_IN_HINT = 'norlink-signed-in';

/**
 * Whether the browser seems to hold a session: the server sets this cookie with the httpOnly session
 * cookie and clears it with it. Only a hint, for downloading the signed-in code early; the exchange of
 * the session cookie is what decides.
 */
export function browserHoldsSession(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT}=1`);
}

/**
 * The credentials the HTTP adapters attach to each API, and the session's answer to an expired data-API
 * access token (part 1 §4, §7, §8). Implemented by the session (machine and storage), not by the adapters.
 */
export interface SessionTokensPort {
  /** Data API: `Authorization: Bearer <access token>`; undefined when not signed in. */
  accessToken(): string | undefined;
  /** Legacy API (NorLink Java API): the session token for the `X-Session-Token` header. */
  legacyToken(): string | undefined;
  /** Service API: `Authorization: Bearer <service token>`. */
  serviceToken(): string | undefined;
  /**
   * Renew the data-API access token with the refresh token. Resolves true when a new access token is in
   * place (accessToken() returns it), false when renewal failed. Adapters call it at most once for any
   * number of requests that met a 401 with the same token.
   */
  renew(): Promise<boolean>;
  /** The renewal failed: flag the session as expired and open the login dialog. Called once per failure. */
  onSessionExpired(): void;
}

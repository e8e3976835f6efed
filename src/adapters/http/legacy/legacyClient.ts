import type { Client } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';
import { headerAuth } from '../shared/authMiddleware';
import { createApiClient, type ApiClientOptions } from '../shared/createApiClient';
import type { paths } from './generated/schema';
import { errorBody, responseValidators } from './generated/validators';

export type LegacyClient = Client<paths>;

/** The header the legacy API reads the session token from (securitySchemes.sessionToken in legacy-api.yaml). */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';

/** The legacy API (NorLink Java API): the session token in X-Session-Token; no renewal. */
export function createLegacyClient(options: ApiClientOptions & { readonly tokens: Pick<SessionTokensPort, 'legacyToken'> }): LegacyClient {
  return createApiClient<paths>(options, { validators: responseValidators, errorBody }, headerAuth(SESSION_TOKEN_HEADER, () => options.tokens.legacyToken()));
}

import type { Client } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';
import { headerAuth } from '../shared/authMiddleware';
import { createApiClient, type ApiClientOptions } from '../shared/createApiClient';
import type { paths } from './generated/schema';

export type LegacyClient = Client<paths>;

/** The header the legacy API reads the session token from (securitySchemes.sessionToken in legacy-api.yaml). */
export const SESSION_TOKEN_HEADER = 'X-Session-Token';

/** The legacy API (NorLink Java API): the session token in X-Session-Token; no renewal. */
export function createLegacyClient(options: ApiClientOptions & { readonly tokens: Pick<SessionTokensPort, 'legacyToken'> }): LegacyClient {
  return createApiClient<paths>(options, loadContract, headerAuth(SESSION_TOKEN_HEADER, () => options.tokens.legacyToken()));
}

/** The generated validators, in their own chunk: fetched with the first answer, not with the login page. */
function loadContract() {
  return import('./generated/validators').then(({ responseValidators, errorBody }) => ({ validators: responseValidators, errorBody }));
}

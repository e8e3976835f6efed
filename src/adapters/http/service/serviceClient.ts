import type { Client } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';
import { headerAuth } from '../shared/authMiddleware';
import { createApiClient, type ApiClientOptions } from '../shared/createApiClient';
import type { paths } from './generated/schema';
import { errorBody, responseValidators } from './generated/validators';

export type ServiceClient = Client<paths>;

/** The service API: `Authorization: Bearer <service token>`; no renewal. */
export function createServiceClient(options: ApiClientOptions & { readonly tokens: Pick<SessionTokensPort, 'serviceToken'> }): ServiceClient {
  return createApiClient<paths>(options, { validators: responseValidators, errorBody }, headerAuth('Authorization', () => options.tokens.serviceToken(), 'Bearer'));
}

import type { Client } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';
import { headerAuth } from '../shared/authMiddleware';
import { createApiClient, type ApiClientOptions } from '../shared/createApiClient';
import type { paths } from './generated/schema';

export type ServiceClient = Client<paths>;

/** The service API: `Authorization: Bearer <service token>`; no renewal. */
export function createServiceClient(options: ApiClientOptions & { readonly tokens: Pick<SessionTokensPort, 'serviceToken'> }): ServiceClient {
  return createApiClient<paths>(options, loadContract, headerAuth('Authorization', () => options.tokens.serviceToken(), 'Bearer'));
}

/** The generated validators, in their own chunk: fetched with the first answer, not with the login page. */
function loadContract() {
  return import('./generated/validators').then(({ responseValidators, errorBody }) => ({ validators: responseValidators, errorBody }));
}

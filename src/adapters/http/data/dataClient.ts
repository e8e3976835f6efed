import type { Client } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';
import { bearerWithRenewal } from '../shared/authMiddleware';
import { createApiClient, type ApiClientOptions } from '../shared/createApiClient';
import type { paths } from './generated/schema';

export type DataClient = Client<paths>;

/** The data API (bearer access token; on 401 one shared renewal and one retry). */
export function createDataClient(options: ApiClientOptions & { readonly tokens: SessionTokensPort }): DataClient {
  return createApiClient<paths>(options, loadContract, bearerWithRenewal(options.tokens));
}

/** The generated validators, in their own chunk: fetched with the first answer, not with the login page. */
function loadContract() {
  return import('./generated/validators').then(({ responseValidators, errorBody }) => ({ validators: responseValidators, errorBody }));
}

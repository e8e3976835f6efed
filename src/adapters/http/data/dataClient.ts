import type { Client } from 'openapi-fetch';
import type { SessionTokensPort } from '../../../application/ports/sessionTokens.port';
import { bearerWithRenewal } from '../shared/authMiddleware';
import { createApiClient, type ApiClientOptions } from '../shared/createApiClient';
import type { paths } from './generated/schema';
import { errorBody, responseValidators } from './generated/validators';

export type DataClient = Client<paths>;

/** The data API (bearer access token; on 401 one shared renewal and one retry). */
export function createDataClient(options: ApiClientOptions & { readonly tokens: SessionTokensPort }): DataClient {
  return createApiClient<paths>(options, { validators: responseValidators, errorBody }, bearerWithRenewal(options.tokens));
}

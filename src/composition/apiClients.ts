import type { AppConfig } from '../application/ports/appConfig.port';
import type { NotifierPort } from '../application/ports/notifier.port';
import type { SessionTokensPort } from '../application/ports/sessionTokens.port';
import { createDataClient, type DataClient } from '../adapters/http/data/dataClient';
import { createLegacyClient, type LegacyClient } from '../adapters/http/legacy/legacyClient';
import { createServiceClient, type ServiceClient } from '../adapters/http/service/serviceClient';

export interface ApiClients {
  readonly data: DataClient;
  readonly legacy: LegacyClient;
  readonly service: ServiceClient;
}

/** The one HTTP client per API (ARCHITECTURE.md §3.7), all reporting through the toasts. */
export function createApiClients(config: AppConfig, notifier: NotifierPort, tokens: SessionTokensPort): ApiClients {
  return {
    data: createDataClient({ baseUrl: config.dataApiUrl, notifier, tokens }),
    legacy: createLegacyClient({ baseUrl: config.legacyApiUrl, notifier, tokens }),
    service: createServiceClient({ baseUrl: config.serviceApiUrl, notifier, tokens }),
  };
}

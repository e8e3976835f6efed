import type { ActivitiesPort } from '../../../application/ports/activities.port';
import { answer } from '../shared/answer';
import type { ServiceClient } from './serviceClient';

/** The /activities/ reads of the service API. */
export function httpActivities(client: ServiceClient): ActivitiesPort {
  return {
    inactiveClients: () => ({
      api: 'service',
      path: 'activities/inactive-clients',
      fetch: async (signal) =>
        (await answer(client.GET('/activities/inactive-clients', { signal }))).map((dto) => ({
          clientId: dto.clientId,
          clientName: dto.clientName,
          orgNo: dto.orgNo ?? null,
          terminationDate: dto.terminationDate ?? null,
          endOfServiceDate: dto.endOfServiceDate ?? null,
        })),
    }),
  };
}

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
    insolvencies: () => ({
      api: 'service',
      path: 'activities/insolvencies',
      fetch: async (signal) =>
        (await answer(client.GET('/activities/insolvencies', { signal }))).map((dto) => ({
          orgNo: dto.orgNo,
          name: dto.name,
          kind: dto.kind,
          since: dto.since ?? null,
          recordedAt: dto.recordedAt,
          remindersStopped: dto.remindersStopped,
          seen: dto.seen,
          endorsements: (dto.estate.endorsements ?? []).flatMap((endorsement) => (endorsement.tekst ? [endorsement.tekst] : [])),
          parties: dto.parties.map((party) => ({ role: party.role, clientId: party.clientId, clientName: party.clientName, customerNr: party.customerNr ?? null })),
        })),
    }),
    async markInsolvencySeen(orgNo) {
      await answer(client.PUT('/activities/insolvencies/{orgNo}/seen', { params: { path: { orgNo } } }));
    },
  };
}

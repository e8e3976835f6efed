import type { PendingClient, PendingClientsPort } from '../../../application/ports/pendingClients.port';
import { answer, ApiFailure } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

function pendingFrom(dto: components['schemas']['PendingClient']): PendingClient {
  return {
    id: dto.id,
    regTime: dto.regTime,
    companyName: dto.companyName,
    orgNo: dto.orgNo,
    contactPerson: dto.contactPerson ?? null,
    email: dto.email ?? null,
    phoneNo: dto.phoneNo ?? null,
    bankAccount: dto.bankAccount ?? null,
    product: dto.product,
    addressLine1: dto.addressLine1 ?? null,
    postNo: dto.postNo ?? null,
    cityName: dto.cityName ?? null,
    countryName: dto.countryName ?? null,
  };
}

/** Pending client registrations on the legacy API (Onboarding/ClientReg). */
export function httpPendingClients(client: LegacyClient): PendingClientsPort {
  return {
    pendingClients: () => ({
      api: 'legacy',
      path: 'Onboarding/ClientReg',
      fetch: async (signal) => (await answer(client.GET('/Onboarding/ClientReg', { signal }))).map(pendingFrom),
    }),
    pendingClient: (id) => ({
      api: 'legacy',
      path: `Onboarding/ClientReg/${id}`,
      fetch: async (signal) => {
        try {
          return pendingFrom(await answer(client.GET('/Onboarding/ClientReg/{pendingClientId}', { params: { path: { pendingClientId: id } }, signal })));
        } catch (error) {
          if (error instanceof ApiFailure && error.status === 404) return null;
          throw error;
        }
      },
    }),
    reject: async (id) => {
      await answer(client.DELETE('/Onboarding/ClientReg/{pendingClientId}', { params: { path: { pendingClientId: id } } }));
    },
  };
}

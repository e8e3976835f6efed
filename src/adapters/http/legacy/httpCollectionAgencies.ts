import type { CollectionAgenciesPort, CollectionAgency } from '../../../application/ports/collectionAgencies.port';
import { answer, orNull } from '../shared/answer';
import type { ServiceClient } from '../service/serviceClient';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

function agencyFrom(dto: components['schemas']['CollectionAgency']): CollectionAgency {
  return {
    id: dto.id,
    name: dto.name,
    addressLine1: dto.addressLine1 ?? null,
    addressLine2: dto.addressLine2 ?? null,
    postNo: dto.postNo ?? null,
    cityName: dto.cityName ?? null,
    phoneNo: dto.phoneNo ?? null,
    email: dto.email ?? null,
    setup: dto.setup
      ? {
          invoiceFormat: dto.setup.invoiceFormat ?? null,
          paymentFormat: dto.setup.paymentFormat ?? null,
          shipmentType: dto.setup.shipmentType,
          emailAddress: dto.setup.emailAddress ?? null,
          ftpServerId: dto.setup.ftpServerId ?? null,
        }
      : null,
  };
}

const isShipmentType = (value: string | null | undefined): value is 'EMAIL' | 'SFTP' => value === 'EMAIL' || value === 'SFTP';

/**
 * Collection agencies: the list on the service API (collection-agencies), one agency, its clients and
 * its change on the legacy API (CommonReg/CollectionAgency/...), as part 2 §7.4 places them.
 */
export function httpCollectionAgencies(legacy: LegacyClient, service: ServiceClient): CollectionAgenciesPort {
  return {
    agencies: () => ({
      api: 'service',
      path: 'collection-agencies',
      fetch: async (signal) =>
        (await answer(service.GET('/collection-agencies', { signal }))).map((dto) => ({
          id: dto.id,
          name: dto.name,
          invoiceFormat: dto.invoiceFormat ?? null,
          paymentFormat: dto.paymentFormat ?? null,
          shipmentType: isShipmentType(dto.shipmentType) ? dto.shipmentType : null,
          emailAddress: dto.emailAddress ?? null,
        })),
    }),
    agency: (id) => ({
      api: 'legacy',
      path: `CommonReg/CollectionAgency/${id}`,
      fetch: async (signal) => {
        const dto = await orNull(answer(legacy.GET('/CommonReg/CollectionAgency/{id}', { params: { path: { id } }, signal })));
        return dto && agencyFrom(dto);
      },
    }),
    clients: (id) => ({
      api: 'legacy',
      path: `CommonReg/CollectionAgency/${id}/Clients`,
      fetch: async (signal) =>
        (await answer(legacy.GET('/CommonReg/CollectionAgency/{id}/Clients', { params: { path: { id } }, signal }))).map((dto) => ({
          clientId: dto.clientId,
          clientName: dto.clientName,
          customerNumber: dto.customerNumber ?? null,
        })),
    }),
    updateEmailSetup: async (agency, { email, emailAddress }) => {
      const { setup, ...master } = agency;
      const body = { agency: { ...master, email, ...(setup ? { setup: { ...setup, emailAddress } } : {}) } };
      return agencyFrom(await answer(legacy.PUT('/CommonReg/CollectionAgency/{id}', { params: { path: { id: agency.id } }, body })));
    },
  };
}

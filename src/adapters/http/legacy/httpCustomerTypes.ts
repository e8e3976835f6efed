import type { CustomerTypesPort, UnconfirmedCustomer } from '../../../application/ports/customerTypes.port';
import { answer, orNull } from '../shared/answer';
import type { components } from './generated/schema';
import type { LegacyClient } from './legacyClient';

type Schemas = components['schemas'];

function customer(dto: Schemas['UnconfirmedCustomer']): UnconfirmedCustomer {
  const place = [dto.postNo, dto.cityName].filter(Boolean).join(' ');
  return {
    customerId: dto.customerId,
    customerNr: dto.customerNr,
    name: dto.name,
    address: [dto.addressLine1, dto.addressLine2, place].filter(Boolean).join(', '),
    orgNo: dto.orgNo ?? null,
    email: dto.email ?? null,
    type: dto.type,
  };
}

/** The CustomerType calls of the legacy API (part 1 §7 "Customer type and common"). */
export function httpCustomerTypes(client: LegacyClient): CustomerTypesPort {
  return {
    unconfirmedClients: () => ({
      api: 'legacy',
      path: 'CustomerType',
      fetch: async (signal) =>
        (await answer(client.GET('/CustomerType', { signal }))).map((dto) => ({
          clientId: dto.clientId,
          clientName: dto.clientName,
          customerCount: dto.numberOfCustomers,
        })),
    }),
    unconfirmedCustomers: (clientId, page, size) => ({
      api: 'legacy',
      path: `CustomerType/Client/${clientId}`,
      params: { page, size },
      fetch: (signal) =>
        orNull(
          answer(client.GET('/CustomerType/Client/{clientId}', { params: { path: { clientId }, query: { page, size } }, signal })).then((dto) => ({
            clientId: dto.clientId,
            clientName: dto.clientName ?? '',
            totalCount: dto.totalCount,
            customers: dto.customers.map(customer),
          })),
        ),
    }),
    async confirm(target, treatment) {
      const body = 'customers' in target ? { customers: [...target.customers] } : { allOfClient: target.allOfClient, except: [...target.except] };
      const answered = await answer(client.PUT('/CustomerType/Confirm', { body: { ...body, customerType: treatment } }));
      return answered.numberOfConfirmed;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { errorBody, responseValidators } from './generated/validators';

describe('service API validators', () => {
  it('accept the shared error body', () => {
    expect(errorBody({ status: 404, message: 'Fant ikke bilaget!' })).toBe(true);
    expect(errorBody({ status: 200, message: 'ok' })).toBe(false);
  });

  it('know 201 answers', () => {
    expect(responseValidators['POST /clients']).toMatchObject({ operationId: 'createClient', status: 201 });
    expect(responseValidators['DELETE /persons/{id}']).toBeUndefined();
  });

  it('validate composed schemas (allOf)', async () => {
    const getCustomer = await responseValidators['GET /Customer/{customerId}']!.load();
    const customer = { id: 7, nr: 10042, clientId: 1001, name: 'Kari Nordmann', type: 'Retail', balance: { balance: 1250.5 } };
    expect(getCustomer(customer)).toBe(true);
    expect(getCustomer({ ...customer, type: 'Privat' })).toBe(false);
    expect(getCustomer({ ...customer, balance: {} })).toBe(false);
  });
});

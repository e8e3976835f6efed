import { describe, expect, it } from 'vitest';
import { validateCustomerForm, EMPTY_CUSTOMER_FORM, CUSTOMER_NAME_REQUIRED_MESSAGE, type CustomerForm } from '../../../domain/customer/customerForm';
import { domainResolver } from './domainResolver';
import { placeServerErrors, serverFieldErrorsOf } from './serverFieldErrors';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('domainResolver', () => {
  it("puts the domain rule's first error of each field on that field, and lets warnings through", async () => {
    const resolve = domainResolver<{ a: string; b: string }>(() => [
      { field: 'a', message: 'første' },
      { field: 'a', message: 'andre' },
      { field: 'b', message: 'bare en advarsel', severity: 'warning' },
    ]);
    const result = await resolve({ a: '', b: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ a: { type: 'domain', message: 'første' } });
  });

  it('answers the values when the rule finds no error', async () => {
    const resolve = domainResolver<{ a: string }>(() => [{ field: 'a', message: 'ok likevel', severity: 'warning' }]);
    expect(await resolve({ a: 'x' }, undefined, options)).toEqual({ values: { a: 'x' }, errors: {} });
  });

  it("runs the customer form's own rule (the one the server uses)", async () => {
    const resolve = domainResolver<CustomerForm>(validateCustomerForm);
    const result = await resolve({ ...EMPTY_CUSTOMER_FORM, nr: '12', type: 'Retail', postNo: '0150', cityName: 'Oslo' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'domain', message: CUSTOMER_NAME_REQUIRED_MESSAGE } });
  });
});

describe('server field errors', () => {
  it('reads fieldErrors structurally and ignores what is not one', () => {
    expect(serverFieldErrorsOf(undefined)).toEqual([]);
    expect(serverFieldErrorsOf(new Error('x'))).toEqual([]);
    expect(serverFieldErrorsOf({ fieldErrors: [{ path: 'body.email', message: 'ugyldig' }, { path: 3 }] })).toEqual([
      { path: 'body.email', message: 'ugyldig' },
    ]);
  });

  it('places body paths on their fields, by full path, last segment or rename, and the rest on the form', () => {
    const placed = placeServerErrors(
      [
        { path: 'body.email', message: 'E-post er ugyldig' },
        { path: 'body.customer.name', message: 'Navn må fylles ut' },
        { path: 'body.postalCode', message: 'Postnummer må være 4 siffer i Norge' },
        { path: 'path.customerId', message: 'må være et tall' },
        { path: 'body.unknown', message: 'ukjent felt' },
      ],
      ['email', 'name', 'postNo'] as const,
      { 'body.postalCode': 'postNo' },
    );
    expect(placed.onFields).toEqual([
      { field: 'email', message: 'E-post er ugyldig' },
      { field: 'name', message: 'Navn må fylles ut' },
      { field: 'postNo', message: 'Postnummer må være 4 siffer i Norge' },
    ]);
    expect(placed.onForm).toEqual(['må være et tall', 'ukjent felt']);
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  customerFormFromSearchText,
  CUSTOMER_NR_ZERO_MESSAGE,
  EMPTY_CUSTOMER_FORM,
  ehfReceiverStatus,
  isCustomerNrReadOnly,
  onCustomerTypeChanged,
  shouldLookUpCityName,
  shouldLookUpOrganisation,
  validateCustomerForm,
  type CustomerForm,
} from './customerForm';

const valid: CustomerForm = {
  ...EMPTY_CUSTOMER_FORM,
  nr: '10001',
  name: 'Fjordkraft Testkunde AS',
  type: 'Business',
  addressLine1: 'Storgata 1',
  postNo: '0150',
  cityName: 'OSLO',
  email: 'faktura@kunde.no',
  orgNo: '974 760 673',
  shipmentType: 'PAPER',
};

const issues = (change: Partial<CustomerForm>) => validateCustomerForm({ ...valid, ...change });

describe('validateCustomerForm', () => {
  it('refuses customer number 0 (numbers start at 1)', () => {
    expect(issues({ nr: '0' })).toEqual([{ field: 'nr', message: CUSTOMER_NR_ZERO_MESSAGE }]);
    expect(issues({ nr: '1' })).toEqual([]);
  });

  it('accepts a complete Norwegian business customer', () => {
    expect(validateCustomerForm(valid)).toEqual([]);
  });

  it('needs a numeric customer no, a name and a type', () => {
    expect(issues({ nr: '' })).toEqual([{ field: 'nr', message: 'Kundenr. må være et tall' }]);
    expect(issues({ nr: '12a' })).toEqual([{ field: 'nr', message: 'Kundenr. må være et tall' }]);
    expect(issues({ nr: '1' })).toEqual([]);
    expect(issues({ name: ' ' })).toEqual([{ field: 'name', message: 'Navn må fylles ut' }]);
    expect(issues({ name: 'A' })).toEqual([]);
    expect(issues({ type: '' })).toEqual([{ field: 'type', message: 'Velg Privat eller Bedrift' }]);
    expect(issues({ type: 'Retail' })).toEqual([]);
  });

  it('accepts an empty or valid e-mail and invoice e-mail', () => {
    expect(issues({ email: '' })).toEqual([]);
    expect(issues({ email: 'ikke-epost' })).toEqual([{ field: 'email', message: 'Ugyldig e-postadresse' }]);
    expect(issues({ invoiceEmail: 'x@y' })).toEqual([{ field: 'invoiceEmail', message: 'Ugyldig e-postadresse' }]);
    expect(issues({ invoiceEmail: 'x@y.no' })).toEqual([]);
  });

  it('accepts an org no of exactly 9 digits (display spaces ignored) or none', () => {
    expect(issues({ orgNo: '' })).toEqual([]);
    expect(issues({ orgNo: '974760673' })).toEqual([]);
    expect(issues({ orgNo: '97476067' })).toEqual([{ field: 'orgNo', message: 'Org. nr. må ha 9 siffer' }]);
    expect(issues({ orgNo: '9747606730' })).toEqual([{ field: 'orgNo', message: 'Org. nr. må ha 9 siffer' }]);
  });

  it('in Norway needs a 4-digit postal code and a city', () => {
    expect(issues({ postNo: '150' })).toEqual([{ field: 'postNo', message: 'Postnummer må være 4 siffer i Norge' }]);
    expect(issues({ postNo: '01500' })).toEqual([{ field: 'postNo', message: 'Postnummer må være 4 siffer i Norge' }]);
    expect(issues({ cityName: '' })).toEqual([{ field: 'cityName', message: 'Poststed må fylles ut i Norge' }]);
  });

  it('abroad accepts any postal code and no city', () => {
    expect(issues({ countryCode: 'SE', postNo: '123 45', cityName: '' })).toEqual([]);
  });

  it('with EHF in Norway needs the org no', () => {
    expect(issues({ shipmentType: 'EHF', orgNo: '' })).toEqual([{ field: 'orgNo', message: 'Org. nr. er påkrevd ved eFaktura forsendelse' }]);
    expect(issues({ shipmentType: 'EHF', orgNo: '974760673' })).toEqual([]);
    expect(issues({ shipmentType: 'EHF', orgNo: '1234' })).toEqual([{ field: 'orgNo', message: 'Org. nr. må ha 9 siffer' }]);
    expect(issues({ shipmentType: 'EHF', orgNo: '', countryCode: 'SE', postNo: '', cityName: '' })).toEqual([]);
  });

  it('with e-mail shipment needs the e-mail', () => {
    expect(issues({ shipmentType: 'EMAIL', email: '' })).toEqual([{ field: 'email', message: 'E-post er påkrevd ved e-post forsendelse' }]);
    expect(issues({ shipmentType: 'EMAIL', email: 'feil' })).toEqual([{ field: 'email', message: 'Ugyldig e-postadresse' }]);
    expect(issues({ shipmentType: 'EMAIL' })).toEqual([]);
  });
});

describe('onCustomerTypeChanged', () => {
  const locked = { ...valid, orgNo: '974760673', fixedOrgNo: true, shipmentType: 'EHF' };

  it('choosing Retail clears and unlocks the org no and resets shipment to paper', () => {
    expect(onCustomerTypeChanged(locked, 'Retail')).toEqual({ ...locked, type: 'Retail', orgNo: '', fixedOrgNo: false, shipmentType: 'PAPER' });
  });

  it('choosing Business keeps the org no and resets shipment to paper', () => {
    const retail = { ...valid, type: 'Retail' as const, shipmentType: 'EMAIL' };
    expect(onCustomerTypeChanged(retail, 'Business')).toEqual({ ...retail, type: 'Business', shipmentType: 'PAPER' });
  });

  it('choosing the same type changes nothing', () => {
    expect(onCustomerTypeChanged(locked, 'Business')).toBe(locked);
  });

  it('after any real change the shipment is paper, and Retail never keeps an org no', () => {
    fc.assert(
      fc.property(fc.constantFrom('Retail', 'Business', ''), fc.constantFrom('Retail', 'Business'), fc.string(), (from, to, orgNo) => {
        const after = onCustomerTypeChanged({ ...locked, type: from as CustomerForm['type'], orgNo }, to as 'Retail' | 'Business');
        if (from !== to) expect(after.shipmentType).toBe('PAPER');
        if (from !== to && to === 'Retail') expect(after.orgNo).toBe('');
      }),
    );
  });
});

describe('customer form helpers', () => {
  it('turns a numeric search text into the customer no, anything else into the name', () => {
    expect(customerFormFromSearchText(' 1234 ')).toEqual({ ...EMPTY_CUSTOMER_FORM, nr: '1234' });
    expect(customerFormFromSearchText('Ola Nordmann')).toEqual({ ...EMPTY_CUSTOMER_FORM, name: 'Ola Nordmann' });
  });

  it('locks the customer no when the client has a template number', () => {
    expect(isCustomerNrReadOnly(1000)).toBe(true);
    expect(isCustomerNrReadOnly(0)).toBe(true);
    expect(isCustomerNrReadOnly(null)).toBe(false);
    expect(isCustomerNrReadOnly(undefined)).toBe(false);
  });

  it('looks up the city only for four Norwegian digits', () => {
    expect(shouldLookUpCityName({ countryCode: 'NO', postNo: '0150' })).toBe(true);
    expect(shouldLookUpCityName({ countryCode: 'NO', postNo: '015' })).toBe(false);
    expect(shouldLookUpCityName({ countryCode: 'SE', postNo: '0150' })).toBe(false);
  });

  it('looks up the organisation only for nine Norwegian digits', () => {
    expect(shouldLookUpOrganisation({ countryCode: 'NO', orgNo: '974 760 673' })).toBe(true);
    expect(shouldLookUpOrganisation({ countryCode: 'NO', orgNo: '97476067' })).toBe(false);
    expect(shouldLookUpOrganisation({ countryCode: 'DK', orgNo: '974760673' })).toBe(false);
  });

  it('reads the EHF lookup as enabled, found but not registered, or not found', () => {
    expect(ehfReceiverStatus({ found: true, company: { isEnabled: true } })).toBe('enabled');
    expect(ehfReceiverStatus({ found: true, company: { isEnabled: false } })).toBe('notRegistered');
    expect(ehfReceiverStatus({ found: true, company: null })).toBe('notRegistered');
    expect(ehfReceiverStatus({ found: false })).toBe('notFound');
  });
});

import { describe, expect, it } from 'vitest';
import { validateCustomerForm } from './customerForm';
import { customerFormFromRecord, customerRecordFromForm, orgNoInGroups, type CustomerRecord } from './customerRecord';

const record: CustomerRecord = {
  nr: 10001,
  name: 'Fjordkraft Testkunde AS',
  type: 'Business',
  addressLine1: 'Storgata 1',
  addressLine2: null,
  countryCode: 'NO',
  postNo: '0150',
  cityName: 'OSLO',
  phoneNr: null,
  email: 'faktura@kunde.no',
  invoiceEmail: null,
  orgNo: '974760673',
  fixedOrgNo: false,
  shipmentType: 'EHF',
  fixedShipment: false,
  creditDays: 14,
};

describe('customer record and form', () => {
  it('shows the org number in groups of three', () => {
    expect(orgNoInGroups('974760673')).toBe('974 760 673');
    expect(orgNoInGroups('9747')).toBe('974 7');
  });

  it('turns a record into form values and back unchanged, and the values pass the form rule', () => {
    const form = customerFormFromRecord(record);
    expect(form).toMatchObject({ nr: '10001', orgNo: '974 760 673', creditDays: '14', addressLine2: '' });
    expect(validateCustomerForm(form)).toEqual([]);
    expect(customerRecordFromForm(form)).toEqual(record);
  });
});

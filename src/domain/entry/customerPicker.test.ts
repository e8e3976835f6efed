import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CustomerList } from '../client/customerList';
import { customerPickerIndex, pickCustomers } from './customerPicker';

/** The picker reads number and name; the other fields of a row are the same for all. */
const listOf = (rows: readonly { id: number; nr: number; name: string }[]) => CustomerList.of(rows.map((row) => ({ ...row, type: 'Business', email: null, phone: null })));

const rows = [
  { id: 1, nr: 10, name: 'Fjord Bakeri AS' },
  { id: 2, nr: 101, name: 'Nordlys Regnskap' },
  { id: 3, nr: 2010, name: 'Bakeriet på hjørnet' },
  { id: 4, nr: 1000, name: 'Ola Nordmann' },
];
const index = customerPickerIndex(listOf(rows));
const ids = (text: string) => {
  const result = pickCustomers(index, text);
  return 'customers' in result ? result.customers.map((row) => row.id) : result.hint;
};

describe('the entry form customer picker', () => {
  it('waits for 2 characters', () => {
    expect(ids('1')).toBe('Søket må ha minst 2 tegn');
    expect(ids(' b ')).toBe('Søket må ha minst 2 tegn');
  });

  it('finds numbers by prefix of the customer number, not anywhere in it', () => {
    expect(ids('10')).toEqual([1, 2, 4]);
    expect(ids('201')).toEqual([3]);
    expect(ids('01')).toEqual([]);
  });

  it('finds other text anywhere in the name, ignoring case and extra spaces', () => {
    expect(ids('BAKER')).toEqual([1, 3]);
    expect(ids('ola  nord')).toEqual([4]);
    expect(ids('10 a')).toEqual([]);
  });

  it('lists at most 20, in list order', () => {
    const many = customerPickerIndex(listOf(Array.from({ length: 50 }, (_, i) => ({ id: i + 1, nr: 500 + i, name: `Kunde ${i}` }))));
    const result = pickCustomers(many, 'kunde');
    expect('customers' in result && result.customers.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('every hit matches, and nothing that matches is left out below the limit', () => {
    const customer = fc.record({ id: fc.nat(), nr: fc.integer({ min: 1, max: 99_999 }), name: fc.string({ maxLength: 8 }) });
    fc.assert(
      fc.property(fc.array(customer, { maxLength: 40 }), fc.stringMatching(/^[0-9a-c]{2,3}$/), (list, term) => {
        const result = pickCustomers(customerPickerIndex(listOf(list)), term, 1000);
        if (!('customers' in result)) return;
        const numeric = /^\d+$/.test(term);
        const expected = list.filter((row) => (numeric ? String(row.nr).startsWith(term) : row.name.toLowerCase().includes(term)));
        expect(result.customers.map(({ id, nr, name }) => ({ id, nr, name }))).toEqual(expected);
      }),
    );
  });
});

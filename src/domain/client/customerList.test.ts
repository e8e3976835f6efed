import { describe, expect, it } from 'vitest';
import { CustomerList, type ClientCustomerRow } from './customerList';

const ROWS: ClientCustomerRow[] = [
  { id: 11, nr: 1001, name: 'Bergen Bakeri AS', type: 'Business', email: 'post@bakeri.no', phone: '55 12 34 56' },
  { id: 12, nr: 1002, name: 'Ærlige Åse Øvrebø', type: 'Retail', email: null, phone: null },
  { id: 13, nr: 1003, name: '', type: 'Retail', email: '', phone: '' },
  { id: 14, nr: 987654321, name: 'Kafé 🍰 Sjø', type: 'Business', email: 'kafe@sjø.no', phone: null },
];

describe('a client’s customer list, packed', () => {
  it('reads every row back as it was given, nulls and empty texts apart', () => {
    const list = CustomerList.of(ROWS);
    expect(list).toHaveLength(4);
    expect(Array.from({ length: list.length }, (_, index) => list.at(index))).toEqual(ROWS);
    expect(list.nrAt(3)).toBe(987654321);
    expect(list.nameAt(1)).toBe('Ærlige Åse Øvrebø');
  });

  it('packs the answer’s own items through the mapping it is given', () => {
    const items = [{ id: 1, nr: 5, name: 'A', phoneNr: '22 22 22 22' }];
    const list = CustomerList.from(items, (item) => ({ id: item.id, nr: item.nr, name: item.name, type: 'Business', email: null, phone: item.phoneNr }));
    expect(list.at(0)).toEqual({ id: 1, nr: 5, name: 'A', type: 'Business', email: null, phone: '22 22 22 22' });
  });

  it('indexes as an array’s at does', () => {
    const list = CustomerList.of(ROWS);
    expect(list.at(-1)).toEqual(ROWS[3]);
    expect(list.at(1.7)).toEqual(ROWS[1]);
    expect(list.at(Number.NaN)).toEqual(ROWS[0]);
    expect(list.at(4)).toBeUndefined();
    expect(list.at(-5)).toBeUndefined();
    expect(list.nrAt(4)).toBeUndefined();
    expect(list.nameAt(-5)).toBeUndefined();
    expect(CustomerList.of([]).at(0)).toBeUndefined();
  });

  it('answers the same row object while the row keeps being read, among thousands of others', () => {
    const many = CustomerList.of(Array.from({ length: 5000 }, (_, i) => ({ ...ROWS[0]!, id: i, nr: i })));
    const first = many.at(0);
    for (let index = 1; index < 5000; index++) {
      many.at(index);
      if (index % 100 === 0) expect(many.at(0)).toBe(first);
    }
    expect(many.at(4999)).toBe(many.at(4999));
  });

  it('gives a view of chosen rows, which can be narrowed again', () => {
    const list = CustomerList.of(ROWS);
    const view = list.only([3, 1]);
    expect(view).toHaveLength(2);
    expect([view.at(0), view.at(1)]).toEqual([ROWS[3], ROWS[1]]);
    expect(view.at(0)).toBe(list.at(3));
    expect(view.nrAt(1)).toBe(1002);
    const narrower = view.only([1]);
    expect(narrower.at(0)).toEqual(ROWS[1]);
    expect(narrower.at(1)).toBeUndefined();
    expect(() => view.only([2])).toThrow(RangeError);
    expect(() => view.only([-1])).toThrow(RangeError);
  });
});

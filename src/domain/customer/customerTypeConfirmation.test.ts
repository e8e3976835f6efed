import { describe, expect, it } from 'vitest';
import {
  confirmPageIndex,
  confirmPageSize,
  confirmTarget,
  isCustomerSelected,
  lastPageIndex,
  NO_CUSTOMERS,
  offersAllMatching,
  pageCheckState,
  selectAllMatching,
  selectedCount,
  toggleCustomer,
  togglePage,
} from './customerTypeConfirmation';

const page1 = [1, 2, 3];
const page2 = [4, 5];

describe('page size and page from the address bar', () => {
  it('accepts 25, 50, 100 and 200 and falls back to 50', () => {
    expect([25, 50, 100, 200].map((size) => confirmPageSize(String(size)))).toEqual([25, 50, 100, 200]);
    expect(confirmPageSize(null)).toBe(50);
    expect(confirmPageSize('75')).toBe(50);
    expect(confirmPageSize('abc')).toBe(50);
  });

  it('reads side=2 as the second page (index 1); anything else is the first', () => {
    expect(confirmPageIndex('2')).toBe(1);
    expect(confirmPageIndex(null)).toBe(0);
    expect(confirmPageIndex('0')).toBe(0);
    expect(confirmPageIndex('1.5')).toBe(0);
  });
});

describe('selection across pages', () => {
  it('keeps the ticks of one page while another is ticked', () => {
    let selection = togglePage(NO_CUSTOMERS, page1);
    selection = toggleCustomer(selection, 4);
    expect(selectedCount(selection, 5)).toBe(4);
    expect(pageCheckState(selection, page1)).toBe('checked');
    expect(pageCheckState(selection, page2)).toBe('indeterminate');
    expect(confirmTarget(1001, selection)).toEqual({ customers: [1, 2, 3, 4] });
  });

  it('unticks a whole page when it is ticked whole, and ticks the rest when partly', () => {
    const partly = toggleCustomer(NO_CUSTOMERS, 2);
    expect(pageCheckState(partly, page1)).toBe('indeterminate');
    const whole = togglePage(partly, page1);
    expect(whole).toEqual({ kind: 'some', ids: [2, 1, 3] });
    expect(pageCheckState(togglePage(whole, page1), page1)).toBe('unchecked');
  });

  it('offers "all N matching" once a page is ticked whole and more wait', () => {
    const whole = togglePage(NO_CUSTOMERS, page1);
    expect(offersAllMatching(whole, page1, 5)).toBe(true);
    expect(offersAllMatching(whole, page1, 3)).toBe(false);
    expect(offersAllMatching(toggleCustomer(whole, 1), page1, 5)).toBe(false);
  });

  it('selects every waiting customer but those unticked afterwards, and asks the server so', () => {
    let selection = selectAllMatching();
    expect(selectedCount(selection, 120)).toBe(120);
    selection = toggleCustomer(selection, 4);
    expect(isCustomerSelected(selection, 4)).toBe(false);
    expect(isCustomerSelected(selection, 99)).toBe(true);
    expect(selectedCount(selection, 120)).toBe(119);
    expect(pageCheckState(selection, page2)).toBe('indeterminate');
    expect(confirmTarget(1001, selection)).toEqual({ allOfClient: 1001, except: [4] });
    selection = togglePage(selection, page2);
    expect(pageCheckState(selection, page2)).toBe('checked');
    selection = togglePage(selection, page2);
    expect(selectedCount(selection, 120)).toBe(118);
  });
});

describe('last page', () => {
  it('is the page that holds the last waiting customer', () => {
    expect(lastPageIndex(60, 50)).toBe(1);
    expect(lastPageIndex(50, 50)).toBe(0);
    expect(lastPageIndex(0, 25)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { dosImportOrderOf, validateDosImportOrder, WHOLE_NUMBER_REQUIRED } from './dosImportOrder';
import { DOS_RANGE_REVERSED } from './productionTexts';

describe('the DOS import order', () => {
  it('takes three whole numbers, the range not reversed', () => {
    expect(validateDosImportOrder({ clientId: '1001', fromNumber: '10', toNumber: '10' })).toEqual([]);
    expect(dosImportOrderOf({ clientId: ' 1001', fromNumber: '10', toNumber: '25 ' })).toEqual({ clientId: 1001, fromNumber: 10, toNumber: 25 });
  });
  it('refuses empty, negative, decimal and text values on their fields', () => {
    expect(validateDosImportOrder({ clientId: '', fromNumber: '-1', toNumber: '2,5' })).toEqual([
      { field: 'clientId', message: WHOLE_NUMBER_REQUIRED },
      { field: 'fromNumber', message: WHOLE_NUMBER_REQUIRED },
      { field: 'toNumber', message: WHOLE_NUMBER_REQUIRED },
    ]);
    expect(validateDosImportOrder({ clientId: 'abc', fromNumber: '1', toNumber: '2' })).toEqual([{ field: 'clientId', message: WHOLE_NUMBER_REQUIRED }]);
  });
  it('refuses a reversed range on the from field', () => {
    expect(validateDosImportOrder({ clientId: '1001', fromNumber: '30', toNumber: '20' })).toEqual([{ field: 'fromNumber', message: DOS_RANGE_REVERSED }]);
  });
});

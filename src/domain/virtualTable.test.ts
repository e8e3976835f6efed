import { describe, expect, it } from 'vitest';
import { VIRTUAL_OVERSCAN_ROWS, VIRTUAL_ROW_HEIGHT_PX } from './virtualTable';

describe('virtual tables', () => {
  it('use 32 px rows and 20 rows of overscan (part 1 §9)', () => {
    expect([VIRTUAL_ROW_HEIGHT_PX, VIRTUAL_OVERSCAN_ROWS]).toEqual([32, 20]);
  });
});

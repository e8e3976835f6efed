import { describe, expect, it } from 'vitest';
import { recipientCountText, reportsDecidedMessage } from './reportDispatch';

describe('report dispatch texts', () => {
  it("count a client's recipients in the right number: '1 mottaker', '2 mottakere'", () => {
    expect(recipientCountText(1)).toBe('1 mottaker');
    expect(recipientCountText(2)).toBe('2 mottakere');
    expect(recipientCountText(1200)).toBe('1\u00A0200 mottakere');
  });

  it("say what Send ut and Avvis did", () => {
    expect(reportsDecidedMessage('approve', 3)).toBe('Rapporter sendt ut til 3 mottakere');
    expect(reportsDecidedMessage('approve', 1)).toBe('Rapporter sendt ut til 1 mottaker');
    expect(reportsDecidedMessage('reject', 1)).toBe('1 mottaker avvist');
  });
});

import { describe, expect, it } from 'vitest';
import { showsMachineStudioLink } from './menuItems';

describe('the link to the machine studio', () => {
  it('shows for the roles that look after the product', () => {
    expect(showsMachineStudioLink(['Technical'])).toBe(true);
    expect(showsMachineStudioLink(['Executive'])).toBe(true);
    expect(showsMachineStudioLink(['Other', 'Executive'])).toBe(true);
  });

  it('keeps the side menu of part 1 §2 as specified for everyone else', () => {
    expect(showsMachineStudioLink([])).toBe(false);
    expect(showsMachineStudioLink(['technical'])).toBe(false);
  });
});

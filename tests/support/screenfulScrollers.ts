import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom lays nothing out, so a virtual table's scroller measures 0 × 0 and shows no rows. Called in a test
 * file, every element measures a screenful (1200 × 800) for that file's tests, as in a browser; the e2e
 * tests scroll the real thing.
 */
export function measureScrollersAsAScreenful(): void {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
  });
  afterAll(() => {
    // jsdom defines them on Element.prototype: dropping ours brings its own back.
    Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });
}

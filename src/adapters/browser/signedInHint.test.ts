import { describe, expect, it } from 'vitest';
import { browserHoldsSession } from './signedInHint';

describe('the signed-in hint', () => {
  it.each([
    ['norlink-signed-in=1', true],
    ['theme=dark; norlink-signed-in=1; lang=nb', true],
    ['', false],
    ['norlink-signed-in=', false],
    ['not-norlink-signed-in=1', false],
  ])('in %j says %s', (cookies, expected) => {
    expect(browserHoldsSession(cookies)).toBe(expected);
  });
});

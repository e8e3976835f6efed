import { describe, expect, it } from 'vitest';
import { containsPattern, startsWithPattern } from './likePattern';

describe('LIKE patterns', () => {
  it('keep the wildcards and the escape character of the term literal', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    expect(startsWithPattern('a_')).toBe('a\\_%');
  });
});

import { describe, it, expect } from 'vitest';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN_SOURCE, isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['ola@norlink.no', 'ola.nordmann+faktura@firma.example.com', 'post@blåbær.no', 'a@b.co', 'x_y@sub-domene.no'])(
    'accepts %s',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    '',
    'ola',
    'ola@',
    '@norlink.no',
    'ola@norlink',
    'ola@norlink.n',
    'ola nordmann@norlink.no',
    'ola@@norlink.no',
    'ola@-norlink.no',
    'ola@norlink-.no',
    'ola@norlink..no',
    '.ola@norlink.no',
    'ola.@norlink.no',
    'ola..nordmann@norlink.no',
  ])('rejects %s', (value) => expect(isValidEmail(value)).toBe(false));

  it('rejects addresses longer than the SMTP limit', () => {
    const domain = '@norlink.no';
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBe(false);
  });
});

describe('the e-mail rule as one pattern', () => {
  it.each(['0@com', 'a@b.c', 'ola@127.0.0.1', '"ola nordmann"@norlink.no'])('rejects %s, which RFC 5321 allows', (value) => expect(isValidEmail(value)).toBe(false));

  it('counts the length in characters (code points), as JSON Schema’s maxLength does', () => {
    const domain = '@norlink.no';
    const local = '😀'.repeat(EMAIL_MAX_LENGTH - domain.length);
    expect(isValidEmail(`${local}${domain}`)).toBe(true);
    expect(isValidEmail(`😀${local}${domain}`)).toBe(false);
  });

  it('is the pattern a schema states: anchored, and read with the u flag', () => {
    expect(EMAIL_PATTERN_SOURCE.startsWith('^')).toBe(true);
    expect(EMAIL_PATTERN_SOURCE.endsWith('$')).toBe(true);
    expect(new RegExp(EMAIL_PATTERN_SOURCE, 'u').test('post@blåbær.no')).toBe(true);
  });
});

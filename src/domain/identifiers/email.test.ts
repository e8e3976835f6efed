import { describe, it, expect } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

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

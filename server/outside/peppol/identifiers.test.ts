import { describe, expect, it } from 'vitest';
import { base32, participantDnsName, participantOf, smpSegment } from './identifiers';

describe('the participant DNS name of the SML (U-NAPTR lookup)', () => {
  const zone = 'participant.sml.test.tech.peppol.org';

  it('matches the Policy for use of Identifiers 4.4.0 POLICY 7 example, whatever the case of the value', () => {
    for (const participant of ['0088:123abc', '0088:123ABC']) {
      expect(participantDnsName(participant, zone)).toBe(`y7dzfxaf3d4cjz4kcgrxtec6twvcga4ky7zwa5boif6mswd4tdrq.iso6523-actorid-upis.${zone}`);
    }
  });

  it("matches the SML specification's example and the eDelivery BDXL 1.6 profile's PEPPOL example (§1.5.2)", () => {
    expect(participantDnsName('0010:5798000000001', zone)).toBe(`xukhfqabqziki3ykvr2fhr4snfa3pf5vpq6k4tonv3lmvsy5arvq.iso6523-actorid-upis.${zone}`);
    expect(participantDnsName('0088:4035811991021', 'bdxl.example.com.')).toBe('lzmedsmzxyd37yc74tzvpycmuanfcmn667jhgbfqddrvmse6nyta.iso6523-actorid-upis.bdxl.example.com');
  });

  it('names Norwegian organisations in ICD 0192', () => {
    expect(participantOf('923609016')).toBe('0192:923609016');
    expect(smpSegment('iso6523-actorid-upis', '0192:923609016')).toBe('iso6523-actorid-upis%3A%3A0192%3A923609016');
  });

  it('encodes base32 by RFC 4648 (its test vectors, padding removed)', () => {
    const vectors: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
    for (const [input, output] of vectors) expect(base32(Buffer.from(input))).toBe(output);
  });
});

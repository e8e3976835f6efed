import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyNaptrRegexp } from './naptrLookup';
import { offersProcess, readServiceMetadata, serviceGroupDocumentTypes } from './smpMetadata';

const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/outside/peppol');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');

describe("the SMP specification's own examples", () => {
  it('reads the document types a ServiceGroup references (SMP 1.1.0 §4.2)', () => {
    expect(serviceGroupDocumentTypes(fixture('smp-servicegroup-example.xml'))).toEqual([
      'busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##UBL-2.0',
    ]);
  });

  it('reads the processes and endpoints of a SignedServiceMetadata (§4.4), and knows an expired endpoint', () => {
    const metadata = readServiceMetadata(fixture('smp-signedservicemetadata-example.xml'));
    expect(metadata.participant).toBe('0010:5798000000001');
    expect(metadata.documentType).toBe('busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##UBL-2.02');
    expect(metadata.processes.map((p) => p.process)).toEqual(['cenbii-procid-ubl::BII04', 'cenbii-procid-ubl::BII07']);
    expect(metadata.processes[0]!.endpoints[0]).toMatchObject({ transportProfile: 'busdox-transport-start', address: 'http://busdox.org/sampleService/' });
    expect(offersProcess(metadata, 'BII04', new Date('2012-01-01T00:00:00Z'))).toBe(true);
    // The example's endpoints expired in 2016.
    expect(offersProcess(metadata, 'BII04', new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(offersProcess(metadata, 'BII99', new Date('2012-01-01T00:00:00Z'))).toBe(false);
  });

  it('refuses a document with a DOCTYPE (no entity is ever expanded)', () => {
    expect(() => serviceGroupDocumentTypes('<!DOCTYPE x [<!ENTITY a "b">]><ServiceGroup xmlns="http://busdox.org/serviceMetadata/publishing/1.0/"/>')).toThrow(/DOCTYPE/);
  });
});

describe('the U-NAPTR substitution', () => {
  it("gives the URL of the eDelivery BDXL 1.6 profile's sample record (§1.5.3) and of PEPPOL's usual form", () => {
    expect(applyNaptrRegexp('!.*!https://www.anotherexample.com/smp/prod!', 'i3qyb36ctayrfgthbycqzdtojfhgazjeglfooe7727egvdwrk5qq.bdxl.example.com')).toBe(
      'https://www.anotherexample.com/smp/prod',
    );
    expect(applyNaptrRegexp('!^.*$!http://smp.example.org!', 'abc.iso6523-actorid-upis.zone')).toBe('http://smp.example.org');
    expect(applyNaptrRegexp('!^nomatch$!http://x!', 'abc')).toBeNull();
  });
});

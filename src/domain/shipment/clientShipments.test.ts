import { describe, expect, it } from 'vitest';
import { clientShipmentChoices } from './clientShipments';

describe("a client's shipment choices by customer type", () => {
  it('offers EHF to businesses, eFaktura and AvtaleGiro to private customers, Post and E-post to both', () => {
    expect(clientShipmentChoices('Business', true)).toEqual(['PAPER', 'EMAIL', 'EHF']);
    expect(clientShipmentChoices('Retail', true)).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA']);
    expect(clientShipmentChoices(undefined, true)).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF']);
  });

  it('leaves eFaktura out while the client has it off for private customers', () => {
    expect(clientShipmentChoices('Retail', false)).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO']);
    expect(clientShipmentChoices(undefined, false)).not.toContain('EFAKTURA');
  });
});

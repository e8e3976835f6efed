import { describe, it, expect } from 'vitest';
import { isShipmentType, REMINDER_SHIPMENT_TYPES, SHIPMENT_TYPE_ABBREVIATIONS, SHIPMENT_TYPES, shipmentLabel } from './shipmentType';

describe('shipment types', () => {
  it('are the five invoice shipments, with the production column abbreviations', () => {
    expect(SHIPMENT_TYPES).toEqual(['PAPER', 'EMAIL', 'AVTALEGIRO', 'EFAKTURA', 'EHF']);
    expect(SHIPMENT_TYPE_ABBREVIATIONS).toEqual({ PAPER: 'P', EMAIL: 'M', AVTALEGIRO: 'A', EFAKTURA: 'EP', EHF: 'EHF' });
  });

  it('reminders add NOSEND and have no AvtaleGiro or EHF', () => {
    expect(REMINDER_SHIPMENT_TYPES).toEqual(['NOSEND', 'PAPER', 'EMAIL', 'EFAKTURA']);
  });

  it('recognises shipment type strings', () => {
    expect(isShipmentType('EHF')).toBe(true);
    expect(isShipmentType('NOSEND')).toBe(false);
    expect(isShipmentType('ehf')).toBe(false);
  });

  it('names shipments in Norwegian and shows unknown codes as they are', () => {
    expect(shipmentLabel('PAPER')).toBe('Post');
    expect(shipmentLabel('EMAIL')).toBe('E-post');
    expect(shipmentLabel('NOSEND')).toBe('Sendes ikke');
    expect(shipmentLabel('VIPPS')).toBe('VIPPS');
  });
});

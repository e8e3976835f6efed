import { describe, expect, it } from 'vitest';
import { readinessOf, switchable, switchOutcomeText } from './einvoiceReadiness';

describe('e-invoice readiness', () => {
  it('tells on EHF, ready, locked, not ready and not asked apart, and offers only the ready to the switch', () => {
    const row = (shipmentType: string, fixedShipment: boolean, canReceiveEhf: boolean | null) => ({ shipmentType, fixedShipment, canReceiveEhf });
    expect(readinessOf(row('EHF', false, true))).toBe('onEhf');
    expect(readinessOf(row('PAPER', false, true))).toBe('ready');
    expect(readinessOf(row('EMAIL', true, true))).toBe('locked');
    expect(readinessOf(row('EMAIL', false, false))).toBe('notReady');
    expect(readinessOf(row('PAPER', false, null))).toBe('unknown');
    expect([row('PAPER', false, true), row('EMAIL', true, true), row('EHF', false, true), row('PAPER', false, null)].filter(switchable)).toEqual([row('PAPER', false, true)]);
  });

  it('says how many were switched and left', () => {
    expect(switchOutcomeText({ switched: 1, left: 0 })).toBe('Byttet 1 kunde til EHF.');
    expect(switchOutcomeText({ switched: 3, left: 2 })).toBe('Byttet 3 kunder til EHF; 2 ble stående.');
  });
});

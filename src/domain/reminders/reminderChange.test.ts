import { describe, expect, it } from 'vitest';
import { reminderChangeFrom, reminderChangeRefusal } from './reminderChange';

describe('the reminder change form (part 1 §5)', () => {
  it('sends the e-mail only with shipment EMAIL, and requires a valid one there', () => {
    expect(reminderChangeFrom({ shipmentType: 'EMAIL', email: ' kunde@example.no ', customerType: null })).toEqual({
      ok: true,
      change: { shipmentType: 'EMAIL', email: 'kunde@example.no' },
    });
    expect(reminderChangeFrom({ shipmentType: 'PAPER', email: 'kunde@example.no', customerType: null })).toEqual({ ok: true, change: { shipmentType: 'PAPER' } });
    expect(reminderChangeFrom({ shipmentType: 'EMAIL', email: 'ikke gyldig', customerType: null })).toMatchObject({ ok: false, field: 'email' });
    expect(reminderChangeFrom({ shipmentType: 'EMAIL', email: '', customerType: null })).toMatchObject({ ok: false, field: 'email' });
  });

  it('submits nothing for NOSEND; a chosen customer type still goes (confirming it)', () => {
    expect(reminderChangeFrom({ shipmentType: 'NOSEND', email: 'x@example.no', customerType: null })).toEqual({ ok: true, change: null });
    expect(reminderChangeFrom({ shipmentType: 'NOSEND', email: '', customerType: 'Business' })).toEqual({ ok: true, change: { customerType: 'Business' } });
  });

  it('the server refuses an e-mail without EMAIL and EMAIL without an address', () => {
    expect(reminderChangeRefusal({ email: 'a@example.no' }, { shipmentType: 'PAPER', email: null })).toMatchObject({ field: 'email' });
    expect(reminderChangeRefusal({ shipmentType: 'EMAIL' }, { shipmentType: 'PAPER', email: null })).toMatchObject({ field: 'shipmentType' });
    expect(reminderChangeRefusal({ shipmentType: 'EMAIL' }, { shipmentType: 'PAPER', email: 'a@example.no' })).toBeNull();
    expect(reminderChangeRefusal({ customerType: 'Retail' }, { shipmentType: 'PAPER', email: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkDispatch, chooseShipment, DISPATCH_FAILURE_TEXTS, type DispatchFacts } from './dispatch';
import { defaultResendShipment, resendNeedsDueDate } from './productionEdit';

const today = '2026-11-26';
const ready: DispatchFacts = {
  type: 'INVOICE',
  shipmentType: 'PAPER',
  dueDate: '2026-12-10',
  email: 'post@kunde.no',
  orgNo: '923609016',
  inEhfRegister: true,
  hasEfakturaAgreement: true,
  hasAvtalegiroAgreement: true,
  hasPrinter: true,
  hasPostalAddress: true,
};

describe('dispatch: which shipment can deliver an entry', () => {
  it('delivers by every shipment when everything it needs is there', () => {
    for (const shipmentType of ['PAPER', 'EMAIL', 'EHF', 'EFAKTURA', 'AVTALEGIRO'] as const) {
      expect(checkDispatch({ ...ready, shipmentType }, today)).toEqual({ ok: true });
    }
  });

  it('says why it cannot, per shipment', () => {
    const text = (facts: Partial<DispatchFacts>) => {
      const check = checkDispatch({ ...ready, ...facts }, today);
      return check.ok ? 'ok' : check.statusText;
    };
    expect(text({ shipmentType: 'EMAIL', email: null })).toBe(DISPATCH_FAILURE_TEXTS.noEmail);
    expect(text({ shipmentType: 'EMAIL', email: 'ikke-en-adresse' })).toBe('Ugyldig e-postadresse');
    expect(text({ shipmentType: 'EFAKTURA', hasEfakturaAgreement: false })).toBe('Mangler eFaktura-avtale');
    expect(text({ shipmentType: 'EFAKTURA', type: 'CREDITNOTE' })).toBe(DISPATCH_FAILURE_TEXTS.creditNoteOnEfaktura);
    expect(text({ shipmentType: 'AVTALEGIRO', hasAvtalegiroAgreement: false })).toBe(DISPATCH_FAILURE_TEXTS.noAvtalegiroAgreement);
    expect(text({ shipmentType: 'EHF', orgNo: null })).toBe('Mangler org.nr. for EHF');
    expect(text({ shipmentType: 'EHF', inEhfRegister: false })).toBe(DISPATCH_FAILURE_TEXTS.notInEhfRegister);
    expect(text({ shipmentType: 'PAPER', hasPrinter: false })).toBe(DISPATCH_FAILURE_TEXTS.noPrinter);
    expect(text({ shipmentType: 'PAPER', hasPostalAddress: false })).toBe('Adresse mangler postnummer');
  });

  it('sends no invoice whose due date has passed (the text names Forfallsdato), but a credit note', () => {
    expect(checkDispatch({ ...ready, dueDate: '2026-11-25' }, today)).toEqual({ ok: false, statusText: 'Forfallsdato er passert' });
    expect(DISPATCH_FAILURE_TEXTS.dueDatePassed).toContain('Forfallsdato');
    expect(checkDispatch({ ...ready, dueDate: today }, today)).toEqual({ ok: true });
    expect(checkDispatch({ ...ready, type: 'CREDITNOTE', dueDate: '2026-01-01' }, today)).toEqual({ ok: true });
  });

  it('chooses the first shipment that can deliver when the system chooses', () => {
    expect(chooseShipment(ready, today)).toBe('EHF');
    expect(chooseShipment({ ...ready, inEhfRegister: false }, today)).toBe('EFAKTURA');
    expect(chooseShipment({ ...ready, inEhfRegister: false, hasEfakturaAgreement: false, hasAvtalegiroAgreement: false }, today)).toBe('EMAIL');
    expect(chooseShipment({ ...ready, orgNo: null, hasEfakturaAgreement: false, hasAvtalegiroAgreement: false, email: null }, today)).toBe('PAPER');
    expect(chooseShipment({ ...ready, orgNo: null, hasEfakturaAgreement: false, hasAvtalegiroAgreement: false, email: null, hasPrinter: false }, today)).toBeNull();
    expect(chooseShipment({ ...ready, dueDate: '2026-01-01' }, today)).toBeNull();
  });

  it("resends an entry whose e-mail's fate is unknown by the shipment it had, with no due-date field", () => {
    // The failed page's choices read the status text: this one asks for neither a due date nor EMAIL instead of eFaktura.
    expect(resendNeedsDueDate(DISPATCH_FAILURE_TEXTS.mailUncertain)).toBe(false);
    expect(defaultResendShipment({ statusText: DISPATCH_FAILURE_TEXTS.mailUncertain, customerEmail: 'kunde@example.no', shipmentType: 'EMAIL' })).toBe('EMAIL');
  });
});

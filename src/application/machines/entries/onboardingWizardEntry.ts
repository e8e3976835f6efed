import { EU_LIMITS_ORDER, newClientDefaults, type NewClientValues } from '../../../domain/onboarding/newClient';
import { onboardingWizardMachine } from '../../onboarding/onboardingWizardMachine';
import { defineMachineEntry } from '../machineEntry';

/** A complete client in base 3, as the wizard would send it. */
const VALID: NewClientValues = {
  ...newClientDefaults('2026-11-23'),
  officerId: 3, name: 'Nyklient AS', orgNo: '923456789', postNo: '0155', cityName: 'OSLO', accountNo: '1234 56 78903',
};

export const onboardingWizardEntry = defineMachineEntry({
  title: 'Opprett klient',
  purpose:
    'Veiviseren for en ny klient: Foretak, Innstillinger, Tjeneste, Priser og Abonnement. Neste på Foretak sjekker foretak, base og bank; Opprett sjekker hele klienten, åpner første steg med feil, og oppretter klienten én gang.',
  machine: onboardingWizardMachine,
  input: { idempotencyKey: '00000000-0000-4000-8000-000000000022', pendingId: 'reg-7f3a' },
  fakeActors: {
    createClient: [
      { label: 'opprettet', output: { created: { id: 3001, name: 'Nyklient AS' } } },
      { label: 'avvist (EU-gebyr)', output: { refused: [{ field: 'invoiceAmountLimit2', message: EU_LIMITS_ORDER }] } },
      { label: 'avvist (org.nr.)', output: { refused: [{ field: 'orgNo', message: 'Org.nr. må ha 9 siffer' }] } },
      { label: 'avvist (innstillinger)', output: { refused: [{ field: 'creditDays', message: 'Antall dager må være mellom 0 og 365' }] } },
      { label: 'avvist (priser)', output: { refused: [{ field: 'smsPrice', message: 'Beløpet må være 0 eller mer' }] } },
      { label: 'avvist (abonnement)', output: { refused: [{ field: 'subscriptionAmount', message: 'Beløpet må være 0 eller mer' }] } },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
  },
  // The step and whether something is shown decide the paths; the values themselves come with each event.
  modelState: (snapshot) => [snapshot.value, snapshot.context.issues.map((issue) => issue.field), snapshot.context.failure],
  sampleEvents: {
    NEXT: [
      { label: 'gyldig', event: { type: 'NEXT', values: VALID } },
      { label: 'uten firmanavn', event: { type: 'NEXT', values: { ...VALID, name: '' } } },
    ],
    SUBMIT: [
      { label: 'gyldig', event: { type: 'SUBMIT', values: VALID } },
      { label: 'feil på Foretak', event: { type: 'SUBMIT', values: { ...VALID, orgNo: '123' } } },
      { label: 'feil på Innstillinger', event: { type: 'SUBMIT', values: { ...VALID, creditDays: 400 } } },
      { label: 'feil på Tjeneste', event: { type: 'SUBMIT', values: { ...VALID, invoiceAmountLimit2: 10 } } },
      { label: 'feil på Priser', event: { type: 'SUBMIT', values: { ...VALID, smsPrice: -1 } } },
      { label: 'feil på Abonnement', event: { type: 'SUBMIT', values: { ...VALID, subscriptionAmount: -5 } } },
    ],
  },
});

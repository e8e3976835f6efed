import { paymentRegistrationMachine } from '../../payments/paymentRegistrationMachine';
import { defineMachineEntry } from '../machineEntry';

/** Invoice 700001 of Betaler 1941 with 1 250,00 of invoice part, 42,00 interest and 35,00 fees open. */
const REST = { invoicePart: 125_000, interestPart: 4_200, feePart: 3_500 };

export const paymentRegistrationEntry = defineMachineEntry({
  title: 'Registrer innbetaling',
  purpose:
    'Registrere en innbetaling: klient, kunde, beløp og bankdato, fakturaer funnet med F10 og fordelt på gebyr, renter og fakturadel, og registrert én gang; restbeløpet blir stående som kundens tilgode.',
  machine: paymentRegistrationMachine,
  input: { idempotencyKey: '00000000-0000-4000-8000-000000000001', today: '2026-11-23' },
  fakeActors: {
    register: [
      { label: 'registrert', output: { paymentId: 17, credit: 0, settledEntryIds: [501] } },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
  },
  // What the guards read; the receipt and the failure only say something to the officer.
  modelState: (snapshot) => {
    const { clientId, customerId, amount, bankDate, rows } = snapshot.context;
    return [snapshot.value, clientId, customerId, amount, bankDate, rows];
  },
  sampleEvents: {
    EDIT_DRAFT: [
      { label: 'klient, kunde og 1 327,00', event: { type: 'EDIT_DRAFT', clientId: 1941, customerId: 2011, amount: 132_700, bankDate: '2026-11-20' } },
      { label: 'uten kunde', event: { type: 'EDIT_DRAFT', clientId: 1941, customerId: null, amount: 132_700, bankDate: '2026-11-20' } },
    ],
    ADD_INVOICE: [{ label: 'faktura 700001', event: { type: 'ADD_INVOICE', entryId: 501, rest: REST } }],
    ALLOCATE: [
      { label: 'mer enn resten', event: { type: 'ALLOCATE', entryId: 501, allocated: { ...REST, invoicePart: 125_001 } } },
      { label: 'hele resten', event: { type: 'ALLOCATE', entryId: 501, allocated: REST } },
    ],
    REMOVE_INVOICE: [{ label: 'faktura 700001', event: { type: 'REMOVE_INVOICE', entryId: 501 } }],
    NEW_DRAFT: [{ label: 'ny innbetaling', event: { type: 'NEW_DRAFT', idempotencyKey: '00000000-0000-4000-8000-000000000002' } }],
  },
});

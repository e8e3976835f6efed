import { customerTypeConfirmationMachine } from '../../customerTypes/customerTypeConfirmationMachine';
import { defineMachineEntry } from '../machineEntry';

/** Client 1003 has three customers waiting: two on the first page (size 2 for the studio) and one on the second. */
const FIRST_PAGE = [501, 502];
const SECOND_PAGE = [503];

export const customerTypeConfirmationEntry = defineMachineEntry({
  title: 'Bekreft kundetype',
  purpose:
    'Bekrefte kundetypen til en klients kunder som venter på bekreftelse: kryss av kunder side for side eller alle som venter, velg behandling (behold, privat eller bedrift) og bekreft.',
  machine: customerTypeConfirmationMachine,
  input: { clientId: 1003 },
  fakeActors: {
    confirm: [
      { label: 'bekreftet', output: 2 },
      { label: 'svaret er ikke et antall', output: -1 },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
  },
  // What the guards read; how many the last confirmation confirmed only says something to the officer.
  modelState: (snapshot) => {
    const { pageIds, totalCount, selection, treatment, alert } = snapshot.context;
    return [snapshot.value, pageIds, totalCount, selection, treatment, alert];
  },
  sampleEvents: {
    LOADED: [
      { label: 'første side', event: { type: 'LOADED', pageIds: FIRST_PAGE, totalCount: 3 } },
      { label: 'andre side', event: { type: 'LOADED', pageIds: SECOND_PAGE, totalCount: 3 } },
    ],
    TOGGLE_CUSTOMER: [{ label: 'kunde 501', event: { type: 'TOGGLE_CUSTOMER', id: 501 } }],
    CHOOSE_TREATMENT: [
      { label: 'Behold', event: { type: 'CHOOSE_TREATMENT', treatment: 'keep' } },
      { label: 'Bedrift', event: { type: 'CHOOSE_TREATMENT', treatment: 'Business' } },
    ],
  },
});

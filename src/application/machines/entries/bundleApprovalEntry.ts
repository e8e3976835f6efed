import { paymentSelectionModel, readyPaymentCount, type PaymentSelectionClient } from '../../../domain/debtCollection/transmissionSelection';
import { bundleApprovalMachine, type BundleApprovalEvent } from '../../debtCollection/bundleApprovalMachine';
import type { CollectionStatus } from '../../ports/debtCollection.port';
import { defineMachineEntry, type SampleEvent } from '../machineEntry';

type Loaded = Extract<BundleApprovalEvent, { type: 'LOADED' }>;

const payment = (id: number, status: CollectionStatus) => ({ id, status });

/** A pending payment transmission of bundle 208: Furulund Rør AS has two payments waiting; Fjord Bygg AS one sent and one waiting. */
const transmission = {
  bundleId: 208,
  clients: [
    { clientId: 1003, payments: [payment(1, 'Ready'), payment(2, 'Ready')] },
    { clientId: 2004, payments: [payment(3, 'Sent'), payment(4, 'Ready')] },
  ] satisfies PaymentSelectionClient[],
};

/** The same transmission refreshed after payment 2 was approved in another tab. */
const refreshedClients: PaymentSelectionClient[] = transmission.clients.map((client) => ({
  ...client,
  payments: client.payments.map((p) => (p.id === 2 ? payment(2, 'Approved') : p)),
}));

/** The data as the page hands it to the machine: the selection rules' model and the count of ready payments. */
function loaded(label: string, clients: readonly PaymentSelectionClient[]): SampleEvent<Loaded> {
  return { label, event: { type: 'LOADED', model: paymentSelectionModel(clients), readyCount: readyPaymentCount(clients) } };
}

export const bundleApprovalEntry = defineMachineEntry({
  title: 'Godkjenning av bunt',
  purpose:
    'Godkjenne eller avvise sakene eller innbetalingene i en ventende inkassooversendelse: kryss av per sak eller innbetaling, per klient eller alle, og gå videre etter tjenerens antall ventende når alle klare er behandlet.',
  machine: bundleApprovalMachine,
  input: { kind: 'payments', bundleId: transmission.bundleId },
  fakeActors: {
    decide: [
      { label: 'ingen flere ventende i bunten', output: { pendingCount: 0 } },
      // Another agency's transmission in the bundle still waits.
      { label: 'flere ventende i bunten', output: { pendingCount: 3 } },
      { label: 'svaret mangler antallet', output: { pendingCount: null } },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
  },
  // What the guards read: which rows can be ticked, what is ticked and how many are ready. The alert
  // and the decision only say something to the officer; with them the search would hold five times the states.
  modelState: (snapshot) => {
    const { model, selection, readyCount } = snapshot.context;
    const tickable = model.groups.flatMap((group) => group.rows.filter((row) => row.selectable).map((row) => row.id));
    return [snapshot.value, tickable, selection, readyCount];
  },
  sampleEvents: {
    LOADED: [
      loaded('oversendelsen', transmission.clients),
      loaded('oppfrisket, innbetaling 2 godkjent i en annen fane', refreshedClients),
    ],
    TOGGLE_ROW: [
      { label: 'innbetaling 1 (klar)', event: { type: 'TOGGLE_ROW', id: 1 } },
      { label: 'innbetaling 3 (sendt)', event: { type: 'TOGGLE_ROW', id: 3 } },
    ],
    TOGGLE_GROUP: [
      { label: 'Furulund Rør AS', event: { type: 'TOGGLE_GROUP', id: 1003 } },
      { label: 'Fjord Bygg AS', event: { type: 'TOGGLE_GROUP', id: 2004 } },
    ],
    // The re-produce choice is production's; this machine has no such state.
    TOGGLE_CHOICE: [],
  },
});

import { selectionModelFrom } from '../../../domain/selection/selectionModel';
import { productionApprovalMachine, type BundleApprovalEvent } from '../../debtCollection/bundleApprovalMachine';
import { defineMachineEntry, type SampleEvent } from '../machineEntry';

type Loaded = Extract<BundleApprovalEvent, { type: 'LOADED' }>;

/** Pending productions: Furulund Rør AS has invoices 501 and 502 (502 produced before); Fjord Bygg AS has 503. */
const batches = [
  { clientId: 1003, entries: [{ entryId: 501, numberOfPreviousProds: 0 }, { entryId: 502, numberOfPreviousProds: 1 }] },
  { clientId: 2004, entries: [{ entryId: 503, numberOfPreviousProds: 0 }] },
];

function loaded(label: string, list: typeof batches): SampleEvent<Loaded> {
  const model = selectionModelFrom(list, {
    groupId: (batch) => batch.clientId,
    items: (batch) => batch.entries,
    rowId: (entry) => entry.entryId,
    selectable: () => true,
  });
  const entries = list.flatMap((batch) => batch.entries);
  return {
    label,
    event: { type: 'LOADED', model, readyCount: entries.length, choiceRows: entries.filter((e) => e.numberOfPreviousProds > 0).map((e) => e.entryId) },
  };
}

export const productionApprovalEntry = defineMachineEntry({
  title: 'Godkjenning av produksjon',
  purpose:
    'Godkjenne (Godkjenn) eller slette ventende produksjoner per bilag, per klient eller alle; bilag som er produsert før krever valget om å produsere på nytt (avkryssede produseres, de andre slettes). Samme godkjenningsmaskin som inkasso og purring.',
  machine: productionApprovalMachine,
  input: { kind: 'productions', bundleId: 0 },
  fakeActors: {
    decide: [
      { label: 'ingen flere ventende', output: { pendingCount: 0 } },
      { label: 'flere ventende (andre baser)', output: { pendingCount: 4 } },
      { label: 'svaret mangler antallet', output: { pendingCount: null } },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
  },
  // The rows there are to tick and those needing the choice are part of the state: the two LOADED samples differ in both.
  modelState: (snapshot) => {
    const { model, selection, chosen, choiceRows, readyCount } = snapshot.context;
    const tickable = model.groups.flatMap((group) => group.rows.filter((row) => row.selectable).map((row) => row.id));
    return [snapshot.value, tickable, choiceRows, selection, chosen, readyCount];
  },
  sampleEvents: {
    LOADED: [loaded('ventende produksjoner', batches), loaded('oppfrisket, bilag 503 godkjent i en annen fane', [batches[0]!])],
    TOGGLE_ROW: [
      { label: 'bilag 501', event: { type: 'TOGGLE_ROW', id: 501 } },
      { label: 'bilag 502 (produsert før)', event: { type: 'TOGGLE_ROW', id: 502 } },
    ],
    TOGGLE_GROUP: [
      { label: 'Furulund Rør AS', event: { type: 'TOGGLE_GROUP', id: 1003 } },
      { label: 'Fjord Bygg AS', event: { type: 'TOGGLE_GROUP', id: 2004 } },
    ],
    TOGGLE_CHOICE: [{ label: 'bilag 502 produseres på nytt / slettes', event: { type: 'TOGGLE_CHOICE', id: 502 } }],
  },
});

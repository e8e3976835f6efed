import { pendingReminderCount, reminderSelectionModel, type ReminderSelectionRow } from '../../../domain/reminders/reminderSelection';
import { reminderApprovalMachine, type BundleApprovalEvent } from '../../debtCollection/bundleApprovalMachine';
import { defineMachineEntry, type SampleEvent } from '../machineEntry';

type Loaded = Extract<BundleApprovalEvent, { type: 'LOADED' }>;

const reminder = (id: number, clientId: number, isCustomerTypeConfirmed = true, status = 'Pending'): ReminderSelectionRow => ({
  id,
  clientId,
  status,
  isCustomerTypeConfirmed,
});

/** A pending reminder bundle 412: Furulund Rør AS has two reminders; Fjord Bygg AS one whose customer type is not confirmed and one ready. */
const CLIENTS = [1003, 2004];
const reminders = [reminder(11, 1003), reminder(12, 1003), reminder(13, 2004, false), reminder(14, 2004)];

/** The same bundle after the officer confirmed the customer type of reminder 13. */
const confirmed = reminders.map((r) => (r.id === 13 ? { ...r, isCustomerTypeConfirmed: true } : r));

function loaded(label: string, rows: readonly ReminderSelectionRow[]): SampleEvent<Loaded> {
  return { label, event: { type: 'LOADED', model: reminderSelectionModel(CLIENTS, rows), readyCount: pendingReminderCount(rows) } };
}

export const reminderApprovalEntry = defineMachineEntry({
  title: 'Godkjenning av purringer',
  purpose:
    'Godkjenne eller avvise purringene i en ventende purrebunt: kryss av per purring, per klient eller alle; en purring kan krysses av først når kundetypen er bekreftet. Samme godkjenningsmaskin som inkasso.',
  machine: reminderApprovalMachine,
  input: { kind: 'reminders', bundleId: 412 },
  fakeActors: {
    decide: [
      { label: 'ingen flere ventende i bunten', output: { pendingCount: 0 } },
      { label: 'flere ventende i bunten (andre baser)', output: { pendingCount: 3 } },
      { label: 'svaret mangler antallet', output: { pendingCount: null } },
      { label: 'feilet', error: new Error('Tjeneren svarer ikke') },
    ],
  },
  modelState: (snapshot) => {
    const { model, selection, readyCount } = snapshot.context;
    const tickable = model.groups.flatMap((group) => group.rows.filter((row) => row.selectable).map((row) => row.id));
    return [snapshot.value, tickable, selection, readyCount];
  },
  sampleEvents: {
    LOADED: [loaded('purrebunten', reminders), loaded('oppfrisket, kundetypen til purring 13 bekreftet', confirmed)],
    TOGGLE_ROW: [
      { label: 'purring 11 (bekreftet)', event: { type: 'TOGGLE_ROW', id: 11 } },
      { label: 'purring 13 (kundetype ikke bekreftet)', event: { type: 'TOGGLE_ROW', id: 13 } },
    ],
    TOGGLE_GROUP: [
      { label: 'Furulund Rør AS', event: { type: 'TOGGLE_GROUP', id: 1003 } },
      { label: 'Fjord Bygg AS', event: { type: 'TOGGLE_GROUP', id: 2004 } },
    ],
    // The re-produce choice is production's; this machine has no such state.
    TOGGLE_CHOICE: [],
  },
});

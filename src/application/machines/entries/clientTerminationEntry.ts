import { clientTerminationMachine } from '../../clients/clientTerminationMachine';
import type { ClientTerminationStatus } from '../../../domain/termination/terminationStatus';
import { defineMachineEntry } from '../machineEntry';

const TODAY = '2026-11-25';
const notTerminated: ClientTerminationStatus = { isActive: true, terminationDate: null, endOfServiceDate: null, terminationNote: null };
const terminatedActive: ClientTerminationStatus = { isActive: true, terminationDate: '2026-11-01', endOfServiceDate: '2026-12-31', terminationNote: 'Klienten har sagt opp avtalen.' };
const terminatedInactive: ClientTerminationStatus = { isActive: false, terminationDate: '2026-08-01', endOfServiceDate: '2026-10-31', terminationNote: 'Klienten har sagt opp avtalen.' };
const pdf = { name: 'oppsigelse.pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') };

export const clientTerminationEntry = defineMachineEntry({
  title: 'Oppsigelse av klient',
  purpose:
    'Avslutte, utsette, oppheve eller reaktivere et klientforhold fra klientsidens organisasjonsfane: konkursskjema når foretaksregisteret sier konkurs, «Endre oppsigelse» når en oppsigelse finnes, ellers ny oppsigelse med årsak, PDF og datoer.',
  machine: clientTerminationMachine,
  input: { clientId: 1003, today: TODAY },
  fakeActors: {
    saveTermination: [
      { label: 'lagret', output: terminatedActive },
      { label: 'avvist', error: new Error('Oppsigelsesdato kan ikke være etter dagens dato') },
    ],
    revokeTermination: [
      { label: 'opphevet', output: undefined },
      { label: 'avvist', error: new Error('Klienten har ingen oppsigelse') },
    ],
  },
  // What the guards read; the alert only says something to the officer (the form shows the issues itself).
  modelState: (snapshot) => {
    const { status, isBankrupt, form, commentFor } = snapshot.context;
    return [snapshot.value, status, isBankrupt, form?.kind ?? null, commentFor];
  },
  waivers: {
    transitions: {
      'clientTermination.editing/SUBMIT/0':
        'An invalid submission changes nothing and sends nothing (the form shows the same domain rule on its fields first): a self-loop on the same model state, which shortest paths never take. clientTerminationMachine.test.ts sends it.',
    },
  },
  sampleEvents: {
    LOADED: [
      { label: 'ikke sagt opp', event: { type: 'LOADED', status: notTerminated, isBankrupt: false } },
      { label: 'sagt opp, aktiv', event: { type: 'LOADED', status: terminatedActive, isBankrupt: false } },
      { label: 'sluttdato passert, inaktiv', event: { type: 'LOADED', status: terminatedInactive, isBankrupt: false } },
      { label: 'konkurs', event: { type: 'LOADED', status: notTerminated, isBankrupt: true } },
    ],
    SUBMIT: [
      { label: 'gyldig med PDF', event: { type: 'SUBMIT', submission: { note: 'Sagt opp', terminationDate: TODAY, endOfServiceDate: '2026-12-31', file: pdf } } },
      { label: 'uten PDF', event: { type: 'SUBMIT', submission: { note: '', terminationDate: TODAY, endOfServiceDate: '2026-12-31', file: null } } },
    ],
    CONFIRM: [
      { label: 'med kommentar', event: { type: 'CONFIRM', comment: 'Klienten ombestemte seg' } },
      { label: 'uten kommentar', event: { type: 'CONFIRM', comment: '' } },
    ],
  },
});

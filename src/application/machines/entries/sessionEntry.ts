import type { Profile, SessionGrant } from '../../ports/sessionApi.port';
import { sessionMachine } from '../../session/sessionMachine';
import { defineMachineEntry } from '../machineEntry';

const profile: Profile = { userId: 1, name: 'Tora Teknisk', email: 'teknisk@norlink.example', roles: ['Technical'], bases: [1, 2, 3] };
/** Far ahead, so the session ends only when the analyst (or a test) lets its delay run out. */
const expiresAt = '2099-12-31T23:00:00.000Z';
const unreachable = new Error('Tjeneren svarer ikke');

const browserSession: SessionGrant = {
  dataToken: 'data-fane',
  legacyToken: 'legacy-fane',
  serviceToken: 'service-fane',
  profile,
  activeBases: [2],
  expiresAt,
};

export const sessionEntry = defineMachineEntry({
  title: 'Økt',
  purpose:
    'Innlogging mot de tre API-ene (legacy, data, service), økten nettleseren holder (ny fane og ny innlasting er innlogget), fornyelse av tilgangen, utløpt økt med innloggingsdialog over siden, valg av baser og utlogging, fulgt av alle faner.',
  machine: sessionMachine,
  fakeActors: {
    exchange: [
      { label: 'nettleseren har en økt', output: { ok: true, ...browserSession } },
      { label: 'ingen økt', output: { ok: false, reason: 'rejected' } },
      { label: 'svarer ikke', error: unreachable },
    ],
    loginLegacy: [
      { label: 'godtatt', output: { ok: true, token: 'legacy-1', profile, activeBases: [1], expiresAt } },
      { label: 'feil brukernavn eller passord', output: { ok: false, reason: 'rejected' } },
      { label: 'feilet', output: { ok: false, reason: 'unavailable' } },
      { label: 'svarer ikke', error: unreachable },
    ],
    loginData: [
      { label: 'godtatt', output: { ok: true, accessToken: 'data-1' } },
      { label: 'avvist', output: { ok: false, reason: 'unavailable' } },
      { label: 'svarer ikke', error: unreachable },
    ],
    loginService: [
      { label: 'godtatt', output: { ok: true, token: 'service-1' } },
      { label: 'avvist', output: { ok: false, reason: 'unavailable' } },
      { label: 'svarer ikke', error: unreachable },
    ],
    selectBases: [
      { label: 'valgt', output: { ok: true, accessToken: 'legacy-baser', bases: [2] } },
      { label: 'avvist', output: { ok: false, reason: 'rejected' } },
      { label: 'svarer ikke', error: unreachable },
    ],
    logout: [
      { label: 'avsluttet', output: { ok: true } },
      { label: 'allerede avsluttet', output: { ok: false, reason: 'rejected' } },
      { label: 'svarer ikke', error: unreachable },
    ],
  },
  // What the session's guards read besides the event: the rest of its context only carries tokens along.
  modelState: (snapshot) => [snapshot.value, snapshot.context.resuming, snapshot.context.renewable],
  sampleEvents: {
    LOGIN: [{ label: 'teknisk', event: { type: 'LOGIN', credentials: { username: 'teknisk', password: 'teknisk-demo' } } }],
    SELECT_BASES: [
      { label: 'ingen baser', event: { type: 'SELECT_BASES', bases: [] } },
      { label: 'base 2', event: { type: 'SELECT_BASES', bases: [2] } },
    ],
    BASES_CHOSEN_ELSEWHERE: [{ label: 'base 3 i en annen fane', event: { type: 'BASES_CHOSEN_ELSEWHERE', bases: [3] } }],
  },
});

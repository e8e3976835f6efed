import { assign, fromPromise, setup } from 'xstate';
import {
  LEGACY_LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_TITLE,
  baseSelectionError,
} from '../../domain/session/sessionRules';
import type { Credentials, JoiningLogin, Outcome, Profile, SessionGrant } from '../ports/sessionApi.port';

export interface SessionContext {
  readonly profile: Profile | null;
  readonly legacyToken: string | null;
  /** In memory only; renewed through the browser's session cookie. */
  readonly dataToken: string | null;
  readonly serviceToken: string | null;
  /** Whether the browser holds the session's cookie, so the tokens can be renewed: not after a login without the data API. */
  readonly renewable: boolean;
  /** When the session ends, ISO 8601: the same moment in every tab of the browser. */
  readonly expiresAt: string | null;
  /** The bases in force in the session (the server's answer, never a guess): what the base selector shows. */
  readonly selectedBases: readonly number[];
  /** Held only while logging in, to reach the three APIs in turn. */
  readonly credentials: Credentials | null;
  /** The login runs from the expired-session dialog, over a page that must be kept. */
  readonly resuming: boolean;
  /** What the login dialog or an alert shows; null when all is well. */
  readonly failure: { readonly title: string | null; readonly message: string } | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: Credentials }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  | { type: 'RENEW' }
  | { type: 'EXPIRED' }
  | { type: 'SELECT_BASES'; bases: readonly number[] }
  | { type: 'LOGOUT' }
  | { type: 'SIGNED_IN_ELSEWHERE' }
  | { type: 'SIGNED_OUT_ELSEWHERE' }
  | { type: 'BASES_CHOSEN_ELSEWHERE'; bases: readonly number[] };

type LegacyLogin = Outcome<{ token: string; profile: Profile; activeBases: readonly number[]; expiresAt: string }>;
type DataLogin = Outcome<{ accessToken: string }>;
type ServiceLogin = Outcome<{ token: string }>;
type Exchange = Outcome<SessionGrant>;
type BaseSelection = Outcome<{ accessToken: string; bases: readonly number[] }>;
type Logout = Outcome<object>;

function notProvided(name: string): never {
  throw new Error(`The session machine's "${name}" is provided by the composition root`);
}

const initialContext: SessionContext = {
  profile: null,
  legacyToken: null,
  dataToken: null,
  serviceToken: null,
  renewable: false,
  expiresAt: null,
  selectedBases: [],
  credentials: null,
  resuming: false,
  failure: null,
};

/** The data and service logins join the server-side session of the legacy login before them, so one logout ends all three. */
function joiningLogin(context: SessionContext): JoiningLogin {
  return { ...context.credentials!, ...(context.legacyToken ? { legacyToken: context.legacyToken } : {}) };
}

/** setTimeout fires at once for longer delays than this (about 24.8 days). */
const LONGEST_DELAY_MS = 2_147_483_647;

/** The milliseconds left of the session, when it has an end. */
function untilExpiry(expiresAt: string | null): number {
  if (!expiresAt) return LONGEST_DELAY_MS;
  return Math.min(LONGEST_DELAY_MS, Math.max(0, Date.parse(expiresAt) - Date.now()));
}

/**
 * The officer's session in one tab (part 1 §4, §7, §8): login to the legacy, data and service APIs in that
 * order, the exchange of the browser's session cookie for this tab's tokens (a new tab, a reload, a
 * renewal), expiry with a login dialog over the page the officer is on, base selection and logout. Every
 * tab of a browser shares one server-side session: what one tab does to it (login, logout, bases) the
 * others hear (SIGNED_IN_ELSEWHERE, SIGNED_OUT_ELSEWHERE, BASES_CHOSEN_ELSEWHERE) and follow.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    exchange: fromPromise<Exchange>(async () => notProvided('exchange')),
    loginLegacy: fromPromise<LegacyLogin, Credentials>(async () => notProvided('loginLegacy')),
    loginData: fromPromise<DataLogin, JoiningLogin>(async () => notProvided('loginData')),
    loginService: fromPromise<ServiceLogin, JoiningLogin>(async () => notProvided('loginService')),
    selectBases: fromPromise<BaseSelection, { accessToken: string; bases: readonly number[] }>(async () =>
      notProvided('selectBases'),
    ),
    logout: fromPromise<Logout, string>(async () => notProvided('logout')),
  },
  actions: {
    // Provided by the composition root: forgets every cached read.
    forget: () => undefined,
    // Provided by the composition root: tell the browser's other tabs (never this one).
    announceSignedIn: () => undefined,
    announceSignedOut: () => undefined,
    announceBases: (_, _bases: readonly number[]) => undefined,
    startLogin: assign({
      credentials: ({ event }) => (event.type === 'LOGIN' ? event.credentials : null),
      resuming: false,
      failure: null,
    }),
    startRelogin: assign({
      credentials: ({ event }) => (event.type === 'LOGIN' ? event.credentials : null),
      resuming: true,
      failure: null,
    }),
    discardPartialLogin: assign(({ context }) => ({ ...initialContext, failure: context.failure })),
    dropCredentials: assign({ credentials: null }),
    clearSession: assign(() => initialContext),
    reportRejectedLogin: assign({ failure: { title: LOGIN_FAILED_TITLE, message: LOGIN_FAILED_MESSAGE }, credentials: null }),
    reportLegacyFailure: assign({ failure: { title: null, message: LEGACY_LOGIN_FAILED_MESSAGE }, credentials: null }),
    reportBaseSelectionError: assign({
      failure: ({ event }) => {
        const message = event.type === 'SELECT_BASES' ? baseSelectionError(event.bases) : null;
        return message ? { title: null, message } : null;
      },
    }),
    clearFailure: assign({ failure: null }),
    keepGrant: assign((_, exchange: Exchange) =>
      exchange.ok
        ? {
            profile: exchange.profile,
            legacyToken: exchange.legacyToken,
            dataToken: exchange.dataToken,
            serviceToken: exchange.serviceToken,
            renewable: true,
            expiresAt: exchange.expiresAt,
            selectedBases: exchange.activeBases,
            resuming: false,
          }
        : {},
    ),
    keepLegacyLogin: assign((_, login: LegacyLogin) =>
      login.ok
        ? { legacyToken: login.token, profile: login.profile, expiresAt: login.expiresAt, selectedBases: login.activeBases, renewable: false, dataToken: null }
        : {},
    ),
    keepDataToken: assign((_, login: DataLogin) => (login.ok ? { dataToken: login.accessToken, renewable: true } : {})),
    keepServiceToken: assign((_, login: ServiceLogin) => (login.ok ? { serviceToken: login.token } : {})),
    keepSelectedBases: assign((_, selection: BaseSelection) =>
      selection.ok ? { legacyToken: selection.accessToken, selectedBases: selection.bases } : {},
    ),
    keepBasesChosenElsewhere: assign({
      selectedBases: ({ context, event }) => (event.type === 'BASES_CHOSEN_ELSEWHERE' ? event.bases : context.selectedBases),
    }),
  },
  guards: {
    // Named, with the answer passed as params, so the diagrams in the machine studio can say which guard decides.
    accepted: (_, answer: Outcome<object>) => answer.ok,
    rejected: (_, answer: Outcome<object>) => !answer.ok && answer.reason === 'rejected',
    isResuming: ({ context }) => context.resuming,
    isRenewable: ({ context }) => context.renewable,
    isEmptyBaseSelection: ({ event }) => event.type === 'SELECT_BASES' && baseSelectionError(event.bases) !== null,
  },
  delays: {
    sessionEnd: ({ context }) => untilExpiry(context.expiresAt),
  },
}).createMachine({
  id: 'session',
  description: 'The officer’s session with the three APIs in this tab: who is logged in, with which tokens and bases.',
  context: initialContext,
  initial: 'restoring',
  states: {
    restoring: {
      description:
        'The tab opens (a new tab, a reload) or another tab has logged in: the browser’s session cookie is exchanged for this tab’s tokens.',
      invoke: {
        src: 'exchange',
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'loggedIn',
            description: 'The browser holds a session: this tab works in it, signed in at once.',
            actions: { type: 'keepGrant', params: ({ event }) => event.output },
          },
          { target: 'loggedOut', description: 'The browser holds no session: the officer must log in.' },
        ],
        onError: { target: 'loggedOut', description: 'The server could not be reached: the login page is shown.' },
      },
    },

    loggedOut: {
      description: 'No one is logged in; the login page is shown.',
      on: {
        LOGIN: { target: 'authenticating', description: 'The officer submits username and password.', actions: 'startLogin' },
        SIGNED_IN_ELSEWHERE: { target: 'restoring', description: 'The officer logged in in another tab: this tab takes that session.' },
      },
    },

    authenticating: {
      description: 'Logging in to the three APIs in order: legacy, data, service.',
      initial: 'legacy',
      states: {
        legacy: {
          description: 'Logging in to the legacy (NorLink Java) API; without it nothing works.',
          invoke: {
            src: 'loginLegacy',
            input: ({ context }) => context.credentials!,
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'data',
                description: 'The legacy API accepted the officer, and said which bases are in force.',
                actions: { type: 'keepLegacyLogin', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'rejected', params: ({ event }) => event.output },
                target: '#session.loginFailed',
                description: 'Wrong username or password: "Innlogging feilet".',
                actions: 'reportRejectedLogin',
              },
              {
                target: '#session.loginFailed',
                description: 'The legacy API failed: the alert about NorLink Java API, and the login stops.',
                actions: 'reportLegacyFailure',
              },
            ],
            onError: {
              target: '#session.loginFailed',
              description: 'The legacy API could not be reached.',
              actions: 'reportLegacyFailure',
            },
          },
        },
        data: {
          description: 'Logging in to the data API: its access token, and the session cookie the browser keeps out of the page’s reach.',
          invoke: {
            src: 'loginData',
            input: ({ context }) => joiningLogin(context),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'service',
                description: 'The data API accepted the officer.',
                actions: { type: 'keepDataToken', params: ({ event }) => event.output },
              },
              { target: 'confirmWithoutData', description: 'The data API refused or failed.' },
            ],
            onError: { target: 'confirmWithoutData', description: 'The data API could not be reached.' },
          },
        },
        confirmWithoutData: {
          description: 'Asks whether to go on without the data API, with some functions not working.',
          on: {
            CONTINUE: { target: 'service', description: 'The officer goes on without the data API.' },
            CANCEL: { target: '#session.loginFailed', description: 'The officer stops the login.', actions: 'dropCredentials' },
          },
        },
        service: {
          description: 'Logging in to the service API (service token).',
          invoke: {
            src: 'loginService',
            input: ({ context }) => joiningLogin(context),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: '#session.loggedIn',
                description: 'The service API accepted the officer: the login is complete, and the other tabs take the session.',
                actions: [{ type: 'keepServiceToken', params: ({ event }) => event.output }, 'dropCredentials', 'announceSignedIn'],
              },
              { target: 'confirmWithoutService', description: 'The service API refused or failed.' },
            ],
            onError: { target: 'confirmWithoutService', description: 'The service API could not be reached.' },
          },
        },
        confirmWithoutService: {
          description: 'Asks whether to go on without the service API, with some functions not working.',
          on: {
            CONTINUE: {
              target: '#session.loggedIn',
              description: 'The officer goes on without the service API; the other tabs take the session.',
              actions: ['dropCredentials', 'announceSignedIn'],
            },
            CANCEL: { target: '#session.loginFailed', description: 'The officer stops the login.', actions: 'dropCredentials' },
          },
        },
      },
    },

    loginFailed: {
      description: 'The login did not complete: back to where the officer logged in from.',
      always: [
        {
          guard: 'isResuming',
          target: 'expired',
          description: 'The officer was logging in again over a page: the dialog stays open, the page is kept.',
        },
        {
          target: 'loggedOut',
          description: 'The officer was on the login page: whatever the login got so far is discarded.',
          actions: 'discardPartialLogin',
        },
      ],
    },

    loggedIn: {
      description: 'The officer works; the data token is renewed when an API call finds it expired.',
      entry: 'clearFailure',
      after: {
        sessionEnd: { target: 'expired', description: 'The session has passed its end (the same moment in every tab): the officer must log in again.' },
      },
      on: {
        LOGOUT: { target: 'loggingOut', description: "The officer chooses 'Logg ut'." },
        EXPIRED: { target: 'expired', description: 'An API answered that the session no longer holds.' },
        SIGNED_OUT_ELSEWHERE: {
          target: 'loggedOut',
          description: "The officer chose 'Logg ut' in another tab: the session is over here too; tokens and cached data are cleared.",
          actions: ['forget', 'clearSession'],
        },
        BASES_CHOSEN_ELSEWHERE: {
          description: 'Bases were chosen in another tab: they are in force in this tab too, and the selector shows them.',
          actions: 'keepBasesChosenElsewhere',
        },
      },
      initial: 'active',
      states: {
        active: {
          description: 'Nothing in progress.',
          on: {
            RENEW: [
              { guard: 'isRenewable', target: 'renewing', description: 'A data API call answered 401: renew the tokens once.' },
              { target: '#session.expired', description: 'Without the session cookie (logged in without the data API) nothing can be renewed.' },
            ],
            SIGNED_IN_ELSEWHERE: {
              target: 'renewing',
              description: 'The officer logged in in another tab: this tab takes the browser’s new session.',
            },
            SELECT_BASES: [
              {
                guard: 'isEmptyBaseSelection',
                description: "No base chosen: the alert 'Velg minst 1 base', nothing is sent.",
                actions: 'reportBaseSelectionError',
              },
              { target: 'selectingBases', description: 'The officer chooses the bases to work in.', actions: 'clearFailure' },
            ],
          },
        },
        renewing: {
          description: 'Exchanging the browser’s session cookie for new tokens (POST session/access); the cookie is rotated.',
          invoke: {
            src: 'exchange',
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: '#session.loggedIn',
                reenter: true,
                description: 'Renewed: the waiting calls are retried once, and the session’s end is counted again.',
                actions: { type: 'keepGrant', params: ({ event }) => event.output },
              },
              { target: '#session.expired', description: 'Renewal refused: the session is flagged expired.' },
            ],
            onError: { target: '#session.expired', description: 'Renewal failed: the session is flagged expired.' },
          },
        },
        selectingBases: {
          description: 'Choosing the bases the session works in (POST Officer/select), in every tab of the browser.',
          invoke: {
            src: 'selectBases',
            input: ({ context, event }) => ({
              accessToken: context.legacyToken ?? '',
              bases: event.type === 'SELECT_BASES' ? event.bases : context.selectedBases,
            }),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'active',
                description: 'The bases are chosen; the other tabs follow.',
                actions: [
                  { type: 'keepSelectedBases', params: ({ event }) => event.output },
                  { type: 'announceBases', params: ({ event }) => (event.output.ok ? event.output.bases : []) },
                ],
              },
              { target: 'active', description: 'The selection was refused; the bases stay as they were.' },
            ],
            onError: { target: 'active', description: 'The selection failed; the bases stay as they were.' },
          },
        },
      },
    },

    expired: {
      description: 'The session no longer holds: a login dialog opens over the page, which stays as it was.',
      on: {
        LOGIN: { target: 'authenticating', description: 'The officer logs in again from the dialog.', actions: 'startRelogin' },
        LOGOUT: { target: 'loggingOut', description: 'The officer gives up the page and logs out.' },
        SIGNED_IN_ELSEWHERE: { target: 'rejoining', description: 'The officer logged in again in another tab: this tab takes that session.' },
        SIGNED_OUT_ELSEWHERE: {
          target: 'loggedOut',
          description: "The officer chose 'Logg ut' in another tab: the page is given up here too.",
          actions: ['forget', 'clearSession'],
        },
      },
    },

    rejoining: {
      description: 'Another tab has logged in again: the browser’s new session is exchanged for this tab’s tokens, the dialog still over the page.',
      invoke: {
        src: 'exchange',
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'loggedIn',
            description: 'This tab works on in the new session; the page is kept as it was.',
            actions: { type: 'keepGrant', params: ({ event }) => event.output },
          },
          { target: 'expired', description: 'The browser holds no session after all: the dialog stays.' },
        ],
        onError: { target: 'expired', description: 'The server could not be reached: the dialog stays.' },
      },
    },

    loggingOut: {
      description: 'Ending the session on the server (POST logout), so no token of this login works anywhere any more.',
      invoke: {
        src: 'logout',
        input: ({ context }) => context.legacyToken!,
        onDone: {
          target: 'loggedOut',
          description: 'The server has answered (ended, or the session was already over): tokens and cached data are cleared, in every tab.',
          actions: ['forget', 'clearSession', 'announceSignedOut'],
        },
        onError: {
          target: 'loggedOut',
          description: 'The server could not be reached: every tab still forgets its tokens and cached data.',
          actions: ['forget', 'clearSession', 'announceSignedOut'],
        },
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import {
  LEGACY_LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_FAILED_TITLE,
  baseSelectionError,
} from '../../domain/session/sessionRules';
import type { Credentials, JoiningLogin, Outcome, Profile } from '../ports/sessionApi.port';
import type { StoredSession } from '../ports/sessionStore.port';

export interface SessionContext {
  readonly profile: Profile | null;
  readonly legacyToken: string | null;
  /** In memory only; renewed with the refresh token. */
  readonly dataToken: string | null;
  readonly refreshToken: string | null;
  readonly serviceToken: string | null;
  /** When the session (the legacy session token) ends, ISO 8601. */
  readonly expiresAt: string | null;
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
  | { type: 'LOGOUT' };

/** A session found in the tab's storage, with a freshly renewed data token when it had a refresh token. */
export type RestoredSession = StoredSession & { readonly dataToken: string | null; readonly refreshToken: string | null };

type LegacyLogin = Outcome<{ token: string; profile: Profile; expiresAt: string }>;
type DataLogin = Outcome<{ accessToken: string; refreshToken: string }>;
type ServiceLogin = Outcome<{ token: string }>;
type Renewal = Outcome<{ accessToken: string; refreshToken: string }>;
type BaseSelection = Outcome<{ accessToken: string; bases: readonly number[] }>;
type Logout = Outcome<object>;

function notProvided(name: string): never {
  throw new Error(`The session machine's "${name}" is provided by the composition root`);
}

const initialContext: SessionContext = {
  profile: null,
  legacyToken: null,
  dataToken: null,
  refreshToken: null,
  serviceToken: null,
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
 * The officer's session (part 1 §4, §7, §8): login to the legacy, data and service APIs in that
 * order, renewal of the data token, expiry with a login dialog over the page the officer is on,
 * base selection and logout.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restore: fromPromise<RestoredSession | null>(async () => notProvided('restore')),
    loginLegacy: fromPromise<LegacyLogin, Credentials>(async () => notProvided('loginLegacy')),
    loginData: fromPromise<DataLogin, JoiningLogin>(async () => notProvided('loginData')),
    loginService: fromPromise<ServiceLogin, JoiningLogin>(async () => notProvided('loginService')),
    renew: fromPromise<Renewal, string>(async () => notProvided('renew')),
    selectBases: fromPromise<BaseSelection, { accessToken: string; bases: readonly number[] }>(async () =>
      notProvided('selectBases'),
    ),
    logout: fromPromise<Logout, string>(async () => notProvided('logout')),
  },
  actions: {
    // Provided by the composition root: writes what must survive a reload to the tab's storage.
    persist: () => undefined,
    // Provided by the composition root: forgets stored tokens and every cached read.
    forget: () => undefined,
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
    keepRestoredSession: assign((_, restored: RestoredSession | null) => ({ ...initialContext, ...restored })),
    keepLegacyLogin: assign((_, login: LegacyLogin) =>
      login.ok ? { legacyToken: login.token, profile: login.profile, expiresAt: login.expiresAt, selectedBases: login.profile.bases } : {},
    ),
    keepDataTokens: assign((_, tokens: DataLogin | Renewal) =>
      tokens.ok ? { dataToken: tokens.accessToken, refreshToken: tokens.refreshToken } : {},
    ),
    keepServiceToken: assign((_, login: ServiceLogin) => (login.ok ? { serviceToken: login.token } : {})),
    keepSelectedBases: assign((_, selection: BaseSelection) =>
      selection.ok ? { legacyToken: selection.accessToken, selectedBases: selection.bases } : {},
    ),
  },
  guards: {
    // Named, with the answer passed as params, so the diagrams in the machine studio can say which guard decides.
    storedSessionFound: (_, restored: RestoredSession | null) => restored !== null,
    accepted: (_, answer: Outcome<object>) => answer.ok,
    rejected: (_, answer: Outcome<object>) => !answer.ok && answer.reason === 'rejected',
    isResuming: ({ context }) => context.resuming,
    hasRefreshToken: ({ context }) => context.refreshToken !== null,
    isEmptyBaseSelection: ({ event }) => event.type === 'SELECT_BASES' && baseSelectionError(event.bases) !== null,
  },
  delays: {
    sessionEnd: ({ context }) => untilExpiry(context.expiresAt),
  },
}).createMachine({
  id: 'session',
  description: 'The officer’s session with the three APIs: who is logged in, with which tokens and bases.',
  context: initialContext,
  initial: 'restoring',
  states: {
    restoring: {
      description: 'The tab opens: a session kept in the tab’s storage is picked up again, its data token renewed.',
      invoke: {
        src: 'restore',
        onDone: [
          {
            guard: { type: 'storedSessionFound', params: ({ event }) => event.output },
            target: 'loggedIn',
            description: 'A stored session was found and still holds.',
            actions: { type: 'keepRestoredSession', params: ({ event }) => event.output },
          },
          { target: 'loggedOut', description: 'Nothing stored: the officer must log in.' },
        ],
        onError: { target: 'loggedOut', description: 'The stored session could not be renewed.', actions: 'forget' },
      },
    },

    loggedOut: {
      description: 'No one is logged in; the login page is shown.',
      on: {
        LOGIN: { target: 'authenticating', description: 'The officer submits username and password.', actions: 'startLogin' },
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
                description: 'The legacy API accepted the officer.',
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
          description: 'Logging in to the data API (access and refresh token).',
          invoke: {
            src: 'loginData',
            input: ({ context }) => joiningLogin(context),
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'service',
                description: 'The data API accepted the officer.',
                actions: { type: 'keepDataTokens', params: ({ event }) => event.output },
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
                description: 'The service API accepted the officer: the login is complete.',
                actions: [{ type: 'keepServiceToken', params: ({ event }) => event.output }, 'dropCredentials'],
              },
              { target: 'confirmWithoutService', description: 'The service API refused or failed.' },
            ],
            onError: { target: 'confirmWithoutService', description: 'The service API could not be reached.' },
          },
        },
        confirmWithoutService: {
          description: 'Asks whether to go on without the service API, with some functions not working.',
          on: {
            CONTINUE: { target: '#session.loggedIn', description: 'The officer goes on without the service API.', actions: 'dropCredentials' },
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
      entry: ['persist', 'clearFailure'],
      after: {
        sessionEnd: { target: 'expired', description: 'The session token has passed its expiry: the officer must log in again.' },
      },
      on: {
        LOGOUT: { target: 'loggingOut', description: "The officer chooses 'Logg ut'." },
        EXPIRED: { target: 'expired', description: 'An API answered that the session no longer holds.' },
      },
      initial: 'active',
      states: {
        active: {
          description: 'Nothing in progress.',
          on: {
            RENEW: [
              { guard: 'hasRefreshToken', target: 'renewing', description: 'A data API call answered 401: renew the access token once.' },
              { target: '#session.expired', description: 'Without a refresh token the session cannot be renewed.' },
            ],
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
          description: 'Renewing the data access token with the refresh token (POST session/access).',
          invoke: {
            src: 'renew',
            input: ({ context }) => context.refreshToken!,
            onDone: [
              {
                guard: { type: 'accepted', params: ({ event }) => event.output },
                target: 'active',
                description: 'Renewed: the waiting calls are retried once.',
                actions: [{ type: 'keepDataTokens', params: ({ event }) => event.output }, 'persist'],
              },
              { target: '#session.expired', description: 'Renewal refused: the session is flagged expired.' },
            ],
            onError: { target: '#session.expired', description: 'Renewal failed: the session is flagged expired.' },
          },
        },
        selectingBases: {
          description: 'Asking the legacy API for a session token limited to the chosen bases (POST Officer/select).',
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
                description: 'The bases are chosen.',
                actions: [{ type: 'keepSelectedBases', params: ({ event }) => event.output }, 'persist'],
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
      },
    },

    loggingOut: {
      description: 'Ending the session on the server (POST logout), so no token of this login works anywhere any more.',
      invoke: {
        src: 'logout',
        input: ({ context }) => context.legacyToken!,
        onDone: {
          target: 'loggedOut',
          description: 'The server has answered (ended, or the session was already over): tokens and cached data are cleared.',
          actions: ['forget', 'clearSession'],
        },
        onError: {
          target: 'loggedOut',
          description: 'The server could not be reached: this tab still forgets its tokens and cached data.',
          actions: ['forget', 'clearSession'],
        },
      },
    },
  },
});

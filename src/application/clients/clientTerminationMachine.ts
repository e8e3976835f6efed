import { assign, emit, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import type { IsoDate } from '../../domain/dates/isoDate';
import { cancelTerminationIssue, terminationActions, type TerminationAction } from '../../domain/termination/terminationActions';
import { terminationFormFor, type TerminationForm } from '../../domain/termination/terminationForm';
import type { ClientTerminationStatus } from '../../domain/termination/terminationStatus';
import { terminationSubmissionIssues, type TerminationFile, type TerminationSubmission } from '../../domain/termination/terminationSubmission';

export interface ClientTerminationInput {
  readonly clientId: number;
  /** Today in Oslo, from the clock port: the bounds of the dates and the bankruptcy form's dates. */
  readonly today: IsoDate;
}

export type { TerminationFile, TerminationSubmission } from '../../domain/termination/terminationSubmission';

export interface SaveTerminationInput {
  readonly clientId: number;
  readonly note: string;
  readonly terminationDate: IsoDate;
  readonly endOfServiceDate: IsoDate;
  readonly file: TerminationFile | null;
}

export interface RevokeTerminationInput {
  readonly clientId: number;
  /** Optional; null when the officer wrote none. */
  readonly comment: string | null;
}

export interface ClientTerminationContext extends ClientTerminationInput {
  readonly status: ClientTerminationStatus | null;
  /** Whether the company register says the client's company is bankrupt. */
  readonly isBankrupt: boolean;
  /** The form open, as the domain decides it (bankruptcy, 'Endre oppsigelse' or new). */
  readonly form: TerminationForm | null;
  /** The cannot-be-cancelled message, or why the server refused; null when there is nothing to say. */
  readonly alert: string | null;
  /** Which action the comment dialog is for. */
  readonly commentFor: 'revoke' | 'reactivate' | null;
}

export type ClientTerminationEvent =
  | { type: 'LOADED'; status: ClientTerminationStatus; isBankrupt: boolean }
  | { type: 'OPEN_FORM' }
  | { type: 'SUBMIT'; submission: TerminationSubmission }
  | { type: 'CANCEL' }
  | { type: 'REVOKE' }
  | { type: 'REACTIVATE' }
  | { type: 'CONFIRM'; comment: string }
  | { type: 'DISMISS' };

/**
 * Told to the page: 'changed' when a save, revoke or reactivation went through (the page refreshes the client
 * and the log); 'refused' with the server's error when a save did not (the form puts its reasons on the fields).
 */
export type ClientTerminationEmitted = { type: 'changed' } | { type: 'refused'; error: unknown };

function notProvided(name: string): never {
  throw new Error(`The client termination machine's "${name}" is provided by the composition root`);
}

/** The domain's rules on the form (src/domain/termination): the same function the form validates with. */
export function submissionIssues(submission: TerminationSubmission, form: TerminationForm | null, today: IsoDate) {
  return terminationSubmissionIssues(submission, form?.kind ?? null, today);
}

const submissionOf = (event: ClientTerminationEvent) => (event.type === 'SUBMIT' ? event.submission : null);
const failureMessage = ({ event }: { event: ErrorActorEvent }) => ({
  message: event.error instanceof Error && event.error.message ? event.error.message : 'En feil oppstod',
});
const savedStatus = ({ event }: { event: DoneActorEvent<ClientTerminationStatus> }) => ({ status: event.output });
const actionsOf = (status: ClientTerminationStatus | null): readonly TerminationAction[] => (status ? terminationActions(status) : []);

/**
 * The client's termination on the org tab (part 2 §4 "Client termination", §5 "Termination"): the buttons by the
 * domain's rules ('Avslutt klientforhold'; 'Opphev oppsigelse' and 'Utsett oppsigelse'; 'Reaktiver klient'), the
 * form the domain chooses (bankruptcy, 'Endre oppsigelse', new), revoking and reactivating with an optional comment.
 */
export const clientTerminationMachine = setup({
  types: {
    input: {} as ClientTerminationInput,
    context: {} as ClientTerminationContext,
    events: {} as ClientTerminationEvent,
    emitted: {} as ClientTerminationEmitted,
  },
  actors: {
    saveTermination: fromPromise<ClientTerminationStatus, SaveTerminationInput>(async () => notProvided('saveTermination')),
    revokeTermination: fromPromise<void, RevokeTerminationInput>(async () => notProvided('revokeTermination')),
  },
  actions: {
    load: assign(({ event }) => (event.type === 'LOADED' ? { status: event.status, isBankrupt: event.isBankrupt } : {})),
    openForm: assign(({ context }) => ({ form: terminationFormFor(context.status!, context.isBankrupt, context.today), alert: null })),
    closeForm: assign({ form: null, commentFor: null }),
    askComment: assign((_, { commentFor }: { commentFor: 'revoke' | 'reactivate' }) => ({ commentFor, alert: null })),
    cannotCancel: assign({ alert: ({ context }) => cancelTerminationIssue(context.status!) }),
    saved: assign((_, { status }: { status: ClientTerminationStatus }) => ({ status, form: null, alert: null })),
    revoked: assign(({ context }) => ({
      status: { isActive: true, terminationDate: null, endOfServiceDate: null, terminationNote: null },
      commentFor: null,
      alert: null,
      form: context.form,
    })),
    refused: assign((_, { message }: { message: string }) => ({ alert: message })),
    dismiss: assign({ alert: null }),
    announceChange: emit({ type: 'changed' }),
    announceRefusal: emit((_, { error }: { error: unknown }) => ({ type: 'refused' as const, error })),
  },
  guards: {
    mayTerminate: ({ context }) => actionsOf(context.status).includes('terminate'),
    mayRevokeOrPostpone: ({ context }) => actionsOf(context.status).includes('revoke'),
    mayReactivate: ({ context }) => actionsOf(context.status).includes('reactivate'),
    bankruptForm: ({ context }) => context.form?.kind === 'bankrupt',
    editForm: ({ context }) => context.form?.kind === 'edit',
    submissionInvalid: ({ context, event }) => submissionIssues(submissionOf(event)!, context.form, context.today).length > 0,
  },
}).createMachine({
  id: 'clientTermination',
  description: 'Terminate, postpone, revoke or reactivate a client relationship from the client page’s org tab.',
  context: ({ input }) => ({ ...input, status: null, isBankrupt: false, form: null, alert: null, commentFor: null }),
  initial: 'loading',
  on: {
    DISMISS: { description: 'The officer closes the message.', actions: 'dismiss' },
  },
  states: {
    loading: {
      description: 'Waiting for the client’s termination status and the company register.',
      on: { LOADED: { target: 'idle', description: 'The status and whether the company is bankrupt arrived.', actions: 'load' } },
    },
    idle: {
      description: 'The termination card with the buttons the status allows.',
      initial: 'checking',
      on: {
        LOADED: { target: '.checking', description: 'A refreshed status arrived (after a change here or elsewhere).', actions: 'load' },
      },
      states: {
        checking: {
          description: 'Decides the buttons from the status (part 2 §4).',
          always: [
            { guard: 'mayTerminate', target: 'notTerminated', description: 'No end-of-service date: "Avslutt klientforhold".' },
            { guard: 'mayRevokeOrPostpone', target: 'terminatedActive', description: 'An end date and the client active: "Opphev oppsigelse" and "Utsett oppsigelse".' },
            { target: 'terminatedInactive', description: 'An end date and the client inactive: "Reaktiver klient".' },
          ],
        },
        notTerminated: {
          description: 'The client is not terminated: "Avslutt klientforhold".',
          on: { OPEN_FORM: { target: '#clientTermination.editing', description: 'The officer presses "Avslutt klientforhold".', actions: 'openForm' } },
        },
        terminatedActive: {
          description: 'Terminated, still active: "Opphev oppsigelse" and "Utsett oppsigelse".',
          on: {
            OPEN_FORM: { target: '#clientTermination.editing', description: 'The officer presses "Utsett oppsigelse" (the form "Endre oppsigelse").', actions: 'openForm' },
            REVOKE: {
              target: '#clientTermination.commenting',
              description: 'The officer presses "Opphev oppsigelse": an optional comment is asked for.',
              actions: { type: 'askComment', params: { commentFor: 'revoke' } },
            },
          },
        },
        terminatedInactive: {
          description: 'The end of service has passed and the client is inactive: only "Reaktiver klient".',
          on: {
            REACTIVATE: {
              target: '#clientTermination.commenting',
              description: 'The officer presses "Reaktiver klient": an optional comment is asked for.',
              actions: { type: 'askComment', params: { commentFor: 'reactivate' } },
            },
            REVOKE: {
              description: 'Cancelling is possible only while the client is active: the message says the end date has passed.',
              actions: 'cannotCancel',
            },
          },
        },
      },
    },
    editing: {
      description: 'The termination form the domain chooses is open.',
      initial: 'choosing',
      on: {
        SUBMIT: [
          {
            guard: 'submissionInvalid',
            description: 'Something is missing or wrong (the domain’s rules, which the form shows on its fields): nothing is sent.',
          },
          { target: 'saving', description: 'The form is valid: it is sent.' },
        ],
        CANCEL: { target: 'idle', description: 'The officer closes the form; nothing is sent.', actions: 'closeForm' },
      },
      states: {
        choosing: {
          description: 'Decides which form opens (part 2 §4).',
          always: [
            { guard: 'bankruptForm', target: 'bankrupt', description: 'The company register says bankrupt: dates today, note "Bedriften er konkurs".' },
            { guard: 'editForm', target: 'edit', description: 'A termination is registered: "Endre oppsigelse".' },
            { target: 'new', description: 'No termination: reason, PDF and the two dates.' },
          ],
        },
        bankrupt: { description: 'The bankruptcy form.' },
        edit: { description: 'The form "Endre oppsigelse" with the registered dates and note.' },
        new: { description: 'The new-termination form.' },
        refused: { description: 'The server refused the form; it stays open with the message.' },
      },
    },
    saving: {
      description: 'Sending the termination with its PDF.',
      invoke: {
        id: 'saveTermination',
        src: 'saveTermination',
        input: ({ context, event }) => {
          const submission = submissionOf(event)!;
          return {
            clientId: context.clientId,
            note: submission.note,
            terminationDate: submission.terminationDate!,
            endOfServiceDate: submission.endOfServiceDate!,
            file: submission.file,
          };
        },
        onDone: {
          target: 'idle',
          description: 'Saved: the banner, the buttons and the log show the new status.',
          actions: [{ type: 'saved', params: savedStatus }, 'announceChange'],
        },
        onError: {
          target: 'editing.refused',
          description: 'Refused or unreachable: the form stays open with the message and the reasons on their fields.',
          actions: [{ type: 'refused', params: failureMessage }, { type: 'announceRefusal', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    commenting: {
      description: 'Asking for an optional comment on revoking or reactivating.',
      on: {
        CONFIRM: { target: 'revoking', description: 'The officer confirms, with or without a comment.' },
        CANCEL: { target: 'idle', description: 'The officer changes their mind; nothing is sent.', actions: 'closeForm' },
      },
    },
    revoking: {
      description: 'Revoking the termination, or reactivating the client.',
      invoke: {
        id: 'revokeTermination',
        src: 'revokeTermination',
        input: ({ context, event }) => ({ clientId: context.clientId, comment: event.type === 'CONFIRM' && event.comment.trim() ? event.comment.trim() : null }),
        onDone: { target: 'idle', description: 'Revoked or reactivated: the client is active with no termination.', actions: ['revoked', 'announceChange'] },
        onError: { target: 'idle', description: 'Refused or unreachable: the card says why; nothing changed.', actions: [{ type: 'refused', params: failureMessage }, 'closeForm'] },
      },
    },
  },
});

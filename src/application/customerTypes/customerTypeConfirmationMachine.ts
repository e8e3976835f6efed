import { assign, emit, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { customerTypeTreatmentIssue, type CustomerTypeTreatment } from '../../domain/customer/customerType';
import {
  CONFIRM_FAILED_MESSAGE,
  confirmTarget,
  hasCustomerSelection,
  NO_CUSTOMERS,
  selectAllMatching,
  toggleCustomer,
  togglePage,
  type ConfirmTarget,
  type CustomerSelection,
} from '../../domain/customer/customerTypeConfirmation';

export interface CustomerTypeConfirmationInput {
  readonly clientId: number;
}

export interface CustomerTypeConfirmationContext extends CustomerTypeConfirmationInput {
  /** The customers on the page shown, in order. */
  readonly pageIds: readonly number[];
  /** How many of the client's customers wait for confirmation, over every page. */
  readonly totalCount: number;
  readonly selection: CustomerSelection;
  readonly treatment: CustomerTypeTreatment | null;
  /** 'Velg hvordan du vil behandle disse først' until a treatment is chosen; null when there is nothing to say. */
  readonly alert: string | null;
  /** How many customers the last confirmation confirmed; null before the first. */
  readonly lastConfirmed: number | null;
}

export type CustomerTypeConfirmationEvent =
  | { type: 'LOADED'; pageIds: readonly number[]; totalCount: number }
  | { type: 'TOGGLE_CUSTOMER'; id: number }
  | { type: 'TOGGLE_PAGE' }
  | { type: 'SELECT_ALL_MATCHING' }
  | { type: 'CLEAR_SELECTION' }
  | { type: 'CHOOSE_TREATMENT'; treatment: CustomerTypeTreatment }
  | { type: 'CONFIRM' };

/** Told to the page, which shows it as a toast (part 1 §8). */
export type CustomerTypeConfirmationEmitted = { type: 'confirmFailed'; message: string };

export interface ConfirmInput {
  readonly target: ConfirmTarget;
  readonly treatment: CustomerTypeTreatment;
}

function notProvided(name: string): never {
  throw new Error(`The customer-type confirmation machine's "${name}" is provided by the composition root`);
}

/** The answer must be a count; anything else is an unexpected answer ('Kunne ikke bekrefte'). */
const confirmedCount = ({ event }: { event: DoneActorEvent<unknown> }) => ({ confirmed: event.output });

/**
 * Confirming the customer type of a client's customers (/confirm-customer/{clientId}, part 1 §2, §5,
 * §8): tick customers page by page or all that match, choose a treatment (keep, Retail, Business),
 * confirm. Without a treatment nothing is sent; a failed or unexpected answer keeps the ticks.
 */
export const customerTypeConfirmationMachine = setup({
  types: {
    input: {} as CustomerTypeConfirmationInput,
    context: {} as CustomerTypeConfirmationContext,
    events: {} as CustomerTypeConfirmationEvent,
    emitted: {} as CustomerTypeConfirmationEmitted,
  },
  actors: {
    confirm: fromPromise<number, ConfirmInput>(async () => notProvided('confirm')),
  },
  actions: {
    load: assign(({ event }) => (event.type === 'LOADED' ? { pageIds: event.pageIds, totalCount: event.totalCount } : {})),
    toggleCustomer: assign({
      selection: ({ context, event }) => (event.type === 'TOGGLE_CUSTOMER' ? toggleCustomer(context.selection, event.id) : context.selection),
    }),
    togglePage: assign({ selection: ({ context }) => togglePage(context.selection, context.pageIds) }),
    selectAllMatching: assign({ selection: () => selectAllMatching() }),
    clearSelection: assign({ selection: NO_CUSTOMERS }),
    chooseTreatment: assign(({ event }) => (event.type === 'CHOOSE_TREATMENT' ? { treatment: event.treatment, alert: null } : {})),
    askForTreatment: assign({ alert: ({ context }) => customerTypeTreatmentIssue(context.treatment) }),
    confirmed: assign((_, { confirmed }: { confirmed: unknown }) => ({ lastConfirmed: confirmed as number, selection: NO_CUSTOMERS })),
    reportFailure: emit({ type: 'confirmFailed', message: CONFIRM_FAILED_MESSAGE }),
  },
  guards: {
    somethingSelected: ({ context }) => hasCustomerSelection(context.selection, context.totalCount),
    noTreatment: ({ context }) => customerTypeTreatmentIssue(context.treatment) !== null,
    answerIsCount: (_, { confirmed }: { confirmed: unknown }) => Number.isInteger(confirmed) && (confirmed as number) >= 0,
  },
}).createMachine({
  id: 'customerTypeConfirmation',
  description: 'Confirm the customer type of a client’s customers waiting for it: tick them, choose how to treat them, confirm.',
  context: ({ input }) => ({
    ...input,
    pageIds: [],
    totalCount: 0,
    selection: NO_CUSTOMERS,
    treatment: null,
    alert: null,
    lastConfirmed: null,
  }),
  initial: 'loading',
  on: {
    CHOOSE_TREATMENT: {
      description: 'The officer chooses Behold, Privat or Bedrift; the message asking for it goes away.',
      actions: 'chooseTreatment',
    },
  },
  states: {
    loading: {
      description: 'Waiting for the first page of the client’s customers.',
      on: {
        LOADED: { target: 'selecting', description: 'A page of customers arrived from the server.', actions: 'load' },
      },
    },
    selecting: {
      description: 'The officer ticks customers; Bekreft works only while something is ticked.',
      initial: 'checking',
      on: {
        LOADED: {
          target: '.checking',
          description: 'Another page, another page size or a refresh arrived; the ticks on other pages stay.',
          actions: 'load',
        },
        TOGGLE_CUSTOMER: { target: '.checking', description: 'Ticks or unticks one customer.', actions: 'toggleCustomer' },
        TOGGLE_PAGE: {
          target: '.checking',
          description: 'Ticks every customer on the page, or unticks them when all already are.',
          actions: 'togglePage',
        },
        SELECT_ALL_MATCHING: {
          target: '.checking',
          description: 'Ticks every customer of the client waiting for confirmation, on every page ("alle N").',
          actions: 'selectAllMatching',
        },
        CLEAR_SELECTION: { target: '.checking', description: 'Unticks everything, on every page.', actions: 'clearSelection' },
      },
      states: {
        checking: {
          description: 'Looks whether anything is ticked after a change.',
          always: [
            { guard: 'somethingSelected', target: 'somethingSelected', description: 'At least one customer is ticked.' },
            { target: 'nothingSelected', description: 'Nothing is ticked.' },
          ],
        },
        nothingSelected: { description: 'Nothing is ticked: Bekreft is disabled.' },
        somethingSelected: {
          description: 'Customers are ticked: Bekreft is enabled.',
          on: {
            CONFIRM: [
              {
                guard: 'noTreatment',
                description: 'No treatment is chosen: "Velg hvordan du vil behandle disse først"; nothing is sent.',
                actions: 'askForTreatment',
              },
              { target: '#customerTypeConfirmation.confirming', description: 'The officer presses Bekreft with a treatment chosen.' },
            ],
          },
        },
      },
    },
    confirming: {
      description: 'Sending the ticked customers and the treatment to the server.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ target: confirmTarget(context.clientId, context.selection), treatment: context.treatment! }),
        onDone: [
          {
            guard: { type: 'answerIsCount', params: confirmedCount },
            target: 'selecting.checking',
            description: 'Confirmed: the ticks clear and the refreshed page shows the customers still waiting.',
            actions: { type: 'confirmed', params: confirmedCount },
          },
          {
            target: 'selecting.checking',
            description: 'The answer is not what the contract says: "Kunne ikke bekrefte"; the ticks stay.',
            actions: 'reportFailure',
          },
        ],
        onError: {
          target: 'selecting.checking',
          description: 'The server refused or could not be reached: "Kunne ikke bekrefte"; the ticks stay.',
          actions: 'reportFailure',
        },
      },
    },
  },
});

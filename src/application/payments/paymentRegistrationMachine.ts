import { assign, fromPromise, setup } from 'xstate';
import type { Ore } from '../../domain/money/ore';
import {
  allocationIssues,
  bankDateIssue,
  paymentAmountIssue,
  remainderIssue,
  remainderOf,
  suggestForInvoice,
  type PartAmounts,
} from '../../domain/payment/paymentAllocation';
import type { PaymentDraft, PaymentReceipt } from '../ports/payments.port';

export interface PaymentRegistrationInput {
  /** A fresh key for the first draft; each new draft brings its own (NEW_DRAFT). */
  readonly idempotencyKey: string;
  /** yyyy-mm-dd on the Oslo calendar: the bank date's default and its latest allowed value. */
  readonly today: string;
}

export interface PaymentRow {
  readonly entryId: number;
  readonly rest: PartAmounts;
  readonly allocated: PartAmounts;
}

export interface PaymentRegistrationContext extends PaymentRegistrationInput {
  readonly clientId: number | null;
  readonly customerId: number | null;
  readonly amount: Ore;
  readonly bankDate: string;
  readonly rows: readonly PaymentRow[];
  /** Why the last registration failed; null when there is nothing to say. */
  readonly failure: string | null;
  readonly receipt: PaymentReceipt | null;
}

export type PaymentRegistrationEvent =
  | { type: 'EDIT_DRAFT'; clientId: number | null; customerId: number | null; amount: Ore; bankDate: string }
  | { type: 'ADD_INVOICE'; entryId: number; rest: PartAmounts }
  | { type: 'ALLOCATE'; entryId: number; allocated: PartAmounts }
  | { type: 'REMOVE_INVOICE'; entryId: number }
  | { type: 'REGISTER' }
  | { type: 'NEW_DRAFT'; idempotencyKey: string };

export const REGISTRATION_FAILED_MESSAGE = 'Kunne ikke registrere innbetalingen';

function notProvided(name: string): never {
  throw new Error(`The payment-registration machine's "${name}" is provided by the composition root`);
}

/** Whether the draft may be registered: client, customer, amount, bank date, and every allocation within its rest and the amount. */
export function draftIsComplete(context: PaymentRegistrationContext): boolean {
  const allocations = context.rows.map((row) => row.allocated);
  return (
    context.clientId !== null &&
    context.customerId !== null &&
    context.rows.length > 0 &&
    paymentAmountIssue(context.amount) === null &&
    bankDateIssue(context.bankDate, context.today) === null &&
    context.rows.every((row) => Object.keys(allocationIssues(row.allocated, row.rest)).length === 0) &&
    remainderIssue(context.amount, allocations) === null
  );
}

function draftOf(context: PaymentRegistrationContext): PaymentDraft {
  return {
    idempotencyKey: context.idempotencyKey,
    clientId: context.clientId!,
    customerId: context.customerId!,
    amount: context.amount,
    bankDate: context.bankDate,
    allocations: context.rows.map((row) => ({ entryId: row.entryId, allocated: row.allocated })),
  };
}

/**
 * Registering an incoming payment (/register-payment/, part 1 §2): the draft (client, customer, amount,
 * bank date), invoices picked with 'Find invoice' and allocated (suggested fee, interest, invoice part),
 * then registered once (the draft's key makes a repeat harmless); the remainder stays as credit.
 */
export const paymentRegistrationMachine = setup({
  types: {
    input: {} as PaymentRegistrationInput,
    context: {} as PaymentRegistrationContext,
    events: {} as PaymentRegistrationEvent,
  },
  actors: {
    register: fromPromise<PaymentReceipt, PaymentDraft>(async () => notProvided('register')),
  },
  actions: {
    editDraft: assign(({ event }) =>
      event.type === 'EDIT_DRAFT' ? { clientId: event.clientId, customerId: event.customerId, amount: event.amount, bankDate: event.bankDate } : {},
    ),
    addInvoice: assign({
      rows: ({ context, event }) => {
        if (event.type !== 'ADD_INVOICE' || context.rows.some((row) => row.entryId === event.entryId)) return context.rows;
        const left = remainderOf(context.amount, context.rows.map((row) => row.allocated));
        return [...context.rows, { entryId: event.entryId, rest: event.rest, allocated: suggestForInvoice(left, event.rest) }];
      },
    }),
    allocate: assign({
      rows: ({ context, event }) =>
        event.type === 'ALLOCATE' ? context.rows.map((row) => (row.entryId === event.entryId ? { ...row, allocated: event.allocated } : row)) : context.rows,
    }),
    removeInvoice: assign({
      rows: ({ context, event }) => (event.type === 'REMOVE_INVOICE' ? context.rows.filter((row) => row.entryId !== event.entryId) : context.rows),
    }),
    clearFailure: assign({ failure: null }),
    reportFailure: assign({ failure: REGISTRATION_FAILED_MESSAGE }),
    startNewDraft: assign(({ context, event }) =>
      event.type === 'NEW_DRAFT'
        ? { idempotencyKey: event.idempotencyKey, customerId: null, amount: 0, bankDate: context.today, rows: [], failure: null, receipt: null }
        : {},
    ),
  },
  guards: {
    draftIsComplete: ({ context }) => draftIsComplete(context),
  },
}).createMachine({
  id: 'paymentRegistration',
  description: 'Register an incoming payment: fill in the draft, pick and allocate invoices, register it once.',
  context: ({ input }) => ({
    ...input,
    clientId: null,
    customerId: null,
    amount: 0,
    bankDate: input.today,
    rows: [],
    failure: null,
    receipt: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The officer fills in the draft and allocates; Registrer works only when the draft is complete.',
      // A new machine's draft is empty.
      initial: 'incomplete',
      on: {
        EDIT_DRAFT: { target: '.checking', description: 'Client, customer, amount or bank date changed.', actions: 'editDraft' },
        ADD_INVOICE: {
          target: '.checking',
          description: 'An invoice picked in Find invoice (F10) is added, allocated fee, interest, invoice part from what is left.',
          actions: 'addInvoice',
        },
        ALLOCATE: { target: '.checking', description: 'The officer changes what an invoice’s parts get.', actions: 'allocate' },
        REMOVE_INVOICE: { target: '.checking', description: 'An invoice is taken out of the payment.', actions: 'removeInvoice' },
      },
      states: {
        checking: {
          description: 'Looks whether the draft can be registered after a change.',
          always: [
            { guard: 'draftIsComplete', target: 'complete', description: 'Everything is filled in and every allocation fits.' },
            { target: 'incomplete', description: 'Something is missing, or an allocation is beyond a rest or the amount.' },
          ],
        },
        incomplete: { description: 'Registrer is disabled.' },
        complete: {
          description: 'Registrer is enabled; a positive remainder will stay as the customer’s credit.',
          on: {
            REGISTER: { target: '#paymentRegistration.registering', description: 'The officer registers the payment.', actions: 'clearFailure' },
          },
        },
      },
    },
    registering: {
      description: 'Sending the payment; its key makes a repeated request register nothing more.',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => draftOf(context),
        onDone: {
          target: 'registered',
          description: 'Registered: the invoices’ rests fell, those paid in full are settled.',
          actions: assign({ receipt: ({ event }) => event.output }),
        },
        onError: {
          target: 'editing.checking',
          description: 'The server refused or could not be reached: "Kunne ikke registrere innbetalingen"; the draft stays.',
          actions: 'reportFailure',
        },
      },
    },
    registered: {
      description: 'The payment is registered; the officer may start the next one.',
      on: {
        NEW_DRAFT: { target: 'editing.checking', description: 'A new draft for the same client, with a key of its own.', actions: 'startNewDraft' },
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import {
  CLIENT_CREATION_FAILED,
  COMPANY_STEP_FIELDS,
  firstStepWithErrors,
  validateNewClient,
  type NewClientIssue,
  type NewClientValues,
  type WizardStep,
} from '../../domain/onboarding/newClient';
import type { ClientCreationAnswer, ClientCreationRequest, CreatedClient } from '../ports/onboarding.port';

export interface OnboardingWizardInput {
  /** Made once per wizard, so a repeated 'Opprett' creates one client. */
  readonly idempotencyKey: string;
  /** The pending registration being approved, or null for a client from scratch. */
  readonly pendingId: string | null;
}

export interface OnboardingWizardContext extends OnboardingWizardInput {
  /** The reasons of the last refused submit, by field, for the form to show. */
  readonly issues: readonly NewClientIssue[];
  /** 'En feil oppstod!' after a failed creation; null otherwise. */
  readonly failure: string | null;
  readonly created: CreatedClient | null;
}

export type OnboardingWizardEvent =
  | { type: 'NEXT'; values: NewClientValues }
  | { type: 'BACK' }
  | { type: 'SUBMIT'; values: NewClientValues };

function notProvided(name: string): never {
  throw new Error(`The onboarding wizard's "${name}" is provided by the page`);
}

const companyIssues = (values: NewClientValues) => validateNewClient(values).filter((issue) => COMPANY_STEP_FIELDS.includes(issue.field));

/** The step a list of reasons sends the wizard to: the first, in the wizard's order, that shows one of them. */
const stepOf = (issues: readonly NewClientIssue[]): WizardStep | null => firstStepWithErrors(issues.map((issue) => issue.field));

const submitIssues = (event: OnboardingWizardEvent) => (event.type === 'SUBMIT' ? validateNewClient(event.values) : []);

/** SUBMIT with errors jumps to the first step whose section has one (part 2 §4); one transition per step. */
const jumpOnSubmit = (step: WizardStep) => ({
  guard: { type: 'issuesStartAt' as const, params: ({ event }: { event: OnboardingWizardEvent }) => ({ step, issues: submitIssues(event) }) },
  target: `#onboardingWizard.${step}`,
  description: `The form has errors, the first of them on the ${step} step: the wizard opens it with the errors shown.`,
  actions: { type: 'keepIssues' as const, params: ({ event }: { event: OnboardingWizardEvent }) => submitIssues(event) },
});

/** A refusal from the server jumps the same way, by the fields it names. */
const jumpOnRefusal = (step: WizardStep) => ({
  guard: { type: 'issuesStartAt' as const, params: ({ context }: { context: OnboardingWizardContext }) => ({ step, issues: context.issues }) },
  target: step,
  description: `The server refused a field of the ${step} step: the wizard opens it with the reason on the field.`,
});

/**
 * The onboarding wizard (/settings/create-client/, part 2 §2.10, §4): Foretak, Innstillinger, Tjeneste,
 * Priser, Abonnement. 'Neste' on Foretak first checks company, base and bank; 'Opprett' on Abonnement
 * checks the whole client with the domain's rule and creates it once; errors, the form's or the server's,
 * open the first step that has one.
 */
export const onboardingWizardMachine = setup({
  types: {
    input: {} as OnboardingWizardInput,
    context: {} as OnboardingWizardContext,
    events: {} as OnboardingWizardEvent,
  },
  actors: {
    createClient: fromPromise<ClientCreationAnswer, ClientCreationRequest>(async () => notProvided('createClient')),
  },
  actions: {
    keepIssues: assign((_, issues: readonly NewClientIssue[]) => ({ issues, failure: null })),
    clearIssues: assign({ issues: [], failure: null }),
  },
  guards: {
    companyStepValid: ({ event }) => event.type === 'NEXT' && companyIssues(event.values).length === 0,
    clientValid: ({ event }) => event.type === 'SUBMIT' && validateNewClient(event.values).length === 0,
    issuesStartAt: (_, { step, issues }: { step: WizardStep; issues: readonly NewClientIssue[] }) => stepOf(issues) === step,
    wasCreated: (_, answer: ClientCreationAnswer) => 'created' in answer,
  },
}).createMachine({
  id: 'onboardingWizard',
  description: 'Onboard a new client in five steps and create it once, in one transaction on the server.',
  context: ({ input }) => ({ ...input, issues: [], failure: null, created: null }),
  initial: 'company',
  states: {
    company: {
      description: 'Foretak: company, base (officer), contact and bank account; the next free number of each base is shown.',
      on: {
        NEXT: [
          { guard: 'companyStepValid', target: 'settings', description: 'Company, base and bank are valid: on to Innstillinger.', actions: 'clearIssues' },
          {
            target: 'company',
            description: 'Company, base or bank has an error: the wizard stays with the errors shown.',
            actions: { type: 'keepIssues', params: ({ event }) => companyIssues(event.values) },
          },
        ],
      },
    },
    settings: {
      description: 'Innstillinger: credit days, reminder and collection days, PDF and dispatch choices.',
      on: {
        NEXT: { target: 'service', description: 'On to Tjeneste.' },
        BACK: { target: 'company', description: 'Back to Foretak.' },
      },
    },
    service: {
      description: 'Tjeneste: collection agency (customer number and auto collect only with an agency) and the EU fee.',
      on: {
        NEXT: { target: 'prices', description: 'On to Priser.' },
        BACK: { target: 'settings', description: 'Back to Innstillinger.' },
      },
    },
    prices: {
      description: 'Priser: prices per shipment type and postage, from the defaults of part 2 §9.',
      on: {
        NEXT: { target: 'subscription', description: 'On to Abonnement.' },
        BACK: { target: 'service', description: 'Back to Tjeneste.' },
      },
    },
    subscription: {
      description: "Abonnement: billing interval, start date and amount; 'Opprett' submits the whole client.",
      on: {
        BACK: { target: 'prices', description: 'Back to Priser.' },
        SUBMIT: [
          { guard: 'clientValid', target: 'creating', description: "'Opprett' with a valid client: it is sent to the server.", actions: 'clearIssues' },
          jumpOnSubmit('company'),
          jumpOnSubmit('settings'),
          jumpOnSubmit('service'),
          jumpOnSubmit('prices'),
          {
            target: 'subscription',
            description: 'The errors are on Abonnement itself: the wizard stays with them shown.',
            actions: { type: 'keepIssues', params: ({ event }) => submitIssues(event) },
          },
        ],
      },
    },
    creating: {
      description: 'Creating the client, its settings, bank account, prices, subscription and agency link in one transaction.',
      invoke: {
        id: 'createClient',
        src: 'createClient',
        input: ({ context, event }) => ({
          values: (event as Extract<OnboardingWizardEvent, { type: 'SUBMIT' }>).values,
          idempotencyKey: context.idempotencyKey,
          pendingId: context.pendingId,
        }),
        onDone: [
          {
            guard: { type: 'wasCreated', params: ({ event }) => event.output },
            target: 'created',
            description: "The client is created (or was, for this wizard's key): the wizard shows its number.",
            actions: assign({ created: ({ event }) => ('created' in event.output ? event.output.created : null) }),
          },
          {
            target: 'refused',
            description: 'The server refused fields of the client, for the reasons it names.',
            actions: assign({ issues: ({ event }) => ('refused' in event.output ? event.output.refused : []) }),
          },
        ],
        onError: {
          target: 'subscription',
          description: "The creation failed ('En feil oppstod!'); nothing was created and the values stay.",
          actions: assign({ failure: CLIENT_CREATION_FAILED }),
        },
      },
    },
    refused: {
      description: 'Finds the first step with a field the server refused.',
      always: [
        jumpOnRefusal('company'),
        jumpOnRefusal('settings'),
        jumpOnRefusal('service'),
        jumpOnRefusal('prices'),
        { target: 'subscription', description: 'The refused fields are on Abonnement, or on none of the steps: the wizard stays on Abonnement.' },
      ],
    },
    created: {
      type: 'final',
      description: 'The client exists; the pending registration it came from is gone.',
    },
  },
});

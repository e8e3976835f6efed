import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { APPROVE_FAILED_MESSAGE, REJECT_FAILED_MESSAGE } from '../../domain/debtCollection/debtCollectionTexts';
import { destinationAfterDecision, type AfterDecision } from '../../domain/selection/afterDecision';
import {
  clearSelection,
  EMPTY_SELECTION,
  hasSelection,
  selectedIds,
  toggleAll,
  toggleGroup,
  toggleRow,
  type RowId,
  type Selection,
  type SelectionModel,
} from '../../domain/selection/selectionModel';
import { reproduceDecision } from '../../domain/production/reproduce';
import type { CollectionKind, Decision, DecisionAnswer } from '../ports/debtCollection.port';

/** What a decision is on: debt-collection cases or payments, the reminders of a reminder bundle, or pending productions. */
export type ApprovalKind = CollectionKind | 'reminders' | 'productions';

export interface BundleApprovalInput {
  readonly kind: ApprovalKind;
  readonly bundleId: number;
}

export interface BundleApprovalContext extends BundleApprovalInput {
  /** The transmission's rows as the selection rules see them; empty until the data has arrived. */
  readonly model: SelectionModel;
  /** Items still Ready on the page, tickable or not (a case may wait for its agency number). */
  readonly readyCount: number;
  readonly selection: Selection;
  /** The decision being sent, for its failure message. */
  readonly decision: Decision | null;
  /** An alert for the officer ('Kan ikke krysses av', a failed decision); null when there is none. */
  readonly alert: string | null;
  /** Where to go once every ready item is handled; set when the machine is done. */
  readonly destination: AfterDecision | null;
  /** Rows that need the re-produce choice before they are approved (production: produced before); empty elsewhere. */
  readonly choiceRows: readonly RowId[];
  /** Of the ticked rows needing the choice, those the officer chose to produce again; the others are deleted. */
  readonly chosen: readonly RowId[];
}

export type BundleApprovalEvent =
  | { type: 'LOADED'; model: SelectionModel; readyCount: number; choiceRows?: readonly RowId[] }
  | { type: 'TOGGLE_ROW'; id: RowId }
  | { type: 'TOGGLE_GROUP'; id: RowId }
  | { type: 'TOGGLE_ALL' }
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'DISMISS_ALERT' }
  | { type: 'TOGGLE_CHOICE'; id: RowId }
  | { type: 'CONFIRM_CHOICE' }
  | { type: 'CANCEL_CHOICE' };

export interface DecideInput {
  readonly kind: ApprovalKind;
  readonly decision: Decision;
  readonly bundleId: number;
  readonly ids: readonly number[];
  /** With the re-produce choice: ticked rows produced before that the officer left unchecked, to be deleted. */
  readonly deleteIds?: readonly number[];
}

function notProvided(name: string): never {
  throw new Error(`The bundle-approval machine's "${name}" is provided by the composition root`);
}

function tickedIds(context: BundleApprovalContext): number[] {
  return selectedIds(context.model, context.selection).map(Number);
}

/** The ticked rows needing the re-produce choice. */
function choiceIds(context: BundleApprovalContext): number[] {
  const needing = new Set(context.choiceRows);
  return tickedIds(context).filter((id) => needing.has(id));
}

/** The ticked rows the decision sends: with the re-produce choice made, the ones left unchecked are deleted instead. */
function decision(context: BundleApprovalContext): { ids: number[]; deleteIds: number[] } {
  if (context.decision !== 'approve' || context.choiceRows.length === 0) return { ids: tickedIds(context), deleteIds: [] };
  const { reproduce, delete: deleted } = reproduceDecision(choiceIds(context), context.chosen);
  const dropped = new Set(deleted);
  return { ids: tickedIds(context).filter((id) => !dropped.has(id) || reproduce.includes(id)), deleteIds: deleted.map(Number) };
}

/** Every ticked row is handled by the decision, approved or deleted. */
function decidedIds(context: BundleApprovalContext): number[] {
  return tickedIds(context);
}

/** Where the server's answer sends the officer, by the domain's rule (part 1 §4); read before the selection clears. */
function destinationParams({ context, event }: { context: BundleApprovalContext; event: DoneActorEvent<DecisionAnswer> }) {
  const readyLeft = context.readyCount - decidedIds(context).length;
  return { destination: destinationAfterDecision(readyLeft, event.output.pendingCount) };
}

interface DestinationParams {
  readonly destination: AfterDecision;
}

/** The words that differ between the queues that approve items per bundle; the behaviour is one. */
export interface ApprovalMachineTexts {
  readonly id: string;
  readonly description: string;
  readonly loading: string;
  readonly cannotBeTicked: string;
  readonly done: string;
  /**
   * With this, Godkjenn on ticked rows produced before first asks which of them to produce again
   * (production, part 1 §2): the checked ones are approved, the unchecked deleted.
   */
  readonly reproduceChoice?: string;
}

/**
 * Approving and rejecting the items of a pending bundle (part 1 §2, §4): tri-state ticking over
 * clients and their items, approve or reject what is ticked, then stay, or leave by the server's
 * remaining count once every ready item is handled. Debt collection (cases, payments) and reminders
 * run this one machine under their own id, so the studio and the model check list each queue.
 */
export function createApprovalMachine(texts: ApprovalMachineTexts) {
  return setup({
    types: {
      input: {} as BundleApprovalInput,
      context: {} as BundleApprovalContext,
      events: {} as BundleApprovalEvent,
    },
    actors: {
      decide: fromPromise<DecisionAnswer, DecideInput>(async () => notProvided('decide')),
    },
    actions: {
      load: assign(({ context, event }) => {
        if (event.type !== 'LOADED') return {};
        // Rows decided elsewhere in the meantime drop out of the selection.
        return {
          model: event.model,
          readyCount: event.readyCount,
          selection: selectedIds(event.model, context.selection),
          choiceRows: event.choiceRows ?? [],
        };
      }),
      toggleRow: assign({
        selection: ({ context, event }) => (event.type === 'TOGGLE_ROW' ? toggleRow(context.model, context.selection, event.id).selection : context.selection),
      }),
      alertCannotBeTicked: assign({
        alert: ({ context, event }) => {
          if (event.type !== 'TOGGLE_ROW') return context.alert;
          const { outcome } = toggleRow(context.model, context.selection, event.id);
          return outcome.kind === 'notSelectable' ? outcome.message : context.alert;
        },
      }),
      toggleGroup: assign({
        selection: ({ context, event }) =>
          event.type === 'TOGGLE_GROUP' ? toggleGroup(context.model, context.selection, event.id).selection : context.selection,
      }),
      toggleAll: assign({ selection: ({ context }) => toggleAll(context.model, context.selection).selection }),
      startApprove: assign({ decision: 'approve' as const, alert: null }),
      startReject: assign({ decision: 'reject' as const, alert: null }),
      /** The decided items are no longer ready, so they cannot be ticked again before the refreshed data confirms it. */
      clearDecided: assign(({ context }) => {
        const decided = new Set<RowId>(decidedIds(context));
        return {
          model: {
            groups: context.model.groups.map((group) => ({
              ...group,
              rows: group.rows.map((row) => (decided.has(row.id) ? { ...row, selectable: false } : row)),
            })),
          },
          readyCount: context.readyCount - decided.size,
          selection: clearSelection(context.model, context.selection).selection,
        };
      }),
      reportMissingCount: assign((_, { destination }: DestinationParams) => ({ alert: destination.kind === 'error' ? destination.message : null })),
      reportFailure: assign({ alert: ({ context }) => (context.decision === 'reject' ? REJECT_FAILED_MESSAGE : APPROVE_FAILED_MESSAGE) }),
      setDestination: assign((_, { destination }: DestinationParams) => ({ destination })),
      dismissAlert: assign({ alert: null }),
      /** Every row needing the choice starts checked: producing again is the usual wish. */
      startChoice: assign(({ context }) => ({ decision: 'approve' as const, alert: null, chosen: choiceIds(context) })),
      toggleChoice: assign({
        chosen: ({ context, event }) => {
          if (event.type !== 'TOGGLE_CHOICE') return context.chosen;
          return context.chosen.includes(event.id) ? context.chosen.filter((id) => id !== event.id) : [...context.chosen, event.id];
        },
      }),
    },
    guards: {
      cannotBeTicked: ({ context, event }) =>
        event.type === 'TOGGLE_ROW' && toggleRow(context.model, context.selection, event.id).outcome.kind === 'notSelectable',
      somethingTicked: ({ context }) => hasSelection(context.model, context.selection),
      answerLacksCount: (_, { destination }: DestinationParams) => destination.kind === 'error',
      readyItemsLeft: (_, { destination }: DestinationParams) => destination.kind === 'stay',
      needsChoice: ({ context }) => choiceIds(context).length > 0,
    },
  }).createMachine({
    id: texts.id,
    description: texts.description,
    context: ({ input }) => ({
      ...input,
      model: { groups: [] },
      readyCount: 0,
      selection: EMPTY_SELECTION,
      decision: null,
      alert: null,
      destination: null,
      choiceRows: [],
      chosen: [],
    }),
    initial: 'loading',
    on: {
      DISMISS_ALERT: { description: 'The officer closes the alert.', actions: 'dismissAlert' },
    },
    states: {
      loading: {
        description: texts.loading,
        on: {
          LOADED: { target: 'selecting', description: 'The transmission arrived from the server.', actions: 'load' },
        },
      },
      selecting: {
        description: 'The officer ticks items; Avvis and Godkjenn work only while something is ticked.',
        initial: 'nothingTicked',
        on: {
          LOADED: {
            target: '.checking',
            description: 'The transmission was refreshed; items decided meanwhile drop out of the selection.',
            actions: 'load',
          },
          TOGGLE_ROW: [
            {
              guard: 'cannotBeTicked',
              target: '.checking',
              description: texts.cannotBeTicked,
              actions: 'alertCannotBeTicked',
            },
            { target: '.checking', description: 'Ticks or unticks one item.', actions: 'toggleRow' },
          ],
          TOGGLE_GROUP: {
            target: '.checking',
            description: 'Ticks every tickable item of a client, or unticks them when all already are.',
            actions: 'toggleGroup',
          },
          TOGGLE_ALL: {
            target: '.checking',
            description: 'Ticks every tickable item of the transmission, or unticks them all when all already are.',
            actions: 'toggleAll',
          },
        },
        states: {
          checking: {
            description: 'Looks whether anything is ticked after a change.',
            always: [
              { guard: 'somethingTicked', target: 'somethingTicked', description: 'At least one item is ticked.' },
              { target: 'nothingTicked', description: 'Nothing is ticked.' },
            ],
          },
          nothingTicked: {
            description: 'Nothing is ticked: Avvis and Godkjenn are disabled.',
          },
          somethingTicked: {
            description: 'Items are ticked: Avvis and Godkjenn are enabled.',
            on: {
              APPROVE: [
                ...(texts.reproduceChoice
                  ? [
                      {
                        guard: 'needsChoice' as const,
                        target: `#${texts.id}.choosingReproduce`,
                        description: 'The officer presses Godkjenn and some ticked entries were produced before: the re-produce choice opens.',
                        actions: 'startChoice' as const,
                      },
                    ]
                  : []),
                { target: `#${texts.id}.deciding`, description: 'The officer presses Godkjenn.', actions: 'startApprove' as const },
              ],
              REJECT: { target: `#${texts.id}.deciding`, description: 'The officer presses Avvis.', actions: 'startReject' },
            },
          },
        },
      },
      deciding: {
        description: 'Sending the ticked items to the server to be approved or rejected.',
        invoke: {
          id: 'decide',
          src: 'decide',
          input: ({ context }) => {
            const { ids, deleteIds } = decision(context);
            return { kind: context.kind, decision: context.decision!, bundleId: context.bundleId, ids, ...(deleteIds.length > 0 ? { deleteIds } : {}) };
          },
          onDone: [
            {
              guard: { type: 'answerLacksCount', params: destinationParams },
              target: 'selecting.checking',
              description: 'The answer lacks the pending count: "En feil oppstod".',
              actions: [{ type: 'reportMissingCount', params: destinationParams }, 'clearDecided'],
            },
            {
              guard: { type: 'readyItemsLeft', params: destinationParams },
              target: 'selecting.checking',
              description: 'Ready items are left on the page: the selection clears and the officer stays.',
              actions: 'clearDecided',
            },
            {
              target: 'done',
              description: 'Every ready item is handled: the server’s remaining count decides where to go.',
              actions: [{ type: 'setDestination', params: destinationParams }, 'clearDecided'],
            },
          ],
          onError: {
            target: 'selecting.checking',
            description: 'The server refused or could not be reached: "En feil oppstod, kunne ikke godkjenne." or "… avvise."; the ticks stay.',
            actions: 'reportFailure',
          },
        },
      },
      // Only machines with the choice have the state; typed as nothing so the others' state names stay exact.
      ...((texts.reproduceChoice
        ? {
            choosingReproduce: {
              description: texts.reproduceChoice,
              on: {
                TOGGLE_CHOICE: { description: 'Checks or unchecks producing one entry again.', actions: 'toggleChoice' as const },
                CONFIRM_CHOICE: {
                  target: 'deciding',
                  description: 'The officer confirms: the checked entries are approved with the rest, the unchecked deleted.',
                },
                CANCEL_CHOICE: { target: 'selecting.checking', description: 'The officer closes the choice; nothing is sent, the ticks stay.' },
              },
            },
          }
        : {}) as Record<never, never>),
      done: {
        type: 'final',
        description: texts.done,
      },
    },
  });
}

/** Approving and rejecting the cases or payments of a pending debt-collection transmission. */
export const bundleApprovalMachine = createApprovalMachine({
  id: 'bundleApproval',
  description:
    'Approve or reject the cases or payments of one pending debt-collection transmission, ticked per item, per client or all at once.',
  loading: 'Waiting for the transmission’s clients and items.',
  cannotBeTicked: 'The item cannot be ticked (not Ready, or a case without its agency customer number): "Kan ikke krysses av".',
  done: 'Every ready item is handled: to /debt-collection when nothing is pending in the bundle, else back to the pending bundle.',
});

/** Approving and rejecting the reminders of a pending reminder bundle (part 1 §2 /reminders/bundle/{bundleId}). */
export const reminderApprovalMachine = createApprovalMachine({
  id: 'reminderApproval',
  description: 'Approve or reject the reminders of one pending reminder bundle, ticked per reminder, per client or all at once.',
  loading: 'Waiting for the bundle’s clients and reminders.',
  cannotBeTicked: 'The reminder cannot be ticked (decided, or its customer type not confirmed yet): "Kan ikke krysses av".',
  done: 'Every pending reminder is handled: to /reminders when nothing is pending in the bundle, else the bundle is read again.',
});


/** Approving (Godkjenn) and deleting (Slett) pending productions, with the re-produce choice (part 1 §2 /production). */
export const productionApprovalMachine = createApprovalMachine({
  id: 'productionApproval',
  description:
    'Approve (Godkjenn) or delete (Slett) the pending productions, ticked per entry, per client or all at once; entries produced before need the re-produce choice.',
  loading: 'Waiting for the pending productions per client.',
  cannotBeTicked: 'The entry cannot be ticked (no longer pending).',
  done: 'Every pending production on the page is handled; the page starts again with what is left on the server.',
  reproduceChoice:
    'Some ticked entries were produced before: the officer checks those to produce again; the unchecked are deleted when confirmed.',
});

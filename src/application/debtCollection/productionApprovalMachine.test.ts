import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { selectionModelFrom } from '../../domain/selection/selectionModel';
import type { DecisionAnswer } from '../ports/debtCollection.port';
import { bundleApprovalMachine, productionApprovalMachine, type BundleApprovalEvent, type DecideInput } from './bundleApprovalMachine';

/** Client 1 has entries 11 and 12 (12 produced before); client 2 has 21 (produced before). */
const batches = [
  { clientId: 1, entries: [{ id: 11, previous: 0 }, { id: 12, previous: 1 }] },
  { clientId: 2, entries: [{ id: 21, previous: 2 }] },
];
const loaded: BundleApprovalEvent = {
  type: 'LOADED',
  model: selectionModelFrom(batches, { groupId: (b) => b.clientId, items: (b) => b.entries, rowId: (e) => e.id, selectable: () => true }),
  readyCount: 3,
  choiceRows: [12, 21],
};

function start(answer: (input: DecideInput) => Promise<DecisionAnswer>) {
  const calls: DecideInput[] = [];
  const machine = productionApprovalMachine.provide({
    actors: { decide: fromPromise<DecisionAnswer, DecideInput>(({ input }) => (calls.push(input), answer(input))) },
  });
  return { actor: createActor(machine, { input: { kind: 'productions', bundleId: 0 } }).start(), calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('production approval: the approval machine with the re-produce choice', () => {
  it('adds only the choice to the shared machine; the other queues keep theirs without it', () => {
    const states = (machine: typeof bundleApprovalMachine) => getStateNodes(machine.root).map((node) => node.path.join('.'));
    expect(states(productionApprovalMachine)).toEqual([...states(bundleApprovalMachine).slice(0, -1), 'choosingReproduce', 'done']);
    expect(states(bundleApprovalMachine)).not.toContain('choosingReproduce');
  });

  it('approves at once when nothing ticked was produced before', async () => {
    const { actor, calls } = start(async () => ({ pendingCount: 2 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 11 });
    actor.send({ type: 'APPROVE' });
    await settle();
    expect(calls).toEqual([{ kind: 'productions', decision: 'approve', bundleId: 0, ids: [11] }]);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
  });

  it('asks the choice for entries produced before: checked are approved, unchecked deleted', async () => {
    const { actor, calls } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().value).toBe('choosingReproduce');
    // Every entry needing the choice starts checked.
    expect(actor.getSnapshot().context.chosen).toEqual([12, 21]);
    actor.send({ type: 'TOGGLE_CHOICE', id: 21 });
    expect(actor.getSnapshot().context.chosen).toEqual([12]);
    actor.send({ type: 'CONFIRM_CHOICE' });
    expect(actor.getSnapshot().value).toBe('deciding');
    await settle();
    expect(calls).toEqual([{ kind: 'productions', decision: 'approve', bundleId: 0, ids: [11, 12], deleteIds: [21] }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancelling the choice sends nothing and keeps the ticks', () => {
    const { actor, calls } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_GROUP', id: 2 });
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'CANCEL_CHOICE' });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'somethingTicked' });
    expect(actor.getSnapshot().context.selection).toEqual([21]);
    expect(calls).toEqual([]);
  });

  it('Slett deletes the ticked entries without the choice', async () => {
    const { actor, calls } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_GROUP', id: 1 });
    actor.send({ type: 'REJECT' });
    await settle();
    expect(calls).toEqual([{ kind: 'productions', decision: 'reject', bundleId: 0, ids: [11, 12] }]);
  });

  it('a failed approval keeps the ticks and says so', async () => {
    const { actor } = start(async () => Promise.reject(new Error('500')));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 11 });
    actor.send({ type: 'APPROVE' });
    await settle();
    expect(actor.getSnapshot().context.alert).toBe('En feil oppstod, kunne ikke godkjenne.');
    expect(actor.getSnapshot().context.selection).toEqual([11]);
  });
});

describe('production approval: generated paths (xstate/graph)', () => {
  type Snapshot = SnapshotFrom<typeof productionApprovalMachine>;
  const done = (pendingCount: number | null) => ({ type: 'xstate.done.actor.decide', output: { pendingCount } }) as unknown as BundleApprovalEvent;
  const failed = { type: 'xstate.error.actor.decide', error: new Error('500') } as unknown as BundleApprovalEvent;
  const events: BundleApprovalEvent[] = [
    loaded,
    { type: 'TOGGLE_ROW', id: 11 },
    { type: 'TOGGLE_ALL' },
    { type: 'APPROVE' },
    { type: 'REJECT' },
    { type: 'TOGGLE_CHOICE', id: 12 },
    { type: 'CONFIRM_CHOICE' },
    { type: 'CANCEL_CHOICE' },
    { type: 'DISMISS_ALERT' },
    done(0),
    done(2),
    failed,
  ];
  const options = { events, input: { kind: 'productions' as const, bundleId: 0 }, limit: 20_000 };
  const name = (snapshot: Snapshot) => (snapshot.status === 'done' || snapshot.value === 'done' ? 'done' : JSON.stringify(snapshot.value));

  it('reach every state, the choice included', () => {
    const reached = new Set(getShortestPaths(productionApprovalMachine, options).map((path) => name(path.state)));
    expect([...reached].sort()).toEqual(
      ['"choosingReproduce"', '"deciding"', '"loading"', '{"selecting":"nothingTicked"}', '{"selecting":"somethingTicked"}', 'done'].sort(),
    );
  });

  it('take every transition of the choice', () => {
    const edges = new Set<string>();
    for (const { state, event, nextState: next } of adjacencyMapToArray(getAdjacencyMap(productionApprovalMachine, options))) {
      edges.add(`${name(state)} ${event.type} → ${name(next)}`);
    }
    for (const edge of [
      '{"selecting":"somethingTicked"} APPROVE → "choosingReproduce"',
      '{"selecting":"somethingTicked"} APPROVE → "deciding"',
      '"choosingReproduce" TOGGLE_CHOICE → "choosingReproduce"',
      '"choosingReproduce" CONFIRM_CHOICE → "deciding"',
      '"choosingReproduce" CANCEL_CHOICE → {"selecting":"somethingTicked"}',
      '"deciding" xstate.done.actor.decide → done',
      '"deciding" xstate.error.actor.decide → {"selecting":"somethingTicked"}',
    ]) {
      expect(edges).toContain(edge);
    }
  });

  it('every state and every transition carries a description for the diagrams', () => {
    for (const node of getStateNodes(productionApprovalMachine.root)) {
      expect(node.description, node.path.join('.') || 'root').toBeTruthy();
      for (const transitions of node.transitions.values()) {
        for (const transition of transitions) expect(transition.description, `${node.path.join('.')} ${transition.eventType}`).toBeTruthy();
      }
      for (const transition of node.always ?? []) expect(transition.description).toBeTruthy();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import type { SelectionModel } from '../../domain/selection/selectionModel';
import type { DecisionAnswer } from '../ports/debtCollection.port';
import { bundleApprovalMachine, type BundleApprovalEvent, type DecideInput } from './bundleApprovalMachine';

// Client 1: two ready payments; client 2: one payment already sent (cannot be ticked).
const model: SelectionModel = {
  groups: [
    { id: 1, rows: [{ id: 11, selectable: true }, { id: 12, selectable: true }] },
    { id: 2, rows: [{ id: 21, selectable: false }] },
  ],
};
const loaded: BundleApprovalEvent = { type: 'LOADED', model, readyCount: 2 };

/** A machine whose decide call answers what the test says, remembering what it was asked. */
function start(answer: (input: DecideInput) => Promise<DecisionAnswer>) {
  const calls: DecideInput[] = [];
  const machine = bundleApprovalMachine.provide({
    actors: {
      decide: fromPromise<DecisionAnswer, DecideInput>(({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { kind: 'payments', bundleId: 207 } }).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bundle approval: ticking', () => {
  it('waits for the data, then starts with nothing ticked and Avvis/Godkjenn unavailable', () => {
    const { actor } = start(async () => ({ pendingCount: 0 }));
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().can({ type: 'TOGGLE_ALL' })).toBe(false);
    actor.send(loaded);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
    expect(actor.getSnapshot().can({ type: 'APPROVE' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'REJECT' })).toBe(false);
  });

  it('ticks a row, a client and everything, skipping what cannot be ticked', () => {
    const { actor } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 11 });
    expect(actor.getSnapshot().context.selection).toEqual([11]);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'somethingTicked' });
    expect(actor.getSnapshot().can({ type: 'APPROVE' })).toBe(true);
    actor.send({ type: 'TOGGLE_GROUP', id: 1 });
    expect(actor.getSnapshot().context.selection).toEqual([11, 12]);
    actor.send({ type: 'TOGGLE_ALL' });
    expect(actor.getSnapshot().context.selection).toEqual([]);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
    actor.send({ type: 'TOGGLE_ALL' });
    expect(actor.getSnapshot().context.selection).toEqual([11, 12]);
  });

  it("answers 'Kan ikke krysses av' for a single row that cannot be ticked, keeping the selection; the alert can be closed", () => {
    const { actor } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 12 });
    actor.send({ type: 'TOGGLE_ROW', id: 21 });
    expect(actor.getSnapshot().context).toMatchObject({ selection: [12], alert: 'Kan ikke krysses av' });
    actor.send({ type: 'DISMISS_ALERT' });
    expect(actor.getSnapshot().context.alert).toBeNull();
  });

  it('drops ticked rows that a refresh shows as decided elsewhere', () => {
    const { actor } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ALL' });
    const refreshed: SelectionModel = { groups: [{ id: 1, rows: [{ id: 11, selectable: false }, { id: 12, selectable: true }] }] };
    actor.send({ type: 'LOADED', model: refreshed, readyCount: 1 });
    expect(actor.getSnapshot().context.selection).toEqual([12]);
    actor.send({ type: 'LOADED', model: { groups: [] }, readyCount: 0 });
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
  });
});

describe('bundle approval: deciding', () => {
  it('approves the ticked items, clears the selection and stays while ready items are left', async () => {
    const { actor, calls } = start(async () => ({ pendingCount: 5 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 11 });
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().value).toBe('deciding');
    await settle();
    expect(calls).toEqual([{ kind: 'payments', decision: 'approve', bundleId: 207, ids: [11] }]);
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
    expect(actor.getSnapshot().context).toMatchObject({ selection: [], readyCount: 1, destination: null, alert: null });
  });

  it('goes to /debt-collection when everything is handled and nothing is pending in the bundle', async () => {
    const { actor, calls } = start(async () => ({ pendingCount: 0 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'REJECT' });
    await settle();
    expect(calls[0]).toMatchObject({ decision: 'reject', ids: [11, 12] });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.destination).toEqual({ kind: 'overview' });
  });

  it('goes back to the pending bundle when everything here is handled but the bundle still has pending items', async () => {
    const { actor } = start(async () => ({ pendingCount: 3 }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'APPROVE' });
    await settle();
    expect(actor.getSnapshot().context.destination).toEqual({ kind: 'pendingBundle' });
  });

  it("says 'En feil oppstod' when the answer lacks the pending count, and still clears the selection", async () => {
    const { actor } = start(async () => ({ pendingCount: null }));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'APPROVE' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ selecting: 'nothingTicked' });
    expect(actor.getSnapshot().context).toMatchObject({ alert: 'En feil oppstod', selection: [] });
  });

  it.each([
    ['APPROVE', 'En feil oppstod, kunne ikke godkjenne.'],
    ['REJECT', 'En feil oppstod, kunne ikke avvise.'],
  ] as const)('a failed %s keeps the ticks and says %s', async (type, message) => {
    const { actor } = start(() => Promise.reject(new Error('500')));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 12 });
    actor.send({ type });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ selecting: 'somethingTicked' });
    expect(actor.getSnapshot().context).toMatchObject({ alert: message, selection: [12] });
  });

  it('ignores ticking while the decision is on its way', () => {
    const { actor } = start(() => new Promise<DecisionAnswer>(() => undefined));
    actor.send(loaded);
    actor.send({ type: 'TOGGLE_ROW', id: 11 });
    actor.send({ type: 'APPROVE' });
    actor.send({ type: 'TOGGLE_ALL' });
    actor.send({ type: 'APPROVE' });
    expect(actor.getSnapshot().value).toBe('deciding');
    expect(actor.getSnapshot().context.selection).toEqual([11]);
  });
});

describe('bundle approval: generated paths (xstate/graph)', () => {
  type Snapshot = SnapshotFrom<typeof bundleApprovalMachine>;
  // What the officer can do, plus the decide call's possible answers (done with each count, or an error).
  const done = (pendingCount: number | null) => ({ type: 'xstate.done.actor.decide', output: { pendingCount } }) as unknown as BundleApprovalEvent;
  const failed = { type: 'xstate.error.actor.decide', error: new Error('500') } as unknown as BundleApprovalEvent;
  const events: BundleApprovalEvent[] = [
    loaded,
    { type: 'TOGGLE_ROW', id: 11 },
    { type: 'TOGGLE_ROW', id: 21 },
    { type: 'TOGGLE_GROUP', id: 1 },
    { type: 'TOGGLE_ALL' },
    { type: 'APPROVE' },
    { type: 'REJECT' },
    { type: 'DISMISS_ALERT' },
    done(0),
    done(4),
    done(null),
    failed,
  ];
  const options = { events, input: { kind: 'payments' as const, bundleId: 207 }, limit: 5_000 };
  const name = (snapshot: Snapshot) => (snapshot.status === 'done' ? 'done' : JSON.stringify(snapshot.value));

  it('reach every state of the machine', () => {
    const reached = new Set(getShortestPaths(bundleApprovalMachine, options).map((path) => name(path.state)));
    const atomic = getStateNodes(bundleApprovalMachine.root)
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      // `checking` only decides where to rest; it is never a resting state itself.
      .filter((node) => node.key !== 'checking');
    expect(atomic.map((node) => node.path.join('.')).sort()).toEqual(['deciding', 'done', 'loading', 'selecting.nothingTicked', 'selecting.somethingTicked']);
    expect([...reached].sort()).toEqual(['"deciding"', '"loading"', '{"selecting":"nothingTicked"}', '{"selecting":"somethingTicked"}', 'done'].sort());
  });

  it('take every transition', () => {
    const edges = new Set<string>();
    for (const { state, event, nextState: next } of adjacencyMapToArray(getAdjacencyMap(bundleApprovalMachine, options))) {
      const alert = next.context.alert && next.context.alert !== state.context.alert ? ` alert:${next.context.alert}` : '';
      edges.add(`${name(state)} ${event.type} → ${name(next)}${alert}`);
    }
    const expected = [
      '"loading" LOADED → {"selecting":"nothingTicked"}',
      '{"selecting":"nothingTicked"} LOADED → {"selecting":"nothingTicked"}',
      '{"selecting":"nothingTicked"} TOGGLE_ROW → {"selecting":"somethingTicked"}',
      '{"selecting":"nothingTicked"} TOGGLE_ROW → {"selecting":"nothingTicked"} alert:Kan ikke krysses av',
      '{"selecting":"nothingTicked"} TOGGLE_GROUP → {"selecting":"somethingTicked"}',
      '{"selecting":"nothingTicked"} TOGGLE_ALL → {"selecting":"somethingTicked"}',
      '{"selecting":"somethingTicked"} TOGGLE_ROW → {"selecting":"nothingTicked"}',
      '{"selecting":"somethingTicked"} TOGGLE_GROUP → {"selecting":"nothingTicked"}',
      '{"selecting":"somethingTicked"} TOGGLE_ALL → {"selecting":"nothingTicked"}',
      '{"selecting":"somethingTicked"} LOADED → {"selecting":"somethingTicked"}',
      '{"selecting":"somethingTicked"} APPROVE → "deciding"',
      '{"selecting":"somethingTicked"} REJECT → "deciding"',
      '"deciding" xstate.done.actor.decide → {"selecting":"nothingTicked"}',
      '"deciding" xstate.done.actor.decide → {"selecting":"nothingTicked"} alert:En feil oppstod',
      '"deciding" xstate.done.actor.decide → done',
      '"deciding" xstate.error.actor.decide → {"selecting":"somethingTicked"} alert:En feil oppstod, kunne ikke godkjenne.',
      '"deciding" xstate.error.actor.decide → {"selecting":"somethingTicked"} alert:En feil oppstod, kunne ikke avvise.',
    ];
    for (const edge of expected) expect(edges).toContain(edge);
    expect([...edges].some((edge) => edge.includes('DISMISS_ALERT'))).toBe(true);
  });

  it('every state and every transition carries a description for the diagrams', () => {
    for (const node of getStateNodes(bundleApprovalMachine.root)) {
      expect(node.description, node.path.join('.') || 'root').toBeTruthy();
      for (const transitions of node.transitions.values()) {
        for (const transition of transitions) expect(transition.description, `${node.path.join('.')} ${transition.eventType}`).toBeTruthy();
      }
      for (const transition of node.always ?? []) expect(transition.description).toBeTruthy();
    }
  });
});

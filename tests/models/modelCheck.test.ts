import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { fixtureEntry } from '../support/machineFixtures';
import { coverageOf, coverageReport } from './coverage';
import { modelPaths } from './modelPaths';
import { replayPath } from './replayPath';

async function check(entry = fixtureEntry()) {
  const paths = modelPaths(entry);
  const replays = await Promise.all(paths.map((path) => replayPath(entry, path)));
  return { paths, replays, coverage: coverageOf(entry, replays) };
}

describe('the model-based check', () => {
  it('replays its paths through answers, delays, parallel regions and final states', async () => {
    const { paths, replays } = await check();
    expect(replays.map((replay) => replay.mismatch).filter(Boolean)).toEqual([]);
    const ends = paths.map((p) => JSON.stringify(p.path.state.value));
    expect(ends).toContain('"approved"');
    expect(ends).toContain('"failed"');
  });

  it('reports exactly what no path reaches, and fails it until a waiver says why', async () => {
    const { coverage } = await check();
    expect(coverage.states.unreached).toEqual([{ id: 'fixture.orphan', waiver: null }]);
    expect(coverage.transitions.unreached).toEqual([{ id: 'fixture.orphan/CANCEL/0', waiver: null }]);
    expect(coverageReport(coverage)).toContain('state fixture.orphan (NO WAIVER)');

    const waived = await check(
      fixtureEntry({ states: { 'fixture.orphan': 'Kept for the demo.' }, transitions: { 'fixture.orphan/CANCEL/0': 'Kept for the demo.' } }),
    );
    expect([...waived.coverage.states.unreached, ...waived.coverage.transitions.unreached].every((gap) => gap.waiver)).toBe(true);
    expect(waived.coverage.staleWaivers).toEqual([]);
  });

  it('calls a waiver stale when the paths reach what it waives, or the machine has no such state', async () => {
    const { coverage } = await check(fixtureEntry({ states: { 'fixture.idle': 'Not true.', 'fixture.gone': 'Removed.' } }));
    expect(coverage.staleWaivers).toEqual(['fixture.idle', 'fixture.gone']);
  });

  it('counts a transient state and an eventless transition as reached when a path passes through them', async () => {
    const { coverage } = await check();
    const unreached = coverage.transitions.unreached.map((gap) => gap.id);
    expect(unreached).not.toContain('fixture.retry/always/0');
    expect(unreached).not.toContain('fixture.working/after patience/0');
    expect(coverage.states.unreached.map((gap) => gap.id)).not.toContain('fixture.retry');
  });

  it('finds where the running machine leaves the model', async () => {
    const entry = fixtureEntry();
    const [start] = modelPaths(entry);
    const initial = start!.path.steps[0]!;
    const wrong = { ...initial.state, value: 'working' } as AnyMachineSnapshot;
    const replay = await replayPath(entry, { kind: 'shortest', path: { state: wrong, steps: [{ ...initial, state: wrong }], weight: 0 } });
    expect(replay.mismatch).toBe('step 0 (xstate.init): expected "working", the machine is in "idle"');
  });
});

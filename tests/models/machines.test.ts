import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINES } from '../../src/application/machines/registry';
import { coverageOf, coverageReport, type Coverage } from './coverage';
import { describePath, modelPaths, type ModelPath } from './modelPaths';
import { replayPath, type Replay } from './replayPath';

describe.each(MACHINES.map((entry) => [entry.id, entry] as const))('the %s machine, by generated paths', (_, entry) => {
  let paths: ModelPath[];
  let replays: Replay[];
  let coverage: Coverage;

  beforeAll(async () => {
    paths = modelPaths(entry);
    replays = [];
    for (const path of paths) replays.push(await replayPath(entry, path));
    coverage = coverageOf(entry, replays);
  }, 120_000);

  afterAll(() => {
    if (coverage) console.info(coverageReport(coverage));
  });

  it('has shortest and simple paths to replay', () => {
    expect(paths.filter((p) => p.kind === 'shortest').length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.kind === 'simple').length).toBeGreaterThan(0);
  });

  it('stands, after every step of every path, in the state the model predicts', () => {
    const mismatches = replays.flatMap((replay, i) => (replay.mismatch ? [`${describePath(paths[i]!)}\n    ${replay.mismatch}`] : []));
    expect(mismatches).toEqual([]);
  });

  it('reaches every state and takes every transition, or a written waiver says why not', () => {
    const unwaived = [...coverage.states.unreached, ...coverage.transitions.unreached].filter((gap) => !gap.waiver);
    expect(unwaived, coverageReport(coverage)).toEqual([]);
  });

  it('carries no waiver for what the paths reach', () => {
    expect(coverage.staleWaivers, coverageReport(coverage)).toEqual([]);
  });
});

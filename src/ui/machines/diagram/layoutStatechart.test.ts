import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { fixtureMachine, largeMachine } from '../../../../tests/support/machineFixtures';
import { describeMachine } from '../../../application/machines/statechart';
import { sessionMachine } from '../../../application/session/sessionMachine';
import { layoutStatechart, type Box } from './layoutStatechart';

const elk = new ELK();
const layout = (machine: AnyStateMachine) => layoutStatechart(describeMachine(machine), elk);

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each([
  ['session', sessionMachine],
  ['fixture', fixtureMachine],
  ['30 states', largeMachine(30)],
] as const)('the laid-out %s machine', (_, machine) => {
  it('draws every state inside its parent, and no two siblings over each other', async () => {
    const { states, width, height } = await layout(machine);
    const byId = new Map(states.map((placed) => [placed.state.id, placed]));
    expect(states).toHaveLength(describeMachine(machine).states.length);
    for (const placed of states) {
      const parent = placed.state.parentId ? byId.get(placed.state.parentId)! : { x: 0, y: 0, width, height };
      expect(inside(placed, parent), placed.state.id).toBe(true);
      const siblings = states.filter((other) => other !== placed && other.state.parentId === placed.state.parentId);
      expect(siblings.filter((other) => overlap(placed, other)).map((other) => other.state.id), placed.state.id).toEqual([]);
    }
  });

  it('draws every transition as an arrow, and no label over a state', async () => {
    const { states, transitions } = await layout(machine);
    const simple = states.filter((placed) => placed.state.childIds.length === 0);
    for (const { transition, points, label } of transitions) {
      expect(points.length, transition.id).toBeGreaterThanOrEqual(2);
      expect(simple.filter((placed) => label.lines.length > 0 && overlap(label, placed)).map((placed) => placed.state.id), transition.id).toEqual([]);
    }
  });

  it('comes out the same every time, so the exported SVG only changes with the machine', async () => {
    expect(await layout(machine)).toEqual(await layout(machine));
  });
});

it('keeps a machine of 30 states readable at a glance: labels at full size, within two screens', async () => {
  const { width, height, states } = await layout(largeMachine(30));
  expect(states.filter((placed) => placed.state.childIds.length === 0)).toHaveLength(30);
  expect(width * height).toBeLessThan(2 * 1920 * 1200);
});

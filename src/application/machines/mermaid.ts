import type { ChartState, ChartTransition, Statechart } from './statechart';

const INDENT = '  ';

function mermaidId(stateId: string): string {
  return stateId.replace(/[^A-Za-z0-9]/g, '_');
}

/** Mermaid ends a label at a line break or a semicolon, and reads `#` as an entity and braces as a block. */
function text(value: string): string {
  return value.replace(/\s+/g, ' ').replaceAll(';', ',').replaceAll('#', '').replaceAll('{', '(').replaceAll('}', ')').trim();
}

/** How a transition reads on its arrow: `trigger [guard] / action, action`. */
export function transitionLabel(transition: Pick<ChartTransition, 'trigger' | 'guard' | 'actions'>): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const actions = transition.actions.length > 0 ? ` / ${transition.actions.join(', ')}` : '';
  return `${transition.trigger}${guard}${actions}`;
}

function stateLines(state: ChartState, byId: ReadonlyMap<string, ChartState>, depth: number): string[] {
  const pad = INDENT.repeat(depth);
  const id = mermaidId(state.id);
  const description = state.description ? text(state.description) : null;
  if (state.childIds.length === 0) {
    return [`${pad}state "${text(state.key)}" as ${id}`, ...(description ? [`${pad}${id} : ${description}`] : [])];
  }
  // Mermaid gives a composite state a label only, so its description goes in a comment above it.
  return [
    ...(description ? [`${pad}%% ${state.key}: ${description}`] : []),
    `${pad}state "${text(state.key)}" as ${id}`,
    `${pad}state ${id} {`,
    ...childLines(state, byId, depth + 1),
    `${pad}}`,
  ];
}

function childLines(parent: ChartState, byId: ReadonlyMap<string, ChartState>, depth: number): string[] {
  const pad = INDENT.repeat(depth);
  const children = parent.childIds.map((childId) => byId.get(childId)!);
  if (parent.kind === 'parallel') {
    // Mermaid draws concurrent regions separated by `--`.
    return children.flatMap((region, i) => [...(i > 0 ? [`${pad}--`] : []), ...stateLines(region, byId, depth)]);
  }
  return [
    ...(parent.initialId ? [`${pad}[*] --> ${mermaidId(parent.initialId)}`] : []),
    ...children.flatMap((child) => stateLines(child, byId, depth)),
    ...children.filter((child) => child.kind === 'final').map((child) => `${pad}${mermaidId(child.id)} --> [*]`),
  ];
}

/**
 * The machine as a Mermaid state diagram (stateDiagram-v2): nested and parallel states, initial
 * and final states, every state's description, and every transition labelled with its trigger,
 * guard and actions. A transition that stays where it is loops back to its source.
 */
export function toMermaid(chart: Statechart, title: string): string {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const root = chart.states[0]!;
  const arrows = chart.transitions.flatMap((transition) =>
    (transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]).map(
      (targetId) => `${INDENT}${mermaidId(transition.sourceId)} --> ${mermaidId(targetId)} : ${text(transitionLabel(transition))}`,
    ),
  );
  return [
    '---',
    `title: ${text(title)}`,
    '---',
    'stateDiagram-v2',
    // The root is a state like any other, so transitions it defines for every state have a box to leave from.
    ...stateLines(root, byId, 1),
    ...arrows,
    '',
  ].join('\n');
}

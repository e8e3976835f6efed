import type { ElkExtendedEdge, ElkLabel, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import { transitionLabel } from '../../../application/machines/mermaid';
import type { ChartState, ChartTransition, Statechart } from '../../../application/machines/statechart';
import { textWidth } from './textWidth';

/** The part of elkjs the layout needs, so the studio, the tests and the export can each bring their own ELK. */
export interface ElkLayouter {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacedState extends Box {
  readonly state: ChartState;
  readonly depth: number;
  /** A region of a parallel state: drawn dashed, one of the parts that run at once. */
  readonly region: boolean;
  /** The lines under the name: what it runs and does on entry and exit. */
  readonly details: readonly string[];
}

export interface PlacedTransition {
  readonly transition: ChartTransition;
  readonly targetId: string;
  readonly points: readonly ElkPoint[];
  readonly label: Box & { readonly lines: readonly string[] };
}

/** The dot that marks where a compound state starts, with its arrow to the initial child. */
export interface PlacedInitial {
  readonly parentId: string;
  readonly center: ElkPoint;
  readonly points: readonly ElkPoint[];
}

export interface StatechartLayout {
  readonly width: number;
  readonly height: number;
  /** Parents before their children, so they are drawn beneath them. */
  readonly states: readonly PlacedState[];
  readonly transitions: readonly PlacedTransition[];
  readonly initials: readonly PlacedInitial[];
}

export const FONT_SIZE = { name: 13, detail: 11, label: 11 } as const;
export const LINE_HEIGHT = { name: 18, detail: 15, label: 14 } as const;
const PADDING = 10;
const INITIAL_DOT = 12;
const MARGIN = 12;

function stateDetails(state: ChartState): string[] {
  return [
    ...(state.invokes.length > 0 ? [`invoke: ${state.invokes.join(', ')}`] : []),
    ...(state.entry.length > 0 ? [`entry: ${state.entry.join(', ')}`] : []),
    ...(state.exit.length > 0 ? [`exit: ${state.exit.join(', ')}`] : []),
  ];
}

/** A transition's label in lines: the trigger, then its guard, then its actions. */
export function labelLines(transition: ChartTransition): string[] {
  const guard = transition.guard ? [`[${transition.guard}]`] : [];
  const actions = transition.actions.length > 0 ? [`/ ${transition.actions.join(', ')}`] : [];
  return [transition.trigger, ...guard, ...actions];
}

function headerHeight(state: ChartState): number {
  return PADDING + LINE_HEIGHT.name + stateDetails(state).length * LINE_HEIGHT.detail;
}

function contentWidth(state: ChartState): number {
  return Math.max(
    textWidth(state.key, FONT_SIZE.name) + (state.kind === 'parallel' ? textWidth(' (parallell)', FONT_SIZE.detail) : 0),
    ...stateDetails(state).map((line) => textWidth(line, FONT_SIZE.detail)),
  );
}

const initialId = (parentId: string) => `initial:${parentId}`;

/** ELK reads these per graph, so every compound state carries them too. */
const LAYERED = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '16',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '4',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.randomSeed': '1',
} as const;

function elkNode(state: ChartState, byId: ReadonlyMap<string, ChartState>): ElkNode {
  const width = contentWidth(state) + 2 * PADDING;
  if (state.childIds.length === 0) {
    return { id: state.id, width, height: headerHeight(state) + PADDING };
  }
  const children = state.childIds.map((id) => elkNode(byId.get(id)!, byId));
  if (state.initialId) children.unshift({ id: initialId(state.id), width: INITIAL_DOT, height: INITIAL_DOT });
  return {
    id: state.id,
    children,
    layoutOptions: {
      ...LAYERED,
      'elk.padding': `[top=${headerHeight(state) + PADDING},left=${PADDING * 2},bottom=${PADDING * 2},right=${PADDING * 2}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${width},${headerHeight(state)})`,
    },
  };
}

function elkLabel(transition: ChartTransition): ElkLabel {
  const lines = labelLines(transition);
  return {
    id: `label:${transition.id}`,
    text: transitionLabel(transition),
    width: Math.max(...lines.map((line) => textWidth(line, FONT_SIZE.label))) + 8,
    height: lines.length * LINE_HEIGHT.label + 4,
  };
}

function elkEdges(chart: Statechart): ElkExtendedEdge[] {
  const transitions = chart.transitions.flatMap((transition) =>
    (transition.targetIds.length > 0 ? transition.targetIds : [transition.sourceId]).map((targetId, i) => ({
      id: `${transition.id}->${targetId}`,
      sources: [transition.sourceId],
      targets: [targetId],
      // A transition to several targets is labelled once.
      labels: i === 0 ? [elkLabel(transition)] : [],
    })),
  );
  const initials = chart.states
    .filter((state) => state.initialId)
    .map((state) => ({ id: `${initialId(state.id)}->${state.initialId}`, sources: [initialId(state.id)], targets: [state.initialId!] }));
  return [...transitions, ...initials];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Lays a statechart out with ELK's layered algorithm, top to bottom, across the hierarchy, and
 * returns every box, arrow and label in absolute coordinates (rounded, so the exported SVG does
 * not change from one run to the next).
 */
export async function layoutStatechart(chart: Statechart, elk: ElkLayouter): Promise<StatechartLayout> {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const root = chart.states[0]!;
  const graph = await elk.layout({
    id: 'graph',
    layoutOptions: {
      ...LAYERED,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
    },
    children: [elkNode(root, byId)],
    edges: elkEdges(chart),
  });

  const origin = new Map<string, ElkPoint>([['graph', { x: 0, y: 0 }]]);
  const states: PlacedState[] = [];
  const dots = new Map<string, ElkPoint>();
  const visit = (node: ElkNode, parent: ElkPoint, depth: number) => {
    const x = parent.x + (node.x ?? 0);
    const y = parent.y + (node.y ?? 0);
    origin.set(node.id, { x, y });
    const state = byId.get(node.id);
    if (state) {
      const region = state.parentId !== null && byId.get(state.parentId)?.kind === 'parallel';
      states.push({ state, depth, region, details: stateDetails(state), x: round(x), y: round(y), width: round(node.width ?? 0), height: round(node.height ?? 0) });
    } else {
      dots.set(node.id, { x: round(x + INITIAL_DOT / 2), y: round(y + INITIAL_DOT / 2) });
    }
    for (const child of node.children ?? []) visit(child, { x, y }, depth + 1);
  };
  for (const child of graph.children ?? []) visit(child, { x: 0, y: 0 }, 0);

  const transitionsById = new Map(chart.transitions.map((transition) => [transition.id, transition]));
  const placedTransitions: PlacedTransition[] = [];
  const initials: PlacedInitial[] = [];
  for (const edge of (graph.edges ?? []) as ElkExtendedEdge[]) {
    // ELK gives an edge's points relative to the node that contains it.
    const offset = origin.get(edge.container ?? 'graph') ?? { x: 0, y: 0 };
    const shift = (point: ElkPoint) => ({ x: round(point.x + offset.x), y: round(point.y + offset.y) });
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift));
    const [sourceId] = edge.sources;
    const [targetId] = edge.targets;
    if (sourceId!.startsWith('initial:')) {
      initials.push({ parentId: sourceId!.slice('initial:'.length), center: dots.get(sourceId!)!, points });
      continue;
    }
    const transition = transitionsById.get(edge.id.slice(0, edge.id.lastIndexOf('->')))!;
    const label = edge.labels?.[0];
    const labelBox = label
      ? { x: round(offset.x + (label.x ?? 0)), y: round(offset.y + (label.y ?? 0)), width: label.width ?? 0, height: label.height ?? 0 }
      : { x: 0, y: 0, width: 0, height: 0 };
    placedTransitions.push({ transition, targetId: targetId!, points, label: { ...labelBox, lines: label ? labelLines(transition) : [] } });
  }
  return { width: round(graph.width ?? 0), height: round(graph.height ?? 0), states, transitions: placedTransitions, initials };
}

import type { ElkPoint } from 'elkjs/lib/elk-api';
import type { KeyboardEvent } from 'react';
import { FONT_SIZE, LINE_HEIGHT, type PlacedState, type PlacedTransition, type StatechartLayout } from './layoutStatechart';

/** What the diagram marks: the current states, the way there, and the last step's transitions. */
export interface Highlight {
  readonly activeStateIds: ReadonlySet<string>;
  readonly visitedStateIds: ReadonlySet<string>;
  readonly takenTransitionIds: ReadonlySet<string>;
  readonly lastTransitionIds: ReadonlySet<string>;
}

export const NO_HIGHLIGHT: Highlight = {
  activeStateIds: new Set(),
  visitedStateIds: new Set(),
  takenTransitionIds: new Set(),
  lastTransitionIds: new Set(),
};

/** A state or transition the analyst picked to read about. */
export type DiagramSelection = { readonly kind: 'state'; readonly id: string } | { readonly kind: 'transition'; readonly id: string };

export const COLORS = {
  ink: '#263238',
  muted: '#607d8b',
  stateFill: '#ffffff',
  compoundFill: '#f4f6f8',
  stroke: '#78909c',
  active: '#e65100',
  activeFill: '#fff3e0',
  visitedFill: '#ede7f6',
  taken: '#6a1b9a',
  selected: '#1565c0',
} as const;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

interface Props {
  readonly layout: StatechartLayout;
  /** Names the arrowhead markers, so two diagrams on a page keep theirs apart. */
  readonly idPrefix: string;
  readonly title: string;
  readonly highlight?: Highlight;
  readonly selection?: DiagramSelection | null;
  readonly onSelect?: (selection: DiagramSelection) => void;
  /** Scale to the width of the page instead of drawing at full size. */
  readonly fit?: boolean;
}

function path(points: readonly ElkPoint[]): string {
  return points.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
}

function tooltip(name: string, description: string | null): string {
  return description ? `${name}: ${description}` : name;
}

/** Space and Enter pick a focused state or transition, as a click would. */
function pickOnKey(pick: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    pick();
  };
}

/**
 * A statechart as SVG: compound states as boxes around their children, parallel regions dashed,
 * final states with a double border, a dot for each initial state, and every transition as an
 * arrow labelled with its trigger, guard and actions. Hover shows a description; a click picks it.
 * The same component draws the studio and the exported `docs/machines/<id>.svg`.
 */
export function StatechartSvg({ layout, idPrefix, title, highlight = NO_HIGHLIGHT, selection = null, onSelect, fit = false }: Props) {
  const arrow = (kind: 'normal' | 'taken' | 'last') => `${idPrefix}-arrow-${kind}`;
  const interactive = (pick: DiagramSelection) =>
    onSelect ? { role: 'button', tabIndex: 0, onClick: () => onSelect(pick), onKeyDown: pickOnKey(() => onSelect(pick)), style: { cursor: 'pointer' } } : {};

  const stateBox = (placed: PlacedState) => {
    const { state } = placed;
    const root = placed.depth === 0;
    // The root is always active; marking it would say nothing.
    const active = !root && highlight.activeStateIds.has(state.id);
    const visited = !root && highlight.visitedStateIds.has(state.id);
    const selected = selection?.kind === 'state' && selection.id === state.id;
    const compound = state.childIds.length > 0;
    // A compound state shows it is active by its border, so the states inside it stay readable.
    const fill = compound ? COLORS.compoundFill : active ? COLORS.activeFill : visited ? COLORS.visitedFill : COLORS.stateFill;
    const stroke = selected ? COLORS.selected : active ? COLORS.active : COLORS.stroke;
    const name = `${state.key}${state.kind === 'parallel' ? ' (parallell)' : ''}`;
    return (
      <g key={state.id}>
        <g
          data-state-id={state.id}
          data-active={active ? 'true' : undefined}
          data-visited={visited ? 'true' : undefined}
          aria-label={`${name}${active ? ', aktiv tilstand' : ''}`}
          {...interactive({ kind: 'state', id: state.id })}
        >
          <title>{tooltip(state.id, state.description)}</title>
          <rect
            x={placed.x}
            y={placed.y}
            width={placed.width}
            height={placed.height}
            rx={root ? 4 : 10}
            fill={fill}
            stroke={stroke}
            strokeWidth={active || selected ? 3 : 1.5}
            strokeDasharray={placed.region ? '6 4' : undefined}
          />
          {state.kind === 'final' && (
            <rect x={placed.x + 4} y={placed.y + 4} width={placed.width - 8} height={placed.height - 8} rx={7} fill="none" stroke={stroke} strokeWidth={1} />
          )}
          <text x={placed.x + 10} y={placed.y + 10 + FONT_SIZE.name} fontSize={FONT_SIZE.name} fontWeight={600} fill={COLORS.ink}>
            {state.key}
            {state.kind === 'parallel' && (
              <tspan fontSize={FONT_SIZE.detail} fontWeight={400} fill={COLORS.muted}>
                {' (parallell)'}
              </tspan>
            )}
          </text>
        </g>
        {/* Beside the button, not in it: the name alone names it, and the side panel says the rest. */}
        <g aria-hidden="true" pointerEvents="none">
          {placed.details.map((line, i) => (
            <text key={line} x={placed.x + 10} y={placed.y + 10 + LINE_HEIGHT.name + (i + 1) * LINE_HEIGHT.detail - 3} fontSize={FONT_SIZE.detail} fill={COLORS.muted}>
              {line}
            </text>
          ))}
        </g>
      </g>
    );
  };

  const transitionArrow = (placed: PlacedTransition) => {
    const { transition } = placed;
    const last = highlight.lastTransitionIds.has(transition.id);
    const taken = last || highlight.takenTransitionIds.has(transition.id);
    const selected = selection?.kind === 'transition' && selection.id === transition.id;
    const color = selected ? COLORS.selected : last ? COLORS.active : taken ? COLORS.taken : COLORS.ink;
    const { label } = placed;
    return (
      <g
        key={`${transition.id}->${placed.targetId}`}
        data-transition-id={transition.id}
        data-taken={taken ? 'true' : undefined}
        aria-label={label.lines.length > 0 ? label.lines.join(' ') : transition.trigger}
        {...interactive({ kind: 'transition', id: transition.id })}
      >
        <title>{tooltip(label.lines.join(' '), transition.description)}</title>
        <path
          d={path(placed.points)}
          fill="none"
          stroke={color}
          strokeWidth={last || selected ? 3 : taken ? 2.5 : 1.2}
          markerEnd={`url(#${arrow(last ? 'last' : taken ? 'taken' : 'normal')})`}
        />
        {label.lines.length > 0 && (
          <>
            <rect x={label.x} y={label.y} width={label.width} height={label.height} rx={3} fill="#ffffff" fillOpacity={0.9} />
            {/* One text, its lines as tspans ending in a space: read aloud, the lines make the label's sentence. */}
            <text fontSize={FONT_SIZE.label} fill={COLORS.muted}>
              {label.lines.map((line, i) => (
                <tspan
                  key={line}
                  x={label.x + 4}
                  y={label.y + 2 + (i + 1) * LINE_HEIGHT.label - 3}
                  fontWeight={i === 0 ? 600 : 400}
                  fill={i === 0 ? color : undefined}
                >
                  {i < label.lines.length - 1 ? `${line} ` : line}
                </tspan>
              ))}
            </text>
          </>
        )}
      </g>
    );
  };

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={fit ? '100%' : layout.width}
      height={fit ? undefined : layout.height}
      // With clickable states inside it is a group of controls; exported, it is one picture.
      role={onSelect ? 'group' : 'img'}
      aria-label={title}
      fontFamily={FONT}
      style={{ display: 'block', maxWidth: fit ? '100%' : undefined }}
    >
      <title>{title}</title>
      <defs>
        {(['normal', 'taken', 'last'] as const).map((kind) => (
          <marker key={kind} id={arrow(kind)} viewBox="0 0 10 10" refX={10} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill={kind === 'last' ? COLORS.active : kind === 'taken' ? COLORS.taken : COLORS.ink} />
          </marker>
        ))}
      </defs>
      <rect width={layout.width} height={layout.height} fill="#ffffff" />
      {layout.states.map(stateBox)}
      {layout.initials.map((initial) => (
        <g key={initial.parentId} aria-hidden="true">
          <circle cx={initial.center.x} cy={initial.center.y} r={6} fill={COLORS.ink} />
          <path d={path(initial.points)} fill="none" stroke={COLORS.ink} strokeWidth={1.2} markerEnd={`url(#${arrow('normal')})`} />
        </g>
      ))}
      {layout.transitions.map(transitionArrow)}
    </svg>
  );
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { VIRTUAL_OVERSCAN_ROWS, VIRTUAL_ROW_HEIGHT_PX } from '../../domain/virtualTable';
import './virtualRows.css';
import { FoldedIcon, UnfoldedIcon } from '../common/icons';

/** The row the officer works in (pressed or focused), by its line's key, and the React key its row had then. */
interface HeldRow {
  readonly line: string;
  readonly key: string;
}

/**
 * A long table that renders only the rows in view (part 1 §9: 32 px rows, 20 rows overscan), as an
 * ARIA table whose rows share one CSS grid of `columns`.
 *
 * Scrolling reuses the rendered rows for the lines that come into view: each row is keyed by its place
 * among the rows rendered, so a jump rewrites the text of 60 rows instead of building 60 new ones. A
 * reused row would carry a focused link or a text selection on to another line, so from the moment the
 * officer presses or focuses a row the rows are keyed by their lines, and the held row keeps the element
 * it had, until it leaves the rendered rows.
 *
 * The 40 overscan rows are two thirds of the rows a jump rewrites and none of what it shows: they are
 * brought up to date in a task after the jump's frame, hidden until then rather than showing another
 * line. (200 000 customers, 400 jumps, CPU per task: median 13 ms with a new row per line, 10 ms with
 * rows reused, 7 ms with the overscan after.)
 */
export function VirtualRows<Line>({
  label,
  lines,
  lineKey,
  renderLine,
  header,
  columns,
  height = 'calc(100vh - 320px)',
}: {
  label: string;
  /** An array, or anything indexed as one (a client's packed customer list). */
  lines: Pick<readonly Line[], 'length' | 'at'>;
  lineKey: (line: Line) => string;
  renderLine: (line: Line) => ReactNode;
  header: ReactNode;
  columns: string;
  height?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // Rows are never measured (all are 32 px), so the virtualiser keys its lines by index: a key function of
  // its own would be called for every line each time the lines change (200 000 customers: 0.4 s). lineKey
  // is asked only of the rows shown, and only while one is held (rowKey below).
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself; nothing memoised takes its functions.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT_PX,
    overscan: VIRTUAL_OVERSCAN_ROWS,
    // Before the first measurement (and in jsdom, which has no layout) assume a screenful.
    initialRect: { width: 1200, height: 800 },
  });
  const items = virtualizer.getVirtualItems();
  const [held, setHeld] = useState<HeldRow | null>(null);
  const holding = held !== null && items.some((row) => lineKey(lines.at(row.index)!) === held.line) ? held : null;
  // Scrolled out of the rendered rows (or filtered away), the held row's element is gone, focus with it.
  if (held !== null && holding === null) setHeld(null);
  const first = items[0]?.index ?? 0;
  const rowKey = (index: number): string => {
    if (holding === null) return `p${index - first}`;
    const line = lineKey(lines.at(index)!);
    return line === holding.line ? holding.key : `l${line}`;
  };
  // The overscan rows are laid out in their own task too, rather than in the next frame beside the rows a
  // next jump brings into view.
  const block = useRef<HTMLDivElement>(null);
  const [overscanFirst, setOverscanFirst] = useState(first);
  const catchingUp = holding === null && overscanFirst !== first;
  useLayoutEffect(() => {
    if (!catchingUp) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      flushSync(() => setOverscanFirst(first));
      block.current?.getBoundingClientRect();
    };
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [catchingUp, first]);
  const inView = (index: number) => virtualizer.range === null || (index >= virtualizer.range.startIndex && index <= virtualizer.range.endIndex);
  const hold = (event: SyntheticEvent) => {
    const index = Number((event.target as Element).closest('[role="row"]')?.getAttribute('aria-rowindex')) - 2;
    // `at` counts a negative index from the end.
    const line = index >= 0 ? lines.at(index) : undefined;
    if (line !== undefined && lineKey(line) !== holding?.line) setHeld({ line: lineKey(line), key: rowKey(index) });
  };
  // The grid and the row height reach every row as inherited custom properties (virtualRows.css).
  const table = { '--nl-vr-columns': columns, '--nl-vr-row-height': `${VIRTUAL_ROW_HEIGHT_PX}px` } as CSSProperties;

  // Rows and cells are plain elements styled by class: thousands of styled components would cost more per
  // render than the whole budget for ticking "all" (part 1 issue 7: 50 ms), and an inline style on each
  // row and cell kept Chromium from sharing one computed style among them (virtualRows.css).
  return (
    <div role="table" aria-label={label} aria-rowcount={lines.length + 1} className="nl-vr" style={table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="nl-vr-line nl-vr-head">
          {header}
        </div>
      </div>
      <div ref={scroller} role="rowgroup" className="nl-vr-scroller" style={{ height }} onPointerDown={hold} onFocus={hold}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {/* The rows in view follow each other in one block moved to the first of them. A transform per row
              gave every row a style of its own, and Chromium's style recalculation then grew slower with
              each jump until the next garbage collection (up to 290 ms a frame on 200 000 customers). */}
          <div ref={block} className="nl-vr-block" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
            {items.map((row, place) => {
              // Catching up, an overscan row keeps the line it showed, so its memoised content is not rendered again.
              const current = !catchingUp || inView(row.index);
              const index = current ? row.index : overscanFirst + place;
              return <VirtualRow key={rowKey(row.index)} index={index} line={lines.at(index)} renderLine={renderLine as (line: unknown) => ReactNode} stale={!current} />;
            })}
          </div>
        </div>
      </div>
    </div>
  );
}

/** A rendered row; `stale` while it waits to show its place's line (hidden, rather than showing another). */
const VirtualRow = memo(function VirtualRow({ index, line, renderLine, stale }: { index: number; line: unknown; renderLine: (line: unknown) => ReactNode; stale: boolean }) {
  return (
    <div role="row" aria-rowindex={index + 2} className={stale ? 'nl-vr-line nl-vr-stale' : 'nl-vr-line'}>
      <RowContent line={line} renderLine={renderLine} />
    </div>
  );
});

/** A row's cells, rendered again only for another line (or another renderLine). */
const RowContent = memo(function RowContent({ line, renderLine }: { line: unknown; renderLine: (line: unknown) => ReactNode }) {
  return line === undefined ? null : renderLine(line);
});

type Align = 'left' | 'right' | 'center';
const ALIGN_CLASS: Readonly<Record<Align, string>> = { left: 'nl-vr-cell', right: 'nl-vr-cell nl-vr-right', center: 'nl-vr-cell nl-vr-center' };

/**
 * One cell of a VirtualRows line. Its text is cut with an ellipsis at the column's edge, unless it `fits`
 * (a number, a short fixed label): each clip is a paint property of its own in Chromium, about a tenth of
 * a jump's work on the customer list.
 */
export function Cell({ children, align = 'left', span, fits = false }: { children?: ReactNode; align?: Align; span?: number; fits?: boolean }) {
  return (
    <div role="cell" className={fits ? `${ALIGN_CLASS[align]} nl-vr-fits` : ALIGN_CLASS[align]} style={span ? { gridColumn: `span ${span}` } : undefined}>
      {children}
    </div>
  );
}

/** One column header of a VirtualRows table. */
export function HeaderCell({ children, align = 'left' }: { children?: ReactNode; align?: Align }) {
  return (
    <div role="columnheader" className={ALIGN_CLASS[align]}>
      {children}
    </div>
  );
}

/** Shows or hides a group's rows. */
export function ExpandButton({ open, name, onClick }: { open: boolean; name: string; onClick: () => void }) {
  return (
    <button type="button" aria-expanded={open} aria-label={`${open ? 'Skjul' : 'Vis'} ${name}`} onClick={onClick} className="nl-vr-expand">
      {open ? <UnfoldedIcon /> : <FoldedIcon />}
    </button>
  );
}

/** A small icon button inside a row (a plain button: MUI's costs too much by the hundred). */
export function RowIconButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className="nl-vr-icon-button">
      {children}
    </button>
  );
}

/** A short code shown as a tag (a payment's OCR/DIR). */
export function Tag({ text }: { text: string }) {
  return <span className="nl-vr-tag">{text}</span>;
}

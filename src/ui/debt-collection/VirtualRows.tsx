import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { flushSync } from 'react-dom';
import { VIRTUAL_OVERSCAN_ROWS, VIRTUAL_ROW_HEIGHT_PX } from '../../domain/virtualTable';
import './virtualRows.css';
import { FoldedIcon, UnfoldedIcon } from '../common/icons';
import { MoreIcon } from '../common/icons';
import { VisuallyHidden } from '../common/VisuallyHidden';
import { RowDetailsDialog, type RowDetail } from './RowDetailsDialog';

export type { RowDetail } from './RowDetailsDialog';

/** A line's details, one tap away: the fields its row has no room for (issue 43), or all of them on a phone. */
export interface LineDetails<Line> {
  /**
   * What the line is, for its button and the panel's title ('purring 123' gives 'Vis detaljer for purring 123');
   * null for a line without details (a heading line). Asked of every row shown, so it is cheap.
   */
  readonly name: (line: Line) => string | null;
  /** The line's fields in the order they are read; asked when its details open. */
  readonly of: (line: Line) => readonly RowDetail[];
}

/**
 * Lines of a second kind with a grid of their own (a group's rows under its heading row, each kind with its
 * own columns and a heading line of their own among the lines).
 */
export interface SubLines<Line> {
  readonly is: (line: Line) => boolean;
  readonly columns: string;
  readonly phoneColumns?: string;
}

/** The width of the details button's column. */
const DETAILS_COLUMN = '32px';

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
  phoneColumns,
  details,
  subLines,
  height = 'calc(100vh - 320px)',
}: {
  label: string;
  /** An array, or anything indexed as one (a client's packed customer list). */
  lines: Pick<readonly Line[], 'length' | 'at'>;
  lineKey: (line: Line) => string;
  renderLine: (line: Line) => ReactNode;
  header: ReactNode;
  /** The grid's columns. They must fit the page at 1280 px and wider (issue 43): less important fields go to `details`. */
  columns: string;
  /**
   * The grid on a phone-sized table (under 600 px wide): only cells and headers marked `phone` show, as a list
   * of rows that fit, the rest one tap away in the details. Without it the table keeps its columns.
   */
  phoneColumns?: string;
  details?: LineDetails<Line>;
  subLines?: SubLines<Line>;
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
  const [opened, setOpened] = useState<Line | null>(null);
  const openDetails = useCallback((line: unknown) => setOpened(line as Line), []);
  const detailsNameOf = (line: Line | undefined): string | null => (details && line !== undefined ? details.name(line) : null);
  const withDetails = (template: string) => (details ? `${template} ${DETAILS_COLUMN}` : template);
  // The grid and the row height reach every row as inherited custom properties (virtualRows.css).
  const table = {
    '--nl-vr-columns': withDetails(columns),
    ...(phoneColumns ? { '--nl-vr-phone-columns': withDetails(phoneColumns) } : {}),
    ...(subLines ? { '--nl-vr-sub-columns': withDetails(subLines.columns) } : {}),
    ...(subLines?.phoneColumns ? { '--nl-vr-phone-sub-columns': withDetails(subLines.phoneColumns) } : {}),
    '--nl-vr-row-height': `${VIRTUAL_ROW_HEIGHT_PX}px`,
  } as CSSProperties;

  // Rows and cells are plain elements styled by class: thousands of styled components would cost more per
  // render than the whole budget for ticking "all" (part 1 issue 7: 50 ms), and an inline style on each
  // row and cell kept Chromium from sharing one computed style among them (virtualRows.css).
  return (
    <div role="table" aria-label={label} aria-rowcount={lines.length + 1} className={phoneColumns ? 'nl-vr nl-vr--phone' : 'nl-vr'} style={table}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="nl-vr-line nl-vr-head">
          {header}
          {details && (
            <div role="columnheader" className="nl-vr-cell nl-vr-phone">
              <VisuallyHidden>Detaljer</VisuallyHidden>
            </div>
          )}
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
              const line = lines.at(index);
              return (
                <VirtualRow
                  key={rowKey(row.index)}
                  index={index}
                  line={line}
                  renderLine={renderLine as (line: unknown) => ReactNode}
                  stale={!current}
                  sub={line !== undefined && subLines !== undefined && subLines.is(line)}
                  {...(details ? { detailsName: detailsNameOf(line), onDetails: openDetails } : {})}
                />
              );
            })}
          </div>
        </div>
      </div>
      {opened !== null && details && (
        <RowDetailsDialog title={`Detaljer for ${details.name(opened) ?? ''}`} details={details.of(opened)} onClose={() => setOpened(null)} />
      )}
    </div>
  );
}

/**
 * A rendered row; `stale` while it waits to show its place's line (hidden, rather than showing another). With
 * details, the row ends in its details button (`detailsName`), or an empty cell for a line without them.
 */
const VirtualRow = memo(function VirtualRow({
  index,
  line,
  renderLine,
  stale,
  sub,
  detailsName,
  onDetails,
}: {
  index: number;
  line: unknown;
  renderLine: (line: unknown) => ReactNode;
  stale: boolean;
  sub: boolean;
  detailsName?: string | null;
  onDetails?: (line: unknown) => void;
}) {
  const className = ['nl-vr-line', sub ? 'nl-vr-sub' : '', stale ? 'nl-vr-stale' : ''].filter(Boolean).join(' ');
  return (
    <div role="row" aria-rowindex={index + 2} className={className}>
      <RowContent line={line} renderLine={renderLine} />
      {onDetails && (
        <div role="cell" className="nl-vr-cell nl-vr-phone nl-vr-fits">
          {detailsName && (
            <button type="button" className="nl-vr-icon-button" aria-label={`Vis detaljer for ${detailsName}`} title="Vis detaljer" onClick={() => onDetails(line)}>
              <MoreIcon />
            </button>
          )}
        </div>
      )}
    </div>
  );
});

/** A row's cells, rendered again only for another line (or another renderLine). */
const RowContent = memo(function RowContent({ line, renderLine }: { line: unknown; renderLine: (line: unknown) => ReactNode }) {
  return line === undefined ? null : renderLine(line);
});

type Align = 'left' | 'right' | 'center';
const ALIGN_CLASS: Readonly<Record<Align, string>> = { left: 'nl-vr-cell', right: 'nl-vr-cell nl-vr-right', center: 'nl-vr-cell nl-vr-center' };

/** The class of a cell: its alignment, whether it may overflow, whether it shows on a phone-sized table. */
function cellClass(align: Align, fits: boolean, phone: boolean, spanned: boolean): string {
  return [ALIGN_CLASS[align], fits ? 'nl-vr-fits' : '', phone ? 'nl-vr-phone' : '', spanned ? 'nl-vr-spanned' : ''].filter(Boolean).join(' ');
}

/**
 * One cell of a VirtualRows line. Its text is cut with an ellipsis at the column's edge, unless it `fits`
 * (a number, a short fixed label): each clip is a paint property of its own in Chromium, about a tenth of
 * a jump's work on the customer list. A text that may be cut has its whole self on hover. `phone`: the cell
 * shows on a phone-sized table too (VirtualRows' phoneColumns), where a spanned cell spans the rest of the row.
 */
export function Cell({
  children,
  align = 'left',
  span,
  phoneSpan,
  fits = false,
  phone = false,
}: {
  children?: ReactNode;
  align?: Align;
  span?: number;
  /** The columns a spanned cell takes on a phone, when it is not the row's second cell (which spans to the details button). */
  phoneSpan?: number;
  fits?: boolean;
  phone?: boolean;
}) {
  const title = !fits && (typeof children === 'string' || typeof children === 'number') ? String(children) : undefined;
  const spans = span ? ({ '--nl-vr-span': `span ${span}`, ...(phoneSpan ? { '--nl-vr-phone-span': `span ${phoneSpan}` } : {}) } as CSSProperties) : undefined;
  return (
    <div role="cell" className={cellClass(align, fits, phone, span !== undefined)} title={title} style={spans}>
      {children}
    </div>
  );
}

/** One column header of a VirtualRows table; `phone` as for Cell. Its words are never cut (issue 43): the column is made wide enough. */
export function HeaderCell({ children, align = 'left', phone = false }: { children?: ReactNode; align?: Align; phone?: boolean }) {
  return (
    <div role="columnheader" className={cellClass(align, true, phone, false)}>
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

import { Box } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { VIRTUAL_OVERSCAN_ROWS, VIRTUAL_ROW_HEIGHT_PX } from '../../domain/virtualTable';

/**
 * A long table that renders only the rows in view (part 1 §9: 32 px rows, 20 rows overscan), as an
 * ARIA table whose rows share one CSS grid of `columns`.
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
  lines: readonly Line[];
  lineKey: (line: Line) => string;
  renderLine: (line: Line) => ReactNode;
  header: ReactNode;
  columns: string;
  height?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser re-renders this component itself; nothing memoised takes its functions.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => VIRTUAL_ROW_HEIGHT_PX,
    overscan: VIRTUAL_OVERSCAN_ROWS,
    getItemKey: (index) => lineKey(lines[index]!),
    // Before the first measurement (and in jsdom, which has no layout) assume a screenful.
    initialRect: { width: 1200, height: 800 },
  });
  const grid = { display: 'grid', gridTemplateColumns: columns, alignItems: 'center', columnGap: 1, px: 1 } as const;

  return (
    <Box role="table" aria-label={label} aria-rowcount={lines.length + 1} sx={{ fontSize: 14 }}>
      <Box role="rowgroup">
        <Box role="row" aria-rowindex={1} sx={{ ...grid, height: VIRTUAL_ROW_HEIGHT_PX, fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}>
          {header}
        </Box>
      </Box>
      <Box ref={scroller} role="rowgroup" sx={{ height, minHeight: 320, overflow: 'auto', contain: 'strict' }}>
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => (
            <Box
              key={row.key}
              role="row"
              aria-rowindex={row.index + 2}
              sx={{ ...grid, position: 'absolute', top: 0, left: 0, right: 0, height: VIRTUAL_ROW_HEIGHT_PX, borderBottom: 1, borderColor: 'divider' }}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderLine(lines[row.index]!)}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

/** One cell of a VirtualRows line. */
export function Cell({ children, align = 'left', span }: { children?: ReactNode; align?: 'left' | 'right' | 'center'; span?: number }) {
  return (
    <Box
      role="cell"
      sx={{ textAlign: align, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', ...(span ? { gridColumn: `span ${span}` } : {}) }}
    >
      {children}
    </Box>
  );
}

/** One column header of a VirtualRows table. */
export function HeaderCell({ children, align = 'left' }: { children?: ReactNode; align?: 'left' | 'right' | 'center' }) {
  return (
    <Box role="columnheader" sx={{ textAlign: align, whiteSpace: 'nowrap', overflow: 'hidden' }}>
      {children}
    </Box>
  );
}

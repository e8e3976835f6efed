import { useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';

export interface ResultColumn<T> {
  readonly header: string;
  /** The header's word in parts it may break between on a narrow screen ('Faktura', 'dato'), so it wraps rather than being cut. */
  readonly headerParts?: readonly string[];
  /** The cell's text: shown on one line, cut with an ellipsis where the column is too narrow, whole on hover. */
  readonly cell: (row: T) => string;
  /** The column's share of the table's width, in percent; the columns of a table add up to 100. */
  readonly width: number;
  readonly align?: 'right';
  /** This column's text is the link to the row's page. */
  readonly link?: boolean;
}

/** Dense rows (issue 15): one line per row, every column inside the table's width. */
const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', px: 0.5 } as const;
/** The headings wrap (at spaces and the parts of a long word) and are never cut (issue 43: from 1280 px up). */
const HEADING = { px: 0.5, verticalAlign: 'bottom' } as const;

export interface ResultsTableHandle {
  /** Moves focus to the first row (ArrowDown from the search field). */
  focusFirstRow(): void;
}

export interface ResultsTableProps<T> {
  readonly label: string;
  readonly columns: readonly ResultColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  readonly rowHref: (row: T) => string;
  readonly ref?: Ref<ResultsTableHandle>;
}

/**
 * Search results as a table the keyboard can walk: one row is in the tab order, the arrow keys
 * (and Home/End) move between rows, Enter opens the row's page. A click opens it too, and the
 * link column is an ordinary link, for opening in a new tab.
 */
export function ResultsTable<T>({ label, columns, rows, rowKey, rowHref, ref }: ResultsTableProps<T>) {
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const rowElements = useRef<(HTMLTableRowElement | null)[]>([]);
  const current = Math.min(active, Math.max(rows.length - 1, 0));

  const focusRow = (index: number) => {
    const bounded = Math.max(0, Math.min(index, rows.length - 1));
    setActive(bounded);
    rowElements.current[bounded]?.focus();
  };
  useImperativeHandle(ref, () => ({ focusFirstRow: () => focusRow(0) }));

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusRow(to);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void navigate(rowHref(row));
    }
  };

  return (
    <TableContainer>
      <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={{ ...HEADING, width: `${column.width}%` }}>
                {column.headerParts ? column.headerParts.map((part, index) => [index > 0 && <wbr key={index} />, part]) : column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow
              key={rowKey(row)}
              ref={(element) => {
                rowElements.current[index] = element;
              }}
              hover
              tabIndex={index === current ? 0 : -1}
              onFocus={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index, row)}
              onClick={() => void navigate(rowHref(row))}
              sx={{ cursor: 'pointer', '&:focus': { backgroundColor: 'action.selected', outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              {columns.map((column) => {
                const text = column.cell(row);
                return (
                  <TableCell key={column.header} align={column.align} title={text} sx={ONE_LINE}>
                    {column.link ? (
                      <Link component={RouterLink} to={rowHref(row)} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
                        {text}
                      </Link>
                    ) : (
                      text
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { CsvCell } from '../../../domain/csv/csv';
import { REPORT_TEXTS } from '../../../domain/reports/reportTexts';
import { Cell, HeaderCell, VirtualRows } from '../../debt-collection/VirtualRows';
import { useDownloadCsv } from './useDownloadCsv';
import { countText } from '../../../domain/numbers/formatNumber';

/** One column of a report: its heading, what a row shows in it, and what the CSV file gets (the shown text by default). */
export interface ReportColumn<Row> {
  readonly header: string;
  readonly text: (row: Row) => string;
  readonly csv?: (row: Row) => CsvCell;
  readonly align?: 'left' | 'right';
  readonly width?: string;
  /** Something to click in the cell instead of its text (the text still goes to the CSV). */
  readonly render?: (row: Row) => ReactNode;
  /** False for a column of buttons only, which the CSV file leaves out. */
  readonly inCsv?: false;
  /** False for a field kept for the details and the CSV only: the table has no room for it at 1280 px (issue 43). */
  readonly inTable?: false;
  /** The column shows on a phone too (at most two or three); the others are in the row's details there. */
  readonly phone?: boolean;
  /** The width on a phone, for a `phone` column (default: what is left). */
  readonly phoneWidth?: string;
}

/**
 * A report's rows in a virtual table (every row, however many) with 'Last ned CSV' of all of them, the
 * columns as shown (ARCHITECTURE §7 Tables: nb-NO numbers and dates, `;` between fields).
 */
export function ReportList<Row>({
  label,
  rows,
  rowKey,
  columns,
  fileName,
  emptyText,
  rowName,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ReportColumn<Row>[];
  fileName: string;
  emptyText: string;
  /** What a row is, for its details ('forsendelse AG123'). */
  rowName: (row: Row) => string;
}) {
  const download = useDownloadCsv();
  const csvColumns = columns.filter((column) => column.inCsv !== false);
  const shown = columns.filter((column) => column.inTable !== false);
  // On a phone the `phone` columns make the row and every column is in its details, one tap away (issue 43).
  const phoneColumns = shown.filter((column) => column.phone).map((column) => column.phoneWidth ?? 'minmax(0, 1fr)');
  const details = {
    of: (row: Row) => columns.map((column) => ({ label: column.header, value: column.render ? column.render(row) : column.text(row) })),
    name: rowName,
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button
          variant="outlined"
          disabled={rows.length === 0}
          onClick={() =>
            download(
              fileName,
              csvColumns.map((column) => column.header),
              rows.map((row) => csvColumns.map((column) => (column.csv ? column.csv(row) : column.text(row)))),
            )
          }
        >
          {REPORT_TEXTS.downloadCsv}
        </Button>
        <Typography variant="body2" aria-live="polite">
          {countText(rows.length, 'rad', 'rader')}
        </Typography>
      </Box>
      <Paper>
        {rows.length === 0 ? (
          <Typography sx={{ p: 2 }}>{emptyText}</Typography>
        ) : (
          <VirtualRows
            label={label}
            lines={rows}
            lineKey={rowKey}
            columns={shown.map((column) => column.width ?? '1fr').join(' ')}
            {...(phoneColumns.length > 0 ? { phoneColumns: phoneColumns.join(' ') } : {})}
            details={details}
            header={shown.map((column) => (
              <HeaderCell key={column.header} align={column.align} phone={column.phone === true}>
                {column.header}
              </HeaderCell>
            ))}
            renderLine={(row) =>
              shown.map((column) => (
                <Cell key={column.header} align={column.align} phone={column.phone === true}>
                  {column.render ? column.render(row) : column.text(row)}
                </Cell>
              ))
            }
          />
        )}
      </Paper>
    </Box>
  );
}

import { Box, Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { CsvCell } from '../../../domain/csv/csv';
import { REPORT_TEXTS } from '../../../domain/reports/reportTexts';
import { Cell, HeaderCell, VirtualRows } from '../../debt-collection/VirtualRows';
import { useDownloadCsv } from './useDownloadCsv';

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
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly ReportColumn<Row>[];
  fileName: string;
  emptyText: string;
}) {
  const download = useDownloadCsv();
  const csvColumns = columns.filter((column) => column.inCsv !== false);
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
        <Typography variant="body2" aria-live="polite">{`${rows.length} rader`}</Typography>
      </Box>
      <Paper>
        {rows.length === 0 ? (
          <Typography sx={{ p: 2 }}>{emptyText}</Typography>
        ) : (
          <VirtualRows
            label={label}
            lines={rows}
            lineKey={rowKey}
            columns={columns.map((column) => column.width ?? '1fr').join(' ')}
            header={columns.map((column) => (
              <HeaderCell key={column.header} align={column.align}>
                {column.header}
              </HeaderCell>
            ))}
            renderLine={(row) =>
              columns.map((column) => (
                <Cell key={column.header} align={column.align}>
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

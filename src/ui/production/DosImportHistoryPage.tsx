import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { dateFilterRangeFromParams } from '../../domain/dates/dateFilterPresets';
import { toIsoDate } from '../../domain/dates/isoDate';
import { importFileMatches } from '../../domain/legacyImport/importFileFilter';
import { DOS_IMPORT_HISTORY_TITLE, NO_ROWS } from '../../domain/production/productionTexts';
import { SEARCH_DEBOUNCE_MS } from '../../domain/queryPolicy';
import { DateRangeFilter, dateFilterParams } from '../common/dates/DateRangeFilter';
import { ImportFileTable } from '../dashboard/ImportFileTable';
import { LoadState } from '../debt-collection/LoadState';
import { useDebouncedValue } from '../search/useDebouncedValue';
import { useServerRead } from '../serverState/useServerRead';
import { HISTORY_PATH } from './paths';

/**
 * /history/dos-import (part 1 §2): the archived legacy import files, with a date filter (the period in the
 * address, like the other see-all lists) and a text filter (300 ms); lock, unlock and download per file.
 */
export function DosImportHistoryPage() {
  const port = useInjection(TOKENS.LegacyImportFiles);
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const range = dateFilterRangeFromParams(params, today);
  const history = useServerRead(port.history({ fromDate: range.from, toDate: range.to }));
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const rows = useMemo(() => (history.data ?? []).filter((file) => importFileMatches(file, term)), [history.data, term]);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {DOS_IMPORT_HISTORY_TITLE}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <DateRangeFilter
          key={`${range.from}-${range.to}`}
          range={range}
          today={today}
          onChange={(next) => setParams(dateFilterParams(next, today), { replace: true })}
        />
        <TextField size="small" label="Filter" value={text} onChange={(event) => setText(event.target.value)} />
        <Link to={HISTORY_PATH}>Utsendte faktura</Link>
      </Stack>
      {!history.data ? (
        <LoadState isPending={history.isPending} isError={history.isError} />
      ) : rows.length === 0 ? (
        <Typography>{NO_ROWS}</Typography>
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <ImportFileTable files={rows} label="Arkiverte importfiler" archived />
        </Paper>
      )}
    </Box>
  );
}

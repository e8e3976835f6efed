import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { HistoryBatch } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { BATCH_STATUS_LABELS, HISTORY_TITLE, historyMatches, NO_ROWS } from '../../domain/production/productionTexts';
import { SEARCH_DEBOUNCE_MS } from '../../domain/queryPolicy';
import { moment } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { Cell, HeaderCell, VirtualRows } from '../debt-collection/VirtualRows';
import { useDebouncedValue } from '../search/useDebouncedValue';
import { useServerRead } from '../serverState/useServerRead';
import { DOS_IMPORT_HISTORY_PATH, historyDetailsPath } from './paths';
import { formatInteger } from '../../domain/numbers/formatNumber';

const COLUMNS = '72px minmax(0, 2fr) 136px minmax(0, 1fr) 72px 80px 64px 88px';
/** On a phone: the batch and its client; the rest is in the row's details (issue 43). */
const PHONE_COLUMNS = '72px minmax(0, 1fr)';
const STATUSES = ['NEW', 'APPROVED', 'FAILED', 'SENT'] as const;

/** /history/ (part 1 §2): the log of production batches with counts per status, a text filter (300 ms) and the links onwards. */
export function HistoryPage() {
  const port = useInjection(TOKENS.PendingProductions);
  const history = useServerRead(port.history());
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const rows = useMemo(() => (history.data ?? []).filter((batch) => historyMatches(batch, term)), [history.data, term]);
  const renderLine = (batch: HistoryBatch) => (
    <>
      <Cell phone>
        <Link to={historyDetailsPath(batch.id)}>{batch.id}</Link>
      </Cell>
      <Cell phone>{`${batch.clientId} ${batch.clientName}`}</Cell>
      <Cell>{moment(batch.createdDate)}</Cell>
      <Cell>{batch.officerName ?? ''}</Cell>
      {STATUSES.map((status) => (
        <Cell key={status} align="right">
          {formatInteger(batch.counts[status])}
        </Cell>
      ))}
    </>
  );
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {HISTORY_TITLE}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <TextField size="small" label="Filter" value={text} onChange={(event) => setText(event.target.value)} />
        <Link to={DOS_IMPORT_HISTORY_PATH}>DOS-import</Link>
      </Stack>
      {!history.data ? (
        <LoadState isPending={history.isPending} isError={history.isError} />
      ) : rows.length === 0 ? (
        <Typography>{NO_ROWS}</Typography>
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <VirtualRows
            label="Produksjoner"
            lines={rows}
            lineKey={(batch) => String(batch.id)}
            renderLine={renderLine}
            columns={COLUMNS}
            phoneColumns={PHONE_COLUMNS}
            details={{
              name: (batch) => `produksjon ${batch.id}`,
              of: (batch) => [
                { label: 'Klient', value: `${batch.clientId} ${batch.clientName}` },
                { label: 'Opprettet', value: moment(batch.createdDate) },
                { label: 'Saksbehandler', value: batch.officerName ?? '' },
                ...STATUSES.map((status) => ({ label: BATCH_STATUS_LABELS[status], value: formatInteger(batch.counts[status]) })),
              ],
            }}
            header={
              <>
                <HeaderCell phone>Id</HeaderCell>
                <HeaderCell phone>Klient</HeaderCell>
                <HeaderCell>Opprettet</HeaderCell>
                <HeaderCell>Saksbehandler</HeaderCell>
                {STATUSES.map((status) => (
                  <HeaderCell key={status} align="right">
                    {BATCH_STATUS_LABELS[status]}
                  </HeaderCell>
                ))}
              </>
            }
          />
        </Paper>
      )}
    </Box>
  );
}

import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { HistoryBatchDetail, HistoryPrintBatch, ProductionEntryView } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import {
  BATCH_NOT_FOUND,
  defaultHistoryTab,
  HISTORY_TAB_LABELS,
  HISTORY_TABS,
  NO_ROWS,
  PRINT_BATCH_STATUS_LABEL,
  PRINT_BATCHES_HEADING,
  type HistoryTab,
} from '../../domain/production/productionTexts';
import { amount, day, moment } from '../debt-collection/format';
import { LoadState } from '../debt-collection/LoadState';
import { numericParam } from '../debt-collection/paths';
import { Cell, HeaderCell, VirtualRows } from '../debt-collection/VirtualRows';
import { useServerRead } from '../serverState/useServerRead';
import { TabBar } from '../common/TabBar';
import { entryDetails, entryName } from './entryDetails';
import { formatInteger } from '../../domain/numbers/formatNumber';

const COLUMNS = 'minmax(0, 2fr) 80px 104px 92px 92px 96px minmax(0, 2fr)';
/** On a phone: the customer and the amount; the rest is in the row's details (issue 43). */
const PHONE_COLUMNS = 'minmax(0, 1fr) 104px';

/** /history/details/{id} (part 1 §2, §4): a batch's entries grouped approved, pending, failed, sent; the first non-empty of failed, pending, approved, sent opens. */
export function HistoryDetailsPage() {
  const id = numericParam(useParams().id);
  if (id === null) return <Typography>{BATCH_NOT_FOUND}</Typography>;
  return <Details id={id} />;
}

function Details({ id }: { id: number }) {
  const port = useInjection(TOKENS.PendingProductions);
  const detail = useServerRead(port.historyDetail(id));
  if (detail.data === null) return <Typography>{BATCH_NOT_FOUND}</Typography>;
  if (!detail.data) return <LoadState isPending={detail.isPending} isError={detail.isError} />;
  return <Batch batch={detail.data} />;
}

/** Issue 45: where the production's PAPER documents went, per base printer's batch, and what the printer said. */
function PrintBatches({ batches }: { batches: readonly HistoryPrintBatch[] }) {
  return (
    <Box component="section" aria-label={PRINT_BATCHES_HEADING} sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {PRINT_BATCHES_HEADING}
      </Typography>
      <Table size="small" aria-label={PRINT_BATCHES_HEADING} sx={{ maxWidth: 900 }}>
        <TableHead>
          <TableRow>
            <TableCell>Skriver</TableCell>
            <TableCell>Samlet</TableCell>
            <TableCell align="right">Dokumenter</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.map((b) => (
            <TableRow key={b.id}>
              <TableCell>
                Base {b.baseNr} ({b.printerName})
              </TableCell>
              <TableCell>{moment(b.createdTime)}</TableCell>
              <TableCell align="right">
                {b.documentsOfProduction} av {b.documents}
              </TableCell>
              <TableCell>
                {PRINT_BATCH_STATUS_LABEL[b.status]}
                {/* The printer's reason matters when it failed; otherwise it repeats the status. */}
                {b.status === 'FAILED' && b.statusText ? `: ${b.statusText}` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Batch({ batch }: { batch: HistoryBatchDetail }) {
  const counts = { failed: batch.entries.failed.length, pending: batch.entries.pending.length, approved: batch.entries.approved.length, sent: batch.entries.sent.length };
  const [tab, setTab] = useState<HistoryTab>(() => defaultHistoryTab(counts));
  const rows = batch.entries[tab];
  const renderLine = (e: ProductionEntryView) => (
    <>
      <Cell phone>{`${e.customerNr} ${e.customerName}`}</Cell>
      <Cell align="right">{e.jourNr}</Cell>
      <Cell align="right" phone>
        {amount(e.amount)}
      </Cell>
      <Cell>{day(e.jourDate)}</Cell>
      <Cell>{day(e.dueDate)}</Cell>
      <Cell>{e.shipmentLabel}</Cell>
      <Cell>{e.statusText ?? ''}</Cell>
    </>
  );
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Produksjon {batch.id}
      </Typography>
      <Typography gutterBottom>
        {batch.clientId} {batch.clientName} · {moment(batch.createdDate)} {batch.officerName ? `· ${batch.officerName}` : ''}
      </Typography>
      {batch.printBatches.length > 0 && <PrintBatches batches={batch.printBatches} />}
      <TabBar label="Status" value={tab} tabs={HISTORY_TABS.map((name) => ({ value: name, label: `${HISTORY_TAB_LABELS[name]} (${formatInteger(counts[name])})` }))} onChange={setTab} />
      {rows.length === 0 ? (
        <Typography sx={{ p: 2 }}>{NO_ROWS}</Typography>
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <VirtualRows
            label={HISTORY_TAB_LABELS[tab]}
            lines={rows}
            lineKey={(e) => String(e.entryId)}
            renderLine={renderLine}
            columns={COLUMNS}
            phoneColumns={PHONE_COLUMNS}
            details={{ name: entryName, of: entryDetails }}
            header={
              <>
                <HeaderCell phone>Kunde</HeaderCell>
                <HeaderCell align="right">Bilagsnr</HeaderCell>
                <HeaderCell align="right" phone>
                  Beløp
                </HeaderCell>
                <HeaderCell>Bilagsdato</HeaderCell>
                <HeaderCell>Forfall</HeaderCell>
                <HeaderCell>Forsendelse</HeaderCell>
                <HeaderCell>Status</HeaderCell>
              </>
            }
          />
        </Paper>
      )}
    </Box>
  );
}

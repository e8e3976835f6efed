import { Box, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import type { PendingProduction, PendingProductionBatch } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { toIsoDate } from '../../domain/dates/isoDate';
import { isBatchFlagged, isDueDateFlagged } from '../../domain/production/dueDateFlag';
import { BATCH_FLAG_TEXT, DUE_DATE_FLAG_TEXT, NO_ROWS, PRODUCTION_TITLE } from '../../domain/production/productionTexts';
import { needsReproduceChoice } from '../../domain/production/reproduce';
import { allState, groupState, selectionModelFrom } from '../../domain/selection/selectionModel';
import { SHIPMENT_LABELS, SHIPMENT_TYPE_ABBREVIATIONS, SHIPMENT_TYPES } from '../../domain/shipment/shipmentType';
import { ApprovalAlert, DecisionButtons, RowTriStateCheckbox, TriStateCheckbox } from '../debt-collection/approvalControls';
import { amount, day } from '../debt-collection/format';
import { EditIcon, ViewIcon, WarningIcon } from '../common/icons';
import { LoadState } from '../debt-collection/LoadState';
import { Cell, ExpandButton, HeaderCell, RowIconButton, VirtualRows } from '../debt-collection/VirtualRows';
import { useServerRead } from '../serverState/useServerRead';
import { EditProductionDialog } from './EditProductionDialog';
import { ReproduceDialog } from './ReproduceDialog';
import { useProductionApproval } from './useProductionApproval';
import { ViewDocumentDialog } from './ViewDocumentDialog';
import { formatInteger } from '../../domain/numbers/formatNumber';
import { entryDetails, entryName } from './entryDetails';
import { VisuallyHidden } from '../common/VisuallyHidden';

type Line =
  | { kind: 'client'; batch: PendingProductionBatch; flagged: boolean }
  | { kind: 'entryHeader'; batch: PendingProductionBatch }
  | { kind: 'entry'; batch: PendingProductionBatch; entry: PendingProduction };

/**
 * A client's row and its entries' rows each have their own columns, headed by the table's header and by a
 * heading line over the entries, so both fit the page at 1280 px with the side menu open (issue 43).
 */
const COLUMNS = '32px minmax(0, 3fr) 44px 44px 44px 44px 44px 60px 112px minmax(0, 1.2fr)';
const ENTRY_COLUMNS = '32px minmax(0, 2fr) 80px 76px 104px 88px 108px 88px minmax(0, 1fr) 64px';
/** On a phone: the tick, the name and the sum; the rest is in the row's details. */
const PHONE_COLUMNS = '32px minmax(0, 1fr) 104px';
const isEntryLine = (line: Line) => line.kind !== 'client';

/** The flag a due date 90 or more days ahead raises (part 1 §2, §9); on a client row when more than one entry has it. */
function Flag({ text }: { text: string }) {
  return (
    <span title={text} style={{ color: '#b26a00' }}>
      <WarningIcon label={text} size={16} />
    </span>
  );
}

/** /production/ (Send ut faktura, part 1 §2): pending productions per client, approved (Godkjenn) or deleted (Slett). */
export function ProductionPage() {
  const port = useInjection(TOKENS.PendingProductions);
  const batches = useServerRead(port.batches(), { refetchInterval: 10_000 });
  // Once every entry on the page is handled the page starts afresh on the new read.
  const [round, setRound] = useState(0);
  const again = useCallback(() => setRound((n) => n + 1), []);
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {PRODUCTION_TITLE}
      </Typography>
      {batches.data ? (
        batches.data.length === 0 ? (
          <Typography>{NO_ROWS}</Typography>
        ) : (
          <ProductionApproval key={round} batches={batches.data} onAllHandled={again} />
        )
      ) : (
        <LoadState isPending={batches.isPending} isError={batches.isError} />
      )}
    </Box>
  );
}

function ProductionApproval({ batches, onAllHandled }: { batches: readonly PendingProductionBatch[]; onAllHandled: () => void }) {
  const today = toIsoDate(new Date());
  const dataModel = useMemo(
    () =>
      selectionModelFrom(batches, {
        groupId: (batch) => batch.clientId,
        items: (batch) => batch.entries,
        rowId: (entry) => entry.entryId,
        selectable: () => true,
      }),
    [batches],
  );
  const entries = useMemo(() => batches.flatMap((batch) => batch.entries), [batches]);
  const choiceRows = useMemo(() => entries.filter(needsReproduceChoice).map((entry) => entry.entryId), [entries]);
  const approval = useProductionApproval(dataModel, entries.length, choiceRows, onAllHandled);
  const { actor, model, selection } = approval;
  const ticked = useMemo(() => new Set(selection), [selection]);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [editing, setEditing] = useState<PendingProduction | null>(null);
  const [viewing, setViewing] = useState<PendingProduction | null>(null);
  const flaggedClients = useMemo(() => new Set(batches.filter((batch) => isBatchFlagged(batch.entries, today)).map((batch) => batch.clientId)), [batches, today]);
  const lines = useMemo(
    () =>
      batches.flatMap<Line>((batch) => [
        { kind: 'client', batch, flagged: flaggedClients.has(batch.clientId) },
        ...(open.has(batch.clientId) ? [{ kind: 'entryHeader' as const, batch }, ...batch.entries.map((entry) => ({ kind: 'entry' as const, batch, entry }))] : []),
      ]),
    [batches, open, flaggedClients],
  );
  const toggleOpen = (clientId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(clientId)) next.add(clientId);
      return next;
    });
  const choosing = useMemo(() => entries.filter((entry) => ticked.has(entry.entryId) && needsReproduceChoice(entry)), [entries, ticked]);

  const entryActions = (e: PendingProduction) => (
    <>
      <RowIconButton label={`Vis bilag ${e.jourNr}`} onClick={() => setViewing(e)}>
        <ViewIcon />
      </RowIconButton>
      <RowIconButton label={`Endre bilag ${e.jourNr}`} onClick={() => setEditing(e)}>
        <EditIcon />
      </RowIconButton>
    </>
  );
  const details = {
    name: (line: Line) => (line.kind === 'entryHeader' ? null : line.kind === 'entry' ? entryName(line.entry) : `${line.batch.clientId} ${line.batch.clientName}`),
    of: (line: Line) => {
      if (line.kind === 'entryHeader') return [];
      if (line.kind === 'entry') return [...entryDetails(line.entry), { label: 'Handlinger', value: entryActions(line.entry) }];
      const { batch } = line;
      return [
        ...SHIPMENT_TYPES.map((type) => ({ label: SHIPMENT_LABELS[type], value: `${formatInteger(batch.shipments[type].count)} (${amount(batch.shipments[type].sum)})` })),
        { label: 'Totalt', value: formatInteger(batch.count) },
        { label: 'Sum', value: amount(batch.sum) },
        { label: 'Utsendelse', value: batch.addressedMailProvider ?? '' },
      ];
    },
  };
  const renderLine = (line: Line) => {
    const { batch } = line;
    if (line.kind === 'entryHeader') {
      return (
        <>
          <HeaderCell phone />
          <HeaderCell phone>Kunde</HeaderCell>
          <HeaderCell>Type</HeaderCell>
          <HeaderCell align="right">Bilagsnr</HeaderCell>
          <HeaderCell align="right" phone>
            Beløp
          </HeaderCell>
          <HeaderCell>Bilagsdato</HeaderCell>
          <HeaderCell>Forfall</HeaderCell>
          <HeaderCell>Forsendelse</HeaderCell>
          <HeaderCell>Deres ref.</HeaderCell>
          <HeaderCell>
            <VisuallyHidden>Handlinger</VisuallyHidden>
          </HeaderCell>
        </>
      );
    }
    if (line.kind === 'client') {
      return (
        <>
          <Cell phone>
            <RowTriStateCheckbox
              state={groupState(model, selection, batch.clientId)}
              label={`Velg alle for ${batch.clientName}`}
              onToggle={() => actor.send({ type: 'TOGGLE_GROUP', id: batch.clientId })}
            />
          </Cell>
          <Cell phone>
            <ExpandButton open={open.has(batch.clientId)} name={batch.clientName} onClick={() => toggleOpen(batch.clientId)} />
            <strong title={`${batch.clientId} ${batch.clientName}`}>
              {batch.clientId} {batch.clientName}
            </strong>{' '}
            {line.flagged && <Flag text={BATCH_FLAG_TEXT} />}
          </Cell>
          {SHIPMENT_TYPES.map((type) => (
            <Cell key={type} align="right">
              {formatInteger(batch.shipments[type].count)}
            </Cell>
          ))}
          <Cell align="right">{formatInteger(batch.count)}</Cell>
          <Cell align="right" phone>
            {amount(batch.sum)}
          </Cell>
          <Cell>{batch.addressedMailProvider ?? ''}</Cell>
        </>
      );
    }
    const e = line.entry;
    const flagged = e.dueDate !== null && isDueDateFlagged(e.dueDate, today);
    return (
      <>
        <Cell phone>
          <input
            type="checkbox"
            aria-label={`Velg bilag ${e.jourNr} til ${e.customerName}`}
            checked={ticked.has(e.entryId)}
            onChange={() => actor.send({ type: 'TOGGLE_ROW', id: e.entryId })}
          />
        </Cell>
        <Cell phone>{`${e.customerNr} ${e.customerName}${e.numberOfPreviousProds > 0 ? ' (produsert før)' : ''}`}</Cell>
        <Cell>{e.type === 'CREDITNOTE' ? 'Kreditnota' : 'Faktura'}</Cell>
        <Cell align="right">{e.jourNr}</Cell>
        <Cell align="right" phone>
          {amount(e.amount)}
        </Cell>
        <Cell>{day(e.jourDate)}</Cell>
        <Cell>
          {day(e.dueDate)} {flagged && <Flag text={DUE_DATE_FLAG_TEXT} />}
        </Cell>
        <Cell>{e.shipmentLabel}</Cell>
        <Cell>{e.yourRef ?? ''}</Cell>
        <Cell fits>{entryActions(e)}</Cell>
      </>
    );
  };

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography>
          <TriStateCheckbox state={allState(model, selection)} label="Velg alle produksjoner" onToggle={() => actor.send({ type: 'TOGGLE_ALL' })} /> {formatInteger(selection.length)} av{' '}
          {formatInteger(entries.length)} valgt
        </Typography>
        <DecisionButtons enabled={approval.canDecide} rejectLabel="Slett" onApprove={() => actor.send({ type: 'APPROVE' })} onReject={() => actor.send({ type: 'REJECT' })} />
      </Stack>
      <Paper sx={{ overflowX: 'auto' }}>
        <VirtualRows
          label="Ventende produksjoner"
          lines={lines}
          lineKey={(line) => (line.kind === 'client' ? `c${line.batch.clientId}` : line.kind === 'entryHeader' ? `h${line.batch.clientId}` : `e${line.entry.entryId}`)}
          renderLine={renderLine}
          columns={COLUMNS}
          phoneColumns={PHONE_COLUMNS}
          subLines={{ is: isEntryLine, columns: ENTRY_COLUMNS }}
          details={details}
          header={
            <>
              <HeaderCell phone />
              <HeaderCell phone>Klient</HeaderCell>
              {SHIPMENT_TYPES.map((type) => (
                <HeaderCell key={type} align="right">
                  <abbr title={SHIPMENT_LABELS[type]}>{SHIPMENT_TYPE_ABBREVIATIONS[type]}</abbr>
                </HeaderCell>
              ))}
              <HeaderCell align="right">Totalt</HeaderCell>
              <HeaderCell align="right" phone>
                Sum
              </HeaderCell>
              <HeaderCell>Utsendelse</HeaderCell>
            </>
          }
        />
      </Paper>
      {approval.choosing && (
        <ReproduceDialog
          entries={choosing}
          chosen={approval.chosen}
          onToggle={(id) => actor.send({ type: 'TOGGLE_CHOICE', id })}
          onConfirm={() => actor.send({ type: 'CONFIRM_CHOICE' })}
          onCancel={() => actor.send({ type: 'CANCEL_CHOICE' })}
        />
      )}
      {editing && <EditProductionDialog entry={editing} onClose={() => setEditing(null)} />}
      {viewing && <ViewDocumentDialog entry={viewing} onClose={() => setViewing(null)} />}
      <ApprovalAlert message={approval.alert} onClose={() => actor.send({ type: 'DISMISS_ALERT' })} />
    </>
  );
}

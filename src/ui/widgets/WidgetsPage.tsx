import { Fragment, useMemo, useState } from 'react';
import { Box, Checkbox, Collapse, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PendingProductionBatch } from '../../application/ports/pendingProductions.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { formatAmount } from '../../domain/money/formatAmount';
import {
  allState,
  EMPTY_SELECTION,
  groupState,
  selectedIds,
  selectionModelFrom,
  toggleAll,
  toggleGroup,
  toggleRow,
  type CheckState,
  type Selection,
  type SelectionModel,
} from '../../domain/selection/selectionModel';
import { SHIPMENT_TYPE_ABBREVIATIONS, SHIPMENT_TYPES } from '../../domain/shipment/shipmentType';
import { dateOf } from '../common/formatting';
import { Empty, LoadFailed, Loading } from '../common/ReadStates';
import { useServerRead } from '../serverState/useServerRead';
import { formatInteger } from '../../domain/numbers/formatNumber';
import { FoldedIcon, UnfoldedIcon } from '../common/icons';

/** A checkbox whose partly-chosen state reaches the input itself, so screen readers announce it as mixed. */
function TriStateCheckbox({ state, label, onToggle }: { state: CheckState; label: string; onToggle: () => void }) {
  const indeterminate = state === 'indeterminate';
  return (
    <Checkbox
      size="small"
      checked={state === 'checked'}
      indeterminate={indeterminate}
      onChange={onToggle}
      slotProps={{
        input: {
          'aria-label': label,
          ref: (input: HTMLInputElement | null) => {
            if (input) input.indeterminate = indeterminate;
          },
        },
      }}
    />
  );
}

interface ClientRowsProps {
  readonly batch: PendingProductionBatch;
  readonly model: SelectionModel;
  readonly selection: Selection;
  readonly onSelection: (selection: Selection) => void;
}

const CLIENT_COLUMNS = 4 + SHIPMENT_TYPES.length + 2;

function ClientRows({ batch, model, selection, onSelection }: ClientRowsProps) {
  const [open, setOpen] = useState(false);
  const chosen = new Set(selection);
  const entriesId = `widgets-entries-${batch.clientId}`;
  return (
    <Fragment>
      <TableRow hover>
        <TableCell padding="checkbox">
          <TriStateCheckbox
            state={groupState(model, selection, batch.clientId)}
            label={`Velg ${batch.clientName}`}
            onToggle={() => onSelection(toggleGroup(model, selection, batch.clientId).selection)}
          />
        </TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${open ? 'Skjul' : 'Vis'} fakturaer for ${batch.clientName}`}
            aria-expanded={open}
            aria-controls={entriesId}
            onClick={() => setOpen(!open)}
          >
            {open ? <UnfoldedIcon /> : <FoldedIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{batch.clientId}</TableCell>
        <TableCell>{batch.clientName}</TableCell>
        {SHIPMENT_TYPES.map((type) => (
          <TableCell key={type} align="right">
            {formatInteger(batch.shipments[type].count)}
          </TableCell>
        ))}
        <TableCell align="right">{formatInteger(batch.count)}</TableCell>
        <TableCell align="right">{formatAmount(batch.sum)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={CLIENT_COLUMNS} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Table size="small" id={entriesId} aria-label={`Fakturaer for ${batch.clientName}`} sx={{ my: 1 }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" aria-label="Valgt" />
                  <TableCell>Kundenr</TableCell>
                  <TableCell>Kunde</TableCell>
                  <TableCell>Bilagsnr</TableCell>
                  <TableCell>Bilagsdato</TableCell>
                  <TableCell>Forfallsdato</TableCell>
                  <TableCell align="right">Sum</TableCell>
                  <TableCell>Forsendelse</TableCell>
                  <TableCell>Deres ref.</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {batch.entries.map((entry) => (
                  <TableRow key={entry.entryId}>
                    <TableCell padding="checkbox">
                      <TriStateCheckbox
                        state={chosen.has(entry.entryId) ? 'checked' : 'unchecked'}
                        label={`Velg bilag ${entry.jourNr}`}
                        onToggle={() => onSelection(toggleRow(model, selection, entry.entryId).selection)}
                      />
                    </TableCell>
                    <TableCell>{entry.customerNr}</TableCell>
                    <TableCell>{entry.customerName}</TableCell>
                    <TableCell>{entry.jourNr}</TableCell>
                    <TableCell>{dateOf(entry.jourDate)}</TableCell>
                    <TableCell>{dateOf(entry.dueDate)}</TableCell>
                    <TableCell align="right">{formatAmount(entry.amount)}</TableCell>
                    <TableCell>{entry.shipmentLabel}</TableCell>
                    <TableCell>{entry.yourRef ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

/** /widgets (part 1 §2): pending productions per client, expandable to their invoices, with tri-state selection. */
export function WidgetsPage() {
  const batches = useServerRead(useInjection(TOKENS.PendingProductions).batches());
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const model = useMemo(
    () =>
      selectionModelFrom(batches.data ?? [], {
        groupId: (batch) => batch.clientId,
        items: (batch) => batch.entries,
        rowId: (entry) => entry.entryId,
        selectable: () => true,
      }),
    [batches.data],
  );
  const current = selectedIds(model, selection);

  let body;
  // A refresh that fails keeps the list as it was (the toast tells of the failure): putting the error in
  // its place would hide the officer's ticks and fold every opened client.
  if (!batches.data) body = batches.isError ? <LoadFailed /> : <Loading />;
  else if (batches.data.length === 0) body = <Empty text="Ingen rekker å vise" />;
  else {
    body = (
      <>
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {formatInteger(current.length)} valgt
        </Typography>
        <Table size="small" aria-label="Ventende produksjoner per klient">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <TriStateCheckbox state={allState(model, current)} label="Velg alle" onToggle={() => setSelection(toggleAll(model, current).selection)} />
              </TableCell>
              <TableCell padding="checkbox" aria-label="Fakturaer" />
              <TableCell>Klientnr</TableCell>
              <TableCell>Klient</TableCell>
              {SHIPMENT_TYPES.map((type) => (
                <TableCell key={type} align="right">
                  {SHIPMENT_TYPE_ABBREVIATIONS[type]}
                </TableCell>
              ))}
              <TableCell align="right">Totalt</TableCell>
              <TableCell align="right">Sum</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {batches.data.map((batch) => (
              <ClientRows key={batch.clientId} batch={batch} model={model} selection={current} onSelection={setSelection} />
            ))}
          </TableBody>
        </Table>
      </>
    );
  }

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Ventende produksjoner
      </Typography>
      {body}
    </Box>
  );
}

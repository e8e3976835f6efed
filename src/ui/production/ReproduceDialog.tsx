import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Checkbox, Stack } from '@mui/material';
import type { PendingProduction } from '../../application/ports/pendingProductions.port';
import { REPRODUCE_HELP, REPRODUCE_TITLE } from '../../domain/production/productionTexts';
import type { RowId } from '../../domain/selection/selectionModel';
import { countText } from '../../domain/numbers/formatNumber';

/**
 * The re-produce choice (part 1 §2 /production): the ticked entries that were produced before, each
 * checked to be produced again or unchecked to be deleted, then confirmed or cancelled.
 */
export function ReproduceDialog({
  entries,
  chosen,
  onToggle,
  onConfirm,
  onCancel,
}: {
  entries: readonly PendingProduction[];
  chosen: readonly RowId[];
  onToggle: (id: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const checked = new Set(chosen);
  return (
    <Dialog open onClose={onCancel} aria-labelledby="reproduce-title" fullWidth maxWidth="sm">
      <DialogTitle id="reproduce-title">{REPRODUCE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{REPRODUCE_HELP}</DialogContentText>
        <Stack>
          {entries.map((entry) => (
            <FormControlLabel
              key={entry.entryId}
              control={<Checkbox checked={checked.has(entry.entryId)} onChange={() => onToggle(entry.entryId)} />}
              label={`Bilag ${entry.jourNr}, ${entry.customerNr} ${entry.customerName} (produsert ${countText(entry.numberOfPreviousProds, 'gang', 'ganger')} før)`}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Avbryt</Button>
        <Button variant="contained" onClick={onConfirm}>
          Bekreft
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, Stack } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import type { CheckState } from '../../domain/selection/selectionModel';

/** A checkbox for a client or for everything: checked, unchecked or indeterminate. */
export function TriStateCheckbox({ state, label, disabled, onToggle }: { state: CheckState; label: string; disabled?: boolean; onToggle: () => void }) {
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={state === 'checked'}
      indeterminate={state === 'indeterminate'}
      disabled={disabled}
      onChange={onToggle}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/**
 * The same for the rows of a long table: a plain checkbox, cheap to render by the hundred
 * (indeterminate is a property of the element, not an attribute: set before paint, as a row scrolled on to
 * another line shows that line's state in its first frame).
 */
export function RowTriStateCheckbox({ state, label, disabled, onToggle }: { state: CheckState; label: string; disabled?: boolean; onToggle: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = state === 'indeterminate';
  }, [state]);
  return (
    <input
      ref={input}
      type="checkbox"
      aria-label={label}
      aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
      checked={state === 'checked'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
}

/** Avvis (or production's Slett) and Godkjenn, disabled while nothing is ticked or a decision is on its way. */
export function DecisionButtons({
  enabled,
  onApprove,
  onReject,
  rejectLabel = 'Avvis',
}: {
  enabled: boolean;
  onApprove: () => void;
  onReject: () => void;
  rejectLabel?: string;
}) {
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" color="error" disabled={!enabled} onClick={onReject}>
        {rejectLabel}
      </Button>
      <Button variant="contained" disabled={!enabled} onClick={onApprove}>
        Godkjenn
      </Button>
    </Stack>
  );
}

/** The machine's alert ('Kan ikke krysses av', a failed decision), shown as a dialog the officer closes. */
export function ApprovalAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} role="alertdialog" aria-describedby="approval-alert-text">
      <DialogContent>
        <DialogContentText id="approval-alert-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, DialogActions } from '@mui/material';

export interface FormDialogActionsProps {
  readonly onCancel: () => void;
  /** False while the form may not be sent: submitting, invalid, or a required choice still missing. */
  readonly canSubmit: boolean;
  /** What sending does; 'Lagre' unless the form does something else ('Flytt', 'Legg til'). */
  readonly submitLabel?: string;
  /** The id of the form the button sends, when the buttons sit outside its element. */
  readonly form?: string;
}

/** The footer every form dialog shares: 'Avbryt' closes without saving, the contained button sends the form. */
export function FormDialogActions({ onCancel, canSubmit, submitLabel = 'Lagre', form }: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>Avbryt</Button>
      <Button type="submit" form={form} variant="contained" disabled={!canSubmit}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

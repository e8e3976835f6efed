import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Blocker } from 'react-router';
import { useDialogLayer } from '../dialogLayer';
import { LEAVE_PAGE, STAY_ON_PAGE, UNSAVED_CHANGES_MESSAGE, UNSAVED_CHANGES_TITLE } from './formTexts';

/** Asks before a held navigation goes on (useUnsavedChangesGuard); staying is the default answer. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const container = useDialogLayer();
  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog open container={container} onClose={() => blocker.reset()} aria-labelledby="unsaved-changes-title" maxWidth="xs">
      <DialogTitle id="unsaved-changes-title">{UNSAVED_CHANGES_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{UNSAVED_CHANGES_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.proceed()} color="error">
          {LEAVE_PAGE}
        </Button>
        <Button onClick={() => blocker.reset()} variant="contained" autoFocus>
          {STAY_ON_PAGE}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Blocker } from 'react-router';
import { useDialogLayer } from '../dialogLayer';
import { CLOSE_FORM_MESSAGE, DISCARD_CHANGES, KEEP_EDITING, LEAVE_PAGE, STAY_ON_PAGE, UNSAVED_CHANGES_MESSAGE, UNSAVED_CHANGES_TITLE } from './formTexts';
import type { CloseQuestion } from './useCloseGuard';

/**
 * Asks before a held navigation goes on (useUnsavedChangesGuard), or before a form dialog with changes is
 * closed (useCloseGuard's question); staying is the default answer.
 */
export function UnsavedChangesDialog({ blocker, closing }: { blocker: Blocker; closing?: CloseQuestion }) {
  const container = useDialogLayer();
  const navigating = blocker.state === 'blocked';
  if (!navigating && !closing?.asking) return null;
  const stay = navigating ? () => blocker.reset() : closing!.stay;
  const leave = navigating ? () => blocker.proceed() : closing!.leave;
  return (
    <Dialog open container={container} onClose={stay} aria-labelledby="unsaved-changes-title" maxWidth="xs">
      <DialogTitle id="unsaved-changes-title">{UNSAVED_CHANGES_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>{navigating ? UNSAVED_CHANGES_MESSAGE : CLOSE_FORM_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} color="error">
          {navigating ? LEAVE_PAGE : DISCARD_CHANGES}
        </Button>
        <Button onClick={stay} variant="contained" autoFocus>
          {navigating ? STAY_ON_PAGE : KEEP_EDITING}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, ThemeProvider } from '@mui/material';
import { PARTIAL_LOGIN_QUESTION } from '../../domain/session/sessionRules';
import { useDialogLayer } from '../common/dialogLayer';
import { theme } from '../theme/theme';

interface PartialLoginDialogProps {
  readonly question: keyof typeof PARTIAL_LOGIN_QUESTION;
  readonly onCancel: () => void;
  readonly onContinue: () => void;
}

/** Part 1 §7: the data or service login failed; the officer chooses to go on without it or to stop. */
export default function PartialLoginDialog({ question, onCancel, onContinue }: PartialLoginDialogProps) {
  const layer = useDialogLayer();
  return (
    // Its own theme: on the login page no MUI theme is around it yet.
    <ThemeProvider theme={theme}>
      <Dialog open container={layer} aria-labelledby="partial-login-title">
        <DialogTitle id="partial-login-title">Innloggingen er ikke fullført</DialogTitle>
        <DialogContent>
          <DialogContentText>{PARTIAL_LOGIN_QUESTION[question]}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Avbryt</Button>
          <Button variant="contained" onClick={onContinue} autoFocus>
            Fortsett
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}

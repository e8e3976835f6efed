import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { LoginForm } from './LoginForm';
import { useSession } from './useSession';

/** Part 1 §4: a failed renewal opens the login over the page; the page and its forms stay as they were. */
export function ExpiredSessionDialog() {
  const expired = useSession((s) => s.matches('expired') || (s.matches('authenticating') && s.context.resuming));
  return (
    <Dialog open={expired} aria-labelledby="expired-title">
      <DialogTitle id="expired-title">Økten er utløpt – logg inn igjen</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <LoginForm />
      </DialogContent>
    </Dialog>
  );
}

import { Box, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoginForm } from './LoginForm';
import { useSession } from './useSession';

/**
 * Every page needs a logged-in profile; without one the officer goes to /login, the address kept.
 * When the session expires the page stays as it was, under a login dialog.
 */
export function RequireSession() {
  const location = useLocation();
  const restoring = useSession((s) => s.matches('restoring'));
  const profile = useSession((s) => s.context.profile);
  const expired = useSession((s) => s.matches('expired') || (s.matches('authenticating') && s.context.resuming));

  if (restoring) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Laster økten" />
      </Box>
    );
  }
  if (!profile) {
    const path = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?path=${encodeURIComponent(path)}`} replace />;
  }
  return (
    <>
      <Outlet />
      <Dialog open={expired} aria-labelledby="expired-title">
        <DialogTitle id="expired-title">Økten er utløpt – logg inn igjen</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <LoginForm />
        </DialogContent>
      </Dialog>
    </>
  );
}

import { Alert, CircularProgress } from '@mui/material';

/** What a page shows while its read is on its way or has failed (the middleware has already toasted the failure). */
export function LoadState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  if (isPending) return <CircularProgress aria-label="Laster" sx={{ m: 2 }} />;
  if (isError) return <Alert severity="error">En feil oppstod</Alert>;
  return null;
}

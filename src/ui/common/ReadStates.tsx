import { Alert, Box, CircularProgress, Typography } from '@mui/material';

/** The catalogue's text when a section's data cannot be loaded (part 1 §8). */
export const LOAD_FAILED_MESSAGE = 'Feil under lasting av data';

/** A section waiting for its data. */
export function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2">Laster …</Typography>
    </Box>
  );
}

/** A section whose data could not be loaded; the toast already told the status and URL. */
export function LoadFailed() {
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {LOAD_FAILED_MESSAGE}
    </Alert>
  );
}

/** A list with nothing in it: 'Ingen filer', 'Ingen resultater', ... (part 1 §8). */
export function Empty({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text}
    </Typography>
  );
}

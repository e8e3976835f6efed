import { Box, CircularProgress } from '@mui/material';

/** Shown while a page's code or first data is on its way. */
export function PageLoading() {
  return (
    <Box role="status" aria-label="Laster" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress />
    </Box>
  );
}

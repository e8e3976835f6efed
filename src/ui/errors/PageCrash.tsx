import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useLocation } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';

/** Part 1 §8 "page crash": the shell stays; the page says so and offers a reload. Another address tries again. */
export function PageCrashBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary
      resetKey={location.key}
      fallback={
        <Box role="alert" sx={{ p: 6, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" gutterBottom>
            En feil oppstod!
          </Typography>
          <Typography gutterBottom>Prøv å laste inn siden på nytt</Typography>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Last inn på nytt
          </Button>
        </Box>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** Part 1 §8 "dialog content error": the dialog stays open with its title and buttons; only its content fails. */
export function DialogContentBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <Typography role="alert" color="error" sx={{ py: 2 }}>
          Feil under lasting av data
        </Typography>
      }
    >
      {children}
    </ErrorBoundary>
  );
}

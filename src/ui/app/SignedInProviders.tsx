import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { theme } from '../theme/theme';

/** What only the signed-in app uses: the query cache, MUI's theme and baseline. Kept out of the login page's download. */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={useInjection(TOKENS.QueryClient)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

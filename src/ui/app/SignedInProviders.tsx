import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { useInjection } from '../../composition/injection';
import { configureLocale } from '../../composition/locale';
import { TOKENS } from '../../composition/tokens';
import { workTheme } from '../theme/workTheme';

// Luxon is first loaded with this module (the signed-in part of the app), so it is set up here, once.
configureLocale();

/**
 * What only the signed-in app uses: the query cache, MUI's theme and baseline, with the data grid's and the date pickers'
 * texts and luxon in Norwegian. Kept out of the login page's download.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={useInjection(TOKENS.QueryClient)}>
      <ThemeProvider theme={workTheme}>
        <CssBaseline />
        <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="nb">
          {children}
        </LocalizationProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

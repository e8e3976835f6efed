import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { QueryClientProvider } from '@tanstack/react-query';
import { resolve } from '../../composition/container';
import { InjectionProvider } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { Toaster } from '../shell/Toaster';
import { theme } from '../theme/theme';

/** Everything a screen needs around it: services, theme and Norwegian date handling. Tests render with it too. */
export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <InjectionProvider container={container}>
      <QueryClientProvider client={resolve(container, TOKENS.QueryClient)}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="nb">
            {children}
          </LocalizationProvider>
          <Toaster store={resolve(container, TOKENS.Toasts)} />
        </ThemeProvider>
      </QueryClientProvider>
    </InjectionProvider>
  );
}

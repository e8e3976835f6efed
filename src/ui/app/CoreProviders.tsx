import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { resolve } from '../../composition/container';
import { InjectionProvider } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { Toaster } from '../shell/Toaster';
import { theme } from '../theme/theme';

/**
 * What every screen needs around it: services, the query cache, the theme and the toasts. Dates are left
 * to the shell (luxon and the pickers' adapter stay out of the login page's download).
 */
export function CoreProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <InjectionProvider container={container}>
      <QueryClientProvider client={resolve(container, TOKENS.QueryClient)}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
          <Toaster store={resolve(container, TOKENS.Toasts)} />
        </ThemeProvider>
      </QueryClientProvider>
    </InjectionProvider>
  );
}

import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { resolve } from '../../composition/container';
import { InjectionProvider } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { ToastHost } from '../shell/ToastHost';

/**
 * What every screen needs around it: services and the toasts. The query cache, MUI's theme and dates are
 * left to the shell (SignedInProviders): the login page is plain HTML and its download stays small.
 */
export function CoreProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <InjectionProvider container={container}>
      {children}
      <ToastHost store={resolve(container, TOKENS.Toasts)} />
    </InjectionProvider>
  );
}

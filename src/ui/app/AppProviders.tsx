import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { CoreProviders } from './CoreProviders';
import { SignedInProviders } from './SignedInProviders';

/** Everything a screen of the signed-in app has around it, dates included. Tests render with it. */
export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <CoreProviders container={container}>
      <SignedInProviders>{children}</SignedInProviders>
    </CoreProviders>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import type { Container } from 'inversify';
import { resolve } from './container';
import type { Token } from './tokens';

const ContainerContext = createContext<Container | null>(null);

export function InjectionProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container itself, for an area's composition that binds its services when the area's chunk loads. */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection is used outside <InjectionProvider>');
  return container;
}

/** The one way components reach services (ARCHITECTURE.md §3 rule 5). */
export function useInjection<T>(token: Token<T>): T {
  return resolve(useContainer(), token);
}

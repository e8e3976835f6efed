import { lazy, Suspense, useEffect, type ComponentType, type JSXElementConstructor, type ReactNode } from 'react';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { ErrorBoundary } from '../errors/ErrorBoundary';

/** Part 1 §8's general failure text, for a menu or dialog whose code could not be fetched. */
export const ON_DEMAND_FAILED_MESSAGE = 'En feil oppstod';

/**
 * A component whose code is fetched on first use, and `preload` to start fetching it early (when the
 * pointer or focus reaches what opens it), so it shows at once when opened. React.lazy keeps a failed
 * fetch for good, so after a failure the next render starts from a fresh one and fetches again.
 */
export function onDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const fetchCode = () =>
    load().catch((error: unknown) => {
      current = lazy(fetchCode);
      throw error;
    });
  let current = lazy(fetchCode);
  function Component(props: P) {
    const Current = current as ComponentType<P>;
    return <Current {...props} />;
  }
  return { Component, preload: () => void load().catch(() => undefined) };
}

/** onDemand for a module's named export: `onDemandExport(() => import('./CustomerTabs'), 'LedgerTab')`. */
export function onDemandExport<M extends Record<K, JSXElementConstructor<never>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  type Props = M[K] extends JSXElementConstructor<infer P> ? P & object : never;
  return onDemand<Props>(() => load().then((module) => ({ default: module[name] as unknown as ComponentType<Props> })));
}

/**
 * Shows a menu, dialog or drawer loaded with onDemand: the shell's overlays load when first opened,
 * which keeps them out of the dashboard's first download. Nothing shows while the code arrives (tens of
 * milliseconds); if it cannot be fetched the page stays as it was, a toast says so and `onFailed` lets
 * the opener close, so the next attempt fetches again. Without `onFailed` (a page's tab, which has no
 * opener to close) it shows nothing, and opening the tab again fetches again.
 */
export function OnDemand({ children, onFailed = nothingToClose }: { children: ReactNode; onFailed?: () => void }) {
  return (
    <ErrorBoundary fallback={<LoadFailed onFailed={onFailed} />}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** A stable function: LoadFailed's effect depends on it. */
const nothingToClose = () => undefined;

function LoadFailed({ onFailed }: { onFailed: () => void }) {
  const toasts = useInjection(TOKENS.Toasts);
  useEffect(() => {
    toasts.notify({ severity: 'error', message: ON_DEMAND_FAILED_MESSAGE });
    onFailed();
  }, [toasts, onFailed]);
  return null;
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastStore } from '../../application/ports/toasts.port';

// MUI's alerts are fetched with the first toast, so the login page's download stays without them.
const Toaster = lazy(() => import('./Toaster'));

/** Where the toasts show; renders nothing, and loads nothing, until there is one. */
export function ToastHost({ store }: { store: ToastStore }) {
  const hasToasts = useSyncExternalStore(store.subscribe, () => store.getSnapshot().length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster store={store} />
    </Suspense>
  );
}

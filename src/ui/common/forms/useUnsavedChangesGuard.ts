import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

export interface UnsavedChangesGuard {
  /** React Router's blocker: `blocked` while the officer decides whether to leave (UnsavedChangesDialog). */
  readonly blocker: Blocker;
  /**
   * Lets the next navigation through at once. A successful save calls it before anything else: the
   * form is clean from then on, but `isDirty` only says so on the next render, and a save often
   * navigates in the same tick.
   */
  readonly release: () => void;
}

/**
 * Guards a form with unsaved changes: a navigation inside the app to another page or tab (path or
 * search) is held until the officer confirms, and a reload or closing the tab asks the browser's
 * own question. Needs the data router (createBrowserRouter / createMemoryRouter).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const guarding = useRef(dirty);
  useEffect(() => {
    guarding.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      guarding.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (guarding.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    guarding.current = false;
  }, []);
  return { blocker, release };
}

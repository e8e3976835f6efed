import { useCallback, useState } from 'react';

/** The question UnsavedChangesDialog asks when a form dialog with changes is being closed. */
export interface CloseQuestion {
  readonly asking: boolean;
  /** Keep the form open with what was typed. */
  readonly stay: () => void;
  /** Close it, dropping the changes. */
  readonly leave: () => void;
}

export interface CloseGuard {
  /** For 'Avbryt', Escape and the backdrop: closes at once when nothing was changed, else asks first. */
  readonly requestClose: () => void;
  readonly question: CloseQuestion;
}

/**
 * The other half of the unsaved-changes guard (useUnsavedChangesGuard holds navigations): a form dialog
 * closed with changes asks before they are dropped. Show `question` with UnsavedChangesDialog.
 */
export function useCloseGuard(dirty: boolean, close: () => void): CloseGuard {
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true);
    else close();
  }, [dirty, close]);
  const stay = useCallback(() => setAsking(false), []);
  const leave = useCallback(() => {
    setAsking(false);
    close();
  }, [close]);
  return { requestClose, question: { asking, stay, leave } };
}

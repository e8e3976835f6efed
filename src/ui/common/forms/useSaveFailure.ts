import { useCallback, useState } from 'react';

/**
 * A form's save that the server refused: `attempt(work)` runs the save, `failed` says it failed (the form
 * shows its error and stays open). The failure is thrown on, so the form keeps its values and stays dirty.
 */
export function useSaveFailure() {
  const [failed, setFailed] = useState(false);
  const attempt = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setFailed(false);
    try {
      return await work();
    } catch (error) {
      setFailed(true);
      throw error;
    }
  }, []);
  return { failed, attempt };
}

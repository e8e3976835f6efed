import { useEffect, useState } from 'react';
import type { BackendHealth } from '../../application/ports/backendHealth.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';

/** The back-end's health, asked once when the screen opens; undefined while the answer is on its way. */
export function useBackendHealth(): BackendHealth | undefined {
  const health = useInjection(TOKENS.BackendHealth);
  const [result, setResult] = useState<BackendHealth>();
  useEffect(() => {
    const controller = new AbortController();
    health.check(controller.signal).then(setResult, () => undefined);
    return () => controller.abort();
  }, [health]);
  return result;
}

import type { BackendHealth, BackendHealthPort } from '../../application/ports/backendHealth.port';

/** Asks the reference back-end's /healthz; any failure, including a malformed answer, counts as unreachable. */
export function httpBackendHealth(healthUrl: string, fetchImpl: typeof fetch = fetch): BackendHealthPort {
  return {
    async check(signal?: AbortSignal): Promise<BackendHealth> {
      try {
        const response = await fetchImpl(healthUrl, { signal: signal ?? null, headers: { accept: 'application/json' } });
        if (!response.ok) return { reachable: false };
        const body: unknown = await response.json();
        if (isHealthBody(body)) return { reachable: true, database: body.db };
        return { reachable: false };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { reachable: false };
      }
    },
  };
}

function isHealthBody(body: unknown): body is { status: 'ok'; db: 'pglite' | 'postgres' } {
  if (typeof body !== 'object' || body === null) return false;
  const { status, db } = body as Record<string, unknown>;
  return status === 'ok' && (db === 'pglite' || db === 'postgres');
}

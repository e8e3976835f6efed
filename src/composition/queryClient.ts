import { QueryClient } from '@tanstack/react-query';
import { CACHE_KEEP_MS, CACHE_STALE_MS, QUERY_RETRIES } from '../domain/queryPolicy';

/**
 * The one cache of server state (part 1 §9): stale after 5 s, kept 5 minutes, no retries, and every
 * successful change refreshes everything cached.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_STALE_MS, gcTime: CACHE_KEEP_MS, retry: QUERY_RETRIES },
      mutations: { retry: QUERY_RETRIES, onSuccess: () => client.invalidateQueries() },
    },
  });
  return client;
}

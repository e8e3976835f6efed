import { useCallback, useMemo } from 'react';
import { keepPreviousData, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { readKey } from '../../application/serverState/readKeys';

export interface ServerReadOptions {
  /** Polling interval (part 1 §9); off by default. */
  readonly refetchInterval?: number;
  readonly enabled?: boolean;
  /** How long an answer counts as fresh, where a read keeps longer than the cache's default (the customer search). */
  readonly staleTime?: number;
  /** Keep showing the previous answer while a changed read loads (search results while the officer types). */
  readonly keepPrevious?: boolean;
}

/**
 * A server read through the one query cache, keyed so websocket hints refresh it. `null` means there is
 * nothing to read yet (a search term still too short): no request is made.
 */
export function useServerRead<T>(read: ServerRead<T> | null, options: ServerReadOptions = {}) {
  return useQuery({
    queryKey: read ? readKey(read) : ['nothing-to-read'],
    queryFn: read ? ({ signal }) => read.fetch(signal) : skipToken,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    enabled: options.enabled ?? true,
  });
}

/**
 * Starts a read now, from outside a render (a timer), under the key and freshness useServerRead will
 * ask for, so its request leaves at once instead of after the next render and its effects; the
 * useServerRead that follows finds it under way. A fresh cached answer is not fetched again.
 */
export function useStartServerRead() {
  const queryClient = useQueryClient();
  return useCallback(
    <T>(read: ServerRead<T>, options: Pick<ServerReadOptions, 'staleTime'> = {}) => startRead(queryClient, read, options),
    [queryClient],
  );
}

/** A read that, once answered, starts the reads depending on its answer (see useReadChain). */
export type ChainRead = <T>(read: ServerRead<T>, next: (answer: T) => readonly ServerRead<unknown>[]) => ServerRead<T>;

/**
 * Chains reads: `chain(read, next)` is `read`, whose answer starts `next(answer)` as soon as it arrives,
 * instead of after the render that shows it and that render's effects; a page reading a chain (customer
 * by number, then its posts) saves a render per link. Keys stay `read`'s own, so the cache and the
 * websocket hints see no difference.
 */
export function readChain(queryClient: QueryClient): ChainRead {
  return (read, next) => ({
    ...read,
    fetch: async (signal) => {
      const answer = await read.fetch(signal);
      for (const following of next(answer)) startRead(queryClient, following);
      return answer;
    },
  });
}

/** Starts a read into the cache (nothing when a fresh answer is there); whoever reads it later finds it under way. */
export function startRead<T>(
  queryClient: QueryClient,
  read: ServerRead<T>,
  options: Pick<ServerReadOptions, 'staleTime'> = {},
): void {
  void startReadSettled(queryClient, read, options);
}

/** startRead, answering once the read has settled (answered or failed; it never rejects). */
export function startReadSettled<T>(
  queryClient: QueryClient,
  read: ServerRead<T>,
  options: Pick<ServerReadOptions, 'staleTime'> = {},
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: readKey(read),
    queryFn: ({ signal }) => read.fetch(signal),
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
  });
}

/** readChain over the page's query cache. */
export function useReadChain(): ChainRead {
  const queryClient = useQueryClient();
  return useMemo(() => readChain(queryClient), [queryClient]);
}

/**
 * Changes a read's cached answer, when there is one, to what a change the server has just answered makes of
 * it: the page showing it next paints that at once, while its own read (started by the caller) replaces it.
 */
export function useAmendCachedRead() {
  const queryClient = useQueryClient();
  return useCallback(
    <T>(read: ServerRead<T>, amend: (cached: T) => T) => queryClient.setQueryData<T>(readKey(read), (cached) => (cached === undefined ? undefined : amend(cached))),
    [queryClient],
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ServerRead } from '../../application/ports/serverRead.port';
import { readKey } from '../../application/serverState/readKeys';

export interface ServerReadOptions {
  /** Polling interval (part 1 §9); off by default. */
  readonly refetchInterval?: number;
  readonly enabled?: boolean;
}

/** A server read through the one query cache, keyed so websocket hints refresh it. */
export function useServerRead<T>(read: ServerRead<T>, options: ServerReadOptions = {}) {
  return useQuery({
    queryKey: readKey(read),
    queryFn: ({ signal }) => read.fetch(signal),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    enabled: options.enabled ?? true,
  });
}

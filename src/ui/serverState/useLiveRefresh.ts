import { useEffect } from 'react';
import { isRefreshedBy } from '../../application/serverState/readKeys';
import { TOKENS } from '../../composition/tokens';
import { useInjection } from '../../composition/injection';

/** While the shell is open, each websocket hint refreshes the cached reads of its endPoint at once. */
export function useLiveRefresh(): void {
  const feed = useInjection(TOKENS.ChangeFeed);
  const queryClient = useInjection(TOKENS.QueryClient);
  useEffect(
    () => feed.start((endPoint) => void queryClient.invalidateQueries({ predicate: (query) => isRefreshedBy(query.queryKey, endPoint) })),
    [feed, queryClient],
  );
}

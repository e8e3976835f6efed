/**
 * One read of server state, as the query cache needs it: which API path it reads (so a websocket
 * `endPoint` can refresh it) and how to fetch it. Adapters make these; the UI caches them.
 */
export interface ServerRead<T> {
  readonly api: 'data' | 'legacy' | 'service';
  /** The read path relative to its API, with concrete ids and no leading slash: `clients/1001/persons`. */
  readonly path: string;
  /** Query parameters or body terms that make this read differ from others on the same path. */
  readonly params?: Readonly<Record<string, unknown>>;
  fetch(signal?: AbortSignal): Promise<T>;
}

/**
 * The server's hints that data changed (part 1 §7 websocket): each carries the `endPoint` of a read
 * path to refresh. The feed reconnects by itself until stopped.
 */
export interface ChangeFeedPort {
  /** Starts listening; returns the function that stops. */
  start(onChange: (endPoint: string) => void): () => void;
}

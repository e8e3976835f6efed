/**
 * What one tab of the browser tells the others about the session they share (issue 43): a login, a logout,
 * and a change of the bases in force. Each tab's session machine acts on what the others say.
 */
export type SessionSignal =
  | { readonly type: 'signed-in' }
  | { readonly type: 'signed-out' }
  | { readonly type: 'bases-chosen'; readonly bases: readonly number[] };

export interface SessionSignalsPort {
  /** Tells every other tab of this browser; never this one. */
  announce(signal: SessionSignal): void;
  /** What the other tabs announce, until the returned function is called. */
  listen(listener: (signal: SessionSignal) => void): () => void;
}

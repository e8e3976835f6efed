/**
 * Where the three APIs and the websocket live. The SPA never assumes they share a host
 * (ARCHITECTURE.md §1); by default they are paths on the SPA's own origin.
 */
export interface AppConfig {
  readonly dataApiUrl: string;
  readonly legacyApiUrl: string;
  readonly serviceApiUrl: string;
  readonly websocketUrl: string;
  readonly healthUrl: string;
  /** The sister application the top bar links to (part 1 §2). */
  readonly sisterApplication: { readonly label: string; readonly url: string };
}

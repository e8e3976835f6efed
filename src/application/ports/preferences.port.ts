import type { ServerRead } from './serverRead.port';

/** What the product remembers for the officer across sessions (part 1 §2, §4). */
export interface OfficerPreferences {
  /** 'Marker som lest' on the changelog (ISO moment); null if never. */
  readonly changelogReadAt: string | null;
  /** The newest version whose update banner was dismissed; null if none. */
  readonly dismissedBannerVersion: string | null;
  /** Alt+S and the search button open /search/ instead of the popup. */
  readonly searchOpensPage: boolean;
}

/** A change sets fields; none of them is ever unset. */
export interface PreferencesChange {
  readonly changelogReadAt?: string;
  readonly dismissedBannerVersion?: string;
  readonly searchOpensPage?: boolean;
}

export interface PreferencesPort {
  preferences(): ServerRead<OfficerPreferences>;
  update(change: PreferencesChange): Promise<OfficerPreferences>;
}

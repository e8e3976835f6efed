import type { Profile } from './sessionApi.port';

/**
 * What must survive a reload of the tab: the refresh token, the legacy and service session tokens
 * (which cannot be renewed) and the profile. Kept for the tab only (sessionStorage), never longer.
 * The data access token is not here: it lives in memory and is renewed.
 */
export interface StoredSession {
  readonly refreshToken: string | null;
  readonly legacyToken: string;
  readonly serviceToken: string | null;
  readonly profile: Profile;
  readonly expiresAt: string;
  readonly selectedBases: readonly number[];
}

export interface SessionStorePort {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
}

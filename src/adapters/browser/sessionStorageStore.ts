import type { StoredSession, SessionStorePort } from '../../application/ports/sessionStore.port';

/** Where the tab keeps its session (the e2e tests put one there to start signed in). */
export const SESSION_STORAGE_KEY = 'norlink.session';

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const profile = v.profile as Record<string, unknown> | undefined;
  return (
    (v.refreshToken === null || typeof v.refreshToken === 'string') &&
    typeof v.legacyToken === 'string' &&
    (v.serviceToken === null || typeof v.serviceToken === 'string') &&
    typeof v.expiresAt === 'string' &&
    Array.isArray(v.selectedBases) &&
    typeof profile === 'object' &&
    profile !== null &&
    typeof profile.userId === 'number' &&
    typeof profile.name === 'string' &&
    Array.isArray(profile.roles) &&
    Array.isArray(profile.bases)
  );
}

/**
 * The tab's sessionStorage: it survives a reload of the tab and ends with it, and other tabs and
 * sites never see it. Never localStorage, which outlives the tab.
 */
export function sessionStorageStore(storage: Storage = window.sessionStorage): SessionStorePort {
  return {
    load() {
      try {
        const value: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
        return isStoredSession(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(session) {
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(SESSION_STORAGE_KEY);
    },
  };
}

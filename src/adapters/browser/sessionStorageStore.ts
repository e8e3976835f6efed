import type { StoredSession, SessionStorePort } from '../../application/ports/sessionStore.port';

const KEY = 'norlink.session';

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
        const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
        return isStoredSession(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(session) {
      storage.setItem(KEY, JSON.stringify(session));
    },
    clear() {
      storage.removeItem(KEY);
    },
  };
}

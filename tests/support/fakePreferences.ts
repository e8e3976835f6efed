/** In-memory PreferencesPort for UI tests: what was changed is in `current`. */
import type { OfficerPreferences, PreferencesChange, PreferencesPort } from '../../src/application/ports/preferences.port';
import type { ServerRead } from '../../src/application/ports/serverRead.port';

export function fakePreferences(initial: Partial<OfficerPreferences> = {}): PreferencesPort & { current: OfficerPreferences } {
  const port = {
    current: { changelogReadAt: null, dismissedBannerVersion: null, searchOpensPage: false, ...initial } as OfficerPreferences,
    preferences: (): ServerRead<OfficerPreferences> => ({ api: 'data', path: 'preferences', fetch: async () => port.current }),
    update: async (change: PreferencesChange) => {
      port.current = { ...port.current, ...change };
      return port.current;
    },
  };
  return port;
}

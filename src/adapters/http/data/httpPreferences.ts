import type { PreferencesPort } from '../../../application/ports/preferences.port';
import { answer } from '../shared/answer';
import type { DataClient } from './dataClient';

/** The officer's preferences on the data API (GET/PATCH preferences). */
export function httpPreferences(client: DataClient): PreferencesPort {
  return {
    preferences: () => ({
      api: 'data',
      path: 'preferences',
      fetch: (signal) => answer(client.GET('/preferences', { signal })),
    }),
    update: (change) => answer(client.PATCH('/preferences', { body: { ...change } })),
  };
}

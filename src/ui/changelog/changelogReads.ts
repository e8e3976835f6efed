import { useMutation } from '@tanstack/react-query';
import type { PreferencesChange } from '../../application/ports/preferences.port';
import { useInjection } from '../../composition/injection';
import { TOKENS } from '../../composition/tokens';
import { POLL_INTERVAL_MS } from '../../domain/queryPolicy';
import { useShellRead } from '../serverState/shellReadsGate';

/** The changelog feed, polled every 60 s (part 1 §9); after a page's first read (shellReadsGate). */
export function useChangelogEntries() {
  const changelog = useInjection(TOKENS.Changelog);
  return useShellRead(changelog.entries(), { refetchInterval: POLL_INTERVAL_MS.changelog });
}

/** The officer's preferences: the changelog's read date and the dismissed banner version live there. */
export function usePreferences() {
  return useShellRead(useInjection(TOKENS.Preferences).preferences());
}

/** Changes the preferences; the cache then refreshes everything, these preferences included. */
export function useUpdatePreferences() {
  const preferences = useInjection(TOKENS.Preferences);
  return useMutation({ mutationFn: (change: PreferencesChange) => preferences.update(change) });
}

import type { QueryClient } from '@tanstack/react-query';
import type { LiveMachines } from '../application/machines/liveMachines';
import type { AppConfig } from '../application/ports/appConfig.port';
import type { BackendHealthPort } from '../application/ports/backendHealth.port';
import type { ChangeFeedPort } from '../application/ports/changeFeed.port';
import type { PendingCountsPort } from '../application/ports/pendingCounts.port';
import type { PreferencesPort } from '../application/ports/preferences.port';
import type { ToastStore } from '../ui/shell/toastStore';
import type { SessionActor } from './session';

/** A DI token that remembers the type it resolves to, so `useInjection(TOKENS.X)` is typed. */
export type Token<T> = symbol & { readonly __resolves?: T };

function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** Every service the UI can ask the container for. One file, so the whole wiring reads at a glance. */
export const TOKENS = {
  AppConfig: token<AppConfig>('AppConfig'),
  BackendHealth: token<BackendHealthPort>('BackendHealth'),
  /** The officer's session: an XState actor the UI reads with useSelector. */
  Session: token<SessionActor>('Session'),
  /** The toasts; the HTTP adapters report through it as their NotifierPort. */
  Toasts: token<ToastStore>('Toasts'),
  QueryClient: token<QueryClient>('QueryClient'),
  /** The websocket's refresh hints. */
  ChangeFeed: token<ChangeFeedPort>('ChangeFeed'),
  PendingCounts: token<PendingCountsPort>('PendingCounts'),
  Preferences: token<PreferencesPort>('Preferences'),
  /** The machines running in this tab, for the machine studio's live mode; actors created here are inspected by it. */
  LiveMachines: token<LiveMachines>('LiveMachines'),
} as const;

import type { AppConfig } from '../application/ports/appConfig.port';
import type { BackendHealthPort } from '../application/ports/backendHealth.port';

/** A DI token that remembers the type it resolves to, so `useInjection(TOKENS.X)` is typed. */
export type Token<T> = symbol & { readonly __resolves?: T };

function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** Every service the UI can ask the container for. One file, so the whole wiring reads at a glance. */
export const TOKENS = {
  AppConfig: token<AppConfig>('AppConfig'),
  BackendHealth: token<BackendHealthPort>('BackendHealth'),
} as const;

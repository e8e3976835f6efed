import type { AppConfig } from '../../application/ports/appConfig.port';

/** Reads the API locations from Vite's build-time environment (VITE_*_URL), defaulting to this origin. */
export function appConfigFromEnvironment(env: Record<string, string | undefined>, origin: string): AppConfig {
  const wsOrigin = origin.replace(/^http/, 'ws');
  return {
    dataApiUrl: env.VITE_DATA_API_URL ?? `${origin}/api/data`,
    legacyApiUrl: env.VITE_LEGACY_API_URL ?? `${origin}/api/legacy`,
    serviceApiUrl: env.VITE_SERVICE_API_URL ?? `${origin}/api/service`,
    websocketUrl: env.VITE_WEBSOCKET_URL ?? `${wsOrigin}/ws`,
    healthUrl: env.VITE_HEALTH_URL ?? `${origin}/healthz`,
    ...(env.VITE_SISTER_APP_URL ? { sisterApplication: { label: env.VITE_SISTER_APP_LABEL ?? 'NorLink NF', url: env.VITE_SISTER_APP_URL } } : {}),
  };
}

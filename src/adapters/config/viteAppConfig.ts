import type { AppConfig } from '../../application/ports/appConfig.port';

/** The sister application of part 1 §2 unless VITE_SISTER_APP_URL / VITE_SISTER_APP_LABEL say otherwise. */
export const DEFAULT_SISTER_APPLICATION = { label: 'NorLink NF', url: 'https://nf.norlink.no/' } as const;

/** Reads the API locations from Vite's build-time environment (VITE_*_URL), defaulting to this origin. */
export function appConfigFromEnvironment(env: Record<string, string | undefined>, origin: string): AppConfig {
  const wsOrigin = origin.replace(/^http/, 'ws');
  return {
    dataApiUrl: env.VITE_DATA_API_URL ?? `${origin}/api/data`,
    legacyApiUrl: env.VITE_LEGACY_API_URL ?? `${origin}/api/legacy`,
    serviceApiUrl: env.VITE_SERVICE_API_URL ?? `${origin}/api/service`,
    websocketUrl: env.VITE_WEBSOCKET_URL ?? `${wsOrigin}/ws`,
    healthUrl: env.VITE_HEALTH_URL ?? `${origin}/healthz`,
    sisterApplication: {
      label: env.VITE_SISTER_APP_LABEL || DEFAULT_SISTER_APPLICATION.label,
      url: env.VITE_SISTER_APP_URL || DEFAULT_SISTER_APPLICATION.url,
    },
  };
}

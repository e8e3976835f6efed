import { describe, expect, it } from 'vitest';
import { appConfigFromEnvironment, DEFAULT_SISTER_APPLICATION } from './viteAppConfig';

describe('appConfigFromEnvironment', () => {
  it('puts the three APIs, the websocket and the health check on the SPA origin by default', () => {
    expect(appConfigFromEnvironment({}, 'https://norlink.example')).toEqual({
      dataApiUrl: 'https://norlink.example/api/data',
      legacyApiUrl: 'https://norlink.example/api/legacy',
      serviceApiUrl: 'https://norlink.example/api/service',
      websocketUrl: 'wss://norlink.example/ws',
      healthUrl: 'https://norlink.example/healthz',
      sisterApplication: DEFAULT_SISTER_APPLICATION,
    });
  });

  it('lets each API live on its own host', () => {
    const config = appConfigFromEnvironment(
      { VITE_LEGACY_API_URL: 'https://java.norlink.example/api', VITE_WEBSOCKET_URL: 'wss://push.norlink.example' },
      'http://localhost:8080',
    );
    expect(config.legacyApiUrl).toBe('https://java.norlink.example/api');
    expect(config.websocketUrl).toBe('wss://push.norlink.example');
    expect(config.dataApiUrl).toBe('http://localhost:8080/api/data');
  });

  it('links the sister application at its configured address, else at the default one', () => {
    expect(appConfigFromEnvironment({}, 'http://localhost:8080').sisterApplication).toEqual({ label: 'NorLink NF', url: 'https://nf.norlink.no/' });
    expect(appConfigFromEnvironment({ VITE_SISTER_APP_URL: 'https://nf.example', VITE_SISTER_APP_LABEL: 'NF' }, 'http://localhost:8080').sisterApplication).toEqual({
      label: 'NF',
      url: 'https://nf.example',
    });
  });
});

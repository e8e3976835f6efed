import { describe, expect, it } from 'vitest';
import { createContainer, resolve } from './container';
import { TOKENS } from './tokens';

const config = {
  dataApiUrl: 'http://x/api/data',
  legacyApiUrl: 'http://x/api/legacy',
  serviceApiUrl: 'http://x/api/service',
  websocketUrl: 'ws://x/ws',
  healthUrl: 'http://127.0.0.1:1/healthz',
};

describe('the composition root', () => {
  it('resolves every token', async () => {
    const container = createContainer(config);
    expect(resolve(container, TOKENS.AppConfig)).toBe(config);
    await expect(resolve(container, TOKENS.BackendHealth).check()).resolves.toEqual({ reachable: false });
  });

  it('hands out one back-end health service per container', () => {
    const container = createContainer(config);
    expect(resolve(container, TOKENS.BackendHealth)).toBe(resolve(container, TOKENS.BackendHealth));
  });
});

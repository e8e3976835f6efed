import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 and ./data on PGlite, with no outside party configured', () => {
    const config = loadConfig({}, '/srv/norlink');
    // Unset, the register, the PEPPOL network and the access point answer as the seed does (issue 44).
    expect(config.outside).toMatchObject({ brregUrl: undefined, peppolSmlZone: undefined, apUrl: undefined, apOutboxDir: undefined });
    expect({ ...config, outside: undefined }).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: path.resolve('/srv/norlink/data'),
      databaseUrl: undefined,
      distDir: path.resolve('/srv/norlink/dist'),
      trustProxy: false,
      logLevel: 'warn',
      metricsHost: '127.0.0.1',
      drainSeconds: 0,
      shutdownTimeoutSeconds: 10,
    });
  });

  it('logs at info in production, at LOG_LEVEL when given, and refuses an unknown level', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(loadConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });

  it('serves metrics only on METRICS_PORT or behind a METRICS_TOKEN long enough not to be guessed', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0' });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16');
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow('METRICS_PORT must be a port number');
  });

  it('drains 5 s before stopping on PostgreSQL (behind a load balancer) and not at all on the embedded database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).drainSeconds).toBe(5);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DRAIN_SECONDS: '1.5', SHUTDOWN_TIMEOUT_SECONDS: '20' })).toMatchObject({
      drainSeconds: 1.5,
      shutdownTimeoutSeconds: 20,
    });
    expect(() => loadConfig({ DRAIN_SECONDS: '-1' })).toThrow('DRAIN_SECONDS must be');
  });

  it('takes PORT, DATA_DIR and DATABASE_URL from the environment', () => {
    const config = loadConfig({ PORT: '9000', DATA_DIR: '/var/lib/norlink', DATABASE_URL: 'postgres://u@h/db' }, '/srv');
    expect(config).toMatchObject({ port: 9000, dataDir: '/var/lib/norlink', databaseUrl: 'postgres://u@h/db' });
  });

  it('takes ABANDONED_CLAIM_SECONDS as whole seconds, and refuses anything else', () => {
    expect(loadConfig({ ABANDONED_CLAIM_SECONDS: '2' }).abandonedClaimSeconds).toBe(2);
    expect(loadConfig({}).abandonedClaimSeconds).toBeUndefined();
    for (const bad of ['0', '1.5', 'soon']) expect(() => loadConfig({ ABANDONED_CLAIM_SECONDS: bad })).toThrow('ABANDONED_CLAIM_SECONDS must be');
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s with a clear message', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow('PORT must be a port number');
  });

  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,fd00::/8', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%j as a hop count or a list of proxies: %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', '*', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', 'proxy.example'])('refuses TRUST_PROXY=%s, never trusting every hop', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY must be');
  });
});

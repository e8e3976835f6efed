import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyBinary } from './cluster';
import { DEPLOY_EXAMPLE, haproxyConfig } from './haproxyConfig';

const deployFile = path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg');

function installedHaproxy(): string | null {
  try {
    return haproxyBinary();
  } catch {
    return null;
  }
}

describe('the HAProxy configuration', () => {
  it('in deploy/ is the one the cluster script runs, for three instances (README: Several instances behind a proxy)', () => {
    expect(fs.readFileSync(deployFile, 'utf8')).toBe(haproxyConfig(DEPLOY_EXAMPLE));
  });

  it('checks readiness, retries only what was never sent or is safe to repeat, and forwards the address', () => {
    const config = haproxyConfig({ bind: '127.0.0.1:8080', statsBind: '127.0.0.1:8180', backends: [{ name: 'n1', address: '127.0.0.1:8081' }] });
    expect(config).toContain('option httpchk GET /readyz');
    expect(config).toContain('http-request disable-l7-retry unless METH_GET');
    expect(config).toContain('option forwardfor');
    expect(config).toMatch(/server n1 127\.0\.0\.1:8081\n/);
  });

  // HAProxy's own check of the file (`haproxy -c`): Debian's 2.6 in CI (.ci/run installs it).
  it.runIf(installedHaproxy())('is accepted by HAProxy itself', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'norlink-haproxy-'));
    try {
      fs.writeFileSync(path.join(dir, 'haproxy.cfg'), fs.readFileSync(deployFile));
      const check = spawnSync(installedHaproxy()!, ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      expect(check.status, check.stdout + check.stderr).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

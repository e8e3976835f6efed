import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSftpServer, type TestSftpServer } from '../../../tests/support/sftpServer';
import { HostKeyRefused, remotePath, sftpEndpointFromEnv, withSftp, type SftpEndpoint } from './sftpClient';

let server: TestSftpServer;
let endpoint: SftpEndpoint;

beforeAll(async () => {
  server = await startSftpServer();
  endpoint = { host: '127.0.0.1', port: server.port, username: server.username, password: server.password, hostKeySha256: server.hostKeySha256, timeoutMs: 5000 };
  mkdirSync(path.join(server.root, 'outbound'), { recursive: true });
  mkdirSync(path.join(server.root, 'archive'), { recursive: true });
  mkdirSync(path.join(server.root, 'inbound'), { recursive: true });
});
afterAll(() => server.close());

describe('SFTP against a real SFTP server on loopback', () => {
  it('lists, fetches whole and archives a file by moving it on the server', async () => {
    server.put('outbound/OCR.20261128.txt', 'NY000010'.padEnd(80, '0'));
    server.put('outbound/.hidden.part', 'half');
    const fetched = await withSftp(endpoint, async (sftp) => {
      const files = await sftp.list('/outbound');
      expect(files).toEqual([{ name: 'OCR.20261128.txt', size: 80 }]);
      const bytes = await sftp.read(remotePath('/outbound', files[0]!.name));
      await sftp.rename('/outbound/OCR.20261128.txt', '/archive/OCR.20261128.txt');
      expect(await sftp.exists('/outbound/OCR.20261128.txt')).toBe(false);
      return bytes;
    });
    expect(fetched.toString('latin1')).toBe('NY000010'.padEnd(80, '0'));
    expect(existsSync(path.join(server.root, 'archive/OCR.20261128.txt'))).toBe(true);
  });

  it('uploads under a temporary name and renames it when complete', async () => {
    const bytes = Buffer.from('x'.repeat(100_000));
    await withSftp(endpoint, (sftp) => sftp.upload('/inbound', 'claims.txt', bytes));
    expect(readFileSync(path.join(server.root, 'inbound/claims.txt'))).toEqual(bytes);
    expect(existsSync(path.join(server.root, 'inbound/.claims.txt.part'))).toBe(false);
  });

  it('a connection dropped mid-file fails the read rather than give half a file', async () => {
    server.put('outbound/big.txt', 'y'.repeat(200_000));
    server.dropAfterBytes = 40_000;
    await expect(withSftp(endpoint, (sftp) => sftp.read('/outbound/big.txt'))).rejects.toThrow();
    // The next attempt reads it whole.
    const again = await withSftp(endpoint, (sftp) => sftp.read('/outbound/big.txt'));
    expect(again.length).toBe(200_000);
  });

  it('refuses a server whose host key is not the configured one, before logging in', async () => {
    const wrong = { ...endpoint, hostKeySha256: 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' };
    await expect(withSftp(wrong, async () => 'never')).rejects.toBeInstanceOf(HostKeyRefused);
  });

  it('gives up on a server that does not answer within the time-out', async () => {
    const net = await import('node:net');
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const started = Date.now();
    await expect(withSftp({ ...endpoint, port, timeoutMs: 500 }, async () => 'never')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    silent.close();
  });
});

describe('configuration from the environment', () => {
  it('unset is the embedded default; set, all its parts are required', () => {
    expect(sftpEndpointFromEnv({}, 'NETS_SFTP')).toBeUndefined();
    expect(sftpEndpointFromEnv({ NETS_SFTP_URL: 'sftp://kunde%40x@sftp.example:2222', NETS_SFTP_HOST_KEY: 'SHA256:abc', NETS_SFTP_PASSWORD: 'p' }, 'NETS_SFTP')).toEqual({
      host: 'sftp.example', port: 2222, username: 'kunde@x', hostKeySha256: 'SHA256:abc', password: 'p',
    });
    expect(() => sftpEndpointFromEnv({ NETS_SFTP_URL: 'ftp://x' }, 'NETS_SFTP')).toThrow(/sftp:/);
    expect(() => sftpEndpointFromEnv({ NETS_SFTP_URL: 'sftp://u@h' }, 'NETS_SFTP')).toThrow(/HOST_KEY/);
    expect(() => sftpEndpointFromEnv({ NETS_SFTP_URL: 'sftp://u@h', NETS_SFTP_HOST_KEY: 'SHA256:x' }, 'NETS_SFTP')).toThrow(/PASSWORD/);
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client, type SFTPWrapper } from 'ssh2';

/**
 * The one SFTP capability of the server (issue 45): every file exchanged with a counterparty by SFTP (Mastercard
 * Payment Services for AvtaleGiro and OCR giro, collection agencies) goes through here. Built on ssh2 (pure
 * JavaScript; its optional native add-ons are not built). Each call opens one connection, checks the server's host
 * key against the configured fingerprint before sending any credential, bounds every step with a time-out, and
 * closes the connection whatever happens. Retries are Background work's (the job that called fails and runs again).
 */

export interface SftpEndpoint {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  /** A private key (PEM or OpenSSH text) or a password: from the environment, never from the database. */
  readonly privateKey?: string;
  readonly password?: string;
  /** The server's host key as OpenSSH prints it: `SHA256:` and the unpadded base64 of the key's SHA-256. */
  readonly hostKeySha256: string;
  /** Milliseconds for connecting and for each operation (30 s unless set). */
  readonly timeoutMs?: number;
}

export interface RemoteFile {
  readonly name: string;
  readonly size: number;
}

export interface SftpSession {
  /** Regular files in a directory, in name order. */
  list(directory: string): Promise<RemoteFile[]>;
  /** A whole file; refused when fewer bytes arrive than the server said the file has. */
  read(path: string): Promise<Buffer>;
  /** Writes under a temporary name in the directory and renames it when complete, so a reader never sees half a file. */
  upload(directory: string, name: string, bytes: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  exists(path: string): Promise<boolean>;
}

export class HostKeyRefused extends Error {}

/** The OpenSSH fingerprint (`SHA256:…`) of a host key in its wire form. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

const join = (directory: string, name: string) => `${directory.replace(/\/+$/, '')}/${name}`;

/** One SFTP request, failed by its time-out or by the connection closing under it, whichever comes first. */
function withTimeout<T>(what: string, ms: number, lost: Promise<never>, work: (done: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const request = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`SFTP: ${what} tok mer enn ${ms} ms`)), ms);
    work((error, value) => {
      if (error) reject(error);
      else resolve(value as T);
    });
  });
  return Promise.race([request, lost]).finally(() => clearTimeout(timer));
}

function session(sftp: SFTPWrapper, timeoutMs: number, lost: Promise<never>): SftpSession {
  const call = <T>(what: string, work: (done: (error: Error | null | undefined, value?: T) => void) => void) => withTimeout(what, timeoutMs, lost, work);
  return {
    async list(directory) {
      const entries = await call<{ filename: string; attrs: { size: number; mode: number } }[]>(`readdir ${directory}`, (done) =>
        sftp.readdir(directory, (error, list) => done(error, list)),
      );
      const REGULAR = 0o100000;
      return entries
        .filter((entry) => (entry.attrs.mode & 0o170000) === REGULAR && !entry.filename.startsWith('.'))
        .map((entry) => ({ name: entry.filename, size: entry.attrs.size }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async read(path) {
      const stats = await call<{ size: number }>(`stat ${path}`, (done) => sftp.stat(path, (error, attrs) => done(error, attrs)));
      const bytes = await call<Buffer>(`read ${path}`, (done) => sftp.readFile(path, (error, data) => done(error, data)));
      if (bytes.length !== stats.size) throw new Error(`SFTP: ${path} kom ikke helt (${bytes.length} av ${stats.size} byte)`);
      return bytes;
    },
    async upload(directory, name, bytes) {
      const temporary = join(directory, temporaryName(name));
      await call<void>(`write ${temporary}`, (done) => sftp.writeFile(temporary, Buffer.from(bytes), (error) => done(error)));
      await call<void>(`rename ${temporary}`, (done) => sftp.rename(temporary, join(directory, name), (error) => done(error)));
    },
    async rename(from, to) {
      await call<void>(`rename ${from}`, (done) => sftp.rename(from, to, (error) => done(error)));
    },
    async exists(path) {
      return call<boolean>(`stat ${path}`, (done) => sftp.stat(path, (error) => done(null, !error)));
    },
  };
}

/** Opens a connection, runs `work` with its SFTP session, and closes the connection whatever happens. */
export async function withSftp<T>(endpoint: SftpEndpoint, work: (sftp: SftpSession) => Promise<T>): Promise<T> {
  const timeoutMs = endpoint.timeoutMs ?? 30_000;
  const client = new Client();
  let refusedKey: string | null = null;
  let failConnection: (error: Error) => void = () => undefined;
  // Fails whatever is waiting once the connection errs or closes (a line cut mid-file ends the read at once).
  const lost = new Promise<never>((_, reject) => (failConnection = reject));
  lost.catch(() => undefined);
  const fail = (error: Error) => failConnection(refusedKey ? new HostKeyRefused(`SFTP: vertsnøkkelen til ${endpoint.host} (${refusedKey}) er ikke den som er satt opp`) : error);
  client.on('error', fail);
  client.on('close', () => fail(new Error(`SFTP: ${endpoint.host} lukket forbindelsen`)));
  try {
    const opened = new Promise<SFTPWrapper>((resolve, reject) => {
      client.once('ready', () => client.sftp((error, sftp) => (error ? reject(error) : resolve(sftp))));
      client.connect({
        host: endpoint.host,
        port: endpoint.port,
        username: endpoint.username,
        ...(endpoint.privateKey ? { privateKey: endpoint.privateKey } : {}),
        ...(endpoint.password ? { password: endpoint.password } : {}),
        readyTimeout: timeoutMs,
        // The host key is checked before any credential is sent; an unknown key ends the connection.
        hostVerifier: (key: Buffer) => {
          const fingerprint = hostKeyFingerprint(key);
          if (fingerprint === endpoint.hostKeySha256) return true;
          refusedKey = fingerprint;
          return false;
        },
      });
    });
    const sftp = await Promise.race([opened, lost]);
    return await work(session(sftp, timeoutMs, lost));
  } finally {
    client.end();
  }
}

/**
 * An endpoint from the environment, under a prefix (e.g. NETS_SFTP): `<P>_URL` (sftp://user@host:port), `<P>_HOST_KEY`
 * (SHA256:…), and `<P>_PRIVATE_KEY_FILE` or `<P>_PASSWORD`. Undefined when `<P>_URL` is unset (the embedded default).
 */
export function sftpEndpointFromEnv(env: NodeJS.ProcessEnv, prefix: string): SftpEndpoint | undefined {
  const url = env[`${prefix}_URL`];
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'sftp:') throw new Error(`${prefix}_URL must be sftp://user@host[:port], not "${url}"`);
  const hostKeySha256 = env[`${prefix}_HOST_KEY`];
  if (!hostKeySha256?.startsWith('SHA256:')) throw new Error(`${prefix}_HOST_KEY must be the server's host key fingerprint (SHA256:…)`);
  const keyFile = env[`${prefix}_PRIVATE_KEY_FILE`];
  const password = env[`${prefix}_PASSWORD`];
  if (!keyFile && !password) throw new Error(`${prefix}_PRIVATE_KEY_FILE or ${prefix}_PASSWORD must be set`);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 22,
    username: decodeURIComponent(parsed.username),
    hostKeySha256,
    ...(keyFile ? { privateKey: readFileSync(keyFile, 'utf8') } : {}),
    ...(password ? { password } : {}),
  };
}

/** A remote file's path in a directory. */
export const remotePath = join;

/** The name a file is written under before it is renamed into place (a reader skips dot files). */
export const temporaryName = (name: string) => `.${name}.part`;

import { closeSync, fstatSync, mkdirSync, mkdtempSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Server, utils, type Connection } from 'ssh2';
import { hostKeyFingerprint } from '../../server/outside/sftp/sftpClient';

/**
 * A real SFTP server for the tests (ssh2's Server, the protocol of draft-ietf-secsh-filexfer-02 as OpenSSH speaks
 * it), on loopback, serving a temporary directory. One user with a password; the host key is made per server.
 * `dropAfterBytes` closes the connection once that many bytes of one read have been sent (a line cut mid-file).
 */

const { STATUS_CODE, OPEN_MODE } = utils.sftp;

export interface TestSftpServer {
  readonly port: number;
  readonly root: string;
  readonly hostKeySha256: string;
  readonly username: string;
  readonly password: string;
  /** Cut the connection after this many bytes of the next file read (once). */
  dropAfterBytes: number | null;
  /** Every rename a client made, in order (an upload's temporary name renamed into place is one). */
  readonly renames: { readonly from: string; readonly to: string }[];
  /** Files written under the root (path relative to the root). */
  put(relative: string, content: string | Uint8Array): void;
  close(): Promise<void>;
}

export async function startSftpServer(): Promise<TestSftpServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'norlink-sftp-'));
  const hostKey = utils.generateKeyPairSync('ed25519');
  const parsed = utils.parseKey(hostKey.private);
  if (parsed instanceof Error) throw parsed;
  const publicKey = (Array.isArray(parsed) ? parsed[0] : parsed).getPublicSSH();
  const username = 'norlink';
  const password = 'sftp-test-passord';
  const connections = new Set<Connection>();
  const renames: { from: string; to: string }[] = [];

  const state: { dropAfterBytes: number | null } = { dropAfterBytes: null };
  const local = (remote: string) => {
    const resolved = path.resolve(root, `.${path.posix.normalize(`/${remote}`)}`);
    if (!resolved.startsWith(root)) throw new Error('outside root');
    return resolved;
  };

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    connections.add(client);
    client.on('close', () => connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === username && ctx.password === password) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, { fd?: number; dir?: string[]; path: string; sent: number }>();
          let next = 1;
          const handle = (entry: { fd?: number; dir?: string[]; path: string }) => {
            const id = next++;
            handles.set(id, { ...entry, sent: 0 });
            const buffer = Buffer.alloc(4);
            buffer.writeUInt32BE(id);
            return buffer;
          };
          const of = (buffer: Buffer) => handles.get(buffer.readUInt32BE(0));
          const attrsOf = (file: string) => {
            const s = statSync(file);
            return { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: Math.floor(s.atimeMs / 1000), mtime: Math.floor(s.mtimeMs / 1000) };
          };
          const guard = (reqid: number, work: () => void) => {
            try {
              work();
            } catch {
              sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            }
          };
          sftp.on('REALPATH', (reqid, remote) => sftp.name(reqid, [{ filename: path.posix.normalize(`/${remote}`), longname: '', attrs: {} as never }]));
          sftp.on('STAT', (reqid, remote) => guard(reqid, () => sftp.attrs(reqid, attrsOf(local(remote)))));
          sftp.on('LSTAT', (reqid, remote) => guard(reqid, () => sftp.attrs(reqid, attrsOf(local(remote)))));
          sftp.on('FSTAT', (reqid, h) => guard(reqid, () => sftp.attrs(reqid, { ...attrsOf(of(h)!.path), size: fstatSync(of(h)!.fd!).size })));
          sftp.on('OPEN', (reqid, remote, flags) =>
            guard(reqid, () => {
              const mode = flags & OPEN_MODE.WRITE ? (flags & OPEN_MODE.APPEND ? 'a' : 'w') : 'r';
              sftp.handle(reqid, handle({ fd: openSync(local(remote), mode), path: local(remote) }));
            }),
          );
          sftp.on('READ', (reqid, h, offset, length) => {
            const entry = of(h);
            if (!entry?.fd) return sftp.status(reqid, STATUS_CODE.FAILURE);
            const buffer = Buffer.alloc(length);
            const read = readSync(entry.fd, buffer, 0, length, offset);
            if (read === 0) return sftp.status(reqid, STATUS_CODE.EOF);
            if (state.dropAfterBytes !== null && entry.sent + read > state.dropAfterBytes) {
              state.dropAfterBytes = null;
              client.end();
              return;
            }
            entry.sent += read;
            sftp.data(reqid, buffer.subarray(0, read));
          });
          sftp.on('WRITE', (reqid, h, offset, data) => {
            const entry = of(h);
            if (!entry?.fd) return sftp.status(reqid, STATUS_CODE.FAILURE);
            writeSync(entry.fd, data, 0, data.length, offset);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqid, h) => {
            const entry = of(h);
            if (entry?.fd !== undefined) closeSync(entry.fd);
            handles.delete(h.readUInt32BE(0));
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('OPENDIR', (reqid, remote) =>
            guard(reqid, () => sftp.handle(reqid, handle({ dir: readdirSync(local(remote)), path: local(remote) }))),
          );
          sftp.on('READDIR', (reqid, h) => {
            const entry = of(h);
            if (!entry?.dir || entry.dir.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
            const names = entry.dir.splice(0);
            sftp.name(reqid, names.map((name) => ({ filename: name, longname: name, attrs: attrsOf(path.join(entry.path, name)) })));
          });
          sftp.on('RENAME', (reqid, from, to) =>
            guard(reqid, () => {
              // SFTP v3 (as OpenSSH): renaming onto an existing file fails.
              if (existsQuietly(local(to))) return sftp.status(reqid, STATUS_CODE.FAILURE);
              renameSync(local(from), local(to));
              renames.push({ from: path.posix.normalize(`/${from}`), to: path.posix.normalize(`/${to}`) });
              sftp.status(reqid, STATUS_CODE.OK);
            }),
          );
          sftp.on('MKDIR', (reqid, remote) => guard(reqid, () => (mkdirSync(local(remote), { recursive: true }), sftp.status(reqid, STATUS_CODE.OK))));
          sftp.on('REMOVE', (reqid, remote) => guard(reqid, () => (rmSync(local(remote)), sftp.status(reqid, STATUS_CODE.OK))));
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    root,
    hostKeySha256: hostKeyFingerprint(publicKey),
    renames,
    username,
    password,
    get dropAfterBytes() {
      return state.dropAfterBytes;
    },
    set dropAfterBytes(value) {
      state.dropAfterBytes = value;
    },
    put(relative, content) {
      const file = local(relative);
      mkdirSync(path.dirname(file), { recursive: true });
      const fd = openSync(file, 'w');
      writeSync(fd, typeof content === 'string' ? Buffer.from(content, 'latin1') : content);
      closeSync(fd);
    },
    async close() {
      for (const connection of connections) connection.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function existsQuietly(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

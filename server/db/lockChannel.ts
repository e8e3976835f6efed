import { randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';

/**
 * The embedded database's holder answers on a loopback port named in its lock file (dataDirLock.ts): a
 * server that answers is alive and working, which a pid alone cannot tell (a killed process keeps its pid
 * while the kernel tears it down, a zombie keeps it until its parent reaps it). The same channel lets
 * `npm run backup` ask the running server for a consistent copy of its database. Only a caller that can
 * read the lock file (in the data directory) knows the token, so the port gives nothing to anyone else.
 *
 * One request per connection: a JSON line `{token, command}`; the answer is a JSON line `{ok, ...}`,
 * followed by `bytes` bytes of payload when it has one.
 */
export interface ChannelAnswer {
  readonly header: Record<string, unknown>;
  readonly payload?: Uint8Array;
}

export type ChannelCommand = () => Promise<ChannelAnswer>;

export interface LockChannel {
  readonly port: number;
  readonly token: string;
  /** Adds a command (e.g. 'backup', once the database is open). */
  handle(command: string, run: ChannelCommand): void;
  close(): void;
}

const MAX_REQUEST_BYTES = 4096;

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

/** Opens the holder's side on 127.0.0.1 (a port of the system's choice); it never keeps the process alive. */
export async function openLockChannel(): Promise<LockChannel> {
  const token = randomBytes(24).toString('hex');
  const commands = new Map<string, ChannelCommand>([['ping', async () => ({ header: { pid: process.pid } })]]);
  const server = net.createServer((socket) => {
    let received = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = received.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      void answer(socket, received.slice(0, end));
    });
  });
  async function answer(socket: net.Socket, line: string): Promise<void> {
    let request: { token?: unknown; command?: unknown };
    try {
      request = JSON.parse(line) as typeof request;
    } catch {
      return void socket.end(`${JSON.stringify({ ok: false, error: 'not understood' })}\n`);
    }
    if (!sameToken(request.token, token)) return void socket.end(`${JSON.stringify({ ok: false, error: 'wrong token' })}\n`);
    const run = typeof request.command === 'string' ? commands.get(request.command) : undefined;
    if (!run) return void socket.end(`${JSON.stringify({ ok: false, error: `no command ${String(request.command)}` })}\n`);
    // A long answer (a backup of a large database) is not cut by the idle timeout while it is being made.
    socket.setTimeout(0);
    try {
      const { header, payload } = await run();
      socket.write(`${JSON.stringify({ ok: true, ...header, ...(payload ? { bytes: payload.byteLength } : {}) })}\n`);
      if (payload) socket.end(payload);
      else socket.end();
    } catch (error) {
      socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, () => resolve());
  });
  server.unref();
  return {
    port: (server.address() as net.AddressInfo).port,
    token,
    handle: (command, run) => void commands.set(command, run),
    close: () => server.close(),
  };
}

/**
 * Sends one command to a holder; its answer, or null when nothing answers within `timeoutMs` (no one
 * listening, a process being torn down, a stopped one). A refusal (wrong token, no such command) is an
 * answer with ok: false.
 */
export function askLockChannel(
  port: number,
  token: string,
  command: string,
  { timeoutMs = 1_000 }: { timeoutMs?: number } = {},
): Promise<ChannelAnswer | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (value: ChannelAnswer | null) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(value);
    };
    // Until the header has come: a payload may then take as long as it takes.
    const timer = setTimeout(() => settle(null), timeoutMs);
    socket.on('connect', () => socket.write(`${JSON.stringify({ token, command })}\n`));
    socket.on('error', () => settle(null));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunk.includes(10)) clearTimeout(timer);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      const all = Buffer.concat(chunks);
      const end = all.indexOf(10);
      if (end < 0) return settle(null);
      let header: Record<string, unknown>;
      try {
        header = JSON.parse(all.subarray(0, end).toString('utf8')) as Record<string, unknown>;
      } catch {
        return settle(null);
      }
      const payload = all.subarray(end + 1);
      if (typeof header.bytes === 'number' && payload.byteLength !== header.bytes) {
        return settle({ header: { ok: false, error: `the answer was cut off after ${payload.byteLength} of ${header.bytes} bytes` } });
      }
      settle({ header, ...(typeof header.bytes === 'number' ? { payload } : {}) });
    });
  });
}

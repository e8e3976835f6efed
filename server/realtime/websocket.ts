import websocketPlugin from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AccessClaims } from '../auth/tokens';
import type { ChangeBus } from './changeBus';

export interface WebsocketOptions {
  readonly bus: ChangeBus;
  /** Checks the data-API access token of the auth message. */
  readonly authenticate: (token: string) => Promise<AccessClaims | null> | AccessClaims | null;
  readonly pingIntervalMs?: number;
  readonly authTimeoutMs?: number;
}

/** Close codes in the private range: the SPA logs in again on UNAUTHORISED rather than reconnecting blindly. */
export const CLOSE_UNAUTHORISED = 4401;

function parseAuthMessage(data: unknown): string | null {
  try {
    const message = JSON.parse(String(data)) as { type?: unknown; token?: unknown };
    return message.type === 'auth' && typeof message.token === 'string' ? message.token : null;
  } catch {
    return null;
  }
}

/**
 * /ws: the SPA sends `{type: 'auth', token}` first; from then on it receives `{endPoint}` for every
 * committed change and `{endPoint: 'ping'}` to keep proxies from closing an idle connection.
 */
export async function registerWebsocket(app: FastifyInstance, options: WebsocketOptions): Promise<void> {
  await app.register(websocketPlugin, { options: { maxPayload: 8 * 1024 } });
  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    let unsubscribe: (() => void) | undefined;
    let ping: NodeJS.Timeout | undefined;
    const send = (endPoint: string) => socket.send(JSON.stringify({ endPoint }));
    const authTimeout = setTimeout(() => socket.close(CLOSE_UNAUTHORISED, 'auth timeout'), options.authTimeoutMs ?? 10_000);

    socket.on('message', async (data) => {
      if (unsubscribe) return;
      const token = parseAuthMessage(data);
      if (!token || !(await options.authenticate(token))) return socket.close(CLOSE_UNAUTHORISED, 'unauthorised');
      if (unsubscribe || socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimeout);
      unsubscribe = options.bus.subscribe((endPoints) => endPoints.forEach(send));
      ping = setInterval(() => send('ping'), options.pingIntervalMs ?? 25_000);
    });
    socket.on('close', () => {
      clearTimeout(authTimeout);
      clearInterval(ping);
      unsubscribe?.();
    });
  });
}

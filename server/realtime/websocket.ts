import websocketPlugin from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_CLOSE_SESSION_ENDED as CLOSE_SESSION_ENDED, WS_CLOSE_UNAUTHORISED as CLOSE_UNAUTHORISED } from '../../src/domain/session/websocketClose';
import { SESSION_END_POINTS } from '../auth/officerSessions';
import type { AccessClaims } from '../auth/tokens';
import type { ChangeBus } from './changeBus';

export interface WebsocketOptions {
  readonly bus: ChangeBus;
  /** Checks the data-API access token of the auth message. */
  readonly authenticate: (token: string) => Promise<AccessClaims | null> | AccessClaims | null;
  /**
   * Whether the session the socket authenticated with is still open; `fresh` skips this instance's cache.
   * Asked when a session change is announced and at every ping (which catches the idle limit).
   */
  readonly sessionOpen: (sessionId: string, fresh: boolean) => Promise<boolean>;
  readonly pingIntervalMs?: number;
  readonly authTimeoutMs?: number;
}

export { WS_CLOSE_SESSION_ENDED as CLOSE_SESSION_ENDED, WS_CLOSE_UNAUTHORISED as CLOSE_UNAUTHORISED } from '../../src/domain/session/websocketClose';

const announcesSessionChange = (endPoints: readonly string[]) => endPoints.some((endPoint) => (SESSION_END_POINTS as readonly string[]).includes(endPoint));

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
      const claims = token ? await options.authenticate(token) : null;
      if (!claims) return socket.close(CLOSE_UNAUTHORISED, 'unauthorised');
      if (unsubscribe || socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimeout);
      // The socket lives as long as its session, not its access token (which is renewed meanwhile).
      const closeIfEnded = async (fresh: boolean) => {
        if (socket.readyState === socket.OPEN && !(await options.sessionOpen(claims.sid, fresh))) socket.close(CLOSE_SESSION_ENDED, 'session ended');
      };
      unsubscribe = options.bus.subscribe((endPoints) => {
        endPoints.forEach(send);
        if (announcesSessionChange(endPoints)) void closeIfEnded(true).catch((error: unknown) => console.warn('websocket: session check failed', error));
      });
      ping = setInterval(() => {
        send('ping');
        void closeIfEnded(false).catch((error: unknown) => console.warn('websocket: session check failed', error));
      }, options.pingIntervalMs ?? 25_000);
    });
    socket.on('close', () => {
      clearTimeout(authTimeout);
      clearInterval(ping);
      unsubscribe?.();
    });
  });
}

import type { ChangeFeedPort } from '../../application/ports/changeFeed.port';
import { WS_CLOSE_SERVICE_RESTART, WS_CLOSE_SESSION_ENDED } from '../../domain/session/websocketClose';

export interface WebsocketChangeFeedOptions {
  /** ws:// or wss:// URL, or a path on the page's own origin (`/ws`). */
  readonly url: string;
  /** The data-API access token for the auth message; no token, no connection yet. */
  readonly accessToken: () => string | undefined;
  readonly createSocket?: (url: string) => WebSocket;
  /** Wait before reconnecting, by attempt (1, 2, ...). */
  readonly retryDelayMs?: (attempt: number) => number;
  /** Wait before reconnecting after the server said it restarts (1012): short, spread so the tabs do not all come at once. */
  readonly restartDelayMs?: () => number;
  /**
   * The server closed the socket because its session has ended (logout elsewhere, ended by a Technical
   * officer, the idle limit). A refused token is not that: it may be an access token being renewed.
   */
  readonly onSessionEnded?: () => void;
}

const PING = 'ping';

/** Doubles from 1 s up to 30 s: a restarting server is not hammered by every open tab. */
const backoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** Math.min(attempt - 1, 5));
/** Another instance is up behind the load balancer: back within half a second, the tabs spread over it. */
const soonAfterRestart = () => 50 + Math.random() * 450;

function absolute(url: string): string {
  if (/^wss?:\/\//.test(url)) return url;
  const here = new URL(url, window.location.href);
  here.protocol = here.protocol === 'https:' ? 'wss:' : 'ws:';
  return here.toString();
}

function endPointOf(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as { endPoint?: unknown };
    return typeof message.endPoint === 'string' && message.endPoint !== PING ? message.endPoint : null;
  } catch {
    return null;
  }
}

/**
 * Part 1 §7: on open send `{type: 'auth', token}`, pass on every `endPoint` but "ping", and reconnect
 * after any close (a refused token included: by then the session may hold a renewed one). A close for
 * an ended session is told to `onSessionEnded` too; the feed reconnects once a new login gives a token.
 * A close for a restarting instance (1012) reconnects within half a second rather than after the backoff.
 */
export function websocketChangeFeed(options: WebsocketChangeFeedOptions): ChangeFeedPort {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  const retryDelay = options.retryDelayMs ?? backoff;
  const restartDelay = options.restartDelayMs ?? soonAfterRestart;
  return {
    start(onChange) {
      let socket: WebSocket | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let attempt = 0;
      let stopped = false;

      const reconnect = (afterRestart = false) => {
        if (stopped) return;
        attempt++;
        retry = setTimeout(connect, afterRestart ? restartDelay() : retryDelay(attempt));
      };
      function connect() {
        const token = options.accessToken();
        if (!token) return reconnect();
        socket = createSocket(absolute(options.url));
        socket.onopen = () => {
          attempt = 0;
          socket?.send(JSON.stringify({ type: 'auth', token }));
        };
        socket.onmessage = (event: MessageEvent) => {
          const endPoint = endPointOf(event.data);
          if (endPoint) onChange(endPoint);
        };
        socket.onclose = (event: CloseEvent) => {
          if (event.code === WS_CLOSE_SESSION_ENDED) options.onSessionEnded?.();
          reconnect(event.code === WS_CLOSE_SERVICE_RESTART);
        };
      }

      connect();
      return () => {
        stopped = true;
        clearTimeout(retry);
        if (socket) {
          socket.onclose = null;
          socket.close();
        }
      };
    },
  };
}

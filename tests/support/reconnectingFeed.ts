/**
 * A websocket client that behaves as the SPA's change feed does (src/adapters/ws/websocketChangeFeed.ts),
 * for tests on the server side (which may not import the SPA's adapters): `{type: 'auth', token}` on every
 * open, every endPoint but "ping" kept, and a reconnect with the same token after any close, at once after
 * 1012 (the instance restarts) and after a short wait otherwise.
 */
export interface ReconnectingFeed {
  /** Every close the server (or the proxy) made, with its code, in order. */
  readonly closes: readonly { readonly code: number; readonly at: number }[];
  /** How many times it has connected (and authenticated) so far. */
  readonly opens: number;
  /** When each connection opened. */
  readonly openedAt: readonly number[];
  readonly endPoints: readonly string[];
  stop(): void;
}

export function connectFeed(url: string, token: string): ReconnectingFeed {
  const closes: { code: number; at: number }[] = [];
  const endPoints: string[] = [];
  const openedAt: number[] = [];
  let opens = 0;
  let stopped = false;
  let socket: WebSocket | undefined;
  const connect = () => {
    socket = new WebSocket(url);
    socket.onopen = () => {
      opens++;
      openedAt.push(Date.now());
      socket!.send(JSON.stringify({ type: 'auth', token }));
    };
    socket.onmessage = (event) => {
      const endPoint = (JSON.parse(String(event.data)) as { endPoint?: string }).endPoint;
      if (endPoint && endPoint !== 'ping') endPoints.push(endPoint);
    };
    socket.onclose = (event) => {
      if (stopped) return;
      closes.push({ code: event.code, at: Date.now() });
      setTimeout(connect, event.code === 1012 ? 20 : 250);
    };
  };
  connect();
  return {
    closes,
    endPoints,
    openedAt,
    get opens() {
      return opens;
    },
    stop() {
      stopped = true;
      socket?.close();
    },
  };
}

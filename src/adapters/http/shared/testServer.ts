/** Test helper: a real HTTP server on an ephemeral port (node:http), answering from a route table. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export type Handler = (request: RecordedRequest, response: http.ServerResponse) => void | Promise<void>;

export interface TestServer {
  readonly origin: string;
  readonly requests: RecordedRequest[];
  /** Requests to "<METHOD> <path>" (path without query). */
  hits(route: string): number;
  route(route: string, handler: Handler): void;
  close(): Promise<void>;
}

export function json(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://test.invalid');
      const path = url.pathname;
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      const handler = routes.get(`${recorded.method} ${path}`);
      if (!handler) return json(res, 501, { status: 501, message: `no test route ${recorded.method} ${path}` });
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => json(res, 500, { status: 500, message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    hits: (route) => requests.filter((r) => `${r.method} ${r.path}` === route).length,
    route: (route, handler) => void routes.set(route, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

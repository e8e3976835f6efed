import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';

/**
 * METRICS_PORT: the metrics on a port of their own, away from the officers' port (on 127.0.0.1 unless
 * METRICS_HOST says otherwise), for a Prometheus that scrapes each instance directly. Only GET /metrics.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<{ readonly port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics here\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

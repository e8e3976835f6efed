import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StartPhase = 'starting' | 'migrating';

export interface StartupResponder {
  /** The port it listens on (the configured one, or the system's choice for port 0). */
  readonly port: number;
  setPhase(phase: StartPhase): void;
  /** Frees the port for the app, dropping any connection still open. */
  close(): Promise<void>;
}

/**
 * The server's port while it starts (opening the database, migrating, seeding, waiting for the SPA build):
 * /healthz says the process is alive ('starting', 200, so a liveness probe does not restart an instance in
 * the middle of a long migration), /readyz says why it takes no traffic yet (503 with the phase), and
 * anything else gets a 503 with Retry-After. The app takes the port over when it is ready.
 */
export async function answerWhileStarting(port: number, host: string): Promise<StartupResponder> {
  let phase: StartPhase = 'starting';
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const [status, body] =
      path === '/healthz'
        ? [200, { status: 'starting', phase }]
        : path === '/readyz'
          ? [503, { status: 'not ready', reason: phase }]
          : [503, { status: 503, message: 'NorLink starter. Prøv igjen om litt.' }];
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '2', connection: 'close' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    setPhase: (next) => void (phase = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

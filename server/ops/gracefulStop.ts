import type { FastifyInstance } from 'fastify';
import { WS_CLOSE_SERVICE_RESTART } from '../../src/domain/session/websocketClose';
import type { Readiness } from './readiness';

export interface StopPlan {
  readonly app: FastifyInstance;
  readonly readiness: Readiness;
  /** Keep serving this long with /readyz failing, so the load balancer takes the instance out first. */
  readonly drainMs: number;
  /** The bound on the requests in flight and on the background work in hand. */
  readonly timeoutMs: number;
  /** Background work that stops claiming at once and hands back what it holds (jobs, mail), within a bound. */
  readonly background: readonly { stop(timeoutMs: number): Promise<void> }[];
  /** Closed last, in order (sessions, bus, database, ...). */
  readonly resources: readonly (() => unknown)[];
  readonly log: { info(facts: object, message: string): void };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A SIGTERM (a deploy, a rolling restart) loses nothing in flight and shows no officer an error:
 * 1. /readyz fails at once (draining) and background work stops claiming; what it had claimed and not begun
 *    is handed back now, not after ABANDONED_CLAIM_SECONDS;
 * 2. the instance goes on serving for `drainMs`, every answer with `Connection: close`, while the load
 *    balancer notices (its check interval times its fall count must be shorter);
 * 3. websockets are closed with 1012 (Service Restart), which the SPA answers by reconnecting at once,
 *    through the load balancer, to another instance, on the session it has (no login);
 * 4. the listener closes; requests in flight finish, up to `timeoutMs`, after which their connections are cut;
 * 5. the resources close, and the process exits.
 */
export async function stopGracefully(plan: StopPlan): Promise<void> {
  const started = performance.now();
  plan.readiness.startDraining();
  const background = Promise.all(plan.background.map((work) => work.stop(plan.drainMs + plan.timeoutMs)));
  plan.log.info({ drainMs: plan.drainMs, timeoutMs: plan.timeoutMs }, 'stopping: draining');
  await sleep(plan.drainMs);

  const sockets = plan.app.websocketServer?.clients ?? new Set();
  for (const socket of sockets) socket.close(WS_CLOSE_SERVICE_RESTART, 'server restarting');
  plan.log.info({ websockets: sockets.size }, 'stopping: websockets closed, closing the listener');

  let timer: NodeJS.Timeout | undefined;
  const closed = plan.app.close().then(() => true);
  const inTime = await Promise.race([closed, new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), plan.timeoutMs)))]);
  clearTimeout(timer);
  if (!inTime) {
    plan.app.server.closeAllConnections();
    await closed;
  }
  await background;
  for (const close of plan.resources) await close();
  plan.log.info({ ms: Math.round(performance.now() - started), requestsCut: !inTime }, 'stopped');
}

import type { Container } from 'inversify';
import type { ActivitiesPort } from '../application/ports/activities.port';
import { httpActivities } from '../adapters/http/service/httpActivities';
import { bindSingleton, resolve } from './container';
import { useContainer } from './injection';
import { TOKENS } from './tokens';

/**
 * The /activities/ page's wiring (composition per area): loaded with the page, so the adapter stays out
 * of the dashboard's download. A container that already has the port (a test's fake) keeps it.
 */
export function bindActivitiesArea(container: Container): void {
  if (container.isBound(TOKENS.Activities)) return;
  bindSingleton(container, TOKENS.Activities, () => httpActivities(resolve(container, TOKENS.ApiClients).service));
}

/** The area's port, bound on first use. */
export function useActivities(): ActivitiesPort {
  const container = useContainer();
  bindActivitiesArea(container);
  return resolve(container, TOKENS.Activities);
}

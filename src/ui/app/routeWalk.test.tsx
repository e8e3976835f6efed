import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { everyRoute, type RouteIds } from '../../../tests/e2e/support/routeTable';
import { createRoutes } from './routes';

const ids: RouteIds = {
  clientId: 1003,
  customerNr: 10092,
  jourNo: 10000,
  unconfirmedClientId: 2084,
  entry: { clientId: 1003, entryId: 1 },
  pendingReminderBundle: 84,
  archivedReminderBundle: 1,
  pendingCases: { bundleId: 103, transmissionId: 'INK-2026-11-16-10' },
  pendingPayments: { bundleId: 207, transmissionId: 'INN-2026-11-16-10' },
  sentCases: { bundleId: 1, transmissionId: 'INK-2025-11-24-10' },
  sentPayments: { bundleId: 111, transmissionId: 'INN-2025-12-15-10' },
  historyBatch: 1,
  failedEntry: { batchId: 18, entryId: 31, customerId: 145, jourNr: 10772, type: 'INVOICE' },
  pendingClient: 'REG-20261121-001',
  agencyId: 10,
};

/** The developer tools (issue 43 item 11: kept apart from the officers' menu); machines.spec walks them. */
const NOT_WALKED = new Set(['machines', 'machines/:machineId']);

/** The paths of the pages of a route tree: its leaves, the index route and the layout routes left out. */
function pagePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => (route.children ? pagePaths(route.children) : route.path !== undefined ? [route.path] : []));
}

const routes = createRoutes({ loadShellServices: async () => undefined, whenSignedIn: () => undefined });

describe("the e2e walk of every route (issue 43: no sideways scrolling, one main, an axe scan)", () => {
  it('walks a page of every route of the route table but the developer tools, the login page and the not-found page included', () => {
    const walked = ['/login', ...everyRoute(ids).map((route) => route.path)];
    const matched = new Set(walked.map((path) => matchRoutes(routes, path)?.at(-1)?.route.path));
    expect(pagePaths(routes).filter((path) => !matched.has(path) && !NOT_WALKED.has(path))).toEqual([]);
  });
});

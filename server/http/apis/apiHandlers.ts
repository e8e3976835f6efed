import type { Database } from '../../db/database';
import type { MailSender } from '../../mail/mailSender';
import type { OutsideParties } from '../../outside/outsideParties';
import type { ChangeBus } from '../../realtime/changeBus';
import type { SessionService } from '../../auth/sessionService';
import type { AccessClaims } from '../../auth/tokens';
import { ApiError } from '../apiError';
import type { OperationContext, OperationHandler } from '../openapi/bindApi';

export type ApiName = 'data' | 'legacy' | 'service';

/** What a feature's handlers may use: the database, the change bus, the session service and the mail outbox's sender. */
export interface ApiDependencies {
  readonly db: Database;
  readonly bus: ChangeBus;
  readonly sessions: SessionService;
  /** Kicked after a change that wrote to the mail outbox has committed. */
  readonly mail?: MailSender;
  /** The build system's webhook, called to start a build (BUILD_WEBHOOK_URL); none: builds cannot be started. */
  readonly buildWebhookUrl?: string;
  /** The background job runner, kicked after a change that queued jobs has committed (e.g. approved productions' dispatch). */
  readonly jobs?: { kick(): void };
  /** The outside parties (company register, PEPPOL network); the embedded defaults when left out. */
  readonly outside?: OutsideParties;
}

export const SESSION_OVER = 'Økten er utløpt. Logg inn på nytt.';

/** The officer behind a request; the binder has already refused a protected operation without one. */
export function signedInOfficer(context: OperationContext): AccessClaims {
  if (!context.officer) throw new ApiError(401, SESSION_OVER);
  return context.officer;
}

/** One feature's handlers, by API and operationId. */
export type HandlerGroup = Partial<Record<ApiName, Record<string, OperationHandler>>>;

/** Joins the features' groups; an operation claimed twice is a wiring mistake and stops the start. */
export function mergeHandlerGroups(groups: readonly HandlerGroup[]): Record<ApiName, Record<string, OperationHandler>> {
  const merged: Record<ApiName, Record<string, OperationHandler>> = { data: {}, legacy: {}, service: {} };
  for (const group of groups) {
    for (const api of Object.keys(group) as ApiName[]) {
      for (const [operationId, handler] of Object.entries(group[api] ?? {})) {
        if (merged[api][operationId]) throw new Error(`${api} API: two handlers for ${operationId}`);
        merged[api][operationId] = handler;
      }
    }
  }
  return merged;
}

import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bindApi, type Authenticator, type OperationHandler } from '../openapi/bindApi';
import { loadApiDocument } from '../openapi/loadDocument';
import { createReadCache } from '../../realtime/readCache';
import { activityHandlers } from './activityHandlers';
import { adminHandlers } from './adminHandlers';
import { evidensiaHandlers } from './evidensiaHandlers';
import { auditHandlers } from './auditHandlers';
import { mergeHandlerGroups, type ApiDependencies, type HandlerGroup } from './apiHandlers';
import { changelogHandlers } from './changelogHandlers';
import { commonListHandlers } from './commonListHandlers';
import { customerListHandlers } from './customerListHandlers';
import { customerTypeHandlers } from './customerTypeHandlers';
import { clientHandlers } from './clientHandlers';
import { customerPageHandlers } from './customerPageHandlers';
import { debtCollectionHandlers } from './debtCollectionHandlers';
import { documentHandlers } from './documentHandlers';
import { dosImportHandlers } from './dosImportHandlers';
import { invoicePageHandlers } from './invoicePageHandlers';
import { legalRuleHandlers } from './legalRuleHandlers';
import { ledgerPostHandlers } from './ledgerPostHandlers';
import { lookupHandlers } from './lookupHandlers';
import { onboardingHandlers } from './onboardingHandlers';
import { paymentHandlers } from './paymentHandlers';
import { pendingCountHandlers } from './pendingCountHandlers';
import { preferenceHandlers } from './preferenceHandlers';
import { productionHandlers } from './productionHandlers';
import { productionReadHandlers } from './productionReadHandlers';
import { productionDispatchHandlers } from './productionDispatchHandlers';
import { regEntryHandlers } from './regEntryHandlers';
import { reminderHandlers } from './reminderHandlers';
import { reportDispatchHandlers } from './reportDispatchHandlers';
import { reportHandlers } from './reportHandlers';
import { searchHandlers } from './searchHandlers';
import { sessionHandlers } from './sessionHandlers';
import { settingsHandlers } from './settingsHandlers';
import { supportHandlers } from './supportHandlers';

const OPENAPI_DIR = path.resolve(import.meta.dirname, '../../../openapi');

/**
 * Every change goes through commitChange, which empties the count cache; this only bounds how long a
 * write that bypassed it stays unseen. Long, because on PGlite each recount holds up the one thread.
 */
const PENDING_COUNT_MAX_AGE_MS = 60_000;

/** Guessing passwords is slowed to this per client address, on each API's login. */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** The auth scheme's name is case-insensitive (RFC 9110 §11.1): `bearer x` is as good as `Bearer x`. */
const BEARER = /^bearer +(\S+) *$/i;

function bearer(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The three APIs of the contracts in openapi/, under /api/data, /api/legacy and /api/service. */
export async function registerApis(app: FastifyInstance, dependencies: ApiDependencies): Promise<void> {
  const { sessions, db, bus } = dependencies;
  await app.register(rateLimit, { global: false });
  const countCache = createReadCache(bus, { maxAgeMs: PENDING_COUNT_MAX_AGE_MS });
  app.addHook('onClose', async () => countCache.close());
  // One entry per feature; each names the operations it implements.
  const groups: HandlerGroup[] = [
    sessionHandlers(dependencies),
    preferenceHandlers(dependencies),
    pendingCountHandlers({ db, cache: countCache }),
    adminHandlers(dependencies),
    evidensiaHandlers(dependencies),
    changelogHandlers({ db }),
    supportHandlers({ db }),
    commonListHandlers({ db }),
    lookupHandlers({ db }),
    debtCollectionHandlers(dependencies),
    reminderHandlers(dependencies),
    searchHandlers(dependencies),
    customerListHandlers(dependencies),
    dosImportHandlers(dependencies),
    productionReadHandlers(dependencies),
    productionHandlers(dependencies),
    productionDispatchHandlers(dependencies),
    reportHandlers(dependencies),
    customerTypeHandlers(dependencies),
    activityHandlers({ db }),
    paymentHandlers(dependencies),
    clientHandlers(dependencies),
    customerPageHandlers(dependencies),
    invoicePageHandlers(dependencies),
    documentHandlers(dependencies),
    settingsHandlers(dependencies),
    auditHandlers(dependencies),
    onboardingHandlers(dependencies),
    regEntryHandlers(dependencies),
    ledgerPostHandlers(dependencies),
    reportDispatchHandlers(dependencies),
    legalRuleHandlers(dependencies),
  ];
  const handlers = mergeHandlerGroups(groups);
  const apis: {
    name: 'data' | 'legacy' | 'service';
    authenticators: Record<string, Authenticator>;
    handlers: Record<string, OperationHandler>;
  }[] = [
    {
      name: 'data',
      authenticators: {
        bearerAuth: (request) => sessions.authenticate(bearer(request), 'data'),
        refreshCookie: 'checked-by-handler',
      },
      handlers: handlers.data,
    },
    {
      name: 'legacy',
      authenticators: { sessionToken: (request) => sessions.authenticate(header(request, 'x-session-token'), 'legacy') },
      handlers: handlers.legacy,
    },
    {
      name: 'service',
      authenticators: { bearerAuth: (request) => sessions.authenticate(bearer(request), 'service') },
      handlers: handlers.service,
    },
  ];
  for (const api of apis) {
    const document = await loadApiDocument(path.join(OPENAPI_DIR, `${api.name}-api.yaml`));
    bindApi(app, {
      prefix: `/api/${api.name}`,
      document,
      authenticators: api.authenticators,
      handlers: api.handlers,
      rateLimits: { login: LOGIN_RATE_LIMIT },
    });
  }
}

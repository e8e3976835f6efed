import { apiDecimalFromOre, oreFromApiDecimal } from '../../../src/domain/money/apiDecimal';
import { ADMIN_TEXTS } from '../../../src/domain/settings/adminTexts';
import { listOfficers } from '../../officers/officerList';
import { commitChange } from '../../realtime/committedChange';
import {
  buildProjectExists,
  listBranches,
  listBuildProjects,
  listProductPrices,
  recordBuildRun,
  updateProductPrices,
} from '../../settings/adminPages';
import { ApiError, type FieldError } from '../apiError';
import { signedInOfficer, type ApiDependencies, type HandlerGroup } from './apiHandlers';

const BUILD_PROJECTS_PATH = 'aws/codebuild/projects';
const PRODUCTS_PATH = 'onboarding/products';
/** How long the build system's webhook may take to accept a start. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/** Calls the build system's webhook; its HTTP status, or null when it could not be reached in time. */
async function callBuildWebhook(url: string, body: { projectName: string; startedByOfficerId: number }): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

/** The technical admin pages (part 2 §2.8 Admin, §7.5): officers, branches, build projects, product prices. */
export function adminHandlers(dependencies: ApiDependencies): HandlerGroup {
  const { db } = dependencies;
  return {
    data: {
      listAdminUsers: () => listOfficers(db),
      listBranches: () => listBranches(db),
      listBuildProjects: () => listBuildProjects(db),

      /**
       * Starts a build through the build system configured by BUILD_WEBHOOK_URL; the run is recorded only once
       * the build system accepted it (2xx). Without a build system, or when it refuses, nothing is started.
       */
      async startBuildProject(context) {
        const officer = signedInOfficer(context);
        const { projectName } = context.body as { projectName: string };
        if (!(await buildProjectExists(db, projectName))) throw new ApiError(404, ADMIN_TEXTS.buildProjectNotFound);
        const url = dependencies.buildWebhookUrl;
        if (!url) throw new ApiError(503, ADMIN_TEXTS.buildNotConfigured);
        const status = await callBuildWebhook(url, { projectName, startedByOfficerId: officer.sub });
        if (status === null || status < 200 || status > 299) throw new ApiError(502, ADMIN_TEXTS.buildStartFailed);
        const recorded = await commitChange(
          dependencies,
          (tx) => recordBuildRun(tx, { project: projectName, officerId: officer.sub, webhookStatus: status }),
          (done) => (done ? [BUILD_PROJECTS_PATH] : []),
        );
        if (!recorded) throw new ApiError(404, ADMIN_TEXTS.buildProjectNotFound);
        return context.reply.code(204).send();
      },
    },
    service: {
      listProducts: () => listProductPrices(db),

      async updateProducts(context) {
        const body = context.body as { id: number; serviceType: string; priceExTax: number }[];
        const errors: FieldError[] = [];
        const seen = new Set<number>();
        const prices = body.map((price, index) => {
          if (seen.has(price.id)) errors.push({ path: `body.${index}.id`, message: ADMIN_TEXTS.duplicateProduct });
          seen.add(price.id);
          let priceOre = 0;
          try {
            priceOre = oreFromApiDecimal(price.priceExTax);
            if (apiDecimalFromOre(priceOre) !== price.priceExTax) errors.push({ path: `body.${index}.priceExTax`, message: ADMIN_TEXTS.priceDecimals });
          } catch {
            errors.push({ path: `body.${index}.priceExTax`, message: ADMIN_TEXTS.priceTooLarge });
          }
          return { id: price.id, serviceType: price.serviceType, priceOre };
        });
        if (errors.length > 0) throw new ApiError(400, errors[0]!.message, errors);
        const missing = await commitChange(
          dependencies,
          (tx) => updateProductPrices(tx, prices),
          (result) => (result === null ? [PRODUCTS_PATH] : []),
        );
        if (missing !== null) {
          throw new ApiError(
            404,
            ADMIN_TEXTS.productNotFound,
            missing.map((index) => ({ path: `body.${index}.id`, message: ADMIN_TEXTS.productNotFound })),
          );
        }
        return context.reply.code(204).send();
      },
    },
  };
}

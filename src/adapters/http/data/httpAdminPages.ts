import type { AdminPagesPort, LedgerPostLine } from '../../../application/ports/adminPages.port';
import { apiDecimalFromOre, oreFromApiDecimal } from '../../../domain/money/apiDecimal';
import type { LegacyClient } from '../legacy/legacyClient';
import type { ServiceClient } from '../service/serviceClient';
import { answer, ApiFailure, orNull } from '../shared/answer';
import type { DataClient } from './dataClient';

/** The legacy API's LedgerPost as this adapter reads it (its generated type stays in the legacy adapters). */
interface LedgerPostDto {
  readonly id: number;
  readonly clientId: number;
  readonly customerNr: number;
  readonly customerName?: string;
  readonly text?: string | null;
  readonly journalNr?: number;
  readonly journalDate: string;
  readonly amount: number;
  readonly tag?: string | null;
}

function postLine(post: LedgerPostDto): LedgerPostLine & { readonly journalNr: number } {
  return {
    id: post.id,
    clientId: post.clientId,
    customerNr: post.customerNr,
    customerName: post.customerName ?? '',
    text: post.text ?? null,
    journalNr: post.journalNr ?? 0,
    journalDate: post.journalDate,
    amount: oreFromApiDecimal(post.amount),
    tag: post.tag ?? null,
  };
}

/**
 * The admin pages (data API aws/..., service API onboarding/products) and Slett enkeltposter (legacy
 * Client/{id}/Posts/{journalNr}); the one mapper from their DTOs (kroner → øre).
 */
export function httpAdminPages(data: DataClient, service: ServiceClient, legacy: LegacyClient): AdminPagesPort {
  return {
    branches: () => ({
      api: 'data',
      path: 'aws/norlink/branches',
      fetch: async (signal) =>
        (await answer(data.GET('/aws/norlink/branches', { signal }))).map((branch) => ({
          branchName: branch.branchName,
          branchUrl: branch.branchUrl,
          createTime: branch.createTime ?? null,
          updateTime: branch.updateTime ?? null,
        })),
    }),
    buildProjects: () => ({
      api: 'data',
      path: 'aws/codebuild/projects',
      fetch: async (signal) =>
        (await answer(data.GET('/aws/codebuild/projects', { signal }))).map((project) => ({
          project: project.project,
          status: project.status,
          startTime: project.startTime ?? null,
          endTime: project.endTime ?? null,
          deployStatus: project.deployStatus ?? null,
          deployStart: project.deployStart ?? null,
          deployEnd: project.deployEnd ?? null,
          hyperlink: project.hyperlink ?? null,
        })),
    }),
    async startBuild(projectName) {
      try {
        await answer(data.POST('/aws/codebuild/projects/start', { body: { projectName } }));
        return { started: true };
      } catch (error) {
        if (error instanceof ApiFailure && [404, 502, 503].includes(error.status)) return { started: false, message: error.message };
        throw error;
      }
    },
    prices: () => ({
      api: 'service',
      path: 'onboarding/products',
      fetch: async (signal) =>
        (await answer(service.GET('/onboarding/products', { signal }))).map((group) => ({
          serviceType: group.serviceType,
          serviceName: group.serviceName,
          prices: group.prices.map((price) => ({
            id: price.id,
            productCode: price.productCode,
            productText: price.productText,
            price: oreFromApiDecimal(price.priceExTax),
          })),
        })),
    }),
    async updatePrices(prices) {
      await answer(
        service.PUT('/onboarding/products', {
          body: prices.map((price) => ({ id: price.id, serviceType: price.serviceType, priceExTax: apiDecimalFromOre(price.price) })),
        }),
      );
    },
    ledgerPosts: (clientId, journalNr) => ({
      api: 'legacy',
      path: `Client/${clientId}/Posts/${journalNr}`,
      fetch: async (signal) => {
        const posts = await orNull(answer(legacy.GET('/Client/{clientId}/Posts/{journalNr}', { params: { path: { clientId, journalNr } }, signal })));
        return posts && posts.map(postLine);
      },
    }),
    async deletePosts(clientId, journalNr) {
      const { deleted } = await answer(legacy.DELETE('/Client/{clientId}/Posts/{journalNr}', { params: { path: { clientId, journalNr } } }));
      return deleted;
    },
    deletions: (clientId) => ({
      api: 'legacy',
      path: `Client/${clientId}/PostDeletions`,
      fetch: async (signal) => {
        const deletions = await orNull(answer(legacy.GET('/Client/{clientId}/PostDeletions', { params: { path: { clientId } }, signal })));
        return (
          deletions &&
          deletions.map((deletion) => ({ auditEventId: deletion.auditEventId, at: new Date(deletion.at), restored: deletion.restored, posts: deletion.posts.map(postLine) }))
        );
      },
    }),
    async restoreDeletion(clientId, auditEventId) {
      const { restored } = await answer(
        legacy.POST('/Client/{clientId}/PostDeletions/{auditEventId}/Restore', { params: { path: { clientId, auditEventId } } }),
      );
      return restored;
    },
  };
}

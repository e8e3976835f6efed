import { Container } from 'inversify';
import { createLiveMachines } from '../application/machines/liveMachines';
import type { AppConfig } from '../application/ports/appConfig.port';
import { blobFileSaver } from '../adapters/browser/blobFileSaver';
import { navigatorClipboard } from '../adapters/browser/navigatorClipboard';
import { sessionStorageStore } from '../adapters/browser/sessionStorageStore';
import { httpBackendHealth } from '../adapters/health/httpBackendHealth';
import { httpPendingCounts } from '../adapters/http/data/httpPendingCounts';
import { httpChangelog } from '../adapters/http/data/httpChangelog';
import { httpPreferences } from '../adapters/http/data/httpPreferences';
import { httpDebtCollection } from '../adapters/http/legacy/httpDebtCollection';
import { httpSearch } from '../adapters/http/service/httpSearch';
import { httpSupportIssues } from '../adapters/http/data/httpSupportIssues';
import { httpLegacyImportFiles } from '../adapters/http/legacy/httpLegacyImportFiles';
import { httpPendingProductions } from '../adapters/http/legacy/httpPendingProductions';
import { httpSessionApi } from '../adapters/http/session/httpSessionApi';
import { websocketChangeFeed } from '../adapters/ws/websocketChangeFeed';
import { createApiClients, type ApiClients } from './apiClients';
import { createToastStore } from '../ui/shell/toastStore';
import { bundleApprovalWith } from './debtCollection';
import { createQueryClient } from './queryClient';
import { createSessionActor, refreshOnBaseChange } from './session';
import { sessionTokensOf } from './sessionTokens';
import { TOKENS, type Token } from './tokens';

/**
 * The one composition root. Bindings are factories, so no decorator metadata is needed from
 * Vite, Vitest or the server's loader.
 */
export function createContainer(config: AppConfig, storage: Storage = window.sessionStorage): Container {
  const container = new Container();
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container
    .bind(TOKENS.BackendHealth)
    .toDynamicValue(() => httpBackendHealth(config.healthUrl))
    .inSingletonScope();
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  container.bind(TOKENS.QueryClient).toConstantValue(createQueryClient());
  const liveMachines = createLiveMachines();
  container.bind(TOKENS.LiveMachines).toConstantValue(liveMachines);
  container
    .bind(TOKENS.Session)
    .toDynamicValue(() => {
      const queryClient = resolve(container, TOKENS.QueryClient);
      const session = createSessionActor(httpSessionApi(config), sessionStorageStore(storage), () => queryClient.clear(), liveMachines.inspect);
      refreshOnBaseChange(session, () => void queryClient.invalidateQueries());
      return session;
    })
    .inSingletonScope();

  let clients: ApiClients | undefined;
  const apis = () =>
    (clients ??= createApiClients(config, resolve(container, TOKENS.Toasts), sessionTokensOf(resolve(container, TOKENS.Session))));
  container
    .bind(TOKENS.ChangeFeed)
    .toDynamicValue(() => {
      const session = resolve(container, TOKENS.Session);
      return websocketChangeFeed({ url: config.websocketUrl, accessToken: () => session.getSnapshot().context.dataToken ?? undefined });
    })
    .inSingletonScope();
  container
    .bind(TOKENS.PendingCounts)
    .toDynamicValue(() => httpPendingCounts(apis().data))
    .inSingletonScope();
  container
    .bind(TOKENS.Preferences)
    .toDynamicValue(() => httpPreferences(apis().data))
    .inSingletonScope();
  container
    .bind(TOKENS.DebtCollection)
    .toDynamicValue(() => httpDebtCollection(apis().legacy))
    .inSingletonScope();
  container
    .bind(TOKENS.BundleApproval)
    .toDynamicValue(() => {
      const queryClient = resolve(container, TOKENS.QueryClient);
      return bundleApprovalWith(resolve(container, TOKENS.DebtCollection), () => void queryClient.invalidateQueries());
    })
    .inSingletonScope();
  container
    .bind(TOKENS.Search)
    .toDynamicValue(() => httpSearch(apis().service))
    .inSingletonScope();
  container
    .bind(TOKENS.Changelog)
    .toDynamicValue(() => httpChangelog(apis().data))
    .inSingletonScope();
  container
    .bind(TOKENS.SupportIssues)
    .toDynamicValue(() => httpSupportIssues(apis().data))
    .inSingletonScope();
  container
    .bind(TOKENS.LegacyImportFiles)
    .toDynamicValue(() => httpLegacyImportFiles(apis().legacy))
    .inSingletonScope();
  container
    .bind(TOKENS.PendingProductions)
    .toDynamicValue(() => httpPendingProductions(apis().legacy))
    .inSingletonScope();
  container
    .bind(TOKENS.Clipboard)
    .toDynamicValue(() => navigatorClipboard())
    .inSingletonScope();
  container
    .bind(TOKENS.FileSaver)
    .toDynamicValue(() => blobFileSaver())
    .inSingletonScope();
  return container;
}

/** Resolves a token with the type it was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}

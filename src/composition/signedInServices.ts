import type { Container } from 'inversify';
import { blobFileSaver } from '../adapters/browser/blobFileSaver';
import { navigatorClipboard } from '../adapters/browser/navigatorClipboard';
import { httpChangelog } from '../adapters/http/data/httpChangelog';
import { httpPendingCounts } from '../adapters/http/data/httpPendingCounts';
import { httpPreferences } from '../adapters/http/data/httpPreferences';
import { httpSupportIssues } from '../adapters/http/data/httpSupportIssues';
import { httpDebtCollection } from '../adapters/http/legacy/httpDebtCollection';
import { httpLegacyImportFiles } from '../adapters/http/legacy/httpLegacyImportFiles';
import { httpPendingProductions } from '../adapters/http/legacy/httpPendingProductions';
import { httpSearch } from '../adapters/http/service/httpSearch';
import { websocketChangeFeed } from '../adapters/ws/websocketChangeFeed';
import { createApiClients, type ApiClients } from './apiClients';
import { resolve } from './container';
import { bundleDecisionWith } from './debtCollection';
import { createQueryClient } from './queryClient';
import { refreshOnBaseChange } from './session';
import { sessionTokensOf } from './sessionTokens';
import { TOKENS } from './tokens';

/**
 * Binds what only the signed-in app uses (the query cache, the change feed, every API adapter) into
 * the container of createContainer. The SPA loads this module with the shell, not with the login page.
 */
export function bindSignedInServices(container: Container): void {
  const config = resolve(container, TOKENS.AppConfig);
  const queryClient = createQueryClient();
  container.bind(TOKENS.QueryClient).toConstantValue(queryClient);
  refreshOnBaseChange(resolve(container, TOKENS.Session), () => void queryClient.invalidateQueries());

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
    .bind(TOKENS.BundleDecision)
    .toDynamicValue(() => bundleDecisionWith(resolve(container, TOKENS.DebtCollection), () => void queryClient.invalidateQueries()))
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
}

import type { Container } from 'inversify';
import { blobFileSaver } from '../adapters/browser/blobFileSaver';
import { navigatorClipboard } from '../adapters/browser/navigatorClipboard';
import { httpChangelog } from '../adapters/http/data/httpChangelog';
import { httpPendingCounts } from '../adapters/http/data/httpPendingCounts';
import { httpPreferences } from '../adapters/http/data/httpPreferences';
import { httpSupportIssues } from '../adapters/http/data/httpSupportIssues';
import { httpDebtCollection } from '../adapters/http/legacy/httpDebtCollection';
import { httpReminders } from '../adapters/http/legacy/httpReminders';
import { httpReports } from '../adapters/http/legacy/httpReports';
import { httpLegacyImportFiles } from '../adapters/http/legacy/httpLegacyImportFiles';
import { httpPendingProductions } from '../adapters/http/legacy/httpPendingProductions';
import { httpAmountCorrection } from '../adapters/http/service/httpAmountCorrection';
import { productionDecisionWith } from './production';
import { httpSearch } from '../adapters/http/service/httpSearch';
import { websocketChangeFeed } from '../adapters/ws/websocketChangeFeed';
import { createApiClients, type ApiClients } from './apiClients';
import { bindSingleton, resolve } from './container';
import { bundleDecisionWith, reminderDecisionWith } from './debtCollection';
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
  const refreshAll = () => void queryClient.invalidateQueries();
  refreshOnBaseChange(resolve(container, TOKENS.Session), refreshAll);

  let clients: ApiClients | undefined;
  const apis = () =>
    (clients ??= createApiClients(config, resolve(container, TOKENS.Toasts), sessionTokensOf(resolve(container, TOKENS.Session))));
  bindSingleton(container, TOKENS.ApiClients, apis);
  bindSingleton(container, TOKENS.ChangeFeed, () => {
    const session = resolve(container, TOKENS.Session);
    return websocketChangeFeed({
      url: config.websocketUrl,
      accessToken: () => session.getSnapshot().context.dataToken ?? undefined,
      // Only an ended session logs the officer out; a refused access token is renewed by the next API call.
      onSessionEnded: () => session.send({ type: 'EXPIRED' }),
    });
  });
  bindSingleton(container, TOKENS.PendingCounts, () => httpPendingCounts(apis().data));
  bindSingleton(container, TOKENS.Preferences, () => httpPreferences(apis().data));
  bindSingleton(container, TOKENS.DebtCollection, () => httpDebtCollection(apis().legacy));
  bindSingleton(container, TOKENS.BundleDecision, () => bundleDecisionWith(resolve(container, TOKENS.DebtCollection), refreshAll, resolve(container, TOKENS.Toasts)));
  bindSingleton(container, TOKENS.Reminders, () => httpReminders(apis().legacy));
  bindSingleton(container, TOKENS.ReminderDecision, () => reminderDecisionWith(resolve(container, TOKENS.Reminders), refreshAll, resolve(container, TOKENS.Toasts)));
  bindSingleton(container, TOKENS.Reports, () => httpReports(apis().legacy));
  bindSingleton(container, TOKENS.Search, () => httpSearch(apis().service));
  bindSingleton(container, TOKENS.Changelog, () => httpChangelog(apis().data));
  bindSingleton(container, TOKENS.SupportIssues, () => httpSupportIssues(apis().data));
  bindSingleton(container, TOKENS.LegacyImportFiles, () => httpLegacyImportFiles(apis().legacy));
  bindSingleton(container, TOKENS.PendingProductions, () => httpPendingProductions(apis().legacy));
  bindSingleton(container, TOKENS.AmountCorrection, () => httpAmountCorrection(apis().service));
  bindSingleton(container, TOKENS.ProductionDecision, () =>
    productionDecisionWith(resolve(container, TOKENS.PendingProductions), refreshAll, resolve(container, TOKENS.Toasts)),
  );
  bindSingleton(container, TOKENS.Clipboard, () => navigatorClipboard());
  bindSingleton(container, TOKENS.FileSaver, () => blobFileSaver());
}

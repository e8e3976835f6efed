import type { Container } from 'inversify';
import type { LegalRulesPort, ReminderRunPort } from '../application/ports/legalRules.port';
import { httpLegalRules, httpReminderRun } from '../adapters/http/service/httpLegalRules';
import { bindSingleton, resolve } from './container';
import { useContainer } from './injection';
import { TOKENS } from './tokens';

/**
 * The wiring of the rule tables, the legal clock and the reminder run's preview (issue 42), in one file. Only the
 * modules that use them import it (the settings page, the dashboard notice, the invoice page's panel, the preview
 * page), and each of those loads on demand, so the adapter joins no first download. A token bound already (a
 * test's fake, an earlier page) is kept.
 */
export function bindLegalRules(container: Container): void {
  const apis = () => resolve(container, TOKENS.ApiClients);
  if (!container.isBound(TOKENS.LegalRules)) bindSingleton(container, TOKENS.LegalRules, () => httpLegalRules(apis().service));
  if (!container.isBound(TOKENS.ReminderRun)) bindSingleton(container, TOKENS.ReminderRun, () => httpReminderRun(apis().service, apis().legacy));
}

/** The rule tables and the legal clock, bound on first use. */
export function useLegalRules(): LegalRulesPort {
  const container = useContainer();
  bindLegalRules(container);
  return resolve(container, TOKENS.LegalRules);
}

/** The run's preview and today's run, bound on first use. */
export function useReminderRun(): ReminderRunPort {
  const container = useContainer();
  bindLegalRules(container);
  return resolve(container, TOKENS.ReminderRun);
}

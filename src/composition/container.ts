import { Container } from 'inversify';
import type { AppConfig } from '../application/ports/appConfig.port';
import { sessionStorageStore } from '../adapters/browser/sessionStorageStore';
import { httpBackendHealth } from '../adapters/health/httpBackendHealth';
import { httpSessionApi } from '../adapters/http/session/httpSessionApi';
import { createToastStore } from '../ui/shell/toastStore';
import { createQueryClient } from './queryClient';
import { createSessionActor } from './session';
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
  container
    .bind(TOKENS.Session)
    .toDynamicValue(() => {
      const queryClient = resolve(container, TOKENS.QueryClient);
      return createSessionActor(httpSessionApi(config), sessionStorageStore(storage), () => queryClient.clear());
    })
    .inSingletonScope();
  return container;
}

/** Resolves a token with the type it was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}

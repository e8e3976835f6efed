import { Container } from 'inversify';
import { createLiveMachines } from '../application/machines/liveMachines';
import type { AppConfig } from '../application/ports/appConfig.port';
import { broadcastSessionSignals } from '../adapters/browser/broadcastSessionSignals';
import { browserHoldsSession } from '../adapters/browser/signedInHint';
import { httpBackendHealth } from '../adapters/health/httpBackendHealth';
import { httpSessionApi } from '../adapters/http/session/httpSessionApi';
import { createToastStore } from '../adapters/notifier/toastStore';
import { createSessionActor } from './session';
import { TOKENS, type Token } from './tokens';

/**
 * The one composition root: what every screen needs, the login page included. The services only a
 * signed-in officer uses are bound by signedInServices.ts, which the shell loads in a chunk of its own.
 * Bindings are factories, so no decorator metadata is needed from Vite, Vitest or the server's loader.
 */
export function createContainer(config: AppConfig): Container {
  const container = new Container();
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  bindSingleton(container, TOKENS.BackendHealth, () => httpBackendHealth(config.healthUrl));
  container.bind(TOKENS.Toasts).toConstantValue(createToastStore());
  const liveMachines = createLiveMachines();
  container.bind(TOKENS.LiveMachines).toConstantValue(liveMachines);
  bindSingleton(container, TOKENS.Session, () => {
    // Logging out forgets what was cached; before the signed-in services are loaded nothing is.
    const forgetCachedData = () => {
      if (container.isBound(TOKENS.QueryClient)) resolve(container, TOKENS.QueryClient).clear();
    };
    const api = httpSessionApi({
      ...config,
      ...(globalThis.navigator?.locks ? { locks: globalThis.navigator.locks } : {}),
      ...(globalThis.document ? { holdsSession: () => browserHoldsSession() } : {}),
    });
    return createSessionActor(api, broadcastSessionSignals(), forgetCachedData, liveMachines.inspect);
  });

  return container;
}

/** Resolves a token with the type it was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}

/** Binds a token to one instance, made by `make` the first time it is asked for. */
export function bindSingleton<T>(container: Container, token: Token<T>, make: () => T): void {
  container.bind<T>(token).toDynamicValue(make).inSingletonScope();
}

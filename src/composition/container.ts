import { Container } from 'inversify';
import type { AppConfig } from '../application/ports/appConfig.port';
import { httpBackendHealth } from '../adapters/health/httpBackendHealth';
import { TOKENS, type Token } from './tokens';

/**
 * The one composition root. Bindings are factories, so no decorator metadata is needed from
 * Vite, Vitest or the server's loader.
 */
export function createContainer(config: AppConfig): Container {
  const container = new Container();
  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container
    .bind(TOKENS.BackendHealth)
    .toDynamicValue(() => httpBackendHealth(config.healthUrl))
    .inSingletonScope();
  return container;
}

/** Resolves a token with the type it was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}

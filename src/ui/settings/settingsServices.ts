import { bindSettingsServices } from '../../composition/settings';
import { useContainer } from '../../composition/injection';
import { resolve } from '../../composition/container';
import type { Token } from '../../composition/tokens';

/** A settings service; the area's composition binds them the first time a settings page asks. */
export function useSettingsService<T>(token: Token<T>): T {
  const container = useContainer();
  bindSettingsServices(container);
  return resolve(container, token);
}

import { resolve } from '../../composition/container';
import { useContainer } from '../../composition/injection';
import { bindPaymentsArea } from '../../composition/payments';
import type { Token } from '../../composition/tokens';

/** A service of /register-payment/; the area's composition binds them the first time the page asks. */
export function usePaymentsService<T>(token: Token<T>): T {
  const container = useContainer();
  bindPaymentsArea(container);
  return resolve(container, token);
}

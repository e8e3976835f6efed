import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../app/PageLoading';
import { useSession } from './useSession';

/**
 * Every page needs a logged-in profile; without one the officer goes to /login, the address kept.
 * When the session expires the page stays as it was, under the shell's ExpiredSessionDialog.
 */
export function RequireSession() {
  const location = useLocation();
  const restoring = useSession((s) => s.matches('restoring'));
  const profile = useSession((s) => s.context.profile);

  if (restoring) return <PageLoading label="Laster økten" fullHeight />;
  if (!profile) {
    const path = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?path=${encodeURIComponent(path)}`} replace />;
  }
  return <Outlet />;
}

import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_VERSION } from '../../domain/product';
import { LoginForm } from '../session/LoginForm';
import { useSession } from '../session/useSession';
import { useBackendHealth } from './useBackendHealth';
import './loginPage.css';

/** Only addresses inside the app are followed after login, never another site. */
function returnPath(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard';
}

/** The first page most officers download: plain HTML and CSS, no MUI (see LoginForm). */
export function LoginPage() {
  const health = useBackendHealth();
  const [searchParams] = useSearchParams();
  const loggedIn = useSession((s) => s.matches('loggedIn'));
  if (loggedIn) return <Navigate to={returnPath(searchParams.get('path'))} replace />;

  return (
    <main className="nl-login-page">
      <div className="nl-login-card">
        <h1>Logg inn i NorLink</h1>
        {health?.reachable === false && <div className="nl-alert" role="alert">Tjeneren svarer ikke. Prøv igjen om litt.</div>}
        <LoginForm />
        <p className="nl-login-version">Versjon {PRODUCT_VERSION}</p>
      </div>
    </main>
  );
}

import { Alert, Box, Paper, Typography } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_VERSION } from '../../domain/product';
import { LoginForm } from '../session/LoginForm';
import { useSession } from '../session/useSession';
import { useBackendHealth } from './useBackendHealth';

/** Only addresses inside the app are followed after login, never another site. */
function returnPath(path: string | null): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/dashboard';
}

export function LoginPage() {
  const health = useBackendHealth();
  const [searchParams] = useSearchParams();
  const loggedIn = useSession((s) => s.matches('loggedIn'));
  if (loggedIn) return <Navigate to={returnPath(searchParams.get('path'))} replace />;

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 400 }} elevation={2}>
        <Typography variant="h5" component="h1" gutterBottom>
          Logg inn i NorLink
        </Typography>
        {health?.reachable === false && (
          <Alert severity="error" sx={{ mb: 2 }}>
            Tjeneren svarer ikke. Prøv igjen om litt.
          </Alert>
        )}
        <LoginForm />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          Versjon {PRODUCT_VERSION}
        </Typography>
      </Paper>
    </Box>
  );
}

import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { PRODUCT_VERSION } from '../../domain/product';
import { useBackendHealth } from './useBackendHealth';

interface Credentials {
  username: string;
  password: string;
}

export function LoginPage() {
  const health = useBackendHealth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });

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
        {/* The session machine (issue 6) takes the credentials from here; until then the form only validates. */}
        <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(() => undefined)}>
          <TextField
            label="Brukernavn"
            autoComplete="username"
            autoFocus
            error={Boolean(errors.username)}
            helperText={errors.username?.message}
            {...register('username', { required: 'Brukernavn er påkrevd' })}
          />
          <TextField
            label="Passord"
            type="password"
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password', { required: 'Passord er påkrevd' })}
          />
          <Button type="submit" variant="contained" size="large">
            Logg inn
          </Button>
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
          Versjon {PRODUCT_VERSION}
        </Typography>
      </Paper>
    </Box>
  );
}

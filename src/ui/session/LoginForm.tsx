import { Alert, AlertTitle, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { PARTIAL_LOGIN_QUESTION } from '../../domain/session/sessionRules';
import { pendingQuestion, useSession, useSessionActor } from './useSession';

interface Credentials {
  username: string;
  password: string;
}

/**
 * Username and password, sent to the session machine; shows its failures and asks its partial-login
 * questions. Used by the login page and by the dialog over an expired session.
 */
export function LoginForm() {
  const session = useSessionActor();
  const failure = useSession((s) => s.context.failure);
  const busy = useSession((s) => s.matches('authenticating') && pendingQuestion(s) === null);
  const question = useSession(pendingQuestion);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });

  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {failure.title && <AlertTitle>{failure.title}</AlertTitle>}
          {failure.message}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={handleSubmit((credentials) => session.send({ type: 'LOGIN', credentials }))}
      >
        <TextField
          label="Brukernavn"
          autoComplete="username"
          autoFocus
          error={Boolean(errors.username)}
          helperText={errors.username?.message}
          {...register('username', { required: 'Brukernavn er påkrevd', validate: (v) => v.trim().length > 0 || 'Brukernavn er påkrevd' })}
        />
        <TextField
          label="Passord"
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password', { required: 'Passord er påkrevd' })}
        />
        <Button type="submit" variant="contained" size="large" loading={busy}>
          Logg inn
        </Button>
      </Stack>
      <Dialog open={question !== null} aria-labelledby="partial-login-title">
        <DialogTitle id="partial-login-title">Innloggingen er ikke fullført</DialogTitle>
        <DialogContent>
          <DialogContentText>{question ? PARTIAL_LOGIN_QUESTION[question] : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => session.send({ type: 'CANCEL' })}>Avbryt</Button>
          <Button variant="contained" onClick={() => session.send({ type: 'CONTINUE' })} autoFocus>
            Fortsett
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent, type Ref } from 'react';
import { credentialErrors, type Credentials } from '../../domain/session/sessionRules';
import { pendingQuestion, useSession, useSessionActor } from './useSession';
import './loginForm.css';

// Asked only when a login half succeeds: MUI's dialog is fetched then, not with the login page.
const PartialLoginDialog = lazy(() => import('./PartialLoginDialog'));

interface LoginFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'ref'> {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly inputRef: Ref<HTMLInputElement>;
}

/** A labelled input with its error under it, tied to it for screen readers. */
function LoginField({ id, label, error, inputRef, ...input }: LoginFieldProps) {
  return (
    <div className="nl-field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
      {error && (
        <p className="nl-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Username and password, sent to the session machine; shows its failures and asks its partial-login
 * questions. Used by the login page and by the dialog over an expired session. Plain HTML styled by
 * base.css and loginForm.css: the login page is the first download, and MUI and a form library would
 * double it (issue 6's 150 kB budget).
 */
export function LoginForm() {
  const session = useSessionActor();
  const failure = useSession((s) => s.context.failure);
  const busy = useSession((s) => s.matches('authenticating') && pendingQuestion(s) === null);
  const question = useSession(pendingQuestion);
  const [credentials, setCredentials] = useState<Credentials>({ username: '', password: '' });
  // Like a form library's default: nothing is flagged until the first submit, then flags follow the typing.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? credentialErrors(credentials) : {};
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const id = useId();

  const edit = (field: keyof Credentials) => (event: ChangeEvent<HTMLInputElement>) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const missing = credentialErrors(credentials);
    if (missing.username) username.current?.focus();
    else if (missing.password) password.current?.focus();
    else if (!busy) session.send({ type: 'LOGIN', credentials });
  };

  return (
    <>
      {failure && (
        <div className="nl-alert" role="alert">
          {failure.title && <strong>{failure.title}</strong>}
          {failure.message}
        </div>
      )}
      <form className="nl-login-form" noValidate onSubmit={submit}>
        <LoginField id={`${id}-username`} name="username" label="Brukernavn" error={errors.username} autoComplete="username" autoFocus inputRef={username} value={credentials.username} onChange={edit('username')} />
        <LoginField id={`${id}-password`} name="password" label="Passord" error={errors.password} type="password" autoComplete="current-password" inputRef={password} value={credentials.password} onChange={edit('password')} />
        {/* aria-disabled, not disabled: the button keeps its focus while the login runs. */}
        <button type="submit" className="nl-button" aria-disabled={busy}>
          {busy && <span className="nl-spinner" aria-hidden="true" />}
          Logg inn
        </button>
      </form>
      {question && (
        <Suspense fallback={null}>
          <PartialLoginDialog
            question={question}
            onCancel={() => session.send({ type: 'CANCEL' })}
            onContinue={() => session.send({ type: 'CONTINUE' })}
          />
        </Suspense>
      )}
    </>
  );
}

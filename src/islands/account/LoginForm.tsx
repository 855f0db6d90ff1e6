import { useEffect, useState, type SubmitEvent } from 'react';
import { safeNextPath } from '../../lib/account/next-path';
import { loginProblems } from '../../lib/account/form-rules';
import { errorMessage } from '../../lib/api-client';
import { login } from '../../stores/auth';
import { useHydrated } from '../use-hydrated';
import { Field, FormMessage } from '../forms/Field';
import { nextFromAddress } from './after-sign-in';
import { useForm } from './use-form';
import { useAuth } from './use-auth';

/** Sign in with email and password, or a provider; then back to `next` (same-site only). */
export default function LoginForm() {
  const auth = useAuth();
  const hydrated = useHydrated();
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState('');
  const form = useForm({ email: '', password: '' }, loginProblems);

  useEffect(() => setNext(nextFromAddress()), []);

  function onSubmit(event: SubmitEvent) {
    setError('');
    void form.submit(
      event,
      async () => {
        await login(form.values.email.trim(), form.values.password);
        window.location.assign(safeNextPath(next));
      },
      (err) => setError(errorMessage(err, 'Sign-in failed. Please try again.')),
    );
  }

  // The card around the form, the social links and "Create an account" are the page's
  // (src/pages/auth/login.astro), so they work before this form hydrates (`client:intent`).
  return (
    <>
      {/* The note is one line at every width (a long address ends in an ellipsis on screen). Until
          the session is known its room is kept for a reader with the signed-in hint (islands.css),
          so the form below does not move when it appears; a visitor gets no gap. */}
      {auth.status === 'loading' && (
        <p className="form-alert form-alert-info signed-in-note signed-in-note-reserve" aria-hidden="true">
          &nbsp;
        </p>
      )}
      {auth.status === 'signed-in' && (
        <p className="form-alert form-alert-info signed-in-note">
          <span className="signed-in-as" title={auth.user.email}>
            You are signed in as {auth.user.email}.
          </span>{' '}
          <a href={safeNextPath(next)}>Continue</a>
        </p>
      )}
      <form method="post" onSubmit={onSubmit} noValidate aria-describedby="login-error">
        <div id="login-error">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
        <Field id="login-email" label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Field id="login-password" label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
        <p className="form-aside">
          <a href="/auth/forgot-password">Forgot your password?</a>
        </p>
        <button type="submit" className="button button-primary button-block" disabled={form.busy || !hydrated}>
          {form.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </>
  );
}

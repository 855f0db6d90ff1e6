import { useEffect, useState, type SubmitEvent } from 'react';
import { forgotPasswordProblems } from '../../lib/account/form-rules';
import { initAuth, requestPasswordReset } from '../../stores/auth';
import { useHydrated } from '../use-hydrated';
import { Field, FormMessage } from '../forms/Field';
import { useForm } from './use-form';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const form = useForm({ email: '' }, forgotPasswordProblems);

  useEffect(() => void initAuth(), []);

  function onSubmit(event: SubmitEvent) {
    setError('');
    // A failure's message is already the server's or 'Failed to send reset email' (the auth store).
    void form.submit(
      event,
      async () => {
        setDone(await requestPasswordReset(form.values.email.trim()));
      },
      (err) => setError((err as Error).message),
    );
  }

  if (done) {
    return (
      <div className="auth-card">
        <FormMessage kind="success">{done} The link works for one hour.</FormMessage>
        <p className="auth-switch">
          <a href="/auth/login">Back to sign in</a>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-card">
      <form method="post" onSubmit={onSubmit} noValidate>
        <FormMessage kind="error">{error}</FormMessage>
        <Field id="forgot-email" label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <button type="submit" className="button button-primary button-block" disabled={form.busy || !hydrated}>
          {form.busy ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-switch">
        <a href="/auth/login">Back to sign in</a>
      </p>
    </div>
  );
}

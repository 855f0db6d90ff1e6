import { useEffect, useState, type SubmitEvent } from 'react';
import { fieldErrors, forgotPasswordSchema } from '../../lib/account/schemas';
import { initAuth, requestPasswordReset } from '../../stores/auth';
import { useHydrated } from './use-hydrated';
import { Field, FormMessage } from './Field';
import { useForm } from './use-form';

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export default function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm({ email: '' }, (v) => fieldErrors(forgotPasswordSchema.safeParse(v)));

  useEffect(() => void initAuth(), []);

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    setError('');
    if (!form.checkBeforeSubmit()) return;
    setBusy(true);
    try {
      setDone(await requestPasswordReset(form.values.email.trim()));
    } catch (err) {
      // The store already turned it into the server's message or 'Failed to send reset email'.
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="auth-card">
        <FormMessage kind="success">{done} The link works for one hour.</FormMessage>
        <p className="auth-switch"><a href="/auth/login">Back to sign in</a></p>
      </div>
    );
  }
  return (
    <div className="auth-card">
      <form method="post" onSubmit={onSubmit} noValidate>
        <FormMessage kind="error">{error}</FormMessage>
        <Field id="forgot-email" label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <button type="submit" className="button button-primary button-block" disabled={busy || !hydrated}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <p className="auth-switch"><a href="/auth/login">Back to sign in</a></p>
    </div>
  );
}

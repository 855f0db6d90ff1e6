import { useEffect, useState, type SubmitEvent } from 'react';
import { newPasswordErrors } from '../../lib/account/form-rules';
import { errorMessage } from '../../lib/api-client';
import { resetPassword } from '../../stores/account';
import { useHydrated } from '../use-hydrated';
import { FormMessage } from '../forms/Field';
import { NewPasswordFields } from './NewPasswordFields';
import { takeTokenFromAddress } from './email-link-token';
import { useForm } from './use-form';

/** Sets a new password from the emailed link; every session ends, then the person signs in. */
export default function ResetPasswordForm() {
  const hydrated = useHydrated();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const form = useForm({ password: '', confirmPassword: '' }, (v) => newPasswordErrors(v.password, v.confirmPassword));

  useEffect(() => setToken(takeTokenFromAddress()), []);

  function onSubmit(event: SubmitEvent) {
    setError('');
    if (!token) {
      event.preventDefault();
      return;
    }
    void form.submit(
      event,
      async () => {
        const message = await resetPassword(token, form.values);
        setDone(message);
      },
      (err) => setError(errorMessage(err, 'The password could not be changed. Please try again.')),
    );
  }

  if (token === undefined) return <p className="muted">Reading your link…</p>;
  if (token === null) {
    return (
      <div className="auth-card">
        <FormMessage kind="error">This page needs the link from the password reset email.</FormMessage>
        <p>
          <a href="/auth/forgot-password">Ask for a new reset link</a>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div className="auth-card">
        <FormMessage kind="success">{done}</FormMessage>
        <p>
          <a className="button button-primary" href="/auth/login">
            Sign in
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-card">
      <form method="post" onSubmit={onSubmit} noValidate>
        <FormMessage kind="error">
          {error}
          {error && (
            <>
              {' '}
              <a href="/auth/forgot-password">Ask for a new link</a>.
            </>
          )}
        </FormMessage>
        <NewPasswordFields
          idPrefix="reset"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <button type="submit" className="button button-primary button-block" disabled={form.busy || !hydrated}>
          {form.busy ? 'Saving…' : 'Set new password'}
        </button>
      </form>
    </div>
  );
}

import { useState, type SubmitEvent } from 'react';
import { newPasswordErrors } from '../../lib/account/form-rules';
import { errorMessage } from '../../lib/api-client';
import { changePassword } from '../../stores/account';
import { Field, FormMessage } from '../forms/Field';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from './use-form';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change the password (current + new + confirm); accounts without one set a first password.
 * `pending` renders the form before the profile has arrived (the page's first paint), with
 * submitting held back until it is known whether the account has a password.
 */
export function PasswordSettings({
  hasPassword,
  onPasswordSet,
  pending = false,
}: {
  hasPassword: boolean;
  onPasswordSet: () => void;
  pending?: boolean;
}) {
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const form = useForm(empty, (v) => {
    const { password: newPassword, confirmPassword } = newPasswordErrors(v.newPassword, v.confirmPassword);
    return {
      currentPassword: hasPassword && v.currentPassword === '' ? 'Enter your current password.' : undefined,
      newPassword,
      confirmPassword,
    };
  });

  function onSubmit(event: SubmitEvent) {
    setStatus(null);
    void form.submit(
      event,
      async () => {
        const message = await changePassword(form.values);
        form.reset(empty);
        onPasswordSet();
        setStatus({ kind: 'success', text: message });
      },
      (err) => setStatus({ kind: 'error', text: errorMessage(err, 'The password could not be changed.') }),
    );
  }

  return (
    <section className="card" id="password" aria-labelledby="password-heading">
      <h2 id="password-heading">{hasPassword ? 'Change password' : 'Set a password'}</h2>
      {!hasPassword && <p className="muted">You sign in with GitHub or Google. Set a password to sign in with your email too.</p>}
      <form method="post" onSubmit={onSubmit} noValidate>
        {hasPassword && (
          <Field
            id="settings-current-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
        )}
        <NewPasswordFields
          idPrefix="settings-new"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          note="Your other sessions will be signed out."
          password={form.field('newPassword')}
          confirm={form.field('confirmPassword')}
        />
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <button type="submit" className="button button-primary" disabled={form.busy || pending}>
          {form.busy ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}
        </button>
      </form>
    </section>
  );
}

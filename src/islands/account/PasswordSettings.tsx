import { useState, type SubmitEvent } from 'react';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordsMatch } from '../../lib/account/password-rules';
import { fieldErrors, newPasswordField } from '../../lib/account/schemas';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { Field, FormMessage } from './Field';
import { useForm } from './use-form';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password (current + new + confirm); accounts without one set a first password. */
export function PasswordSettings({ hasPassword, onPasswordSet }: { hasPassword: boolean; onPasswordSet: () => void }) {
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const form = useForm(empty, (v) => {
    const errors: Record<string, string> = {};
    if (hasPassword && v.currentPassword === '') errors.currentPassword = 'Enter your current password.';
    const fresh = fieldErrors(newPasswordField.safeParse(v.newPassword))._form;
    if (fresh) errors.newPassword = fresh;
    if (v.confirmPassword === '') errors.confirmPassword = 'Confirm the new password.';
    else if (!passwordsMatch(v.newPassword, v.confirmPassword)) errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
    return errors;
  });

  function onSubmit(event: SubmitEvent) {
    setStatus(null);
    void form.submit(
      event,
      async () => {
        const { message } = await apiRequest<{ message: string }>('/settings/password', { method: 'POST', body: form.values });
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
          <Field id="settings-current-password" label="Current password" type="password" autoComplete="current-password" {...form.field('currentPassword')} />
        )}
        <Field id="settings-new-password" label="New password" type="password" autoComplete="new-password"
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; very common passwords are refused. Your other sessions will be signed out.`}
          {...form.field('newPassword')} />
        <Field id="settings-confirm-password" label="Confirm new password" type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <button type="submit" className="button button-primary" disabled={form.busy}>{form.busy ? 'Saving…' : hasPassword ? 'Change password' : 'Set password'}</button>
      </form>
    </section>
  );
}

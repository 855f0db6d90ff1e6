import { useState, type SubmitEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { deleteAccount } from '../../stores/account';
import { Field, FormMessage } from '../forms/Field';
import type { AccountProfile as Profile } from '../../../functions/features/profile/profile.schemas';

/** Data export (a JSON download) and account deletion, confirmed by password or by typing the email. */
export function DataSettings({ profile, onDeleted }: { profile: Profile; onDeleted: (message: string) => void }) {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const byPassword = profile.hasPassword;

  async function onDelete(event: SubmitEvent) {
    event.preventDefault();
    setError('');
    setFieldError('');
    if (confirmation === '') {
      setFieldError(byPassword ? 'Enter your current password.' : 'Type your email address to confirm.');
      return;
    }
    setBusy(true);
    try {
      const message = await deleteAccount(byPassword ? { password: confirmation } : { confirmEmail: confirmation });
      onDeleted(message);
    } catch (err) {
      setError(errorMessage(err, 'Your account could not be deleted.'));
      setBusy(false);
    }
  }

  return (
    <>
      <section className="card" id="export" aria-labelledby="export-heading">
        <h2 id="export-heading">Export your data</h2>
        <p>
          Download everything we store about you — profile, preferences, sessions, linked sign-in providers and sent emails — as one JSON
          file.
        </p>
        <a className="button" href="/api/v1/settings/export" download>
          Download my data
        </a>
      </section>
      <section className="card danger-zone" id="delete" aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete account</h2>
        <p>This removes your account and every piece of data stored about you, and signs you out everywhere. It cannot be undone.</p>
        <form method="post" onSubmit={onDelete} noValidate>
          <Field
            id="delete-confirmation"
            label={byPassword ? 'Current password' : `Type your email address (${profile.email}) to confirm`}
            type={byPassword ? 'password' : 'email'}
            autoComplete={byPassword ? 'current-password' : 'off'}
            value={confirmation}
            onChange={(e) => {
              setConfirmation(e.target.value);
              setFieldError('');
            }}
            error={fieldError}
          />
          <FormMessage kind="error">{error}</FormMessage>
          <button type="submit" className="button button-danger" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete my account permanently'}
          </button>
        </form>
      </section>
    </>
  );
}

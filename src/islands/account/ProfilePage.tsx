import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { resendVerification } from '../../stores/account';
import { FormMessage } from '../forms/Field';
import { ProfileForm } from './ProfileForm';
import { CertificateList } from '../certificates/CertificateList';
import { useSignedInUser } from './use-signed-in-user';
import { useProfile } from './use-profile';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

/** The profile page: account facts from the database and the editable personal information. */
export default function ProfilePage() {
  const user = useSignedInUser();
  const { profile, setProfile, loadError } = useProfile(user);

  if (loadError) return <FormMessage kind="error">{loadError}</FormMessage>;
  if (!user || !profile)
    return (
      <p className="muted" role="status">
        Loading your profile…
      </p>
    );
  return (
    <div className="account-layout">
      <section className="card account-summary" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl className="facts">
          <dt>Email</dt>
          <dd>{profile.email}</dd>
          <dt>Status</dt>
          <dd>{profile.emailVerified ? <span className="badge badge-verified">Verified</span> : <VerifyPrompt />}</dd>
          <dt>Member since</dt>
          <dd>{dateFormat.format(new Date(profile.createdAt))}</dd>
          <dt>Sign-in methods</dt>
          <dd>
            {[
              profile.hasPassword ? 'Password' : null,
              ...profile.linkedProviders.map((p) => (p.provider === 'github' ? 'GitHub' : 'Google')),
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </dl>
        <ul className="link-list">
          <li>
            <a href="/settings#password">{profile.hasPassword ? 'Change password' : 'Set a password'}</a>
          </li>
          <li>
            <a href="/profile/library">Your library: bookmarks and notes</a>
          </li>
          <li>
            <a href="/settings#notifications">Notification settings</a>
          </li>
          <li>
            <a href="/settings#privacy">Privacy settings</a>
          </li>
        </ul>
      </section>
      <ProfileForm profile={profile} onSaved={setProfile} />
      <CertificateList />
    </div>
  );
}

/** "Not verified" with a button that sends a fresh confirmation link. */
function VerifyPrompt() {
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      const message = await resendVerification();
      setMessage({ kind: 'success', text: message });
    } catch (err) {
      setMessage({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <span className="badge badge-unverified">Not verified</span>{' '}
      <button type="button" className="button button-small" onClick={resend} disabled={busy}>
        Send a new confirmation link
      </button>
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
    </>
  );
}

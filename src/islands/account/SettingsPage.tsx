import { useState } from 'react';
import { markSignedOut } from '../../stores/auth';
import { FormMessage } from '../forms/Field';
import { DataSettings } from './DataSettings';
import { PasswordSettings } from './PasswordSettings';
import { PreferenceSettings } from './PreferenceSettings';
import { SessionSettings } from './SessionSettings';
import { useSignedInUser } from './use-signed-in-user';
import { useProfile } from './use-profile';

/** The settings page: password, notifications, privacy, sessions, export and deletion. */
export default function SettingsPage() {
  const [deleted, setDeleted] = useState('');
  // After deletion the visitor is signed out but stays here to read the confirmation.
  const user = useSignedInUser({ redirect: !deleted });
  const { profile, setProfile, loadError } = useProfile(user);

  if (deleted) {
    return (
      <section className="card" aria-labelledby="deleted-heading">
        <h2 id="deleted-heading">Account deleted</h2>
        <FormMessage kind="success">{deleted}</FormMessage>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </section>
    );
  }
  if (loadError) return <FormMessage kind="error">{loadError}</FormMessage>;
  // Until the profile arrives, the password form is drawn as most accounts will see it, so the first
  // paint already holds the page's largest text and the same elements stay when the data lands.
  if (!user || !profile)
    return (
      <div className="settings-sections">
        <PasswordSettings hasPassword pending onPasswordSet={() => undefined} />
        <p className="muted" role="status">
          Loading your settings…
        </p>
      </div>
    );
  return (
    <div className="settings-sections">
      <PasswordSettings hasPassword={profile.hasPassword} onPasswordSet={() => setProfile({ ...profile, hasPassword: true })} />
      {/* Sessions before preferences: the preference forms load last and, lower on the page, move nothing in view. */}
      <SessionSettings />
      <PreferenceSettings />
      <DataSettings
        profile={profile}
        onDeleted={(message) => {
          setDeleted(message);
          markSignedOut();
        }}
      />
    </div>
  );
}

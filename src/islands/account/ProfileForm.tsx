import { useState, type SubmitEvent } from 'react';
import { profileProblems } from '../../lib/account/form-rules';
import { timeZoneOptions } from '../../lib/account/time-zone';
import { errorMessage } from '../../lib/api-client';
import { saveProfile } from '../../stores/account';
import { $auth, updateSignedInUser } from '../../stores/auth';
import { Field, FormMessage } from '../forms/Field';
import { useForm } from './use-form';
import type { AccountProfile } from '../../../functions/features/profile/profile.schemas';

export type Profile = AccountProfile;

const editable = (p: Profile) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  displayName: p.displayName,
  bio: p.bio,
  timeZone: p.timeZone,
});

/** Personal information: names, display name, bio and time zone. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const form = useForm(editable(profile), profileProblems);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  function onSubmit(event: SubmitEvent) {
    setStatus(null);
    void form.submit(
      event,
      async () => {
        const saved = await saveProfile(form.values);
        onSaved(saved);
        form.reset(editable(saved));
        const auth = $auth.get();
        if (auth.status === 'signed-in') updateSignedInUser({ ...auth.user, ...editable(saved) });
        setStatus({ kind: 'success', text: 'Your profile has been saved.' });
      },
      (err) => setStatus({ kind: 'error', text: errorMessage(err, 'Your profile could not be saved.') }),
    );
  }

  const bio = form.field('bio');
  const zone = form.field('timeZone');
  return (
    <section className="card" aria-labelledby="personal-heading">
      <h2 id="personal-heading">Personal information</h2>
      <form method="post" onSubmit={onSubmit} noValidate>
        <div className="field-row">
          <Field id="profile-first-name" label="First name" autoComplete="given-name" {...form.field('firstName')} />
          <Field id="profile-last-name" label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        </div>
        <Field
          id="profile-display-name"
          label="Display name"
          autoComplete="nickname"
          hint="Shown on the leaderboard instead of your full name."
          {...form.field('displayName')}
        />
        <div className="form-field">
          <label htmlFor="profile-bio">Bio</label>
          <p id="profile-bio-hint" className="field-hint">
            Up to 500 characters.
          </p>
          <textarea
            id="profile-bio"
            rows={4}
            name={bio.name}
            value={bio.value}
            onChange={bio.onChange}
            onBlur={bio.onBlur}
            aria-invalid={bio.error ? true : undefined}
            aria-describedby={bio.error ? 'profile-bio-hint profile-bio-error' : 'profile-bio-hint'}
          />
          <p id="profile-bio-error" className="field-error" aria-live="polite">
            {bio.error ?? ''}
          </p>
        </div>
        <div className="form-field">
          <label htmlFor="profile-time-zone">Time zone</label>
          <p id="profile-time-zone-hint" className="field-hint">
            Used to count your learning streak by your own calendar days.
          </p>
          <select
            id="profile-time-zone"
            name={zone.name}
            value={zone.value}
            onChange={zone.onChange}
            onBlur={zone.onBlur}
            aria-describedby="profile-time-zone-hint"
          >
            {timeZoneOptions(zone.value).map((tz) => (
              <option key={tz} value={tz}>
                {tz.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <p className="field-error" aria-live="polite">
            {zone.error ?? ''}
          </p>
        </div>
        {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save profile'}
        </button>
      </form>
    </section>
  );
}

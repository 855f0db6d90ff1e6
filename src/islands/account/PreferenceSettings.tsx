import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Preferences } from '../../lib/account/schemas';
import { errorMessage } from '../../lib/api-client';
import { $preferences, loadPreferences, savePreferences } from '../../stores/account';
import { FormMessage } from '../forms/Field';
import { rememberDataCollection } from '../../lib/analytics/opt-out';
import { followPushSetting } from '../../stores/push';

type Notifications = Preferences['notifications'];
const NOTIFICATION_LABELS: { key: keyof Notifications; label: string; hint: string }[] = [
  { key: 'email', label: 'Email notifications', hint: 'Activity about your account and learning, by email.' },
  { key: 'push', label: 'Push notifications', hint: 'Notifications on this device from your browser, even when the site is closed.' },
  { key: 'marketingEmails', label: 'Marketing emails', hint: 'News about new guides and features. Off unless you turn it on.' },
  { key: 'securityAlerts', label: 'Security alerts', hint: 'An email when your password changes or a new browser signs in.' },
];

type Status = { kind: 'error' | 'success'; text: string } | null;

/** Notification and privacy preferences: two forms that save the whole set (PUT). */
export function PreferenceSettings() {
  const loaded = useStore($preferences);
  const saved = loaded.status === 'ready' ? loaded.data : null;
  const loadError = loaded.status === 'error' ? loaded.error : '';
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [status, setStatus] = useState<Record<'notifications' | 'privacy', Status>>({ notifications: null, privacy: null });

  useEffect(() => {
    void loadPreferences().then((preferences) => {
      if (!preferences) return;
      setDraft(preferences);
      rememberDataCollection(preferences.privacy.dataCollection, { savedNow: false });
    });
  }, []);

  if (loadError) return <FormMessage kind="error">{loadError}</FormMessage>;
  if (!saved || !draft)
    return (
      <p className="muted" role="status">
        Loading your preferences…
      </p>
    );

  /** Saves one section's draft together with the other section as last saved. */
  async function save(event: SubmitEvent, part: 'notifications' | 'privacy') {
    event.preventDefault();
    const body = { ...saved!, [part]: draft![part] };
    setStatus((s) => ({ ...s, [part]: null }));
    try {
      if (part === 'notifications') await followPushSetting(draft!.notifications.push, saved!.notifications.push);
      const preferences = await savePreferences(body);
      setDraft((d) => ({ ...d!, [part]: preferences[part] }));
      if (part === 'privacy') rememberDataCollection(preferences.privacy.dataCollection, { savedNow: true });
      setStatus((s) => ({
        ...s,
        [part]: { kind: 'success', text: part === 'privacy' ? 'Privacy settings saved.' : 'Notification preferences saved.' },
      }));
    } catch (err) {
      setStatus((s) => ({ ...s, [part]: { kind: 'error', text: errorMessage(err, 'Your preferences could not be saved.') } }));
    }
  }

  const setNotification = (key: keyof Notifications, value: boolean) =>
    setDraft({ ...draft, notifications: { ...draft.notifications, [key]: value } });
  return (
    <>
      <section className="card" id="notifications" aria-labelledby="notifications-heading">
        <h2 id="notifications-heading">Notifications</h2>
        <form onSubmit={(e) => save(e, 'notifications')}>
          <fieldset className="choice-list">
            <legend className="visually-hidden">Notification preferences</legend>
            {NOTIFICATION_LABELS.map(({ key, label, hint }) => (
              <div className="choice" key={key}>
                <input
                  type="checkbox"
                  id={`pref-${key}`}
                  checked={draft.notifications[key]}
                  onChange={(e) => setNotification(key, e.target.checked)}
                  aria-describedby={`pref-${key}-hint`}
                />
                <label htmlFor={`pref-${key}`}>{label}</label>
                <p id={`pref-${key}-hint`} className="field-hint">
                  {hint}
                </p>
              </div>
            ))}
          </fieldset>
          {status.notifications && <FormMessage kind={status.notifications.kind}>{status.notifications.text}</FormMessage>}
          <button type="submit" className="button button-primary">
            Save notification preferences
          </button>
        </form>
      </section>
      <section className="card" id="privacy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">Privacy</h2>
        <form onSubmit={(e) => save(e, 'privacy')}>
          <fieldset className="choice-list">
            <legend>Profile visibility</legend>
            {(['public', 'private'] as const).map((value) => (
              <div className="choice" key={value}>
                <input
                  type="radio"
                  id={`visibility-${value}`}
                  name="profileVisibility"
                  value={value}
                  checked={draft.privacy.profileVisibility === value}
                  onChange={() => setDraft({ ...draft, privacy: { ...draft.privacy, profileVisibility: value } })}
                  aria-describedby={`visibility-${value}-hint`}
                />
                <label htmlFor={`visibility-${value}`}>{value === 'public' ? 'Public' : 'Private'}</label>
                <p id={`visibility-${value}-hint`} className="field-hint">
                  {value === 'public'
                    ? 'Your display name can appear on the leaderboard.'
                    : 'You are left out of the leaderboard and other public lists.'}
                </p>
              </div>
            ))}
          </fieldset>
          <div className="choice">
            <input
              type="checkbox"
              id="pref-data-collection"
              checked={draft.privacy.dataCollection}
              aria-describedby="pref-data-collection-hint"
              onChange={(e) => setDraft({ ...draft, privacy: { ...draft.privacy, dataCollection: e.target.checked } })}
            />
            <label htmlFor="pref-data-collection">Allow usage data collection</label>
            <p id="pref-data-collection-hint" className="field-hint">
              Anonymous page counts that help us improve the site; no cookies and nothing that identifies you. Turning it off also stops
              counting in this browser. <a href="/privacy">What we count</a>
            </p>
          </div>
          {status.privacy && <FormMessage kind={status.privacy.kind}>{status.privacy.text}</FormMessage>}
          <button type="submit" className="button button-primary">
            Save privacy settings
          </button>
        </form>
      </section>
    </>
  );
}

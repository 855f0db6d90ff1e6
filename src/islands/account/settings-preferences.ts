// The settings page's notification and privacy preferences, without React: two forms that each
// save the whole set (PUT), the other section as last saved. The checkboxes and radios are the
// draft; the server's answer is put back into the saved section's controls.
import type { Preferences } from '../../lib/account/schemas';
import { rememberDataCollection } from '../../lib/analytics/opt-out';
import { errorMessage } from '../../lib/api-client';
import { $preferences, loadPreferences, savePreferences } from '../../stores/account';
import { followPushSetting } from '../../stores/push';
import { formMessage, messageSpot, swap } from '../forms/plain-form';
import { h } from '../dom';

type Notifications = Preferences['notifications'];
type Part = 'notifications' | 'privacy';

const NOTIFICATION_LABELS: { key: keyof Notifications; label: string; hint: string }[] = [
  { key: 'email', label: 'Email notifications', hint: 'Activity about your account and learning, by email.' },
  { key: 'push', label: 'Push notifications', hint: 'Notifications on this device from your browser, even when the site is closed.' },
  { key: 'marketingEmails', label: 'Marketing emails', hint: 'News about new guides and features. Off unless you turn it on.' },
  { key: 'securityAlerts', label: 'Security alerts', hint: 'An email when your password changes or a new browser signs in.' },
];

const VISIBILITY = [
  { value: 'public', label: 'Public', hint: 'Your display name can appear on the leaderboard.' },
  { value: 'private', label: 'Private', hint: 'You are left out of the leaderboard and other public lists.' },
] as const;

/** A checkbox or radio with its label and hint, as the preference lists draw them. */
function choice(id: string, label: string, hint: (Node | string)[], attrs: Record<string, unknown>) {
  const control = h('input', { id, 'aria-describedby': `${id}-hint`, ...attrs }) as HTMLInputElement;
  const node = h(
    'div',
    { class: 'choice' },
    control,
    h('label', { for: id }, label),
    h('p', { id: `${id}-hint`, class: 'field-hint' }, ...hint),
  );
  return { node, control };
}

/** Both preference cards, drawn from the loaded preferences. */
function preferenceSections(loaded: Preferences): HTMLElement[] {
  const boxes = NOTIFICATION_LABELS.map(({ key, label, hint }) => ({
    key,
    ...choice(`pref-${key}`, label, [hint], { type: 'checkbox', checked: loaded.notifications[key] }),
  }));
  const radios = VISIBILITY.map(({ value, label, hint }) => ({
    value,
    ...choice(`visibility-${value}`, label, [hint], {
      type: 'radio',
      name: 'profileVisibility',
      value,
      checked: loaded.privacy.profileVisibility === value,
    }),
  }));
  const dataCollection = choice(
    'pref-data-collection',
    'Allow usage data collection',
    [
      'Anonymous page counts that help us improve the site; no cookies and nothing that identifies you. Turning it off also stops counting in this browser. ',
      h('a', { href: '/privacy' }, 'What we count'),
    ],
    { type: 'checkbox', checked: loaded.privacy.dataCollection },
  );

  const draft = {
    notifications: (): Notifications => Object.fromEntries(boxes.map((b) => [b.key, b.control.checked])) as unknown as Notifications,
    privacy: (): Preferences['privacy'] => ({
      profileVisibility: radios.find((r) => r.control.checked)?.value ?? loaded.privacy.profileVisibility,
      dataCollection: dataCollection.control.checked,
    }),
  };
  /** Puts a saved section back into its controls. */
  const showSaved = (part: Part, saved: Preferences) => {
    if (part === 'notifications') for (const b of boxes) b.control.checked = saved.notifications[b.key];
    else {
      for (const r of radios) r.control.checked = saved.privacy.profileVisibility === r.value;
      dataCollection.control.checked = saved.privacy.dataCollection;
    }
  };

  /** One section's form: its draft is saved with the other section as last saved. */
  function preferenceForm(part: Part, content: Node[], label: string) {
    const submit = h('button', { type: 'submit', class: 'button button-primary' }, label);
    const form = h('form', {}, ...content, submit);
    const say = messageSpot(submit);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const current = $preferences.get();
      if (current.status !== 'ready') return;
      const saved = current.data;
      say(null);
      try {
        const wanted = draft[part]();
        if (part === 'notifications') await followPushSetting(draft.notifications().push, saved.notifications.push);
        const preferences = await savePreferences({ ...saved, [part]: wanted });
        showSaved(part, preferences);
        if (part === 'privacy') rememberDataCollection(preferences.privacy.dataCollection, { savedNow: true });
        say({ kind: 'success', text: part === 'privacy' ? 'Privacy settings saved.' : 'Notification preferences saved.' });
      } catch (err) {
        say({ kind: 'error', text: errorMessage(err, 'Your preferences could not be saved.') });
      }
    });
    return form;
  }

  return [
    h(
      'section',
      { class: 'card', id: 'notifications', 'aria-labelledby': 'notifications-heading' },
      h('h2', { id: 'notifications-heading' }, 'Notifications'),
      preferenceForm(
        'notifications',
        [
          h(
            'fieldset',
            { class: 'choice-list' },
            h('legend', { class: 'visually-hidden' }, 'Notification preferences'),
            ...boxes.map((b) => b.node),
          ),
        ],
        'Save notification preferences',
      ),
    ),
    h(
      'section',
      { class: 'card', id: 'privacy', 'aria-labelledby': 'privacy-heading' },
      h('h2', { id: 'privacy-heading' }, 'Privacy'),
      preferenceForm(
        'privacy',
        [h('fieldset', { class: 'choice-list' }, h('legend', {}, 'Profile visibility'), ...radios.map((r) => r.node)), dataCollection.node],
        'Save privacy settings',
      ),
    ),
  ];
}

/**
 * "Loading your preferences…" until they arrive, then the two cards in its place (or the reason
 * they could not be loaded).
 */
export function preferencesPlaceholder(): HTMLElement {
  const placeholder = h('p', { class: 'muted', role: 'status' }, 'Loading your preferences…');
  void loadPreferences().then((preferences) => {
    if (preferences) {
      rememberDataCollection(preferences.privacy.dataCollection, { savedNow: false });
      swap(placeholder, preferenceSections(preferences));
    } else {
      const loaded = $preferences.get();
      swap(placeholder, [formMessage('error', loaded.status === 'error' ? loaded.error : '')]);
    }
  });
  return placeholder;
}

// The profile page, without React (docs/decisions.md, Islands and their first-load JavaScript):
// account facts, the verify-email prompt, the personal-information form and the certificates. The
// page draws "Loading your profile…" in the slot; this module replaces it from the account store
// once the session and the profile are known, and sends visitors to sign in.
import type { AccountProfile } from '../../../functions/features/profile/profile.schemas';
import { profileProblems, type ProfileField } from '../../lib/account/form-rules';
import { timeZoneOptions } from '../../lib/account/time-zone';
import { errorMessage } from '../../lib/api-client';
import { $profile, loadProfile, prefetchProfile, resendVerification, saveProfile } from '../../stores/account';
import { $auth, updateSignedInUser } from '../../stores/auth';
import { drawField, formMessage, input, messageSpot, plainForm } from '../forms/plain-form';
import { h } from '../dom';
import { certificatesSection } from './profile-certificates';
import { followSession } from './signed-in-page';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

const editable = (p: AccountProfile): Record<ProfileField, string> => ({
  firstName: p.firstName,
  lastName: p.lastName,
  displayName: p.displayName,
  bio: p.bio,
  timeZone: p.timeZone,
});

/** "Not verified" with a button that sends a fresh confirmation link. */
function verifyPrompt(): (Node | string)[] {
  const button = h('button', { type: 'button', class: 'button button-small' }, 'Send a new confirmation link') as HTMLButtonElement;
  const say = messageSpot(button, 'after');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      say({ kind: 'success', text: await resendVerification() });
    } catch (err) {
      say({ kind: 'error', text: errorMessage(err) });
    } finally {
      button.disabled = false;
    }
  });
  return [h('span', { class: 'badge badge-unverified' }, 'Not verified'), ' ', button];
}

/** The account facts from the database and the links to the rest of the account. */
function accountSummary(profile: AccountProfile): HTMLElement {
  const methods = [
    profile.hasPassword ? 'Password' : null,
    ...profile.linkedProviders.map((p) => (p.provider === 'github' ? 'GitHub' : 'Google')),
  ].filter(Boolean);
  const item = (href: string, text: string) => h('li', {}, h('a', { href }, text));
  return h(
    'section',
    { class: 'card account-summary', 'aria-labelledby': 'account-heading' },
    h('h2', { id: 'account-heading' }, 'Account'),
    h(
      'dl',
      { class: 'facts' },
      h('dt', {}, 'Email'),
      h('dd', {}, profile.email),
      h('dt', {}, 'Status'),
      h('dd', {}, ...(profile.emailVerified ? [h('span', { class: 'badge badge-verified' }, 'Verified')] : verifyPrompt())),
      h('dt', {}, 'Member since'),
      h('dd', {}, dateFormat.format(new Date(profile.createdAt))),
      h('dt', {}, 'Sign-in methods'),
      h('dd', {}, methods.join(', ')),
    ),
    h(
      'ul',
      { class: 'link-list' },
      item('/settings#password', profile.hasPassword ? 'Change password' : 'Set a password'),
      item('/profile/library', 'Your library: bookmarks and notes'),
      item('/settings#notifications', 'Notification settings'),
      item('/settings#privacy', 'Privacy settings'),
    ),
  );
}

/** The time zones as options, spaces for underscores. */
function zoneOptions(select: HTMLSelectElement, current: string) {
  select.replaceChildren(...timeZoneOptions(current).map((tz) => h('option', { value: tz }, tz.replaceAll('_', ' '))));
  select.value = current;
}

/** Personal information: names, display name, bio and time zone. */
function profileForm(profile: AccountProfile): HTMLElement {
  const text = (id: string, name: ProfileField, autocomplete: string) => input({ id, name, autocomplete, value: profile[name] });
  const first = drawField({ label: 'First name', control: text('profile-first-name', 'firstName', 'given-name') });
  const last = drawField({ label: 'Last name', control: text('profile-last-name', 'lastName', 'family-name') });
  const display = drawField({
    label: 'Display name',
    hint: 'Shown on the leaderboard instead of your full name.',
    control: text('profile-display-name', 'displayName', 'nickname'),
  });
  const bioArea = document.createElement('textarea');
  bioArea.id = 'profile-bio';
  bioArea.rows = 4;
  bioArea.name = 'bio';
  bioArea.value = profile.bio;
  const bio = drawField({ label: 'Bio', hint: 'Up to 500 characters.', control: bioArea });
  const zoneSelect = document.createElement('select');
  zoneSelect.id = 'profile-time-zone';
  zoneSelect.name = 'timeZone';
  zoneOptions(zoneSelect, profile.timeZone);
  const zone = drawField({
    label: 'Time zone',
    hint: 'Used to count your learning streak by your own calendar days.',
    control: zoneSelect,
  });

  const submit = h('button', { type: 'submit', class: 'button button-primary' }, 'Save profile') as HTMLButtonElement;
  const say = messageSpot(submit);
  const form = h(
    'form',
    { method: 'post' },
    h('div', { class: 'field-row' }, first.root, last.root),
    display.root,
    bio.root,
    zone.root,
    submit,
  ) as HTMLFormElement;
  const fields = { firstName: first, lastName: last, displayName: display, bio, timeZone: zone };
  const state = plainForm<ProfileField>(form, () => fields, profileProblems);

  form.addEventListener('submit', (event) => {
    say(null);
    void state.submit(
      event,
      async () => {
        const saved = await saveProfile(state.values());
        zoneOptions(zoneSelect, saved.timeZone);
        state.reset(editable(saved));
        const auth = $auth.get();
        if (auth.status === 'signed-in') updateSignedInUser({ ...auth.user, ...editable(saved) });
        say({ kind: 'success', text: 'Your profile has been saved.' });
      },
      (err) => say({ kind: 'error', text: errorMessage(err, 'Your profile could not be saved.') }),
      (busy) => {
        submit.disabled = busy;
        submit.textContent = busy ? 'Saving…' : 'Save profile';
      },
    );
  });
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'personal-heading' },
    h('h2', { id: 'personal-heading' }, 'Personal information'),
    form,
  );
}

/** Draws the page into `slot` from the auth and account stores. */
export function mountProfilePage(slot: HTMLElement) {
  // The profile request starts beside the session check when the browser carries the signed-in hint.
  prefetchProfile();
  let drawn = false;

  const render = () => {
    // Once drawn, the page stays: a save changes only what the form already shows, and the form
    // and the verify prompt keep their own state (messages, values being typed).
    if (drawn) return;
    const state = $profile.get();
    if (state.status === 'error') {
      slot.replaceChildren(formMessage('error', state.error));
    } else if ($auth.get().status === 'signed-in' && state.status === 'ready') {
      drawn = true;
      slot.replaceChildren(
        h('div', { class: 'account-layout' }, accountSummary(state.data), profileForm(state.data), certificatesSection()),
      );
    }
  };

  followSession({ load: () => void loadProfile(), render });
  $profile.listen(render);
}

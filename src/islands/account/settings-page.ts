// The settings page, without React (docs/decisions.md, Islands and their first-load JavaScript):
// password, sessions, notifications, privacy, data export and account deletion. The page draws the
// password form as most accounts will see it ("Change password", submitting held back) and
// "Loading your settings…"; once the session and the profile are known this module wires the form
// (or turns it into "Set a password" for an account without one) and draws the other sections in
// place of the loading line. Visitors are sent to sign in, except after deleting the account.
import type { AccountProfile } from '../../../functions/features/profile/profile.schemas';
import { newPasswordErrors } from '../../lib/account/form-rules';
import { errorMessage } from '../../lib/api-client';
import { $profile, changePassword, deleteAccount, loadProfile, prefetchProfile, showProfile } from '../../stores/account';
import { $auth, markSignedOut } from '../../stores/auth';
import { drawField, fieldView, formMessage, input, messageSpot, plainForm, swap } from '../forms/plain-form';
import { h } from '../dom';
import { preferencesPlaceholder } from './settings-preferences';
import { sessionsSection } from './settings-sessions';
import { followSession } from './signed-in-page';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const byId = <T extends HTMLElement>(root: HTMLElement, id: string) => root.querySelector<T>(`[id="${id}"]`)!;

/**
 * Wires the page's password form: change the password (current + new + confirm), or set a first
 * one for an account that signs in with GitHub or Google. Returns the function that tells it which.
 */
function passwordForm(section: HTMLElement, onPasswordSet: () => void) {
  const form = section.querySelector('form')!;
  const heading = byId(section, 'password-heading');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const current = fieldView(byId<HTMLInputElement>(form, 'settings-current-password'));
  const fields = {
    currentPassword: current,
    newPassword: fieldView(byId<HTMLInputElement>(form, 'settings-new-password')),
    confirmPassword: fieldView(byId<HTMLInputElement>(form, 'settings-new-confirm')),
  };
  const intro = h(
    'p',
    { class: 'muted settings-password-intro' },
    'You sign in with GitHub or Google. Set a password to sign in with your email too.',
  );
  let hasPassword = true;
  let known = false;
  let busy = false;
  const say = messageSpot(submit);

  const state = plainForm<PasswordField>(
    form,
    () => (hasPassword ? fields : { newPassword: fields.newPassword, confirmPassword: fields.confirmPassword }),
    (v) => {
      const { password: newPassword, confirmPassword } = newPasswordErrors(v.newPassword, v.confirmPassword);
      return {
        currentPassword: hasPassword && v.currentPassword === '' ? 'Enter your current password.' : undefined,
        newPassword,
        confirmPassword,
      };
    },
  );
  const drawButton = () => {
    submit.disabled = busy || !known;
    submit.textContent = busy ? 'Saving…' : hasPassword ? 'Change password' : 'Set password';
  };

  form.addEventListener('submit', (event) => {
    say(null);
    if (!known) return event.preventDefault();
    void state.submit(
      event,
      async () => {
        const { newPassword, confirmPassword, currentPassword = '' } = state.values();
        const message = await changePassword({ currentPassword, newPassword, confirmPassword });
        state.reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
        onPasswordSet();
        say({ kind: 'success', text: message });
      },
      (err) => say({ kind: 'error', text: errorMessage(err, 'The password could not be changed.') }),
      (on) => {
        busy = on;
        drawButton();
      },
    );
  });

  return (accountHasPassword: boolean) => {
    known = true;
    hasPassword = accountHasPassword;
    heading.textContent = hasPassword ? 'Change password' : 'Set a password';
    if (hasPassword) {
      if (intro.isConnected) intro.replaceWith(current.root);
    } else if (current.root.isConnected) {
      // The line takes the current-password field's place and room, so the fields below it do not
      // move when an account without a password loads (the page draws that field first).
      intro.style.minHeight = `${current.root.getBoundingClientRect().height}px`;
      current.root.replaceWith(intro);
    }
    drawButton();
    state.refresh();
  };
}

/** Data export (a JSON download) and account deletion, confirmed by password or by typing the email. */
function dataSections(profile: AccountProfile, onDeleted: (message: string) => void): HTMLElement[] {
  const byPassword = profile.hasPassword;
  const confirmation = drawField({
    label: byPassword ? 'Current password' : `Type your email address (${profile.email}) to confirm`,
    control: input({
      id: 'delete-confirmation',
      type: byPassword ? 'password' : 'email',
      autocomplete: byPassword ? 'current-password' : 'off',
    }),
  });
  const submit = h('button', { type: 'submit', class: 'button button-danger' }, 'Delete my account permanently') as HTMLButtonElement;
  const form = h('form', { method: 'post', novalidate: '' }, confirmation.root, submit);
  const say = messageSpot(submit);
  const busy = (on: boolean) => {
    submit.disabled = on;
    submit.textContent = on ? 'Deleting…' : 'Delete my account permanently';
  };
  confirmation.control.addEventListener('input', () => confirmation.showError(undefined));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    say(null);
    confirmation.showError(undefined);
    const value = confirmation.control.value;
    if (value === '') {
      confirmation.showError(byPassword ? 'Enter your current password.' : 'Type your email address to confirm.');
      return;
    }
    busy(true);
    try {
      onDeleted(await deleteAccount(byPassword ? { password: value } : { confirmEmail: value }));
    } catch (err) {
      say({ kind: 'error', text: errorMessage(err, 'Your account could not be deleted.') });
      busy(false);
    }
  });

  return [
    h(
      'section',
      { class: 'card', id: 'export', 'aria-labelledby': 'export-heading' },
      h('h2', { id: 'export-heading' }, 'Export your data'),
      h(
        'p',
        {},
        'Download everything we store about you — profile, preferences, sessions, linked sign-in providers and sent emails — as one JSON file.',
      ),
      h('a', { class: 'button', href: '/api/v1/settings/export', download: '' }, 'Download my data'),
    ),
    h(
      'section',
      { class: 'card danger-zone', id: 'delete', 'aria-labelledby': 'delete-heading' },
      h('h2', { id: 'delete-heading' }, 'Delete account'),
      h('p', {}, 'This removes your account and every piece of data stored about you, and signs you out everywhere. It cannot be undone.'),
      form,
    ),
  ];
}

/** What the page says once the account is gone; the visitor stays to read it. */
const deletedSection = (message: string) =>
  h(
    'section',
    { class: 'card', 'aria-labelledby': 'deleted-heading' },
    h('h2', { id: 'deleted-heading' }, 'Account deleted'),
    formMessage('success', message),
    h('p', {}, h('a', { href: '/' }, 'Go to the home page')),
  );

/** Wires the page's `.settings-sections` (the password card and the loading line) to the stores. */
export function mountSettingsPage(slot: HTMLElement) {
  prefetchProfile();
  let deleted = false;
  let dataCards: HTMLElement[] = [];
  const showPasswordKind = passwordForm(slot.querySelector<HTMLElement>('#password')!, () => {
    const state = $profile.get();
    if (state.status === 'ready') showProfile({ ...state.data, hasPassword: true });
  });
  const onDeleted = (message: string) => {
    deleted = true;
    swap(slot, [deletedSection(message)]);
    markSignedOut();
  };

  const render = () => {
    if (deleted) return;
    const state = $profile.get();
    if (state.status === 'error') {
      slot.replaceChildren(formMessage('error', state.error));
      return;
    }
    if ($auth.get().status !== 'signed-in' || state.status !== 'ready') return;
    showPasswordKind(state.data.hasPassword);
    const loading = slot.querySelector('[data-settings-loading]');
    if (loading) {
      // Sessions before preferences: the preference forms load last and, lower on the page, move nothing in view.
      dataCards = dataSections(state.data, onDeleted);
      swap(loading, [sessionsSection(), preferencesPlaceholder(), ...dataCards]);
    } else {
      // A first password set: deletion is now confirmed by that password.
      const next = dataSections(state.data, onDeleted);
      dataCards.forEach((card, i) => swap(card, [next[i]]));
      dataCards = next;
    }
  };

  followSession({ load: () => void loadProfile(), render, staySignedOut: () => deleted });
  $profile.listen(render);
}

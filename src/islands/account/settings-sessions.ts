// The settings page's signed-in sessions, without React: sign out one other session, or all of
// them. The section's content is drawn again on each change of the sessions store; the button that
// had focus (named by `data-key`) has it again afterwards when it is still there.
import type { SessionItem } from '../../../functions/features/auth/auth.schemas';
import { describeAgent } from '../../lib/account/user-agent';
import { $sessions, loadSessions, revokeOtherSessions, revokeSession } from '../../stores/account';
import { formMessage } from '../forms/plain-form';
import { h } from '../dom';
import { actionSection, type ActionState } from '../action-section';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The sessions card; it loads the list and follows the store from then on. */
export function sessionsSection(): HTMLElement {
  const section = h(
    'section',
    { class: 'card', id: 'sessions', 'aria-labelledby': 'sessions-heading' },
    h('h2', { id: 'sessions-heading' }, 'Signed-in sessions'),
  );
  const card = actionSection(section, content);
  const { state, run } = card;

  function item(s: SessionItem) {
    const agent = describeAgent(s.userAgent);
    const since = when.format(new Date(s.createdAt));
    return h(
      'li',
      {},
      h('strong', {}, agent),
      s.current && h('span', { class: 'badge badge-verified' }, 'This browser'),
      h('br'),
      h('span', { class: 'muted' }, `Signed in ${since} · last active ${when.format(new Date(s.lastSeenAt))}`),
      !s.current && h('br'),
      !s.current &&
        h(
          'button',
          {
            type: 'button',
            class: 'button button-small',
            'data-key': `revoke-${s.handle}`,
            disabled: state.busy,
            'aria-label': `Sign out ${agent}, signed in ${since}`,
            onclick: () => void run(() => revokeSession(s.handle), `${agent} has been signed out.`),
          },
          'Sign out',
        ),
    );
  }

  function content({ busy, status }: ActionState): Node[] {
    const loaded = $sessions.get();
    const sessions = loaded.status === 'ready' ? loaded.data : null;
    return [
      sessions === null ? h('p', { class: 'muted' }, 'Loading your sessions…') : h('ul', { class: 'session-list' }, ...sessions.map(item)),
      status?.text && formMessage(status.kind, status.text),
      h(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-key': 'revoke-others',
          disabled: busy || !sessions || sessions.length < 2,
          onclick: () => void run(revokeOtherSessions, 'All your other sessions have been signed out.'),
        },
        'Sign out all other sessions',
      ),
    ].filter((node): node is HTMLElement => Boolean(node));
  }

  $sessions.subscribe((loaded) => {
    // A failed load is said where the actions' messages go.
    if (loaded.status === 'error') state.status = { kind: 'error', text: loaded.error };
    card.render();
  });
  void loadSessions();
  return section;
}

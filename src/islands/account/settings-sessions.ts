// The settings page's signed-in sessions, without React: sign out one other session, or all of
// them. The section's content is drawn again on each change of the sessions store; the button that
// had focus (named by `data-key`) has it again afterwards when it is still there.
import type { SessionItem } from '../../../functions/features/auth/auth.schemas';
import { describeAgent } from '../../lib/account/user-agent';
import { errorMessage } from '../../lib/api-client';
import { $sessions, loadSessions, revokeOtherSessions, revokeSession } from '../../stores/account';
import { formMessage, type Status } from '../forms/plain-form';
import { h, redrawKeepingFocus } from '../dom';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The sessions card; it loads the list and follows the store from then on. */
export function sessionsSection(): HTMLElement {
  const section = h(
    'section',
    { class: 'card', id: 'sessions', 'aria-labelledby': 'sessions-heading' },
    h('h2', { id: 'sessions-heading' }, 'Signed-in sessions'),
  );
  let shown: Node[] = [];
  let busy = false;
  let status: Status = null;

  const render = () =>
    redrawKeepingFocus(section, () => {
      for (const node of shown) section.removeChild(node);
      shown = content();
      for (const node of shown) section.appendChild(node);
    });
  const change = async (request: () => Promise<void>, done: string) => {
    status = null;
    busy = true;
    render();
    try {
      await request();
      status = { kind: 'success', text: done };
    } catch (err) {
      status = { kind: 'error', text: errorMessage(err) };
    } finally {
      busy = false;
    }
    render();
  };

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
            disabled: busy,
            'aria-label': `Sign out ${agent}, signed in ${since}`,
            onclick: () => void change(() => revokeSession(s.handle), `${agent} has been signed out.`),
          },
          'Sign out',
        ),
    );
  }

  function content(): Node[] {
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
          onclick: () => void change(revokeOtherSessions, 'All your other sessions have been signed out.'),
        },
        'Sign out all other sessions',
      ),
    ].filter((node): node is HTMLElement => Boolean(node));
  }

  $sessions.subscribe((loaded) => {
    // A failed load is said where the actions' messages go.
    if (loaded.status === 'error') status = { kind: 'error', text: loaded.error };
    render();
  });
  void loadSessions();
  return section;
}

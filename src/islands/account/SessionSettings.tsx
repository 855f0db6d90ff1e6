import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/api-client';
import type { SessionItem } from '../../../functions/features/auth/auth.schemas';
import { $sessions, loadSessions, revokeOtherSessions, revokeSession } from '../../stores/account';
import { FormMessage } from '../forms/Field';
import { describeAgent } from '../../lib/account/user-agent';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The user's sessions: sign out one other session, or all of them. */
export function SessionSettings() {
  const loaded = useStore($sessions);
  const sessions = loaded.status === 'ready' ? loaded.data : null;
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadSessions();
  }, []);
  useEffect(() => {
    if (loaded.status === 'error') setStatus({ kind: 'error', text: loaded.error });
  }, [loaded]);

  async function change(request: () => Promise<void>, done: string) {
    setStatus(null);
    setBusy(true);
    try {
      await request();
      setStatus({ kind: 'success', text: done });
    } catch (err) {
      setStatus({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  const revokeOthers = () => change(revokeOtherSessions, 'All your other sessions have been signed out.');
  const revoke = (s: SessionItem) => change(() => revokeSession(s.handle), `${describeAgent(s.userAgent)} has been signed out.`);

  return (
    <section className="card" id="sessions" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Signed-in sessions</h2>
      {sessions === null ? (
        <p className="muted">Loading your sessions…</p>
      ) : (
        <ul className="session-list">
          {sessions.map((s) => (
            <li key={s.handle}>
              <strong>{describeAgent(s.userAgent)}</strong>
              {s.current && <span className="badge badge-verified">This browser</span>}
              <br />
              <span className="muted">
                Signed in {when.format(new Date(s.createdAt))} · last active {when.format(new Date(s.lastSeenAt))}
              </span>
              {!s.current && (
                <>
                  <br />
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => revoke(s)}
                    disabled={busy}
                    aria-label={`Sign out ${describeAgent(s.userAgent)}, signed in ${when.format(new Date(s.createdAt))}`}
                  >
                    Sign out
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {status && <FormMessage kind={status.kind}>{status.text}</FormMessage>}
      <button type="button" className="button" onClick={revokeOthers} disabled={busy || !sessions || sessions.length < 2}>
        Sign out all other sessions
      </button>
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { DevMail as Mail } from '../../../functions/features/email/email.schemas';
import { loadDevMailbox } from '../../stores/account';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** The development mailbox: mail the site "sent" while running locally, newest first. */
export default function DevMailbox() {
  const [mails, setMails] = useState<Mail[] | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    loadDevMailbox().then(
      (mails) => setMails(mails),
      (err: unknown) => {
        setMails([]);
        setError(errorMessage(err));
      },
    );
  }, []);
  useEffect(load, [load]);

  return (
    <div>
      <p>
        <button type="button" className="button" onClick={load}>
          Refresh
        </button>
      </p>
      {error && (
        <div className="form-alert form-alert-error" role="alert">
          {error} The mailbox exists only outside production.
        </div>
      )}
      {mails === null && <p className="muted">Loading mail…</p>}
      {mails?.length === 0 && !error && <p>No mail yet. Register or ask for a password reset, then refresh.</p>}
      <ol className="mailbox-list">
        {mails?.map((mail) => (
          <li key={mail.id} className="card">
            <h2 className="mail-subject">{mail.subject}</h2>
            <p className="muted">
              To {mail.to} · {when.format(new Date(mail.createdAt))}
            </p>
            <pre className="mail-body">{mail.text}</pre>
            {mail.links.map((link) => {
              const url = new URL(link);
              const sameSite = url.origin === window.location.origin;
              return (
                <p key={link}>
                  <a className="button" href={sameSite ? url.pathname + url.search : link}>
                    Open link: {url.pathname}
                  </a>
                </p>
              );
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}

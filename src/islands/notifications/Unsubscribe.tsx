import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { unsubscribe } from '../../stores/notifications';
import { FormMessage } from '../account/Field';

/** The page an email's unsubscribe link opens: one button, so link scanners cannot unsubscribe anyone. */
export default function Unsubscribe() {
  const [token] = useState(() => (typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? '')));
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!token)
    return <FormMessage kind="error">This link has no token. Change your email settings on the settings page instead.</FormMessage>;
  async function confirm() {
    setBusy(true);
    try {
      setResult({ kind: 'success', text: await unsubscribe(token) });
    } catch (err) {
      setResult({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {result ? (
        <FormMessage kind={result.kind}>{result.text}</FormMessage>
      ) : (
        <button type="button" className="button button-primary" disabled={busy} onClick={confirm}>
          Unsubscribe
        </button>
      )}
      <p>
        <a href="/settings#notifications">Email settings</a>
      </p>
    </>
  );
}
